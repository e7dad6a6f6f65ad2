/*
 * Figures and names in a sentence, as the LLM writer's fact check needs them (ADR 021). A local
 * minimal version until apps/api/src/shared/news-facts.ts lands; the check only calls
 * `figuresIn` and `namesIn`, and compares keys made by the same function on both sides.
 */

const MAGNITUDE: Record<string, number> = { 천: 1e3, 만: 1e4, 억: 1e8, 조: 1e12 };

// Units after a number, longest first; synonyms share a key.
const UNITS: [string, string][] = [
  ['%포인트', '%p'],
  ['%p', '%p'],
  ['퍼센트포인트', '%p'],
  ['퍼센트', '%'],
  ['포인트', 'p'],
  ['%', '%'],
  ['개월', '개월'],
  ['시간', '시간'],
  ['가구', '가구'],
  ['세대', '세대'],
  ['달러', '달러'],
  ['위안', '위안'],
  ['유로', '유로'],
  ['이닝', '이닝'],
  ['km', 'km'],
  ['kg', 'kg'],
  ...[
    '원',
    '엔',
    '명',
    '개',
    '건',
    '대',
    '배',
    '곳',
    '채',
    '톤',
    '위',
    '회',
    '차',
    '번',
    '년',
    '월',
    '주',
    '일',
    '시',
    '분',
    '초',
    '살',
    '세',
    '편',
    '권',
    '점',
    '골',
    '승',
    '패',
    '층',
    '호',
    '석',
    '장',
    '마리',
    '병',
    '잔',
    '그릇',
    '벌',
    '켤레',
  ].map((unit): [string, string] => [unit, unit]),
];
/** Calendar and clock units: dates are checked against the sources but never count as a repeated figure. */
const DATE_UNITS = new Set(['년', '월', '주', '일', '시', '분', '초']);

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const FIGURE = new RegExp(
  String.raw`(?<![\d.,])((?:${NUMBER}\s?[천만억조]\s?)*(?:${NUMBER})?)(\s?[천만억조])?\s?([%a-z가-힣]*)`,
  'gi',
);

export interface Figure {
  /** Value and unit, e.g. `120000명` for "12만 명" and "120,000명", `3.5%` for "3.50%". */
  key: string;
  value: number;
  unit: string;
  isDate: boolean;
}

/** The figures of a text, normalized so differently written amounts compare equal. */
export function figuresIn(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const amount = `${match[1] ?? ''}${match[2] ?? ''}`;
    if (!/\d/.test(amount)) continue;
    const value = parseAmount(amount);
    if (value === undefined) continue;
    const word = match[3] ?? '';
    const unit = UNITS.find(([written]) => word.toLowerCase().startsWith(written.toLowerCase()))?.[1] ?? '';
    figures.push({ key: `${trimNumber(value)}${unit}`, value, unit, isDate: DATE_UNITS.has(unit) });
  }
  return figures;
}

function parseAmount(amount: string): number | undefined {
  let total = 0;
  let found = false;
  for (const part of amount.matchAll(new RegExp(String.raw`(${NUMBER})?\s?([천만억조])?`, 'g'))) {
    if (!part[1] && !part[2]) continue;
    const number = part[1] ? Number(part[1].replace(/,/g, '')) : 1;
    if (!Number.isFinite(number)) return undefined;
    total += number * (part[2] ? (MAGNITUDE[part[2]] ?? 1) : 1);
    found = true;
  }
  return found ? total : undefined;
}

function trimNumber(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

const PERSON_TITLES =
  '씨|대표|회장|부회장|사장|부사장|장관|차관|의원|대통령|총리|감독|선수|코치|위원장|총재|교수|원장|청장|시장|지사|구청장|군수|작가|배우|가수|대변인|본부장|단장|팀장|셰프|CEO';
const ORG_SUFFIXES =
  '전자|그룹|은행|증권|보험|카드|건설|제약|바이오|자동차|모터스|항공|통신|엔터테인먼트|엔터|홀딩스|위원회|협회|재단|연구원|연구소|공사|공단|대학교|병원|구단|시청|도청|구청|군청|백화점|호텔|리조트|미술관|박물관|경찰서|법원|검찰청';
// Three-syllable names before a title (most Korean names), organisations by their suffix, places
// of three or more syllables ending in 시/구/군, titles of works in 《》〈〉, and Latin names.
const PERSON = new RegExp(`(?<![가-힣])([가-힣]{3})\\s?(?:${PERSON_TITLES})(?!팀|단|직|실|급|권)`, 'g');
const ORGANISATION = new RegExp(`(?<![가-힣A-Za-z0-9])([가-힣A-Za-z0-9]{1,12}(?:${ORG_SUFFIXES}))`, 'g');
const PLACE = /(?<![가-힣])([가-힣]{2,6}[시구군])(?=[은는이가을를의에와과도로]|\s|$|[,.])/g;
const WORK = /[《〈]([^》〉]{1,40})[》〉]/g;
// Latin-script names carry a capital or a digit (AI, LG, iPhone, S25); lower-case words are not names.
const LATIN = /(?<![A-Za-z0-9])((?=[a-z0-9&+.-]*[A-Z0-9])[A-Za-z][A-Za-z0-9&+.-]*[A-Za-z0-9+]|[A-Z])(?![A-Za-z0-9])/g;

/** Words that end like a place or a name but are not one. */
const NOT_NAMES = new Set(['관계자', '대표팀', '이번', '신임', '전임', '해당', '현지', '업계', '정부']);

/** Names of people, organisations, places, works and Latin-script names in a text. */
export function namesIn(text: string): string[] {
  const names = new Set<string>();
  for (const pattern of [PERSON, ORGANISATION, PLACE, WORK, LATIN]) {
    for (const match of text.matchAll(pattern)) {
      const name = (match[1] ?? '').trim();
      if ([...name].length < 2 || NOT_NAMES.has(name)) continue;
      names.add(name);
    }
  }
  return [...names];
}
