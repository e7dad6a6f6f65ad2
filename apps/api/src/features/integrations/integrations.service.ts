import type { WordpressCategoryList, WordpressConnectBody, WordpressIntegration } from '@geulgam/contracts';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createWordpressConnectionsRepository } from '../../repositories/wordpress-connections.repository.ts';
import { BadRequestError } from '../../shared/errors.ts';
import { integrationSecrets } from '../../shared/secret-box.ts';
import { createWordpressClient, wordpressHttpError, type Transport } from '../../shared/wordpress-client.ts';

export interface IntegrationsDeps {
  db: Db;
  config: Config;
  /** Outbound requests to members' sites (the safe outbound fetch in the product). */
  transport: Transport;
}

/** A member's WordPress site: checked against the site once, then kept with the password sealed. */
export function createIntegrationsService({ db, config, transport }: IntegrationsDeps) {
  const connections = createWordpressConnectionsRepository(db);
  const client = createWordpressClient(transport);
  const secrets = integrationSecrets(config.integrationKey);

  return {
    async get(userId: number): Promise<WordpressIntegration> {
      const row = await connections.find(userId);
      return { connected: !!row, site_url: row?.siteUrl ?? null, username: row?.username ?? null };
    },

    async connect(userId: number, body: WordpressConnectBody): Promise<WordpressIntegration> {
      const sealer = secrets();
      const siteUrl = body.site_url.replace(/\/+$/, '');
      // WordPress shows application passwords in groups of four; the spaces are optional.
      const applicationPassword = body.application_password.replace(/\s+/g, '');
      try {
        const apiRoot = await client.discover(siteUrl);
        await client.verify({ apiRoot, username: body.username, applicationPassword });
        await connections.save({
          userId,
          siteUrl,
          apiRoot,
          username: body.username,
          passwordCipher: sealer.seal(applicationPassword),
        });
      } catch (error) {
        throw wordpressHttpError(error);
      }
      return { connected: true, site_url: siteUrl, username: body.username };
    },

    /** The connected site's categories, asked of the site each time (a member adds them there). */
    async categories(userId: number): Promise<WordpressCategoryList> {
      const row = await connections.find(userId);
      if (!row) throw new BadRequestError('먼저 마이페이지 → 연동에서 워드프레스 사이트를 연결해 주세요.');
      const account = {
        apiRoot: row.apiRoot,
        username: row.username,
        applicationPassword: secrets().open(row.passwordCipher),
      };
      try {
        return { data: await client.categories(account) };
      } catch (error) {
        throw wordpressHttpError(error);
      }
    },

    async disconnect(userId: number): Promise<void> {
      await connections.remove(userId);
    },
  };
}
