import { z } from 'zod';
import { categorySchema } from './categories.ts';
import { isoDateTime } from './common.ts';

/*
 * GET /api/briefing/ (ADR 038): today's stories by category, told from the story model (no model writes it),
 * readable by visitors.
 */

export const briefingSource = z.object({ title: z.string(), outlet: z.string(), url: z.string() });

export const briefingStory = z.object({
  /** The keyword of the story: "이 소식으로 글쓰기" writes its post. */
  keyword_id: z.number().int(),
  title: z.string(),
  category: categorySchema,
  /** The story's lead in one sentence. */
  lead: z.string(),
  /** Current figures as the articles write them, each with what it counts ("누적 관객 800만 명"). */
  figures: z.array(z.string()),
  outlets: z.array(z.string()),
  sources: z.array(briefingSource),
  collected_at: isoDateTime,
});
export type BriefingStory = z.infer<typeof briefingStory>;

export const briefingSection = z.object({ category: categorySchema, stories: z.array(briefingStory) });
export type BriefingSection = z.infer<typeof briefingSection>;

export const briefingResponse = z.object({
  /** The Seoul date the briefing is for (YYYY-MM-DD). */
  date: z.string(),
  /** When the newest story in it was collected; null for an empty briefing. */
  updated_at: isoDateTime.nullable(),
  sections: z.array(briefingSection),
});
export type BriefingResponse = z.infer<typeof briefingResponse>;
