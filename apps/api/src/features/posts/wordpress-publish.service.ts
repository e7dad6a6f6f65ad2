import { createHash } from 'node:crypto';
import { apiPaths, type PublishResponse } from '@geulgam/contracts';
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

type PostRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createPublicationsRepository>['findOwnedPost']>>>;

export interface WordpressPublishDeps {
  db: Db;
  config: Config;
  /** Outbound requests to members' sites (the safe outbound fetch in the product). */
  transport: Transport;
  /** The bytes of a post image by its original URL (the image proxy's fetcher and cache). */
  loadImage: (url: string) => Promise<{ body: Buffer; contentType: string }>;
}

const NOT_CONNECTED = '먼저 마이페이지 → 연동에서 워드프레스 사이트를 연결해 주세요.';

/** Images one publish uploads at most: a generated post has three, a member adds a few of their own. */
export const MAX_PUBLISHED_IMAGES = 20;

/** The raster type a file's first bytes say it is; SVG and anything else is null, whatever its header claimed. */
function rasterType(body: Buffer): { extension: string; contentType: string } | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => body[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { extension: 'png', contentType: 'image/png' };
  if (starts(0xff, 0xd8, 0xff)) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { extension: 'gif', contentType: 'image/gif' };
  if (starts(0x52, 0x49, 0x46, 0x46) && body.subarray(8, 12).toString('latin1') === 'WEBP')
    return { extension: 'webp', contentType: 'image/webp' };
  return null;
}

const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp|gif);base64,([a-z0-9+/=\s]+)$/i;

export function createWordpressPublishService({ db, config, transport, loadImage }: WordpressPublishDeps) {
  const repository = createPublicationsRepository(db);
  const connections = createWordpressConnectionsRepository(db);
  const client = createWordpressClient(transport);
  const secrets = integrationSecrets(config.integrationKey);
  const proxyEndpoint = `${config.publicProxyUrl.replace(/\/$/, '')}${apiPaths.proxyImage}`;

  /** The original address behind our image proxy's URL; any other address is itself. */
  function originalImageUrl(src: string): string {
    if (!src.startsWith(`${proxyEndpoint}?`)) return src;
    return new URL(src).searchParams.get('url') ?? src;
  }

  /**
   * Where an image of the post comes from, when it is the post's own: one of the pictures generation chose
   * (fetched through the image fetcher, which trusts the configured news sources), or a picture the member put in
   * (a data URL, read as is). Any other address in an edited post is the member's link: it stays a link and the
   * server fetches nothing for it.
   */
  function ownImage(post: PostRow, src: string): { key: string; load: () => Promise<Buffer> } | null {
    const data = DATA_IMAGE.exec(src);
    if (data) {
      const body = Buffer.from(data[1]!.replace(/\s+/g, ''), 'base64');
      return { key: `data:sha256:${createHash('sha256').update(body).digest('hex')}`, load: async () => body };
    }
    const original = originalImageUrl(src);
    if (![post.image1Url, post.image2Url, post.image3Url].includes(original)) return null;
    return { key: original, load: async () => (await loadImage(original)).body };
  }

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
        let uploads = 0;
        const keys = new Map<string, string>();
        for (const [index, image] of parsed.images.entries()) {
          const own = ownImage(post, image.src);
          if (!own) continue;
          keys.set(image.src, own.key);
          if (media[own.key] || uploads >= MAX_PUBLISHED_IMAGES) continue;
          let body;
          try {
            body = await own.load();
          } catch {
            continue; // an image that cannot be loaded any more is left out rather than failing the post
          }
          const type = rasterType(body);
          if (!type) continue;
          uploads += 1;
          media[own.key] = await client.uploadMedia(site, {
            body,
            type: type.contentType,
            name: `geulgam-${post.id}-${index + 1}.${type.extension}`,
            alt: image.alt,
          });
        }
        const content = sanitizePostHtml(post.content, {
          // An own picture that was not uploaded keeps its proxied address; a data URL never leaves.
          imageSrc: (src) => {
            const key = keys.get(src);
            if (!key) return src;
            return media[key]?.url ?? (src.startsWith('data:') ? '' : src);
          },
          allowDataImages: true,
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
