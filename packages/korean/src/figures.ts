/**
 * Amounts with a unit in Korean news prose; `key` is the normalised value, so "1만 2천 명" and
 * "12,000명" compare equal.
 */

export interface Figure {
  /** The figure as written ("1만 2천 명"). */
  text: string;
  /** Normalised value and unit ("12000명"); equal keys mean the same amount. */
  key: string;
  value: number;
  /** Normalised unit ("명", "원", "%", "score" for a game score such as 3-0). */
  unit: string;
  /** Offset of `text` in the input. */
  index: number;
}

const MULTIPLIER: Record<string, number> = { 조: 1e12, 억: 1e8, 만: 1e4, 천: 1e3, 백: 1e2 };
const BIG_UNITS = new Set(['조', '억', '만']);
// Longest first: the alternation takes the first unit that matches.
const FIGURE_UNITS = [
  '퍼센트포인트',
  '퍼센트',
  '%포인트',
  '%p',
  '%',
  '포인트',
  'bp',
  'kWh',
  'kW',
  'MW',
  'GW',
  '㎾',
  '㎡',
  '㎞',
  '㎏',
  '㎝',
  '㎜',
  '℃',
  '센티미터',
  '밀리미터',
  '관왕',
  '관객',
  '연승',
  '연패',
  '달러',
  '유로',
  '엔',
  '위안',
  '원',
  '명',
  '대',
  '개국',
  '개월',
  '개',
  '곳',
  'km',
  'kg',
  'mm',
  'cm',
  'm',
  'g',
  '톤',
  '회',
  '벌',
  '건',
  '석',
  '장',
  '배',
  '위',
  '세',
  '년',
  '주',
  '시간',
  '분',
  '초',
  '점',
  '골',
  '승',
  '패',
  '타점',
  '이닝',
  '홈런',
  '경기',
  '종',
  '가구',
  '마리',
  '채',
  '호점',
  '호',
  '잔',
  '그릇',
  '인분',
  '층',
  '평',
  '병',
  '권',
  '편',
  '곡',
  '부작',
  '부',
  '차례',
  '번',
  '표',
  '도',
];
const UNIT_ALIASES: Record<string, string> = {
  퍼센트: '%',
  퍼센트포인트: '%p',
  '%포인트': '%p',
  차례: '회',
  번: '회',
  관객: '명',
  '㎞': 'km',
  '㎏': 'kg',
  '㎾': 'kW',
  '㎝': 'cm',
  '㎜': 'mm',
  센티미터: 'cm',
  밀리미터: 'mm',
};
const NUMBER_CHAIN = String.raw`\d[\d,]*(?:\.\d+)?(?:\s*[조억만천백])*(?:\s*\d[\d,]*(?:\.\d+)?(?:\s*[조억만천백])*)*`;
const FIGURE_RE = new RegExp(
  String.raw`(?<![\d.,])(${NUMBER_CHAIN})\s*(${FIGURE_UNITS.map((u) => u.replace(/[%]/g, '\\$&')).join('|')})(?![A-Za-z])`,
  'g',
);
/** A unit followed by this syllable is the start of a word: "3분기", "2대표", "1주년". */
const NOT_A_UNIT = new Set(
  [
    '분기 대표 대학 대회 대째 위원 주년 주말 주차 회사 회장 회의 회차 점검 점포 세대 부터 부문 종목 편의 장관 장소 차례 호선 층간',
    '개막 개최 개장 개발 개선 개통 개편 개정 표준 표시 표현',
    '도시 도로 도입 도전 도착 도움 도서 도매 도내 도청 도민 도심',
  ]
    .join(' ')
    .split(' '),
);
/** "287.4대 1": a ratio of applicants (경쟁률), not 287.4 vehicles. */
const RATIO_TAIL = /^\s*1(?![\d.,])/;
const SCORE_RE = /(?<![\d.\-–])(\d{1,2})\s*[-–]\s*(\d{1,2})(?![\d\-–])/g;

/** "3조 1천억" → 3.1e12, "1만 5천 300" → 15300, "4,120" → 4120. */
export function parseKoreanNumber(text: string): number {
  const compact = text.replace(/[\s,]/g, '');
  let total = 0;
  let section = 0;
  let pending: number | null = null;
  for (const [, digits, unit] of compact.matchAll(/(\d+(?:\.\d+)?)?([조억만천백]?)/g)) {
    if (digits === undefined && !unit) continue;
    const value = digits === undefined ? null : Number(digits);
    if (!unit) {
      if (value !== null) pending = (pending ?? 0) + value;
      continue;
    }
    const multiplier = MULTIPLIER[unit]!;
    if (BIG_UNITS.has(unit)) {
      total += (section + (value ?? pending ?? (section ? 0 : 1))) * multiplier;
      section = 0;
    } else {
      section += (value ?? 1) * multiplier;
    }
    pending = null;
  }
  return total + section + (pending ?? 0);
}

function figureKey(value: number, unit: string): string {
  return `${Number(value.toPrecision(12))}${unit}`;
}

/** "대" right after an amount's unit that makes it a range ("원대", "명대로", "%대 후반"), not "대비" or "대회". */
const RANGE_TAIL =
  /^대(?:$|[^가-힣]|(?:은|는|이|가|을|를|의|에|에서|로|으로|도|와|과|만|까지|부터|였다|이었다|다)(?![가-힣])|(?:\s(?:초반|중반|후반)))/;

/** Amounts with a unit, in order of appearance ("4,120억 원", "6.4%", "탈삼진 17개", a score "3-0"). */
export function extractFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(FIGURE_RE)) {
    const [whole, number, rawUnit] = match;
    const after = text.slice(match.index + whole.length, match.index + whole.length + 1);
    if (NOT_A_UNIT.has(rawUnit! + after)) continue;
    // "제2도" is an ordinal name, not an amount.
    if (rawUnit === '도' && text[match.index - 1] === '제') continue;
    // "G3301번", "A380": a number glued to Latin letters names a route, a model or a flight.
    if (/[A-Za-z]/.test(text[match.index - 1] ?? '')) continue;
    const ratio = rawUnit === '대' ? RATIO_TAIL.exec(text.slice(match.index + whole.length)) : null;
    const unit = ratio ? '대1' : (UNIT_ALIASES[rawUnit!] ?? rawUnit!);
    // "2028년" is a date, "12월"/"6일" never reach here (not units); a year-long span stays a figure.
    if (unit === '년' && /^\d{4}$/.test(number!.trim())) continue;
    const value = parseKoreanNumber(number!);
    if (!Number.isFinite(value)) continue;
    // "60만 원대", "2%대 초반": a range, not the amount itself; telling it as "60만 원" would change the fact.
    const range = !ratio && unit !== '대' && RANGE_TAIL.test(text.slice(match.index + whole.length));
    const shown = ratio ? whole + ratio[0] : range ? `${whole}대` : whole;
    figures.push({
      text: shown,
      key: `${figureKey(value, unit)}${range ? '대' : ''}`,
      value,
      unit,
      index: match.index,
    });
  }
  for (const match of text.matchAll(SCORE_RE)) {
    const [whole, a, b] = match;
    figures.push({ text: whole, key: `${a}-${b}`, value: Number(a), unit: 'score', index: match.index });
  }
  return figures.sort((x, y) => x.index - y.index);
}
