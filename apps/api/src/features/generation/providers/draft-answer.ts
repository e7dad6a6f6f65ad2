import { z } from 'zod';
import { comparableText, cutText, DRAFT_LIMITS, sanitizeText } from './answer-text.ts';
import { INSTRUCTION_FRAGMENTS } from './prompt.ts';
import { WriterError, type WriterDraft } from './provider.ts';

/*
 * A model's answer turned into a WriterDraft, whichever server wrote it: the JSON object is found,
 * validated, refused when it repeats its instructions, and cleaned to plain text (ADR 011).
 */

/** Why an answer that repeats its instructions (the canary or a prompt line) is refused. */
export const INSTRUCTIONS_LEAKED = 'the answer repeats the system message (prompt injection?); refused';

const rawDraftSchema = z.object({
  title: z.string(),
  intro: z.string(),
  summary: z.array(z.string()),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  closing: z.string(),
  tags: z.array(z.string()),
});

const paragraphSchema = z.string().min(1).max(DRAFT_LIMITS.paragraph);
const draftSchema = z.object({
  title: z.string().min(1).max(DRAFT_LIMITS.title),
  intro: paragraphSchema,
  summary: z.array(paragraphSchema).min(3).max(DRAFT_LIMITS.summaryMax),
  sections: z
    .array(
      z.object({
        heading: z.string().min(1).max(DRAFT_LIMITS.heading),
        paragraphs: z.array(paragraphSchema).min(1).max(DRAFT_LIMITS.paragraphsPerSectionMax),
      }),
    )
    .min(5)
    .max(DRAFT_LIMITS.sectionsMax),
  closing: paragraphSchema,
  tags: z.array(z.string().min(1).max(DRAFT_LIMITS.tag)).min(3).max(DRAFT_LIMITS.tagsMax),
});

/**
 * Turns the model's text into a WriterDraft: finds the JSON object (also inside ``` fences or
 * prose), validates it, strips markup/links/URLs from every field, caps lengths, and validates
 * again. Throws WriterError when nothing usable is left.
 */
export function parseWriterDraft(content: string): WriterDraft {
  const json = extractJsonObject(content);
  if (json === undefined) throw new WriterError('the answer contains no JSON object');
  const raw = rawDraftSchema.safeParse(json);
  if (!raw.success) throw new WriterError(`the answer does not match the draft schema (${issues(raw.error)})`);
  if (leaksInstructions(raw.data)) {
    throw new WriterError(INSTRUCTIONS_LEAKED);
  }
  const cleaned = cleanDraft(raw.data);
  const result = draftSchema.safeParse(cleaned);
  if (!result.success) {
    throw new WriterError(`the answer is incomplete after cleaning (${issues(result.error)})`);
  }
  return result.data;
}

function cleanDraft(raw: z.infer<typeof rawDraftSchema>): WriterDraft {
  const paragraph = (text: string) => cutText(sanitizeText(text), DRAFT_LIMITS.paragraph);
  const paragraphs = (texts: string[]) => texts.map(paragraph).filter(Boolean);
  const sections = raw.sections
    .map((section) => ({
      heading: cutText(sanitizeText(section.heading), DRAFT_LIMITS.heading),
      paragraphs: paragraphs(section.paragraphs).slice(0, DRAFT_LIMITS.paragraphsPerSectionMax),
    }))
    .filter((section) => section.heading && section.paragraphs.length > 0)
    .slice(0, DRAFT_LIMITS.sectionsMax);
  const seenTags = new Set<string>();
  const tags: string[] = [];
  for (const tag of raw.tags) {
    const text = cutText(sanitizeText(tag).replace(/^#+\s*/, ''), DRAFT_LIMITS.tag);
    const key = text.toLowerCase();
    if (!text || seenTags.has(key)) continue;
    seenTags.add(key);
    tags.push(text);
  }
  return {
    title: cutText(sanitizeText(raw.title), DRAFT_LIMITS.title),
    intro: paragraph(raw.intro),
    summary: paragraphs(raw.summary).slice(0, DRAFT_LIMITS.summaryMax),
    sections,
    closing: paragraph(raw.closing),
    tags: tags.slice(0, DRAFT_LIMITS.tagsMax),
  };
}

/**
 * True when the answer repeats the canary or an instruction line, as written or once cleaned
 * (entities decoded, markup between the letters removed).
 */
function leaksInstructions(raw: z.infer<typeof rawDraftSchema>): boolean {
  const texts = [
    raw.title,
    raw.intro,
    raw.closing,
    ...raw.summary,
    ...raw.tags,
    ...raw.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ];
  const written = comparableText(texts.join(''));
  const cleaned = comparableText(texts.map(sanitizeText).join(''));
  return INSTRUCTION_FRAGMENTS.some((fragment) => written.includes(fragment) || cleaned.includes(fragment));
}

/** The first balanced `{…}` that parses as a JSON object (the whole text first). */
export function extractJsonObject(text: string): Record<string, unknown> | undefined {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  const whole = tryParseObject(trimmed);
  if (whole) return whole;
  let start = trimmed.indexOf('{');
  for (let tries = 0; start !== -1 && tries < 20; tries += 1) {
    const end = balancedEnd(trimmed, start);
    if (end !== -1) {
      const candidate = tryParseObject(trimmed.slice(start, end + 1));
      if (candidate) return candidate;
    }
    start = trimmed.indexOf('{', start + 1);
  }
  return undefined;
}

function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

function tryParseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function issues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}
