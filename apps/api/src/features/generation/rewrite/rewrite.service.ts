import {
  categorySchema,
  REWRITE_OPERATION_LABELS,
  toneSchema,
  type RewriteBody,
  type RewriteChange,
  type RewriteState,
  type RewriteTurn,
  type Tone,
} from '@geulgam/contracts';
import { extractFigures, sentenceRegister, splitSentences } from '@geulgam/korean';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config/env.ts';
import type { Db } from '../../../db/client.ts';
import type { PostRevision } from '../../../db/schema.ts';
import { createRateLimitsRepository } from '../../../repositories/rate-limits.repository.ts';
import { memberTag, type CachedViews } from '../../../shared/cached-views.ts';
import {
  AppError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
} from '../../../shared/errors.ts';
import { createGenerationRepository } from '../generation.repository.ts';
import { WriterError, type SourceArticle } from '../providers/provider.ts';
import { assessQuality } from '../quality.ts';
import { copyIndex, isCopied } from '../quality-text.ts';
import { factSheetFor } from '../story-facts.ts';
import { rewriteOffline, RewriteRefused } from './offline-rewrite.ts';
import {
  readOutline,
  replaceParagraphs,
  rewritableSections,
  type PostOutline,
  type PostSection,
} from './post-sections.ts';
import { createRewriteRepository } from './rewrite.repository.ts';
import type { SectionRewriter } from './section-rewriter.ts';

const POST_NOT_FOUND = '글을 찾을 수 없어요.';
const MINUTE_MS = 60_000;

export interface RewriteDeps {
  db: Db;
  config: Config;
  logger: FastifyBaseLogger;
  views: CachedViews;
  /** The LLM that follows free instructions; without one only the structured choices exist. */
  llm?: SectionRewriter | undefined;
}

/** A post as a writer's draft again (intro, summary, sections, closing), for the quality report. */
function draftOf(outline: PostOutline, title: string) {
  return {
    title,
    titleOptions: [],
    intro: outline.intro.join(' '),
    summary: outline.summary,
    sections: rewritableSections(outline).map((s) => ({
      heading: s.heading,
      paragraphs: s.paragraphs.map((p) => p.text),
    })),
    closing: outline.closing.join(' '),
    tags: [],
    metaDescription: '',
    notes: [],
  };
}

function describe(heading: string | null, what: string) {
  return heading ? `「${heading}」 부분을 ${what}` : `글 전체를 ${what}`;
}

/**
 * Rewriting one section (or, with an LLM, the whole post) into a new version (ADR 039): the structured
 * choices on the story model without a model, free instructions through the LLM; either way the new
 * sentences pass the writer's checks (tone, copying, figures against the sources), every other byte of
 * the post stays, and the version remembers what was asked and what changed.
 */
export function createRewriteService(deps: RewriteDeps) {
  const repository = createRewriteRepository(deps.db);
  const generation = createGenerationRepository(deps.db);
  const limits = createRateLimitsRepository(deps.db);

  async function ownedPost(userId: number, id: number) {
    const post = await repository.findOwned(userId, id);
    if (!post) throw new NotFoundError(POST_NOT_FOUND);
    return post;
  }

  async function withinLimits(userId: number, keywordId: number | null) {
    const minute = await limits.hit(`rewrites:member:${userId}`, MINUTE_MS);
    if (minute.hits > deps.config.REWRITE_RATE_LIMIT) {
      throw new TooManyRequestsError(
        Math.ceil(minute.ttlMs / 1000),
        `다시 쓰기는 1분에 ${deps.config.REWRITE_RATE_LIMIT}번까지 할 수 있어요. 잠시 후 다시 시도해 주세요.`,
      );
    }
    if (keywordId === null) return;
    const versions = await generation.versionCounts(userId, keywordId);
    if (versions.total >= deps.config.POST_VERSIONS_PER_KEYWORD && versions.prunable === 0) {
      throw new ConflictError(
        `이 글은 버전 ${deps.config.POST_VERSIONS_PER_KEYWORD}개까지 둘 수 있어요. 예전 버전을 지운 뒤 다시 써 주세요.`,
      );
    }
  }

  async function sourcesOf(post: { sources: { url: string }[]; keywordId: number | null }): Promise<SourceArticle[]> {
    const cited = await repository.articlesByUrls(post.sources.map((s) => s.url));
    if (cited.length > 0 || post.keywordId === null) return cited;
    return generation.keywordArticles(post.keywordId, 6);
  }

  /**
   * The writer's checks on the sentences a rewrite wrote (those the section did not have): the post's tone,
   * no sentence read as a source's, no figure the sources do not give. A failing sentence is left out.
   */
  function checked(paragraphs: string[], before: Set<string>, tone: Tone, articles: SourceArticle[]) {
    const index = copyIndex(articles.flatMap((a) => [a.title, ...splitSentences(a.body)]));
    const sourceFigures = new Set(
      extractFigures(articles.map((a) => `${a.title}\n${a.body}`).join('\n')).map((f) => f.key),
    );
    return paragraphs
      .map((paragraph) =>
        splitSentences(paragraph)
          .filter((sentence) => {
            if (before.has(sentence)) return true;
            const register = sentenceRegister(sentence);
            if (register !== tone && register !== 'other') return false;
            if (isCopied(sentence, index)) return false;
            return extractFigures(sentence).every((f) => sourceFigures.has(f.key));
          })
          .join(' '),
      )
      .filter((p) => p.trim().length > 0);
  }

  function toTurn(
    row: { id: number; version: number; createdAt: Date; revision: PostRevision | null; rank: number },
    live: Set<number>,
  ): RewriteTurn {
    const revision = row.revision!;
    const fromLive = live.has(revision.fromPostId);
    return {
      post_id: row.id,
      version: row.version,
      created_at: row.createdAt.toISOString(),
      from_post_id: fromLive ? revision.fromPostId : null,
      from_version: revision.fromVersion,
      operation: revision.operation,
      instruction: revision.instruction,
      heading: revision.heading,
      message: revision.message,
      changes: revision.changes,
      representative: row.rank === 1,
    };
  }

  return {
    /** Free instructions need the LLM. */
    freeInstructions: Boolean(deps.llm),

    async state(userId: number, id: number): Promise<RewriteState> {
      const post = await ownedPost(userId, id);
      const rows = await repository.versionsMadeByRewrites(userId, post.keywordId, post.id);
      const live = await repository.liveIds(
        userId,
        rows.map((r) => r.revision!.fromPostId),
      );
      return {
        free_instructions: Boolean(deps.llm),
        sections: rewritableSections(readOutline(post.content)).map((s) => ({ index: s.index, heading: s.heading })),
        turns: rows.map((row) => toTurn(row, live)),
      };
    },

    async keep(userId: number, id: number) {
      if (!(await repository.keep(userId, id))) throw new NotFoundError(POST_NOT_FOUND);
      deps.views.invalidate(memberTag(userId));
    },

    async rewrite(userId: number, id: number, body: RewriteBody): Promise<RewriteTurn> {
      const post = await ownedPost(userId, id);
      const tone = toneSchema.catch('haeyo').parse(post.tone);
      const outline = readOutline(post.content);
      const sections = rewritableSections(outline);
      let section: PostSection | undefined;
      if (body.section !== undefined) {
        section = sections.find((s) => s.index === body.section);
        if (!section) throw new BadRequestError('이 부분은 다시 쓸 수 없어요. 본문 문장이 있는 부분을 골라 주세요.');
      }
      if (body.instruction !== undefined && !deps.llm) {
        throw new BadRequestError(
          '자유 요청은 AI 모델이 연결된 서버에서만 쓸 수 있어요. 아래의 방법 중에서 골라 주세요.',
        );
      }
      const targets = section ? [section] : sections;
      if (targets.length === 0) throw new BadRequestError('이 글에는 다시 쓸 수 있는 부분이 없어요.');
      await withinLimits(userId, post.keywordId);

      const articles = await sourcesOf(post);
      if (articles.length === 0) {
        throw new ConflictError('이 글의 원문 기사를 찾을 수 없어 다시 쓸 수 없어요.');
      }
      const title = post.keywordTitle ?? post.title;
      const sheet = factSheetFor(articles, title);

      const version =
        post.keywordId === null ? post.version + 1 : (await generation.lastVersion(userId, post.keywordId)) + 1;
      let rewritten: { section: PostSection; paragraphs: string[] }[];
      let message: string;
      let provider = 'offline';
      try {
        if (body.operation !== undefined) {
          if (!sheet && body.operation !== 'plainer') {
            throw new RewriteRefused('이 글의 기사에서 사실을 정리하지 못해 이 방법으로는 다시 쓸 수 없어요.');
          }
          const index = copyIndex(articles.flatMap((a) => [a.title, ...splitSentences(a.body)]));
          const result = rewriteOffline({
            operation: body.operation,
            outline,
            section: section!,
            tone,
            sheet: sheet!,
            category: categorySchema.catch('경제').parse(post.category),
            title,
            seed: `rewrite:${userId}:${post.keywordId ?? `post-${post.id}`}:${version}`,
            reference: new Date(Math.max(...articles.map((a) => a.publishedAt.getTime()), 0)),
            copied: (sentence) => isCopied(sentence, index),
          });
          rewritten = [{ section: section!, paragraphs: result.paragraphs }];
          message = `${describe(section!.heading, `${REWRITE_OPERATION_LABELS[body.operation]} 고쳤어요.`)} ${result.summary}`;
        } else {
          const answer = await deps.llm!.rewrite({
            instruction: body.instruction!,
            tone,
            title,
            sections: targets.map((s) => ({
              index: s.index,
              heading: s.heading,
              paragraphs: s.paragraphs.map((p) => p.text),
            })),
            articles,
            facts: sheet,
            category: categorySchema.catch('경제').parse(post.category),
          });
          provider = 'openai';
          rewritten = targets
            .map((s) => ({ section: s, paragraphs: answer.find((a) => a.index === s.index)?.paragraphs ?? [] }))
            .filter((r) => r.paragraphs.length > 0);
          message = describe(section?.heading ?? null, '요청대로 고쳐 썼어요.');
        }
      } catch (error) {
        if (error instanceof RewriteRefused) throw new AppError(422, 'unprocessable', error.userMessage);
        if (error instanceof WriterError) {
          deps.logger.warn({ err: error.message }, 'rewrite model failed');
          throw new ServiceUnavailableError('AI 모델이 지금 답하지 않아요. 잠시 후 다시 시도해 주세요.');
        }
        throw error;
      }

      // The checks, then the post with only those sections' paragraphs replaced (the last first: offsets hold).
      const changes: RewriteChange[] = [];
      let html = post.content;
      for (const { section: target, paragraphs } of [...rewritten].sort((a, b) => b.section.index - a.section.index)) {
        const before = target.paragraphs.map((p) => p.text);
        const kept = checked(paragraphs, new Set(before.flatMap((p) => splitSentences(p))), tone, articles);
        if (kept.length === 0 || kept.join('\n') === before.join('\n')) continue;
        html = replaceParagraphs(html, target, kept);
        changes.unshift({ heading: target.heading, before, after: kept });
      }
      if (changes.length === 0) {
        throw new AppError(
          422,
          'unprocessable',
          '고쳐 쓴 문장이 검사를 통과하지 못해 글을 바꾸지 않았어요. 다른 방법으로 다시 시도해 주세요.',
        );
      }
      if (body.instruction !== undefined) {
        message += ` 바뀐 부분: ${changes.map((c) => `「${c.heading}」`).join(', ')}.`;
      }

      const newOutline = readOutline(html);
      const quality = assessQuality({
        draft: draftOf(newOutline, post.title),
        html,
        tone,
        articles,
        images: newOutline.images,
        products: post.products.length,
        facts: sheet,
        keyword: title,
      });
      const revision: PostRevision = {
        fromPostId: post.id,
        fromVersion: post.version,
        operation: body.operation ?? null,
        instruction: body.instruction ?? null,
        heading: section?.heading ?? null,
        message,
        changes,
      };
      const stored = await generation.insertPost({
        userId,
        keywordId: post.keywordId,
        version,
        title: post.title,
        content: html,
        image1Url: post.image1Url,
        image2Url: post.image2Url,
        image3Url: post.image3Url,
        products: post.products,
        sources: post.sources,
        tags: post.tags,
        titleOptions: post.titleOptions,
        metaDescription: post.metaDescription,
        quality,
        tone: post.tone,
        length: post.length,
        provider,
        edited: post.edited,
        revision,
        openedAt: new Date(),
      });
      if (!stored) throw new ConflictError('같은 글을 동시에 고치고 있어요. 잠시 후 다시 시도해 주세요.');
      if (post.keywordId !== null) {
        await generation.pruneVersions(userId, post.keywordId, deps.config.POST_VERSIONS_PER_KEYWORD, stored.id);
      }
      deps.views.invalidate(memberTag(userId));
      return {
        post_id: stored.id,
        version,
        created_at: stored.createdAt.toISOString(),
        from_post_id: post.id,
        from_version: post.version,
        operation: revision.operation,
        instruction: revision.instruction,
        heading: revision.heading,
        message,
        changes,
        representative: false,
      };
    },
  };
}

export type RewriteService = ReturnType<typeof createRewriteService>;
