import { isPredicate, type nounTerms, withEventNouns, withoutSpeech } from '@geulgam/korean';

/** The words a keyword title is made of: which headline words may carry it, and how they are cleaned and measured. */

/** Words that never carry a keyword: time words, vague nouns, headline filler. */
export const NEVER_IN_TITLE = new Set(
  (
    '이번 올해 지난해 내년 오늘 어제 내일 당시 이날 최근 현재 지금 이제 새벽 하루 주말 주중 평일 첫날 다음 만에 뒤 후 전 중 ' +
    '소식 이유 뭐길래 효과 시대 모습 이야기 눈길 관심 화제 주목 논란 눈물 웃음 비결 정체 속 끝 날 곳 것 수 등 ' +
    '첫 새 더 또 다시 모두 함께 역시 바로 가장 최고 최대 최초 자체 단독 깜짝 만 위 앞 옆 간 측 쪽 씨 대표 감독 선수 관계자'
  ).split(' '),
);

/** Headline verbs and arrows of a change, as the event nouns a keyword uses ("예약 42% 늘었다" → 증가). */
const CHANGE: [RegExp, string][] = [
  [/(\S)\s*↑/g, '$1 상승'],
  [/(\S)\s*↓/g, '$1 하락'],
  [/(^|\s)(?:늘었다|늘어|늘며|늘고)(?=$|[\s…,·])/g, '$1증가'],
  [/(^|\s)(?:줄었다|줄어|줄며|줄고)(?=$|[\s…,·])/g, '$1감소'],
];

export function cleanHeadline(title: string): string {
  let text = withEventNouns(withoutSpeech(title));
  for (const [pattern, noun] of CHANGE) text = text.replace(pattern, noun);
  return text
    .replace(/\[[^\]]*\]|【[^】]*】|\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export type Term = ReturnType<typeof nounTerms>[number] & { previous?: string };

/** Terms with the word written just before each (one-syllable words such as 첫 are not terms). */
export function withPrevious(terms: ReturnType<typeof nounTerms>, text: string): Term[] {
  return terms.map((term) => ({
    ...term,
    previous: text
      .slice(Math.max(0, term.index - 12), term.index)
      .trimEnd()
      .split(/\s/)
      .at(-1),
  }));
}

export function chars(text: string): number {
  return [...text].length;
}

/** A noun the headline can end on: not a predicate, a figure, filler, or a lone syllable. */
export function usableWord(surface: string, key: string): boolean {
  return (
    chars(surface) >= 2 &&
    !isPredicate(surface) &&
    (!/^\d/.test(surface) || /^\d+호점$/.test(surface)) &&
    !NEVER_IN_TITLE.has(key)
  );
}

/** Text without spaces, lower-cased: how a name is looked up in another article. */
export function compact(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

export function shorten(text: string, max: number): string {
  if (chars(text) <= max) return text;
  let result = '';
  for (const word of text.split(' ')) {
    const next = result ? `${result} ${word}` : word;
    if (chars(next) > max) break;
    result = next;
  }
  return result || [...text].slice(0, max).join('');
}
