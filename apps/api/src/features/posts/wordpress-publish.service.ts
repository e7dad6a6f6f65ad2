import type { PublishResponse } from '@geulgam/contracts';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createWordpressConnectionsRepository } from '../../repositories/wordpress-connections.repository.ts';
import { BadRequestError, NotFoundError } from '../../shared/errors.ts';
import { sanitizePostHtml } from '../../shared/html.ts';
import { integrationSecrets } from '../../shared/secret-box.ts';
import {
  createWordpressClient,
  WordpressError,
  wordpressHttpError,
  type Transport,
  type WordpressAccount,
} from '../../shared/wordpress-client.ts';
import { createPublicationsRepository } from './publications.repository.ts';
import { readPublishable } from './wordpress-copy.ts';

export interface WordpressPublishDeps {
  db: Db;
  config: Config;
  /** Outbound requests to members' sites (the safe outbound fetch in the product). */
  transport: Transport;
  /** The bytes of a post image by its original URL (the image proxy's fetcher and cache). */
  loadImage: (url: string) => Promise<{ body: Buffer; contentType: string }>;
}

const NOT_CONNECTED = '먼저 마이페이지 → 연동에서 워드프레스 사이트를 연결해 주세요.';

/** The original address of a post image, which post HTML refers to through our proxy (`…?url=<original>`). */
function originalImageUrl(src: string): string {
  try {
    return new URL(src).searchParams.get('url') ?? src;
  } catch {
    return src;
  }
}

export function createWordpressPublishService({ db, config, transport, loadImage }: WordpressPublishDeps) {
  const repository = createPublicationsRepository(db);
  const connections = createWordpressConnectionsRepository(db);
  const client = createWordpressClient(transport);
  const secrets = integrationSecrets(config.integrationKey);

  async function account(userId: number): Promise<{ account: WordpressAccount; siteUrl: string }> {
    const row = await connections.find(userId);
    if (!row) throw new BadRequestError(NOT_CONNECTED);
    const applicationPassword = secrets().open(row.passwordCipher);
    return { account: { apiRoot: row.apiRoot, username: row.username, applicationPassword }, siteUrl: row.siteUrl };
  }

  return {
    /** Publishes a post (or updates its earlier copy on the same site): images to the media library first. */
    async publish(userId: number, postId: number, status: 'draft' | 'publish'): Promise<PublishResponse> {
      const post = await repository.findOwnedPost(userId, postId);
      if (!post) throw new NotFoundError('글을 찾을 수 없어요.');
      const { account: site, siteUrl } = await account(userId);
      const earlier = await repository.findPublication(post.id, siteUrl);
      const media = { ...(earlier?.media ?? {}) };
      const parsed = readPublishable(post.content);
      try {
        for (const [index, image] of parsed.images.entries()) {
          const original = originalImageUrl(image.src);
          if (media[original]) continue;
          let file;
          try {
            file = await loadImage(original);
          } catch {
            continue; // an image that cannot be loaded any more is left out rather than failing the post
          }
          const extension = /image\/(png|jpe?g|gif|webp)/.exec(file.contentType)?.[1]?.replace('jpeg', 'jpg') ?? 'jpg';
          media[original] = await client.uploadMedia(site, {
            body: file.body,
            type: file.contentType,
            name: `geulgam-${post.id}-${index + 1}.${extension}`,
            alt: image.alt,
          });
        }
        const content = sanitizePostHtml(post.content, {
          imageSrc: (src) => media[originalImageUrl(src)]?.url ?? src,
          dropClass: 'post-tags',
          dropOpenSlots: true,
        });
        const fields = {
          title: post.title,
          content,
          // The post's own meta description is the excerpt; a member's edit may have made it stale only in wording.
          excerpt: post.metaDescription || parsed.excerpt,
          status,
          tags: await client.tagIds(site, parsed.tags),
        };
        const saved =
          (earlier && (await client.savePost(site, earlier.remoteId, fields))) ??
          (await client.savePost(site, null, fields));
        if (!saved) throw new WordpressError('rejected', '워드프레스에 글을 저장하지 못했어요.');
        await repository.savePublication({
          postId: post.id,
          siteUrl,
          remoteId: saved.id,
          link: saved.link,
          status: saved.status,
          media,
        });
        return { remote_id: saved.id, link: saved.link, status: saved.status };
      } catch (error) {
        throw wordpressHttpError(error);
      }
    },
  };
}
