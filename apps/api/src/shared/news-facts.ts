/**
 * Facts a Korean news article carries, found without a morphological analyser: the names it is about
 * (companies, people, places, products, shows, teams), its figures and its dates. Story grouping compares
 * articles by them, and the writer reuses them for hashtags and for telling one fact only once.
 *
 * - `extractFigures(text)`: amounts with a unit; `key` is the normalised value, so "1만 2천 명" and
 *   "12,000명" compare equal.
 * - `extractDates(text)`: calendar mentions ("12월 6일", "28일", "2028년", "3분기") with a normalised key.
 * - `extractEntities(body, { title })`: proper-noun candidates with the signals that made them one.
 * - `nounTerms(text)`: every word as a particle-free key with its surface form (what the others build on).
 * - `isPredicate(word)`: a conjugated verb or adjective ("늘었다", "연다", "새로운"), never a keyword.
 *
 * Everything here is a heuristic over surface forms; it errs towards missing a name rather than
 * inventing one, and callers weight what it finds (IDF over their own set of articles).
 */

// ───────────────────────────── figures ─────────────────────────────

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
  '%p',
  '%',
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
];
const UNIT_ALIASES: Record<string, string> = { 퍼센트: '%', 퍼센트포인트: '%p', 차례: '회', 번: '회' };
const NUMBER_CHAIN = String.raw`\d[\d,]*(?:\.\d+)?(?:\s*[조억만천백])*(?:\s*\d[\d,]*(?:\.\d+)?(?:\s*[조억만천백])*)*`;
const FIGURE_RE = new RegExp(
  String.raw`(?<![\d.,])(${NUMBER_CHAIN})\s*(${FIGURE_UNITS.map((u) => u.replace(/[%]/g, '\\$&')).join('|')})(?![A-Za-z])`,
  'g',
);
/** A unit followed by this syllable is the start of a word: "3분기", "2대표", "1주년". */
const NOT_A_UNIT = new Set(
  '분기 대표 대학 대회 대째 위원 주년 주말 주차 회사 회장 회의 회차 점검 점포 세대 부터 부문 종목 편의 장관 장소 차례 호선 층간 개막 개최 개장 개발 개선 개통 개편 개정'.split(
    ' ',
  ),
);
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

/** Amounts with a unit, in order of appearance ("4,120억 원", "6.4%", "탈삼진 17개", a score "3-0"). */
export function extractFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(FIGURE_RE)) {
    const [whole, number, rawUnit] = match;
    const after = text.slice(match.index + whole.length, match.index + whole.length + 1);
    if (NOT_A_UNIT.has(rawUnit! + after)) continue;
    const unit = UNIT_ALIASES[rawUnit!] ?? rawUnit!;
    // "2028년" is a date, "12월"/"6일" never reach here (not units); a year-long span stays a figure.
    if (unit === '년' && /^\d{4}$/.test(number!.trim())) continue;
    const value = parseKoreanNumber(number!);
    if (!Number.isFinite(value)) continue;
    figures.push({ text: whole, key: figureKey(value, unit), value, unit, index: match.index });
  }
  for (const match of text.matchAll(SCORE_RE)) {
    const [whole, a, b] = match;
    figures.push({ text: whole, key: `${a}-${b}`, value: Number(a), unit: 'score', index: match.index });
  }
  return figures.sort((x, y) => x.index - y.index);
}

// ───────────────────────────── dates ─────────────────────────────

export interface DateMention {
  text: string;
  /** "y2028", "m12", "m12d6", "d28" or "q3" (a quarter). */
  key: string;
  index: number;
}

const DATE_RE =
  /(?<!\d)(?:(\d{4})\s*년(?:\s*(\d{1,2})\s*월)?(?:\s*(\d{1,2})\s*일)?|(\d{1,2})\s*월(?:\s*(\d{1,2})\s*일)?|(\d{1,2})\s*일(?![가-힣]*간)|([1-4])\s*분기)/g;

/** Calendar mentions, each with a normalised key; a bare "28일" keeps only its day. */
export function extractDates(text: string): DateMention[] {
  const dates: DateMention[] = [];
  for (const match of text.matchAll(DATE_RE)) {
    const [whole, year, yearMonth, yearDay, month, monthDay, day, quarter] = match;
    let key: string;
    if (year) key = `y${year}${yearMonth ? `m${Number(yearMonth)}` : ''}${yearDay ? `d${Number(yearDay)}` : ''}`;
    else if (month) key = `m${Number(month)}${monthDay ? `d${Number(monthDay)}` : ''}`;
    else if (day) key = `d${Number(day)}`;
    else key = `q${quarter}`;
    dates.push({ text: whole.trim(), key, index: match.index });
  }
  return dates;
}

// ───────────────────────────── words ─────────────────────────────

// Longest first. Stripped only from Hangul words longer than the particle by two syllables or more.
const PARTICLES = [
  '에서부터',
  '으로부터',
  '에서는',
  '에서도',
  '에서의',
  '에게서',
  '에게는',
  '으로는',
  '으로도',
  '으로의',
  '으로써',
  '으로서',
  '이라는',
  '이라고',
  '이라며',
  '이라면',
  '이지만',
  '까지는',
  '까지도',
  '부터는',
  '보다는',
  '처럼',
  '에서',
  '에게',
  '한테',
  '으로',
  '까지',
  '부터',
  '보다',
  '마저',
  '조차',
  '라는',
  '라고',
  '라며',
  '이나',
  '이며',
  '이고',
  '이자',
  '에는',
  '에도',
  '와의',
  '과의',
  '로는',
  '로도',
  '로의',
  '만의',
  '들이',
  '들은',
  '들을',
  '들의',
  '들도',
  '들',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '에',
  '의',
  '와',
  '과',
  '도',
  '로',
  '만',
  '나',
];

const PARTICLE_SET = new Set(PARTICLES);

/** Particles that are also common last syllables of nouns: stripped only when the text confirms it. */
const AMBIGUOUS_PARTICLES = new Set(['도', '만', '나', '로', '와', '과']);

/** Verb/adjective endings after a Sino-Korean verbal noun: "선임했다" → 선임, "개막한" → 개막. */
const LIGHT_VERB =
  /^(.{2,}?)(?:했다|한다|된다|됐다|되었다|하였다|하겠다|되겠다|할|한|하는|된|되는|될|하고|되고|하며|되며|해|돼|하기|되기|하자|되자|했고|됐고|했으며|됐으며|하면서|되면서|했던|됐던|하던|되던|해서|돼서|하지|되지|해야|돼야|했지만|됐지만)$/;

/** Nouns that look like a verbal noun plus an ending. */
const NOT_VERBAL = new Set(['지난해', '새해', '올해', '내년해']);

const PREDICATE =
  /(?:[었았였했됐졌났왔갔섰켰봤줬겠렸웠쳤혔웠냈]다|[한된는린진운친힌긴인킨]다|[이였]다|[었았했됐]던|[하되]던|[하되있없](?:는|며|고|면|지|서|다)|같은|새로운|뜨거운|차가운|[짧작높낮좋많적넓깊얇굵싼][은다]|(?:히|리|기|우|추|으)며|(?:히|리|기|우|추)고|(?:[었았였했됐겠])(?:고|으며|지만|는데|다며|다고)|다며|다고|다는|다면|려고|려는|[르하되오가지나]자|습니다|ㅂ니다|니다|어요|아요|해요|예요|이요|세요|까요|[을를]까|이라)$/;

/** True for a conjugated verb or adjective form ("늘었다", "연다", "밝히며", "새로운"). */
export function isPredicate(word: string): boolean {
  if (PREDICATE.test(word)) return true;
  // "…ㄴ다"/"…ㅆ다" (나눈다, 줄였다) and "…ㄴ"/"…ㄹ" adnominal forms after a verb stem (젊은, 물러난).
  if (word.length >= 2 && word.endsWith('다')) {
    const final = finalConsonant(word.at(-2)!);
    if (final === 4 || final === 20) return true;
  }
  return false;
}

const predicateCache = new Map<string, boolean>();
function predicateWord(word: string): boolean {
  let value = predicateCache.get(word);
  if (value === undefined) {
    if (predicateCache.size >= STEM_CACHE_LIMIT) predicateCache.clear();
    predicateCache.set(word, (value = isPredicate(word)));
  }
  return value;
}

/** Index of the final consonant of a Hangul syllable (0 = none, 4 = ㄴ, 8 = ㄹ, 20 = ㅆ), or -1. */
function finalConsonant(syllable: string): number {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 ? code % 28 : -1;
}

// Readings of a word never change: remembered across calls (bounded; cleared when full).
const STEM_CACHE_LIMIT = 50_000;
const stemCache = new Map<string, { stem: string; ending: string }[]>();

function candidateStems(raw: string): { stem: string; ending: string }[] {
  let cached = stemCache.get(raw);
  if (!cached) {
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(raw, (cached = readStems(raw)));
  }
  return cached;
}

function readStems(raw: string): { stem: string; ending: string }[] {
  const analyses = [{ stem: raw, ending: '' }];
  if (!/[가-힣]$/.test(raw)) return analyses;
  for (const particle of PARTICLES) {
    if (raw.length >= particle.length + 2 && raw.endsWith(particle)) {
      analyses.push({ stem: raw.slice(0, -particle.length), ending: particle });
    }
  }
  const light = NOT_VERBAL.has(raw) ? null : LIGHT_VERB.exec(raw);
  if (light) analyses.push({ stem: light[1]!, ending: raw.slice(light[1]!.length) });
  return analyses;
}

export interface Term {
  /** Lower-cased, particle-free key ("도담에너지"). */
  key: string;
  /** The word as written without its particle ("도담에너지"). */
  surface: string;
  /** The word as written ("도담에너지가"). */
  raw: string;
  /** Offset of `raw` in the input. */
  index: number;
  /** The stem came from a conjugated verbal noun ("선임했다" → 선임). */
  verbal: boolean;
  /** The raw word is a predicate and no verbal noun could be recovered from it. */
  predicate: boolean;
}

const WORD_RE = /[가-힣A-Za-z0-9][가-힣A-Za-z0-9&+.]*/g;

/**
 * Every word of the text as a particle-free key. A stem wins when the text also spells it with other
 * endings: "누리페이" stays whole when "누리페이가" appears too, instead of becoming 누리페 + 이.
 */
export function nounTerms(text: string): Term[] {
  const cached = termCache.get(text);
  if (cached) return cached;
  const terms = readTerms(text);
  if (termCache.size >= TERM_CACHE_LIMIT) termCache.delete(termCache.keys().next().value!);
  termCache.set(text, terms);
  return terms;
}

// Grouping and titling read the same articles several times in one run: the last few texts are kept.
const TERM_CACHE_LIMIT = 512;
const termCache = new Map<string, Term[]>();

function readTerms(text: string): Term[] {
  const words = [...text.matchAll(WORD_RE)].map((m) => ({ raw: m[0].replace(/[.]+$/, ''), index: m.index }));
  const endingsOf = new Map<string, Set<string>>();
  const analysesOf = new Map<string, { stem: string; ending: string }[]>();
  for (const { raw } of words) {
    if (analysesOf.has(raw)) continue;
    const analyses = candidateStems(raw);
    analysesOf.set(raw, analyses);
    for (const { stem, ending } of analyses) {
      let endings = endingsOf.get(stem);
      if (!endings) endingsOf.set(stem, (endings = new Set()));
      endings.add(ending);
    }
  }
  return words.flatMap(({ raw, index }) => {
    const analyses = analysesOf.get(raw)!;
    // The best-supported stem; on a tie, the shorter one (a particle is the likelier reading) unless the
    // particle is a syllable many nouns end in ("제주도", "맛지도", "정도").
    let best = analyses[0]!;
    for (const analysis of analyses.slice(1)) {
      const support = endingsOf.get(analysis.stem)!.size;
      const bestSupport = endingsOf.get(best.stem)!.size;
      const tieStrips = !AMBIGUOUS_PARTICLES.has(analysis.ending) && analysis.stem.length < best.stem.length;
      if (support > bestSupport || (support === bestSupport && tieStrips)) best = analysis;
    }
    const verbal = best.ending !== '' && !PARTICLE_SET.has(best.ending);
    const predicate = !verbal && predicateWord(raw);
    if (best.stem.length < 2 && !/^[A-Za-z0-9]/.test(best.stem)) return [];
    return [{ key: best.stem.toLowerCase(), surface: best.stem, raw, index, verbal, predicate }];
  });
}

// ───────────────────────────── entities ─────────────────────────────

export type EntitySignal = 'title' | 'role' | 'quoted' | 'code' | 'suffix' | 'place' | 'repeated';

export interface Entity {
  /** Lower-cased key without spaces ("안개우체국", "도담에너지"). */
  key: string;
  /** How it is written ("안개 우체국"). */
  surface: string;
  /** Mentions in title and body. */
  count: number;
  inTitle: boolean;
  signals: EntitySignal[];
}

/** Words that name a role: the word before them is a name ("장윤호 대표", "김수정 씨"). */
const ROLE_AFTER = new Set([
  '대표',
  '회장',
  '사장',
  '부회장',
  '부사장',
  '이사',
  '의원',
  '장관',
  '군수',
  '구청장',
  '지사',
  '감독',
  '코치',
  '선수',
  '씨',
  '셰프',
  '디자이너',
  '작가',
  '교수',
  '원장',
  '단장',
  '위원장',
  '총리',
  '대통령',
  '편집장',
  '연구원',
  '평론가',
  '주장',
  '주방장',
  '관장',
  '회장님',
]);
/** Words that introduce a name ("배우 한지오", "걸그룹 루시엘", "투수 차민혁"). */
const ROLE_BEFORE = new Set([
  '배우',
  '가수',
  '그룹',
  '걸그룹',
  '보이그룹',
  '밴드',
  '아이돌',
  '투수',
  '타자',
  '포수',
  '외야수',
  '내야수',
  '공격수',
  '수비수',
  '골키퍼',
  '미드필더',
  '세터',
  '선수',
  '감독',
  '코치',
  '대표',
  '브랜드',
  '업체',
  '기업',
  '제조사',
  '전문점',
  '빵집',
  '식당',
  '카페',
  '드라마',
  '영화',
  '예능',
  '앨범',
  '신곡',
  '타이틀곡',
  '소속사',
  '구단',
  '신차',
  '세단',
  'SUV',
  '모델',
  '작가',
  '셰프',
  '디자이너',
]);
/** Endings of organisation and place names ("…에너지", "…모터스", "…시"). */
const NAME_SUFFIX =
  /(?:전자|에너지|화학|모터스|자동차|엔터테인먼트|엔터|제과|식품|은행|증권|건설|항공|중공업|바이오|제약|통신|뮤직|스튜디오|마트|페이|카드|생명|보험|그룹|홀딩스|FC|fc|구장|아레나|경기장|공원|광장|축제|시장|역|공항)$/;
/** Provinces and cities: a place name with no ending that says so. */
const PLACES = new Set(
  (
    '부산 대구 인천 광주 대전 울산 세종 경기 강원 충북 충남 전북 전남 경북 경남 제주 수원 성남 고양 용인 창원 청주 ' +
    '천안 전주 포항 김해 여수 순천 목포 강릉 속초 춘천 원주 경주 안동 통영 거제 남해 군산 익산 평창 양양 해운대 ' +
    '성수동 홍대 강남 여의도 광화문 명동 이태원 종로 잠실 판교'
  ).split(' '),
);

/** Common nouns that name a category, not a story: they never make a name on their own. */
export const GENERIC_NOUNS = new Set(
  (
    '시장 경기 관객 관중 정부 공연 축제 회사 업계 업체 기업 관계자 대표 감독 선수 팬 소비자 고객 손님 매장 서울 국내 해외 세계 한국 ' +
    '올해 지난해 내년 이번 지난 오는 당시 오늘 내일 하루 주말 평일 오전 오후 시간 기간 가격 매출 판매 시즌 리그 팀 구단 방송 ' +
    '드라마 배우 가수 앨범 차량 모델 여행 관광객 식당 메뉴 맛집 브랜드 제품 출시 발표 계획 예정 이유 문제 상황 결과 정도 가운데 ' +
    '사람 사람들 팬들 소식 모두 처음 마지막 최고 최대 기록 전년 분기 영업이익 실적 이익 투자 사업 서비스 고객들 업계에서는 관계자는 측은 ' +
    '이날 현재 최근 이후 이상 이하 경우 때문 뉴스 기자 그리고 하지만 그러나 또한 관련 대한 위해 통해 따라 것으로 등 및 것 수 더 ' +
    '가장 다시 함께 모든 각각 전국 지역 인근 주변 일대 곳곳 우리 자신 그는 그녀 이들 이곳 한편 다만 특히 또 아직 이미 바로 ' +
    '정말 많은 여러 다른 같은 새 첫 한 두 세 네 다섯 전 후 중 내 외 씨 측 점 만 데 때 곳 개 명 원 년 월 일'
  ).split(' '),
);

const QUOTED_NAME = /['‘「『]([^'’」』\n]{2,24})['’」』]/g;
const QUOTED_SPEECH = /["“]([^"”\n]{2,40})["”]/g;

function quotedNames(text: string): string[] {
  const names: string[] = [];
  for (const [, inner] of text.matchAll(QUOTED_NAME)) names.push(inner!.trim());
  // A short double-quoted phrase that is not a sentence is a name too ("누리온").
  for (const [, inner] of text.matchAll(QUOTED_SPEECH)) {
    const phrase = inner!.trim();
    const words = phrase.split(/\s+/);
    if (words.length <= 3 && [...phrase].length <= 12 && !words.some(isPredicate) && !/[.!?,~…]/.test(phrase)) {
      names.push(phrase);
    }
  }
  return names.filter((name) => !isPredicate(name.split(/\s+/).at(-1) ?? '') && !/[.!?…]$/.test(name));
}

/** The text with quoted speech (a sentence in double quotes) blanked out; quoted names stay. */
export function withoutSpeech(text: string): string {
  return text.replace(QUOTED_SPEECH, (whole: string, inner: string) =>
    quotedNames(whole).includes(inner.trim()) ? whole : ' '.repeat(whole.length),
  );
}

/** A quoted name loses a trailing particle the way a word does ("'바람'의" is fine; "'안개 우체국'이" too). */
function nameKey(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
}

/**
 * Proper-noun candidates of an article: words that recur in its title and body, stand next to a role
 * ("장윤호 대표", "배우 한지오"), are quoted ('안개 우체국'), carry Latin letters or digits ("EV7"), end like
 * an organisation or a place ("…모터스", "…아레나", a known city), or are repeated with particles through the body.
 * Generic category words (시장, 경기, 관객…) and predicates are never entities. Sorted by mentions.
 */
export function extractEntities(body: string, options: { title?: string } = {}): Entity[] {
  const cacheKey = `${options.title ?? ''}\u0000${body}`;
  const cached = entityCache.get(cacheKey);
  if (cached) return cached.map((entity) => ({ ...entity, signals: [...entity.signals] }));
  const entities = readEntities(body, options.title ?? '');
  if (entityCache.size >= TERM_CACHE_LIMIT) entityCache.delete(entityCache.keys().next().value!);
  entityCache.set(cacheKey, entities);
  return entities.map((entity) => ({ ...entity, signals: [...entity.signals] }));
}

const entityCache = new Map<string, Entity[]>();

function readEntities(body: string, rawTitle: string): Entity[] {
  // A quote in the headline is someone's words, not what the article is about.
  const title = withoutSpeech(rawTitle);
  const text = title ? `${title}\n${body}` : body;
  const terms = nounTerms(text);
  const titleEnd = title.length;
  const entities = new Map<string, Entity>();
  const signal = (key: string, surface: string, kind: EntitySignal) => {
    let entity = entities.get(key);
    if (!entity) {
      entity = { key, surface, count: 0, inTitle: false, signals: [] };
      entities.set(key, entity);
    }
    if (!entity.signals.includes(kind)) entity.signals.push(kind);
  };
  const isCandidate = (term: Term) =>
    !term.predicate &&
    !term.verbal &&
    !GENERIC_NOUNS.has(term.key) &&
    !/^\d+(?:\.\d+)?[^A-Za-z]*$/.test(term.key) &&
    !ROLE_AFTER.has(term.surface) &&
    !ROLE_BEFORE.has(term.surface);

  const counts = new Map<string, { title: number; body: number }>();
  for (const term of terms) {
    const count = counts.get(term.key) ?? { title: 0, body: 0 };
    if (term.index < titleEnd) count.title += 1;
    else count.body += 1;
    counts.set(term.key, count);
  }
  terms.forEach((term, i) => {
    if (!isCandidate(term)) return;
    const count = counts.get(term.key)!;
    if (title && count.title > 0 && count.body > 0) signal(term.key, term.surface, 'title');
    const next = terms[i + 1];
    const previous = terms[i - 1];
    const adjacent = (a: Term, b: Term) => /^\s+$/.test(text.slice(a.index + a.raw.length, b.index));
    if (
      next &&
      ROLE_AFTER.has(next.surface) &&
      adjacent(term, next) &&
      /^[가-힣]{2,4}$/.test(term.raw) &&
      term.raw === term.surface
    ) {
      signal(term.key, term.surface, 'role');
    }
    if (previous && ROLE_BEFORE.has(previous.raw) && adjacent(previous, term)) signal(term.key, term.surface, 'role');
    if (
      /[A-Za-z]/.test(term.key) ||
      (/\d/.test(term.key) && /[A-Za-z가-힣]/.test(term.key) && /^[A-Za-z]/.test(term.key))
    ) {
      signal(term.key, term.surface, 'code');
    }
    if (NAME_SUFFIX.test(term.surface) && term.surface.length >= 3) signal(term.key, term.surface, 'suffix');
    if (PLACES.has(term.surface)) signal(term.key, term.surface, 'place');
    if (count.body + count.title >= 3) signal(term.key, term.surface, 'repeated');
  });
  for (const name of quotedNames(text)) {
    const key = nameKey(name);
    if (key.length < 2 || GENERIC_NOUNS.has(key)) continue;
    signal(key, name, 'quoted');
  }
  for (const entity of entities.values()) {
    const count = counts.get(entity.key);
    if (count) {
      entity.count = count.title + count.body;
      entity.inTitle = count.title > 0;
    } else {
      // A multi-word quoted name: count the phrase itself.
      const pattern = entity.surface.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*');
      entity.count = [...text.matchAll(new RegExp(pattern, 'g'))].length;
      entity.inTitle = new RegExp(pattern).test(title);
    }
  }
  return [...entities.values()]
    .filter((entity) => entity.signals.length > 1 || entity.signals[0] !== 'repeated' || entity.count >= 3)
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}
