import { z } from 'zod';
import { categorySchema } from './categories.ts';
import { isoDateTime } from './common.ts';
import { postLengthSchema, postSource, toneSchema } from './member.ts';

/*
 * POST /api/generate/topic/ (ADR 038): a post on the member's own topic, written from their news links or an
 * article's text they pasted, with the same writer, options, compliance blocks and quality report.
 */

export const TOPIC_MIN_CHARS = 2;
export const TOPIC_MAX_CHARS = 100;
export const TOPIC_LINKS_MAX = 5;
export const TOPIC_LINK_MAX_CHARS = 2_000;
/** A pasted article is read up to this many characters. */
export const TOPIC_TEXT_MAX_CHARS = 20_000;

export const topicPostBody = z
  .strictObject({
    topic: z.string().trim().min(TOPIC_MIN_CHARS).max(TOPIC_MAX_CHARS),
    /** News article addresses; each is read on its own, and one that gives nothing is reported, not fatal. */
    links: z
      .array(z.string().trim().min(1).max(TOPIC_LINK_MAX_CHARS))
      .max(TOPIC_LINKS_MAX, `링크는 ${TOPIC_LINKS_MAX}개까지 넣을 수 있어요.`)
      .default([]),
    /** An article's text, pasted. */
    text: z.string().max(TOPIC_TEXT_MAX_CHARS).optional(),
    /** Unset: the category the articles read as. */
    category: categorySchema.optional(),
    tone: toneSchema.optional(),
    length: postLengthSchema.optional(),
  })
  .refine((body) => body.links.length > 0 || (body.text ?? '').trim().length > 0, {
    message: '뉴스 링크를 하나 이상 넣거나 기사 본문을 붙여 넣어 주세요.',
    path: ['links'],
  });
export type TopicPostBody = z.input<typeof topicPostBody>;

/** Why one link gave nothing to write from. */
export const linkFailureReason = z.enum([
  'invalid',
  'refused',
  'unreachable',
  'timeout',
  'too_large',
  'http',
  'not_found',
  'not_html',
  'not_article',
  'undecodable',
  'duplicate',
]);
export type LinkFailureReason = z.infer<typeof linkFailureReason>;

export const failedLink = z.object({
  url: z.string(),
  reason: linkFailureReason,
  /** A Korean sentence for the member about this link. */
  message: z.string(),
});
export type FailedLink = z.infer<typeof failedLink>;

export const topicPostResponse = z.object({
  post_id: z.number().int(),
  created_at: isoDateTime,
  /** The articles the post was written from that have an address (pasted text has none). */
  sources: z.array(postSource),
  /** Links that gave nothing, each with why; the post was written from the rest. */
  failed_links: z.array(failedLink),
});
export type TopicPostResponse = z.infer<typeof topicPostResponse>;
