import { splitSentences } from '@geulgam/korean';
import type { Tone } from '@geulgam/contracts';
import type { DraftSection, WriterDraft, WriterInput } from './provider.ts';
import { dateParts, figuresIn, namesIn } from './source-facts.ts';
import { isKorean, registerOf, toTone } from './tone-check.ts';

/*
 * What the LLM writer checks after writing (ADR 021): every sentence with a figure or a name against
 * the sources, the register of every sentence outside quotes against the chosen tone, and that the
 * answer is Korean at all. `reviewDraft` measures, `revisionReasons` decides whether the model is
 * asked once more, and `repairDraft` makes a draft publishable by dropping what cannot stay.
 */

/** What the sources support: their figures and dates (normalised keys) and their text, for names. */
export interface SourceFacts {
  figures: ReadonlySet<string>;
  /** Parts of the sources' dates and of the articles' own dates (y2025, m5, d22, q3). */
  dateParts: ReadonlySet<string>;
  /** Keyword, titles, outlets and bodies, without whitespace, lower-case. */
  text: string;
}

const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();

const seoulDateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

export function collectSourceFacts(input: WriterInput): SourceFacts {
  const texts = [
    input.keyword.title,
    ...input.articles.flatMap((article) => [article.title, article.outlet, article.body]),
  ];
  const figures = new Set<string>();
  const dates = new Set<string>();
  for (const figure of texts.flatMap((text) => figuresIn(text))) {
    if (figure.isDate) for (const part of dateParts(figure.key)) dates.add(part);
    else figures.add(figure.key);
  }
  // The prompt gives each article's date: its year, month and day are facts the post may use.
  for (const article of input.articles) {
    if (!(article.publishedAt instanceof Date) || Number.isNaN(article.publishedAt.getTime())) continue;
    const parts = Object.fromEntries(
      seoulDateParts.formatToParts(article.publishedAt).map((part) => [part.type, part.value]),
    );
    if (parts.year) dates.add(`y${Number(parts.year)}`);
    if (parts.month) dates.add(`m${Number(parts.month)}`);
    if (parts.day) dates.add(`d${Number(parts.day)}`);
  }
  return { figures, dateParts: dates, text: compact(texts.join(' ')) };
}

/**
 * The figures, dates and names of `sentence` that no source has. A figure compares by value and unit
 * ("12만 명" is "120,000명"); a date by its parts ("5월 22일" stands when a source says "22일" and an
 * article is from May); a name by its letters anywhere in the sources.
 */
export function unsupportedFacts(sentence: string, facts: SourceFacts): string[] {
  const missing: string[] = [];
  for (const figure of figuresIn(sentence)) {
    const supported = figure.isDate
      ? dateParts(figure.key).every((part) => facts.dateParts.has(part))
      : facts.figures.has(figure.key);
    if (!supported) missing.push(figure.key);
  }
  for (const name of namesIn(sentence)) {
    // A name the sentence ends on may carry the copula of the tone ("루미나잇이에요").
    const bare = compact(name).replace(/(?:이에요|예요|입니다|이야|이다|이죠|이지)$/, '');
    if (!facts.text.includes(compact(name)) && !(bare && facts.text.includes(bare))) missing.push(name);
  }
  return missing;
}

export interface UnsupportedClaim {
  sentence: string;
  missing: string[];
}

export interface DraftReview {
  /** Sentences of the body (intro, summary, sections, closing). */
  sentences: number;
  unsupported: UnsupportedClaim[];
  /** Body sentences whose words outside quotes are in another register, or not Korean. */
  offRegister: string[];
  /** The answer as a whole is not Korean (mostly Latin script, for one). */
  notKorean: boolean;
  titleUnsupported: string[];
  summaryUnsupported: number;
}

type Location = 'intro' | 'summary' | 'section' | 'closing';

/** Every paragraph of the body in reading order, with where it sits. */
function bodyTexts(draft: WriterDraft): { location: Location; text: string }[] {
  return [
    { location: 'intro' as const, text: draft.intro },
    ...draft.summary.map((text) => ({ location: 'summary' as const, text })),
    ...draft.sections.flatMap((section) => section.paragraphs.map((text) => ({ location: 'section' as const, text }))),
    { location: 'closing' as const, text: draft.closing },
  ];
}

/** Off the tone: a known register other than the tone's, or not Korean. */
export function isOffRegister(sentence: string, tone: Tone): boolean {
  if (!isKorean(sentence)) return true;
  const register = registerOf(sentence);
  return register !== 'unknown' && register !== tone;
}

export function reviewDraft(draft: WriterDraft, facts: SourceFacts, tone: Tone): DraftReview {
  const review: DraftReview = {
    sentences: 0,
    unsupported: [],
    offRegister: [],
    notKorean: !isKorean(
      [draft.title, ...bodyTexts(draft).map((item) => item.text), ...draft.sections.map((s) => s.heading)].join(' '),
    ),
    titleUnsupported: unsupportedFacts(draft.title, facts),
    summaryUnsupported: 0,
  };
  for (const { location, text } of bodyTexts(draft)) {
    for (const sentence of splitSentences(text)) {
      review.sentences += 1;
      const missing = unsupportedFacts(sentence, facts);
      if (missing.length > 0) {
        review.unsupported.push({ sentence, missing });
        if (location === 'summary') review.summaryUnsupported += 1;
      }
      if (isOffRegister(sentence, tone)) review.offRegister.push(sentence);
    }
  }
  return review;
}

/** Dropping more than this share of the sentences loses too much: the model is asked again instead. */
export const MAX_DROPPED_SHARE = 0.2;
/** More sentences than this share in another register: the model is asked again. */
export const MAX_OFF_REGISTER_SHARE = 0.05;

export type RevisionReason = 'not-korean' | 'unsupported' | 'register';

/** Why the answer should be written again rather than repaired; empty when repairing is enough. */
export function revisionReasons(review: DraftReview): RevisionReason[] {
  const reasons: RevisionReason[] = [];
  if (review.notKorean) reasons.push('not-korean');
  if (
    review.unsupported.length > review.sentences * MAX_DROPPED_SHARE ||
    review.summaryUnsupported > 0 ||
    review.titleUnsupported.length > 0
  ) {
    reasons.push('unsupported');
  }
  if (review.offRegister.length > review.sentences * MAX_OFF_REGISTER_SHARE) reasons.push('register');
  return reasons;
}

// A promise in the blogger's name: a future marker and a first-person future ending (…볼게요, …하겠습니다).
const PROMISE_MARKER = /(다시|또|계속|앞으로|나오면|생기면|업데이트|추가로|다음 글|다음에|곧)/;
const PROMISE_ENDING = /(?:[가-힣](?:게요|께요|게|께)|겠습니다|겠어요|겠어)$/;

function finalIsRieul(syllable: string): boolean {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11_172 && code % 28 === 8;
}

/** "새 소식이 나오면 다시 정리해 볼게요": something the blogger never promised. */
export function isBloggerPromise(sentence: string): boolean {
  const end = sentence.replace(/[\s.!?…~]+$/u, '');
  const match = PROMISE_ENDING.exec(end);
  if (!match || !PROMISE_MARKER.test(end)) return false;
  return match[0].startsWith('겠') || finalIsRieul(match[0]);
}

export interface Repair {
  draft: WriterDraft;
  dropped: string[];
  converted: number;
}

/** A figure may be told twice in a post (summary and one place in the body), never more. */
const MAX_FIGURE_MENTIONS = 2;

/**
 * The draft with every sentence that cannot stay dropped: unsupported figures or names, a promise in
 * the blogger's name, words that are not Korean, a register `toTone` cannot convert, or a figure told
 * twice already. Convertible endings are put in the tone. Paragraphs and sections left empty go; an
 * unsupported title gives way to a supported title option.
 */
export function repairDraft(draft: WriterDraft, facts: SourceFacts, tone: Tone): Repair {
  const dropped: string[] = [];
  let converted = 0;
  const mentions = new Map<string, number>();

  const keep = (sentence: string): string | undefined => {
    if (unsupportedFacts(sentence, facts).length > 0 || isBloggerPromise(sentence) || !isKorean(sentence)) {
      return undefined;
    }
    let result = sentence;
    if (isOffRegister(result, tone)) {
      result = toTone(result, tone);
      if (isOffRegister(result, tone)) return undefined;
      converted += 1;
    }
    const figures = [
      ...new Set(
        figuresIn(result)
          .filter((figure) => !figure.isDate)
          .map((figure) => figure.key),
      ),
    ];
    if (figures.length > 0 && figures.every((key) => (mentions.get(key) ?? 0) >= MAX_FIGURE_MENTIONS)) return undefined;
    for (const key of figures) mentions.set(key, (mentions.get(key) ?? 0) + 1);
    return result;
  };
  const paragraph = (text: string): string => {
    const kept: string[] = [];
    for (const sentence of splitSentences(text)) {
      const result = keep(sentence);
      if (result === undefined) dropped.push(sentence);
      else kept.push(result);
    }
    return kept.join(' ');
  };

  const intro = paragraph(draft.intro);
  const summary = draft.summary.map(paragraph).filter(Boolean);
  const sections: DraftSection[] = draft.sections
    .map((section) => ({ heading: section.heading, paragraphs: section.paragraphs.map(paragraph).filter(Boolean) }))
    .filter((section) => section.paragraphs.length > 0);
  const closing = paragraph(draft.closing);
  const supported = (text: string) => unsupportedFacts(text, facts).length === 0;
  const title = supported(draft.title)
    ? draft.title
    : (draft.titleOptions.find(supported) ?? sections.map((section) => section.heading).find(supported) ?? '');
  return {
    draft: {
      ...draft,
      title,
      titleOptions: draft.titleOptions.filter(supported),
      intro,
      summary,
      sections,
      closing,
      metaDescription: supported(draft.metaDescription) ? draft.metaDescription : '',
    },
    dropped,
    converted,
  };
}

/** Enough left to publish: a title, an intro, two summary lines, two sections and a closing. */
export function isUsable(draft: WriterDraft): boolean {
  return Boolean(
    draft.title && draft.intro && draft.summary.length >= 2 && draft.sections.length >= 2 && draft.closing,
  );
}
