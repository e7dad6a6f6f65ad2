import { isPredicate } from './predicates.ts';
import { nounTerms, type Term } from './nouns.ts';

/**
 * Proper-noun candidates of a news article (companies, people, places, products, shows, teams) with the
 * signals that made them one. A heuristic over surface forms: it errs towards missing a name rather than
 * inventing one, and callers weight what it finds (IDF over their own set of articles).
 */

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
export const ROLE_AFTER: ReadonlySet<string> = new Set([
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
export const ROLE_BEFORE: ReadonlySet<string> = new Set([
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
  '리베로',
  '가드',
  '포워드',
  '센터',
  '윙어',
  '스트라이커',
  '주장',
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
export const PLACES: ReadonlySet<string> = new Set(
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
  if (entityCache.size >= ENTITY_CACHE_LIMIT) entityCache.delete(entityCache.keys().next().value!);
  entityCache.set(cacheKey, entities);
  return entities.map((entity) => ({ ...entity, signals: [...entity.signals] }));
}

// Grouping and titling read the same articles several times in one run: the last few are kept.
const ENTITY_CACHE_LIMIT = 512;
const entityCache = new Map<string, Entity[]>();

/** Empties the cache above (readings.ts); returns how many entries it held. */
export function forgetEntityReadings(): number {
  const held = entityCache.size;
  entityCache.clear();
  return held;
}

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
    // A name before its ending has two syllables at least: '솔바람시장', '온새역', never '야시장'.
    const ending = NAME_SUFFIX.exec(term.surface)?.[0];
    if (ending && term.surface.length - ending.length >= 2) signal(term.key, term.surface, 'suffix');
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

/** A code name without the counter news puts after it ("G3301번" → "G3301", "K2호" → "K2"); other names as they are. */
export function withoutCounter(name: string): string {
  return name.replace(/(?<=[A-Za-z0-9])(?:번|호|호선|편)$/, '');
}

/** The code of a name that holds one ("광역버스 K5120번" → "K5120"), else undefined. */
export function codeOf(name: string): string | undefined {
  return /[A-Za-z]+\d+[A-Za-z]*|\d+[A-Za-z]+/.exec(name)?.[0];
}

/**
 * Whether a text names what a name names: the name itself, spaces ignored, or its code ("K5120" for "광역버스
 * K5120번"), which the writer uses rather than naming a route or a model twice.
 */
export function namesIn(text: string, name: string): boolean {
  const squeeze = (t: string) => t.replace(/\s+/g, '');
  const code = codeOf(name);
  return squeeze(text).includes(squeeze(withoutCounter(name))) || (code !== undefined && text.includes(code));
}
