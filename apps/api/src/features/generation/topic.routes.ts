import { apiPaths, errorSchema, topicPostBody, topicPostResponse } from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError, ServiceUnavailableError } from '../../shared/errors.ts';
import { createConfiguredGeneration } from './generation.factory.ts';
import { memberRateKey } from './member-rate-key.ts';
import { WriterError } from './providers/provider.ts';
import { readTopicSources, topicCategory, type TopicReader } from './topic-sources.ts';

export interface TopicRoutesOptions {
  /** Reads a member's links and pasted text as articles (ingestion's extraction, composed in app.ts). */
  reader: TopicReader;
}

/** POST /api/generate/topic/: a post on the member's own topic from their links or pasted text (ADR 038). */
export const topicRoutes: FastifyPluginAsyncZod<TopicRoutesOptions> = async (app, { reader }) => {
  const writer = createConfiguredGeneration(app.deps.database.db, app.deps.config, app.log, app.views);

  app.post(
    apiPaths.generateTopic,
    {
      config: {
        rateLimit: { max: app.deps.config.TOPIC_RATE_LIMIT, timeWindow: '1 minute', keyGenerator: memberRateKey(app) },
      },
      schema: {
        tags: ['posts'],
        summary: '내 주제로 글 쓰기 (뉴스 링크 1–5개나 붙여 넣은 기사 본문으로)',
        description:
          '링크마다 따로 읽어요. 읽지 못한 링크는 `failed_links`에 이유와 함께 담기고, 읽은 기사만으로 글을 써요. 하나도 읽지 못하면 400과 링크별 안내(`links`)를 돌려주고 아무것도 저장하지 않아요.',
        security: [{ bearer: [] }],
        body: topicPostBody,
        response: {
          201: topicPostResponse,
          400: errorSchema,
          401: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const member = await app.auth.requireMember(request);
      const body = request.body;
      const { articles, failed, pastedProblem } = await readTopicSources(reader, body);
      if (articles.length === 0) {
        const problems = failed.map((link) => `${link.url} — ${link.message}`);
        if (pastedProblem) problems.push(pastedProblem);
        throw new BadRequestError('넣은 링크와 본문에서 글을 쓸 기사를 찾지 못했어요. 링크별 안내를 확인해 주세요.', {
          links: problems,
        });
      }
      // Newest first, as a keyword's articles are.
      articles.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
      try {
        const post = await writer.writeTopicPost(member.id, {
          title: body.topic,
          category: body.category ?? topicCategory(articles),
          articles,
          tone: body.tone,
          length: body.length,
        });
        return reply.code(201).send({
          post_id: post.id,
          created_at: post.createdAt.toISOString(),
          sources: post.sources.map(({ title, outlet, url }) => ({ title, outlet, url })),
          failed_links: failed,
        });
      } catch (error) {
        if (!(error instanceof WriterError)) throw error;
        request.log.error({ err: error }, 'topic post writing failed');
        throw new ServiceUnavailableError(error.userMessage);
      }
    },
  );
};
