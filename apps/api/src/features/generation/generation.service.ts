import { contentWords } from '@geulgam/korean';
import { randomUUID } from 'node:crypto';
import {
  type Category,
  categorySchema,
  DEFAULT_POST_LENGTH,
  DEFAULT_TONE,
  type GenerateResponse,
  type GenerateStreamEvent,
  type PostLength,
  type Tone,
} from '@geulgam/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { ArticleImage, keywords, PostProduct } from '../../db/schema.ts';
import { breathe } from '../../shared/breathe.ts';
import { memberTag, type CachedViews } from '../../shared/cached-views.ts';
import { proxiedImageUrl } from '../../shared/image-urls.ts';
import { type WrittenPost, writtenPostColumns } from '../../shared/written-post-columns.ts';
import { partnerDisclosures } from './compliance.ts';
import { pickArticleImages, type CreditedImage, type ImageSearch } from './images/image-picker.ts';
import { outlineBasis, phraseOutline, type OutlineBasis } from './outline.ts';
import type { ProductSource } from './products/product-source.ts';
import {
  GENERATION_FAILED,
  WriterError,
  type PreviewEvent,
  type SourceArticle,
  type WriterProvider,
  type WriterResult,
  type WriterInput,
} from './providers/provider.ts';
import { fittingProducts, storyFit, type StoryFit } from './products/product-fit.ts';
import { lastResult } from './providers/writer-events.ts';
import { assessQuality } from './quality.ts';
import { factSheetFor, storyText, topicWords } from './story-facts.ts';
import type { FactSheet } from '../../story/model.ts';
import { renderPostHtml } from './render-post.ts';
import { createGenerationRepository } from './generation.repository.ts';
import { createRateLimitsRepository } from '../../repositories/rate-limits.repository.ts';
import { ConflictError, TooManyRequestsError } from '../../shared/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const MAX_SOURCE_ARTICLES = 6;
const PRODUCT_COUNT = 3;

/** The answer for a stored post (`fromCache`: it existed before this call). */
function generated(post: { id: number; createdAt: Date }, fromCache: boolean): GenerateResponse {
  return {
    status: 'success',
    post_id: post.id,
    created_at: post.createdAt.toISOString(),
    error_message: null,
    from_cache: fromCache,
  };
}

/** The answer for a generation that wrote nothing; `message` is shown to the member. */
export function generationFailed(message: string = GENERATION_FAILED): GenerateResponse {
  return { status: 'fail', post_id: null, created_at: null, error_message: message, from_cache: false };
}

export interface GenerationDeps {
  db: Db;
  config: Config;
  logger: FastifyBaseLogger;
  /** A member's new post changes their cached lists and badges. */
  views: CachedViews;
  /** Tried in order: a failing LLM falls back to the offline writer. */
  providers: WriterProvider[];
  products: ProductSource;
  imageSearch?: ImageSearch | undefined;
}

/** What a member may choose for a generation (POST /api/generate/). */
export interface GenerateOptions {
  tone?: Tone | undefined;
  length?: PostLength | undefined;
  /** Write a new version even when nothing differs from the latest one. */
  regenerate?: boolean | undefined;
}

/** One writing: its voice, size and the seed of its wording (member, keyword and version). */
export interface WriteRequest {
  tone: Tone;
  length: PostLength;
  seed: string;
}

export type { WrittenPost } from '../../shared/written-post-columns.ts';

/** What a post is written from: a story's title and category and its articles, newest first. */
export interface StorySource {
  title: string;
  category: Category;
  articles: (SourceArticle & { images: ArticleImage[] })[];
}

/**
 * A story as every writing of it starts from: its source, the articles as the writer reads them, the fact sheet,
 * the outline's seed-free analysis and the story's side of the product search and fit. The same for every member.
 */
interface PreparedStory extends StorySource {
  sourceArticles: SourceArticle[];
  facts: FactSheet | undefined;
  outline: OutlineBasis;
  /** What the product search reads. */
  productTerms: string[];
  fit: StoryFit;
}

/**
 * A keyword's prepared story, kept until ingestion or an admin changes the keyword (`keywords` tag, ADR 037), with
 * the keyword row for the active check, or `missing` for a keyword that does not exist.
 */
type KeywordStory = { keyword: typeof keywords.$inferSelect; story: PreparedStory; bytes: number } | { missing: true };

/** What the keyword stories may hold in memory (a story of six long articles is a few hundred kB). */
const STORY_CACHE_BYTES = 8 * 1024 * 1024;

/** A member's own topic and the articles read from their links or text (POST /api/generate/topic/, ADR 038). */
export interface TopicRequest extends StorySource {
  tone?: Tone | undefined;
  length?: PostLength | undefined;
}

/** collect articles → outline → provider draft → images → products → sources → HTML → sanitize. */
export function createGenerationService(deps: GenerationDeps) {
  const repository = createGenerationRepository(deps.db);
  const limits = createRateLimitsRepository(deps.db);
  const stories = deps.views.keywordViews<KeywordStory>({
    maxBytes: STORY_CACHE_BYTES,
    sizeOf: (kept) => ('bytes' in kept ? kept.bytes : 64),
  });

  /** The keyword and its prepared story (built on the first call after a change), or null when there is none. */
  async function keywordStory(keywordId: number) {
    const kept = await stories.read(keywordId, async (): Promise<KeywordStory> => {
      const keyword = await repository.findKeyword(keywordId);
      if (!keyword) return { missing: true };
      const rows = await repository.keywordArticles(keyword.id, MAX_SOURCE_ARTICLES);
      const story = await prepareStory({
        title: keyword.title,
        category: categorySchema.parse(keyword.category),
        articles: rows,
      });
      const textChars = rows.reduce((sum, r) => sum + r.title.length + r.body.length + r.url.length, 0);
      // Strings at two bytes a character: the articles, and the fact sheet and fit (their sentences and words again).
      const bytes =
        2 *
          (2 * textChars + (story.facts ? JSON.stringify(story.facts).length : 0) + JSON.stringify(story.fit).length) +
        4_096;
      return { keyword, story, bytes };
    });
    return 'missing' in kept ? null : kept;
  }

  /** The seed-free work of a writing, with a breath between its long steps (ADR 037). */
  async function prepareStory(source: StorySource): Promise<PreparedStory> {
    const { title, category, articles: rows } = source;
    const sourceArticles = rows.map((r) => ({
      title: r.title,
      outlet: r.outlet,
      url: r.url,
      body: r.body,
      publishedAt: r.publishedAt,
    }));
    // Reached from the articles' query: the first step waits for a slice of the loop's turn too (ADR 084).
    await breathe();
    const facts = factSheetFor(sourceArticles, title);
    await breathe();
    const outline = outlineBasis(title, category, sourceArticles);
    await breathe();
    const productTerms = contentWords(rows.map((r) => `${r.title} ${r.body.slice(0, 600)}`).join(' '));
    const fit = storyFit(topicWords(title, facts), storyText(sourceArticles));
    return { ...source, sourceArticles, facts, outline, productTerms, fit };
  }

  /**
   * What one member may add: `GENERATIONS_PER_DAY` new posts in 24 hours, and `POST_VERSIONS_PER_KEYWORD` versions
   * of one keyword, a new one replacing the oldest they did not edit or publish. Checked before the writer runs.
   */
  async function withinMemberBudget(userId: number, keywordId: number) {
    const versions = await repository.versionCounts(userId, keywordId);
    if (versions.total >= deps.config.POST_VERSIONS_PER_KEYWORD && versions.prunable === 0) {
      throw new ConflictError(
        `이 키워드의 글은 버전 ${deps.config.POST_VERSIONS_PER_KEYWORD}개까지 둘 수 있어요. 마이페이지에서 예전 버전을 지운 뒤 다시 만들어 주세요.`,
      );
    }
    await withinDailyBudget(userId);
  }

  /** `GENERATIONS_PER_DAY` new posts per member in 24 hours, whatever they are written from. */
  async function withinDailyBudget(userId: number) {
    const today = await limits.hit(`generations-day:member:${userId}`, DAY_MS);
    if (today.hits > deps.config.GENERATIONS_PER_DAY) {
      const hours = Math.max(1, Math.ceil(today.ttlMs / 3_600_000));
      throw new TooManyRequestsError(
        Math.ceil(today.ttlMs / 1000),
        `하루에 만들 수 있는 글 ${deps.config.GENERATIONS_PER_DAY}개를 모두 만들었어요. ${hours}시간 뒤에 다시 시도해 주세요.`,
      );
    }
  }

  /** The first provider that writes a draft; its previews pass through, a failed one's are withdrawn by it. */
  async function* draftWithProviders(
    input: WriterInput,
    previews: boolean,
  ): AsyncGenerator<PreviewEvent, { result: WriterResult; provider: WriterProvider }> {
    let lastError: unknown = null;
    for (const provider of deps.providers) {
      const started = Date.now();
      try {
        let result: WriterResult | undefined;
        // An LLM writing asks for an outline, the post and at most one revision.
        const signal = AbortSignal.timeout(deps.config.LLM_TIMEOUT_MS * 4);
        for await (const event of provider.stream(input, { signal, previews })) {
          if (event.event === 'result') result = event.data;
          else yield event;
        }
        if (!result) throw new WriterError(`${provider.name}: the writing ended without a draft`);
        await repository.recordCall({
          provider: provider.name,
          model: provider.model,
          ok: true,
          latencyMs: Date.now() - started,
          promptTokens: result.usage.promptTokens,
          completionTokens: result.usage.completionTokens,
        });
        return { result, provider };
      } catch (error) {
        lastError = error;
        deps.logger.warn({ provider: provider.name, err: (error as Error).message }, 'writer provider failed');
        await repository.recordCall({
          provider: provider.name,
          model: provider.model,
          ok: false,
          latencyMs: Date.now() - started,
          error: String((error as Error).message).slice(0, 500),
        });
      }
    }
    throw lastError instanceof WriterError ? lastError : new WriterError(String(lastError));
  }

  async function pickImages(keyword: string, fromArticles: CreditedImage[][]): Promise<CreditedImage[]> {
    let images = pickArticleImages(fromArticles);
    if (deps.imageSearch) {
      try {
        const found = await deps.imageSearch.search(keyword, 3);
        if (found.length > 0) images = [...found, ...images].slice(0, 3);
      } catch (error) {
        deps.logger.warn({ err: (error as Error).message }, 'image search failed; using article images');
      }
    }
    return images;
  }

  /**
   * Writes a post for a keyword (not stored), with the draft's text as preview events while a streaming
   * provider writes it (`previews`). Throws WriterError with a member-safe message.
   */
  async function* writePost(
    keywordId: number,
    request: WriteRequest,
    previews: boolean,
  ): AsyncGenerator<PreviewEvent, WrittenPost & { keywordId: number }> {
    const kept = await keywordStory(keywordId);
    if (!kept) throw new WriterError('keyword not found', '존재하지 않는 키워드예요.');
    if (kept.story.articles.length === 0) {
      throw new WriterError('keyword has no articles', '이 키워드에는 아직 기사가 없어요.');
    }
    const post = yield* writeStory(kept.story, request, previews);
    return { ...post, keywordId: kept.keyword.id };
  }

  /** Writes a post from a story's articles (a keyword's, or the member's own links): fact sheet → writer → HTML. */
  async function* writeStory(
    story: StorySource | PreparedStory,
    request: WriteRequest,
    previews: boolean,
  ): AsyncGenerator<PreviewEvent, WrittenPost> {
    const prepared = 'sourceArticles' in story ? story : await prepareStory(story);
    const { title, category, articles: rows, sourceArticles: articles } = prepared;
    const keyword = { title };
    const input: WriterInput = {
      keyword: { title: keyword.title, category },
      articles,
      outline: phraseOutline(prepared.outline, request.seed),
      tone: request.tone,
      length: request.length,
      seed: request.seed,
      facts: prepared.facts,
    };
    const { result, provider } = yield* draftWithProviders(input, previews);
    const originals = await pickImages(
      keyword.title,
      rows.map((r) => r.images.map((image) => ({ ...image, credit: r.outlet }))),
    );
    const proxied = originals.map((image) => ({
      ...image,
      url: proxiedImageUrl(deps.config.publicProxyUrl, image.url)!,
    }));

    let products: PostProduct[] = [];
    let productRules: { name: string; rule: string }[] = [];
    try {
      const found = await deps.products.find(
        { keyword: keyword.title, category, terms: prepared.productTerms },
        PRODUCT_COUNT,
      );
      const fit = fittingProducts(found, prepared.fit);
      products = fit.products;
      productRules = fit.rules;
    } catch (error) {
      deps.logger.warn({ err: (error as Error).message }, 'product search failed');
    }

    // Pasted text has no address: it is written from, not linked.
    const sources = rows.filter((r) => r.url).map((r) => ({ title: r.title, url: r.url, outlet: r.outlet }));
    await breathe();
    const content = renderPostHtml({
      draft: result.draft,
      tone: request.tone,
      seed: request.seed,
      images: proxied,
      products,
      sources,
      disclosures: partnerDisclosures(deps.config.SHOPPING),
    });
    await breathe();
    const quality = assessQuality({
      draft: result.draft,
      html: content,
      tone: request.tone,
      articles: input.articles,
      images: proxied.length,
      products: products.length,
      facts: input.facts,
      keyword: keyword.title,
      productRules,
    });
    // The writer's own findings (what it had to repair) come first: the member reads them above the editor.
    if (result.problems?.length) quality.problems = [...new Set([...result.problems, ...quality.problems])];
    return {
      title: result.draft.title,
      content,
      images: [originals[0]?.url ?? null, originals[1]?.url ?? null, originals[2]?.url ?? null],
      products,
      sources,
      tags: result.draft.tags,
      titleOptions: result.draft.titleOptions,
      metaDescription: result.draft.metaDescription,
      quality,
      tone: request.tone,
      length: request.length,
      provider: provider.name,
    };
  }

  /**
   * The member's post for the keyword as events: their 대표 version when nothing differs from it
   * (`from_cache`, one result), else a new version written with the chosen options, previewed while it
   * is written when `previews` is set. A failure before the first event (the database is down) throws;
   * a failed writing ends in a `fail` result.
   */
  async function* generate(
    userId: number,
    keywordId: number,
    options: GenerateOptions,
    previews: boolean,
  ): AsyncGenerator<GenerateStreamEvent> {
    yield { event: 'result', data: yield* generatePost(userId, keywordId, options, previews) };
  }

  async function* generatePost(
    userId: number,
    keywordId: number,
    options: GenerateOptions,
    previews: boolean,
  ): AsyncGenerator<PreviewEvent, GenerateResponse> {
    // The last version number is read before the newest live version: a concurrent first click that
    // stores version 1 between the two reads is then found (and answered from cache) instead of
    // being followed by a second "version 2" of the same request.
    const lastVersion = await repository.lastVersion(userId, keywordId);
    const latest = await repository.findMemberPost(userId, keywordId);
    const tone = options.tone ?? (latest?.tone as Tone | undefined) ?? DEFAULT_TONE;
    const length = options.length ?? (latest?.length as PostLength | undefined) ?? DEFAULT_POST_LENGTH;
    if (latest && !options.regenerate && latest.tone === tone && latest.length === length) {
      return generated(latest, true);
    }
    const keyword = (await keywordStory(keywordId))?.keyword;
    if (!keyword || !keyword.isActive) {
      return generationFailed('존재하지 않거나 공개되지 않은 키워드예요.');
    }
    await withinMemberBudget(userId, keywordId);
    try {
      const version = Math.max(lastVersion, latest?.version ?? 0) + 1;
      const post = yield* writePost(
        keywordId,
        { tone, length, seed: `member:${userId}:${keywordId}:${version}` },
        previews,
      );
      const stored = await repository.insertPost({
        userId,
        keywordId,
        version,
        ...writtenPostColumns(post),
        // The member is looking at it: it is their 대표 version until they work on or open another.
        openedAt: new Date(),
      });
      if (!stored) {
        // A concurrent request of the same member stored this version first: theirs is the answer.
        const twin = await repository.findMemberPost(userId, keywordId, version);
        if (twin) return generated(twin, true);
        throw new WriterError('post vanished after a concurrent insert');
      }
      await repository.pruneVersions(userId, keywordId, deps.config.POST_VERSIONS_PER_KEYWORD, stored.id);
      deps.views.invalidate(memberTag(userId));
      return generated(stored, false);
    } catch (error) {
      deps.logger.error({ err: error, keywordId }, 'generation failed');
      const message = error instanceof WriterError ? error.userMessage : GENERATION_FAILED;
      return generationFailed(message);
    }
  }

  /**
   * A post on the member's own topic, from the articles of their links or text: written like a keyword's post
   * and stored only once written, without a keyword (its topic and category stand in). WriterError when the
   * writing fails: nothing is stored then.
   */
  async function writeTopicPost(userId: number, topic: TopicRequest) {
    await withinDailyBudget(userId);
    const tone = topic.tone ?? DEFAULT_TONE;
    const length = topic.length ?? DEFAULT_POST_LENGTH;
    const seed = `member:${userId}:topic:${randomUUID()}`;
    const post = await lastResult(resultOf(writeStory(topic, { tone, length, seed }, false)));
    const stored = await repository.insertPost({
      userId,
      keywordId: null,
      topic: topic.title,
      topicCategory: topic.category,
      version: 1,
      ...writtenPostColumns(post),
      openedAt: new Date(),
    });
    if (!stored) throw new WriterError('topic post was not stored');
    deps.views.invalidate(memberTag(userId));
    return { id: stored.id, createdAt: stored.createdAt, sources: post.sources };
  }

  return {
    writeTopicPost,
    /** Writes a post for a keyword (not stored), without previews: the admin's regeneration. */
    write(keywordId: number, request: WriteRequest): Promise<WrittenPost & { keywordId: number }> {
      return lastResult(resultOf(writePost(keywordId, request, false)));
    },
    /** POST /api/generate/ as events: previews and resets, then one result (ADR 012). */
    generate(userId: number, keywordId: number, options: GenerateOptions = {}): AsyncIterable<GenerateStreamEvent> {
      return generate(userId, keywordId, options, true);
    },
    /** The same generation without previews, drained to its result (the JSON answer). */
    generateForMember(userId: number, keywordId: number, options: GenerateOptions = {}): Promise<GenerateResponse> {
      return lastResult(generate(userId, keywordId, options, false));
    },
  };
}

/** A generator's return value as the `result` event that ends its stream. */
async function* resultOf<R>(
  events: AsyncGenerator<PreviewEvent, R>,
): AsyncGenerator<PreviewEvent | { event: 'result'; data: R }> {
  yield { event: 'result', data: yield* events };
}
export type GenerationService = ReturnType<typeof createGenerationService>;
