import {
  categorySchema,
  postLengthSchema,
  toneSchema,
  type MyPostItem,
  type MyPostList,
  type PostDetail,
  type PostEditBody,
  type PostQuality,
  type PostVersionList,
} from '@geulgam/contracts';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { generatedPosts } from '../../db/schema.ts';
import { AppError, NotFoundError } from '../../shared/errors.ts';
import { countOpenSlots } from '../../shared/html.ts';
import { sanitizeMemberPostHtml } from '../../shared/member-html.ts';
import { proxiedImageUrl, proxiedPostImages } from '../../shared/image-urls.ts';
import { paginate, toOffset } from '../../shared/pagination.ts';
import { memberTag, type CachedViews } from '../../shared/cached-views.ts';
import { createPostsRepository, type PostFilters } from './posts.repository.ts';

type PostRow = typeof generatedPosts.$inferSelect & { keywordTitle: string | null };

const POST_NOT_FOUND = '글을 찾을 수 없어요.';

/** Posts written before the quality report existed read as "nothing measured". */
const UNMEASURED: PostQuality = {
  chars: 0,
  images: 0,
  figures_checked: 0,
  figures_unsupported: 0,
  repeated_facts: 0,
  copied_share: 0,
  register_ok: true,
  register_errors: 0,
  disclosure: 'none',
  open_slots: 0,
  notes: [],
  quotes: 0,
  quotes_unattributed: 0,
  dangling_openers: 0,
  lead_first: null,
  key_facts: null,
  product_rules: [],
  problems: [],
};

export function createPostsService(db: Db, config: Config, views: CachedViews) {
  const repository = createPostsRepository(db, views);
  /** Every change below is the member's own: their cached posts, lists and badges go. */
  const changed = (userId: number) => views.invalidate(memberTag(userId));

  // The rows come from member views (posts.repository.ts) and are shared by every answer while cached; so are
  // their answer objects, made once per row (the open slots counted once, not on every read) and sent through
  // shared-json's serializers, which check and stringify each object once. Frozen: they must not change.
  const details = new WeakMap<PostRow, PostDetail>();
  const listItems = new WeakMap<object, MyPostItem>();

  function toDetail(post: PostRow): PostDetail {
    let detail = details.get(post);
    if (!detail) details.set(post, (detail = Object.freeze(readDetail(post))));
    return detail;
  }

  function readDetail(post: PostRow): PostDetail {
    return {
      id: post.id,
      title: post.title,
      content: post.content,
      ...proxiedPostImages(config.publicProxyUrl, post),
      copy_count: post.copyCount,
      created_at: post.createdAt.toISOString(),
      keyword_id: post.keywordId,
      keyword_title: post.keywordTitle,
      version: post.version,
      tone: toneSchema.catch('haeyo').parse(post.tone),
      length: postLengthSchema.catch('standard').parse(post.length),
      edited: post.edited,
      meta_description: post.metaDescription,
      hashtags: post.tags,
      title_options: post.titleOptions,
      sources: post.sources.map(({ title, outlet, url }) => ({ title, outlet, url })),
      quality: { ...UNMEASURED, ...post.quality, open_slots: countOpenSlots(post.content) },
    };
  }

  return {
    /** The member's post row, without the answer object (exports convert the HTML elsewhere, off the event loop). */
    async find(userId: number, id: number) {
      const post = await repository.findOwned(userId, id);
      if (!post) throw new NotFoundError(POST_NOT_FOUND);
      return post;
    },
    async get(userId: number, id: number) {
      const post = await repository.findOwned(userId, id);
      if (!post) throw new NotFoundError(POST_NOT_FOUND);
      return { post, detail: toDetail(post) };
    },
    async markGenerated(userId: number, id: number) {
      if (!(await repository.markGenerated(userId, id))) throw new NotFoundError(POST_NOT_FOUND);
      changed(userId);
      return { id, is_generated: true as const };
    },
    async copy(userId: number, id: number) {
      const copyCount = await repository.recordCopy(userId, id);
      if (copyCount === null) throw new NotFoundError(POST_NOT_FOUND);
      changed(userId);
      return { message: '복사 횟수를 기록했어요.', copy_count: copyCount };
    },
    /** One item per keyword: its 대표 version, with how many versions there are. */
    async list(userId: number, page: number, pageSize: number, filters: PostFilters = {}): Promise<MyPostList> {
      const { items, total } = await repository.newestVersions(userId, pageSize, toOffset(page, pageSize), filters);
      return {
        data: items.map((p) => {
          let item = listItems.get(p);
          if (!item) {
            item = Object.freeze({
              id: p.id,
              title: p.title,
              created_at: p.createdAt.toISOString(),
              copy_count: p.copyCount,
              keyword_id: p.keywordId,
              keyword_title: p.keywordTitle,
              version: p.version,
              version_count: Number(p.versionCount),
              edited: p.edited,
              published: Boolean(p.published),
              published_url: p.publishedUrl,
              category: categorySchema.nullable().catch(null).parse(p.category),
              own_topic: Boolean(p.ownTopic),
              image_url: proxiedImageUrl(config.publicProxyUrl, p.imageUrl),
            });
            listItems.set(p, item);
          }
          return item;
        }),
        pagination: paginate(page, pageSize, total),
      };
    },
    async versions(userId: number, id: number): Promise<PostVersionList> {
      const post = await repository.findOwned(userId, id);
      if (!post) throw new NotFoundError(POST_NOT_FOUND);
      const rows =
        post.keywordId === null
          ? [{ ...post, published: false, rank: 1 }]
          : await repository.versionsOf(userId, post.keywordId);
      return {
        data: rows.map((v) => ({
          id: v.id,
          version: v.version,
          tone: toneSchema.catch('haeyo').parse(v.tone),
          length: postLengthSchema.catch('standard').parse(v.length),
          edited: v.edited,
          published: Boolean(v.published),
          representative: v.rank === 1,
          created_at: v.createdAt.toISOString(),
        })),
      };
    },
    /** The member's own text of one version; sanitized like generated HTML. */
    async edit(userId: number, id: number, body: PostEditBody) {
      const content = body.content === undefined ? undefined : sanitizeMemberPostHtml(body.content);
      if (content !== undefined && !content.replace(/<[^>]*>/g, '').trim() && !/<img\s/.test(content)) {
        throw new AppError(400, 'validation_error', '본문이 비어 있어요. 내용을 입력해 주세요.');
      }
      const post = await repository.updateOwned(userId, id, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(content !== undefined ? { content } : {}),
      });
      if (!post) throw new NotFoundError(POST_NOT_FOUND);
      changed(userId);
      return toDetail(post);
    },
    /** The member opened this version: it becomes the keyword's 대표 unless another was worked on. */
    async open(userId: number, id: number) {
      if (!(await repository.markOpened(userId, id))) throw new NotFoundError(POST_NOT_FOUND);
      changed(userId);
    },
    /** One version, or every version of its keyword; the ids that went. */
    async remove(userId: number, id: number, all: boolean) {
      const deleted = await repository.deleteOwned(userId, id, all);
      if (deleted.length === 0) throw new NotFoundError(POST_NOT_FOUND);
      changed(userId);
      return deleted;
    },
  };
}
