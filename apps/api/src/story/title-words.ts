import { isEventNoun, isPredicate, type nounTerms, quoteSpans, withEventNouns, withoutSpeech } from '@geulgam/korean';

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

/** A Latin measure unit, alone or per ("kWh당", "kg", "㎞"): how much, never who. */
export const MEASURE_UNIT = /^(?:[kmgt]?wh|[kmg]?w|kg|mg|km|cm|mm|ml|mah|[kmgt]b|nm|㎞|㎡|㎏)(?:당|씩)?$/i;

/**
 * The headline with its quoted asides read as plain words or left out. Korean headlines quote emphasis
 * ("1인 가구는 '찔끔'"), a voice ("고기 200kg 어쩌나") and a nickname before the real name ("'조커'
 * 한소율이") as they quote a title ('느린 역의 계절') or a brand ('콩담면'); the article tells them apart. A
 * name is written in the body; words the body never writes are the headline's own, read without their
 * marks (a voice in double quotes goes). A comment closing a clause after its topic ("…는 '부담'") and a
 * nickname right before a name the body uses go as well.
 */
export function withoutQuotedAsides(title: string, body: string): string {
  // A page may repeat its headline as the body's first line: that is not the body writing the words.
  const flat = body.replace(/\s+/g, '').split(title.replace(/\s+/g, '')).join(' ');
  let result = '';
  let from = 0;
  for (const span of quoteSpans(title)) {
    const inner = title.slice(span.start + 1, span.end - 1).trim();
    const before = title.slice(0, span.start);
    const after = title.slice(span.end);
    const comment = /(?:은|는|건)\s*$/.test(before) && /^\s*(?:$|[…,·]|\.{2,})/.test(after);
    const [, next] = /^\s+([가-힣]{2,4}?)(?:이|가|은|는|의)(?=$|[\s…,·])/.exec(after) ?? [];
    const nickname = next !== undefined && !/\s/.test(inner) && !isEventNoun(next) && body.split(next).length > 2;
    // A name of several words may go by its first ("우물집" for '우물집 들깨칼국수'); a measure is no name.
    const first = inner.split(/\s+/)[0]!;
    // A headline alone (no body to read) keeps its quotes: nothing tells a name from an aside.
    const written =
      flat.length < 80 ||
      flat.includes(inner.replace(/\s+/g, '')) ||
      (first !== inner && flat.split(first).length > 2 && !/\d\s*[가-힣A-Za-z%]/.test(inner));
    if (written && !comment && !nickname) continue;
    // A voice: double quotes, or a clause of its own ("서브로 흔들고 블로킹으로 버틴다").
    const voice =
      /^["“]/.test(title.slice(span.start)) ||
      (/\s/.test(inner) && /[다요죠까네냐나]$/.test(inner)) ||
      inner.split(/\s+/).some((word) => isPredicate(word));
    result += `${title.slice(from, span.start)} ${comment || nickname || voice ? '' : inner} `;
    from = span.end;
  }
  return result + title.slice(from);
}

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
