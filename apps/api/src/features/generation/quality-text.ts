/*
 * The text measures of the quality report (DESIGN §5.6, ADR 031): how much of a post is a source
 * sentence with a new ending, how many direct quotes it carries and whether each names its speaker,
 * and which sentences open with a reference that has nothing to point to. Pure functions on strings,
 * shared by the report, the LLM writer's checks and the quality bench.
 */
import {
  isTitleSpan,
  leadingReference,
  namesPerson,
  namesTwo,
  promisesWords,
  quoteSpans,
  withoutQuotes,
} from '@geulgam/korean';

/** A post sentence is copied when one run it shares with a single source sentence is this share of it. */
export const COPY_RUN_SHARE = 0.6;
/** Sentences shorter than this (spaces ignored) are too short to be called copied ("관중은 2만 명이에요."). */
const MIN_COPY_CHARS = 12;

const squeeze = (text: string) => text.replace(/\s+/g, '');

/**
 * Index of the sources for copy checks: every source sentence without spaces, joined with a separator
 * no sentence holds, so a shared run never spans two source sentences.
 */
export function copyIndex(sourceSentences: string[]): string {
  return sourceSentences.map(squeeze).join('\u0000');
}

/**
 * True when the sentence, outside quotation marks and spaces ignored, shares a run of at least 60 % of
 * its characters with one source sentence: a source sentence with only its ending or a word changed.
 */
export function isCopied(sentence: string, index: string): boolean {
  const own = squeeze(withoutQuotes(sentence));
  if (own.length < MIN_COPY_CHARS) return false;
  const run = Math.ceil(own.length * COPY_RUN_SHARE);
  for (let start = 0; start + run <= own.length; start += 1) {
    if (index.includes(own.slice(start, start + run))) return true;
  }
  return false;
}

/** Share (0–1) of the sentences that are copied from the sources. */
export function copyRatio(sentences: string[], sourceSentences: string[]): number {
  if (sentences.length === 0) return 0;
  const index = copyIndex(sourceSentences);
  const copied = sentences.filter((s) => isCopied(s, index)).length;
  return Math.round((copied / sentences.length) * 100) / 100;
}

/** Verbs that close a quotation in Korean news and blog prose ("…"라고 말했다, 밝혔어요, 전했습니다). */
const SAYING = /["”'’](?:이?라고|며|고)?\s*(?:[가-힣]+\s)?(?:말|밝히|밝혔|전했|전하|설명|강조|덧붙|답|했|말했|소감)/;

export interface QuoteCount {
  quotes: number;
  unattributed: number;
}

/**
 * Direct quotes (quotation marks around at least one full word) and how many of them are not attributed:
 * an attributed quote has words before it (the speaker) and a verb of saying right after it.
 */
export function countQuotes(sentences: string[]): QuoteCount {
  let quotes = 0;
  let unattributed = 0;
  for (const sentence of sentences) {
    for (const span of quoteSpans(sentence)) {
      const inner = sentence.slice(span.start + 1, span.end - 1).trim();
      // A quoted title or term ('선재 업고 튀어') is not speech: speech holds a space and a predicate.
      if (!/\s/.test(inner) || inner.length < 8 || isTitleSpan(sentence, span)) continue;
      quotes += 1;
      const before = sentence.slice(0, span.start).trim();
      const after = sentence.slice(span.end - 1);
      if (before.length < 2 || !SAYING.test(after)) unattributed += 1;
    }
  }
  return { quotes, unattributed };
}

/** A day or a date an "이날" or "당시" can stand for. */
const DAY = /\d{1,2}일|\d{1,2}월|어제|오늘|그제|지난 ?주말|이번 ?주말|[월화수목금토일]요일/;

/**
 * Why a sentence leans on something the text before it never gave, if it does (`leadingReference` of
 * `@geulgam/korean` reads the reference). `previous` is the paragraph so far, `earlier` the post's
 * sentences before the paragraph. A demonstrative, a discourse link (그 결과, 이는), the additive 도 and
 * a noun that is only someone's (요금은) need a sentence before them in the paragraph; a pronoun for a
 * person needs a named person there, "두 회사" two names; a day word (이날, 당시) a sentence before it or
 * a day earlier in the post; a surname with a role ("마 감독은") the full name earlier in the post.
 */
export function danglingOpener(sentence: string, previous: string[], earlier: string[] = []): string | undefined {
  const reference = leadingReference(sentence);
  if (!reference) return undefined;
  const phrase = reference.phrase;
  const before = previous.join(' ');
  switch (reference.kind) {
    case 'short-name': {
      const full = new RegExp(
        `(?<![가-힣])${reference.surname}[가-힣]{1,3}\\s?${phrase.split(' ')[1]!.replace(/(?:은|는|이|가|을|를|의|에게|과|와|도)$/, '')}`,
      );
      const fullBefore = new RegExp(`[가-힣]+\\s${reference.surname}[가-힣]{1,3}(?![가-힣])`);
      const text = [...earlier, ...previous].join(' ');
      return full.test(text) || fullBefore.test(text) ? undefined : `'${phrase}'의 성만 있고 이름이 앞에 없어요`;
    }
    case 'person':
      return namesPerson(before) ? undefined : `'${phrase}'가 가리킬 사람이 앞 문장에 없어요`;
    case 'pair':
      return namesTwo(before) ? undefined : `'${phrase}'가 가리킬 두 이름이 앞에 없어요`;
    case 'time':
      return previous.length > 0 || DAY.test(earlier.join(' ')) ? undefined : `'${phrase}'가 어느 날인지 앞에 없어요`;
    case 'additive':
      return previous.length > 0 ? undefined : `'${phrase}'의 '도'가 앞에 나온 것을 전제해요`;
    case 'relational':
      return previous.length > 0 ? undefined : `'${phrase}'가 무엇의 것인지 앞에 없어요`;
    default:
      return previous.length > 0 ? undefined : `'${phrase}'로 시작하지만 가리킬 말이 앞에 없어요`;
  }
}

/** A sentence that promises words ("이렇게 말했다") not followed by a quote. */
export function promiseUnkept(sentence: string, next: string | undefined): string | undefined {
  if (!promisesWords(sentence)) return undefined;
  return next && quoteSpans(next).length > 0 ? undefined : '말을 옮기겠다고 했지만 뒤에 인용이 없어요';
}

/** Dangling references of a post given as paragraphs (each a list of sentences), each with its reason. */
export function danglingOpeners(paragraphs: string[][]): { sentence: string; reason: string }[] {
  const found: { sentence: string; reason: string }[] = [];
  const earlier: string[] = [];
  for (const paragraph of paragraphs) {
    paragraph.forEach((sentence, index) => {
      const reason =
        danglingOpener(sentence, paragraph.slice(0, index), earlier) ?? promiseUnkept(sentence, paragraph[index + 1]);
      if (reason) found.push({ sentence, reason });
    });
    earlier.push(...paragraph);
  }
  return found;
}
