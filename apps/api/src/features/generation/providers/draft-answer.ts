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
  // The SEO fields have fallbacks: a model that leaves them out (or gets their type wrong) still writes a post.
  tags: z.unknown().optional(),
  titleOptions: z.unknown().optional(),
  metaDescription: z.unknown().optional(),
  notes: z.unknown().optional(),
});
type RawDraft = z.infer<typeof rawDraftSchema>;

const paragraphSchema = z.string().min(1).max(DRAFT_LIMITS.paragraph);
const draftSchema = z.object({
  title: z.string().min(1).max(DRAFT_LIMITS.title),
  titleOptions: z.array(z.string().min(1).max(DRAFT_LIMITS.title)).max(DRAFT_LIMITS.titleOptions),
  intro: paragraphSchema,
  summary: z.array(paragraphSchema).min(3).max(DRAFT_LIMITS.summaryMax),
  sections: z
    .array(
      z.object({
        heading: z.string().min(1).max(DRAFT_LIMITS.heading),
        paragraphs: z.array(paragraphSchema).min(1).max(DRAFT_LIMITS.paragraphsPerSectionMax),
      }),
    )
    // A section only when the sources give it content: a short post may have two.
    .min(2)
    .max(DRAFT_LIMITS.sectionsMax),
  closing: paragraphSchema,
  tags: z.array(z.string().min(1).max(DRAFT_LIMITS.tag)).max(DRAFT_LIMITS.tagsMax),
  metaDescription: z.string().max(DRAFT_LIMITS.metaDescription),
  notes: z.array(z.string().min(1).max(DRAFT_LIMITS.note)).max(DRAFT_LIMITS.notesMax),
});

/** What the fallbacks of the SEO fields need to know besides the answer. */
export interface DraftContext {
  /** The post's keyword: title options lead with it and the meta description contains it. */
  keyword?: string;
  /** More hashtag candidates (the sources' entities, most telling first) when the model gives too few. */
  tagCandidates?: readonly string[];
}

/**
 * Words that say nothing about a story: never a hashtag (#분기, #부문 tell a reader nothing). Compared without
 * spaces and '#'.
 */
export const GENERIC_TAGS = new Set([
  '분기',
  '부문',
  '관련',
  '소식',
  '뉴스',
  '속보',
  '이슈',
  '정리',
  '핵심',
  '요약',
  '오늘',
  '이번',
  '최근',
  '현재',
  '올해',
  '지난해',
  '내년',
  '발표',
  '기사',
  '내용',
  '정보',
  '이야기',
  '상황',
  '결과',
  '기준',
  '전망',
  '이후',
  '가운데',
  '때문',
  '경우',
  '사람',
  '관계자',
  '블로그',
  '포스팅',
  '화제',
  '주목',
  '근황',
]);

/**
 * Turns the model's text into a WriterDraft: finds the JSON object (also inside ``` fences or
 * prose), validates it, strips markup/links/URLs from every field, caps lengths, fills the SEO fields
 * a model left out or got wrong (title options, meta description, hashtags), and validates again.
 * Throws WriterError when nothing usable is left.
 */
export function parseWriterDraft(content: string, context: DraftContext = {}): WriterDraft {
  const json = extractJsonObject(content);
  if (json === undefined) throw new WriterError('the answer contains no JSON object');
  const raw = rawDraftSchema.safeParse(json);
  if (!raw.success) throw new WriterError(`the answer does not match the draft schema (${issues(raw.error)})`);
  if (leaksInstructions(raw.data)) {
    throw new WriterError(INSTRUCTIONS_LEAKED);
  }
  const cleaned = cleanDraft(raw.data, context);
  const result = draftSchema.safeParse(cleaned);
  if (!result.success) {
    throw new WriterError(`the answer is incomplete after cleaning (${issues(result.error)})`);
  }
  return result.data;
}

const paragraph = (text: string) => cutText(sanitizeText(text), DRAFT_LIMITS.paragraph);

function cleanDraft(raw: RawDraft, context: DraftContext): WriterDraft {
  const paragraphs = (texts: string[]) => texts.map(paragraph).filter(Boolean);
  const sections = raw.sections
    .map((section) => ({
      heading: cutText(sanitizeText(section.heading), DRAFT_LIMITS.heading),
      paragraphs: paragraphs(section.paragraphs).slice(0, DRAFT_LIMITS.paragraphsPerSectionMax),
    }))
    .filter((section) => section.heading && section.paragraphs.length > 0)
    .slice(0, DRAFT_LIMITS.sectionsMax);
  const body = {
    title: cutText(sanitizeText(raw.title), DRAFT_LIMITS.title),
    intro: paragraph(raw.intro),
    summary: paragraphs(raw.summary).slice(0, DRAFT_LIMITS.summaryMax),
    sections,
    closing: paragraph(raw.closing),
  };
  const keyword = sanitizeText(context.keyword ?? '');
  return {
    title: body.title,
    titleOptions: titleOptions(stringList(raw.titleOptions), body, keyword),
    intro: body.intro,
    summary: body.summary,
    sections: body.sections,
    closing: body.closing,
    tags: hashtags(stringList(raw.tags), context.tagCandidates ?? [], body.title, keyword),
    metaDescription: metaDescription(typeof raw.metaDescription === 'string' ? raw.metaDescription : '', body, keyword),
    notes: stringList(raw.notes)
      .map((note) => cutText(sanitizeText(note), DRAFT_LIMITS.note))
      .filter(Boolean)
      .slice(0, DRAFT_LIMITS.notesMax),
  };
}

/**
 * Title options and meta description again after the body changed (the writer's checks dropped
 * sentences): what `keep` refuses is replaced by what the draft's own text gives.
 */
export function completeSeoFields(
  draft: WriterDraft,
  context: DraftContext,
  keep: (text: string) => boolean = () => true,
): WriterDraft {
  const keyword = sanitizeText(context.keyword ?? '');
  return {
    ...draft,
    titleOptions: titleOptions(draft.titleOptions, draft, keyword, keep),
    metaDescription: metaDescription(draft.metaDescription, draft, keyword, keep),
  };
}

type DraftBody = Pick<WriterDraft, 'title' | 'intro' | 'summary' | 'sections' | 'closing'>;

/** The strings of a value that should be a list of strings (a lone string counts as one). */
function stringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string');
}

const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** The keyword's first word (its subject, as a rule): a title option leads with it. */
function keywordHead(keyword: string): string {
  return compact(keyword.split(/\s+/)[0] ?? '');
}

/** Three titles with the keyword near the front: the model's, else built from this draft's own text. */
function titleOptions(
  fromModel: string[],
  body: DraftBody,
  keyword: string,
  keep: (text: string) => boolean = () => true,
): string[] {
  const head = keywordHead(keyword);
  const leadsWithKeyword = (option: string) => {
    if (!head) return true;
    const position = compact(option).indexOf(head);
    return position !== -1 && position <= 20;
  };
  const withKeyword = (text: string) =>
    !keyword || leadsWithKeyword(text) ? text : `${keyword}, ${text.replace(/^[\s,:·-]+/, '')}`;
  const strip = (sentence: string) => sentence.replace(/[.!?。…]+$/, '');
  const fallbacks = [body.title, ...body.sections.map((section) => section.heading), ...body.summary.map(strip)].map(
    withKeyword,
  );
  const options: string[] = [];
  const seen = new Set<string>();
  for (const candidate of [...fromModel.map((text) => sanitizeText(text)).filter(leadsWithKeyword), ...fallbacks]) {
    const option = cutText(candidate, DRAFT_LIMITS.title);
    const key = compact(option);
    if (!option || seen.has(key) || !keep(option)) continue;
    seen.add(key);
    options.push(option);
    if (options.length === DRAFT_LIMITS.titleOptions) break;
  }
  return options;
}

/**
 * 50–160 characters containing the keyword: the model's when it is one, with the keyword put in front
 * when it lacks it, else the summary's first sentences.
 */
function metaDescription(
  fromModel: string,
  body: DraftBody,
  keyword: string,
  keep: (text: string) => boolean = () => true,
): string {
  const withKeyword = (text: string) => (keyword && !text.includes(keyword) ? `${keyword}: ${text}` : text);
  const fit = (text: string) => cutText(withKeyword(text), DRAFT_LIMITS.metaDescription);
  const given = keep(fromModel) ? sanitizeText(fromModel) : '';
  const candidate = given ? fit(given) : '';
  if (candidate.length >= DRAFT_LIMITS.metaDescriptionMin && (!keyword || candidate.includes(keyword))) {
    return candidate;
  }
  const fallback = fit([given, ...body.summary, body.intro].filter(Boolean).join(' '));
  return !keyword || fallback.includes(keyword) ? fallback : cutText(keyword, DRAFT_LIMITS.metaDescription);
}

/**
 * 5–10 hashtags without '#' or spaces: the model's, topped up to five from the keyword and the given
 * candidates (the sources' entities); never a generic word, a bare number or a single character.
 */
function hashtags(fromModel: string[], candidates: readonly string[], title: string, keyword: string): string[] {
  const fromKeyword = keyword ? [keyword, ...keyword.split(/\s+/)] : title.split(/\s+/).slice(0, 3);
  const tags: string[] = [];
  const seen = new Set<string>();
  const add = (candidate: string, upTo: number) => {
    if (tags.length >= upTo) return;
    const tag = cutText(
      sanitizeText(candidate)
        .replace(/^#+/, '')
        .replace(/[^\p{L}\p{N}_]+/gu, ''),
      DRAFT_LIMITS.tag,
    );
    const key = tag.toLowerCase();
    if ([...tag].length < 2 || /^\p{N}+$/u.test(tag) || GENERIC_TAGS.has(key) || seen.has(key)) return;
    seen.add(key);
    tags.push(tag);
  };
  for (const tag of fromModel) add(tag, DRAFT_LIMITS.tagsMax);
  for (const tag of [...fromKeyword.slice(0, 1), ...candidates, ...fromKeyword.slice(1)]) {
    add(tag, DRAFT_LIMITS.tagsMin);
  }
  return tags;
}

/**
 * True when the answer repeats the canary or an instruction line, as written or once cleaned
 * (entities decoded, markup between the letters removed).
 */
function leaksInstructions(raw: RawDraft): boolean {
  const texts = [
    raw.title,
    raw.intro,
    raw.closing,
    ...raw.summary,
    ...stringList(raw.tags),
    ...stringList(raw.titleOptions),
    ...stringList(raw.metaDescription),
    ...stringList(raw.notes),
    ...raw.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ];
  return repeatsInstructions(texts);
}

/** True when `texts`, as written or once cleaned, contain the canary or an instruction fragment. */
export function repeatsInstructions(texts: readonly string[]): boolean {
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
