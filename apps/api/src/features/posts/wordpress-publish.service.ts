import type { PublishBody, PublishResponse } from '@geulgam/contracts';
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
import { ownImages, rasterType } from './post-images.ts';
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

/** Images one publish uploads at most: a generated post has three, a member adds a few of their own. */
export const MAX_PUBLISHED_IMAGES = 20;

export function createWordpressPublishService({ db, config, transport, loadImage }: WordpressPublishDeps) {
  const repository = createPublicationsRepository(db);
  const connections = createWordpressConnectionsRepository(db);
  const client = createWordpressClient(transport);
  const secrets = integrationSecrets(config.integrationKey);
  const ownImage = ownImages(config.publicProxyUrl, loadImage);

  async function account(userId: number): Promise<{ account: WordpressAccount; siteUrl: string }> {
    const row = await connections.find(userId);
    if (!row) throw new BadRequestError(NOT_CONNECTED);
    const applicationPassword = secrets().open(row.passwordCipher);
    return { account: { apiRoot: row.apiRoot, username: row.username, applicationPassword }, siteUrl: row.siteUrl };
  }

  return {
    /**
     * Publishes a post (or updates its earlier copy on the same site): images to the media library first, the
     * first of them as the featured image; the chosen category and slug; the tags the member reviewed (without a
     * review, only tags the site already has).
     */
    async publish(userId: number, postId: number, choice: PublishBody): Promise<PublishResponse> {
      const { status } = choice;
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
        const firstKey = parsed.images.map((image) => keys.get(image.src)).find((key) => key && media[key]);
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
          tags: await client.tagIds(site, choice.tags ?? parsed.tags, { create: choice.tags !== undefined }),
          ...(firstKey ? { featured_media: media[firstKey]!.id } : {}),
          ...(choice.category_id ? { categories: [choice.category_id] } : {}),
          ...(choice.slug ? { slug: choice.slug } : {}),
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
