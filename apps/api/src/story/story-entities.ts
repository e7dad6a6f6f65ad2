import {
  extractEntities,
  GENERIC_NOUNS,
  isEventNoun,
  mayBePersonName,
  isPredicate,
  PLACES,
  ROLE_AFTER,
  ROLE_BEFORE,
} from '@geulgam/korean';
import type { EntityKind, StoryArticle, StoryEntity } from './model.ts';
import { storySentences } from './sentences.ts';

/**
 * The story's people, organisations, places, products and works: names the korean package finds in each
 * article, merged across articles, with a kind and (for people) the role the text gives them.
 */

const ORGANIZATION =
  /(?:전자|에너지|화학|모터스|자동차|엔터테인먼트|엔터|제과|식품|은행|증권|건설|항공|중공업|바이오|제약|통신|뮤직|스튜디오|마트|페이|카드|생명|보험|그룹|홀딩스|FC|fc|구단|재단|협회|연맹|공사|공단|위원회|대학교|대학|병원|칩스|랩스|테크|소프트|로보틱스|모빌리티|푸드|컴퍼니|코리아|시청|구청|군청|부|처|청)$/;
/**
 * Common nouns that end like an agency (부, 처, 청): "신청", "여부", "근처" name no organisation; nor does the
 * kind word alone ("공사" is construction as often as a public corporation, "은행" any bank).
 */
const NOT_AN_AGENCY =
  /^(?:.*(?:신청|요청|초청|경청|일부|전부|내부|외부|세부|부부|간부|여부|학부|근처|출처|대처|거처|판매처|구입처|사용처|문의처|접수처)|[가-힣](?:부|처|청)|공사|공단|재단|협회|연맹|위원회|그룹|은행|병원|대학|구단|마트|식품|건설|항공|통신)$/;
const PLACE =
  /(?:구장|아레나|경기장|공원|광장|시장|역|공항|해변|해수욕장|산|섬|마을|거리|길|둘레길|호수|항|센터|홀|극장|미술관|박물관|동|읍|면|군|시|구)$/;
const EVENTISH = /(?:축제|박람회|페스티벌|전시회|콘서트|대회|시상식)$/;
const WORK_INTRODUCERS = new Set([
  '영화',
  '드라마',
  '예능',
  '앨범',
  '신곡',
  '타이틀곡',
  '소설',
  '웹툰',
  '뮤지컬',
  '연극',
  '시리즈',
]);
const PRODUCT_INTRODUCERS = new Set([
  '신차',
  '세단',
  'SUV',
  '모델',
  '브랜드',
  '제품',
  '신제품',
  '메뉴',
  '신약',
  '치료제',
]);
const PERSON_INTRODUCERS = new Set(
  [...ROLE_BEFORE].filter(
    (word) =>
      !WORK_INTRODUCERS.has(word) &&
      !PRODUCT_INTRODUCERS.has(word) &&
      !/업체|기업|제조사|전문점|빵집|식당|카페|소속사|구단|그룹|밴드/.test(word),
  ),
);

/** Words that introduce a company's name ("업체 차지업", "제조사 누리모터스"). */
const ORGANIZATION_INTRODUCER = /^(?:업체|기업|회사|제조사|제약사|운영사|유통사|소속사|구단)$/;
/**
 * A compound that ends in such a word introduces a company too ("물류기업 가람운송", "전문업체 솔재팩",
 * "농업 스타트업 들빛랩", "사모펀드 운용사 …"): the word before a name is often the field joined to the noun.
 */
const COMPANY_WORD = /^[가-힣]{0,6}(?:업체|기업|스타트업|운용사|제조사|제약사|운영사|유통사)$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Tally {
  name: string;
  mentions: number;
  articles: Set<number>;
  signals: Set<string>;
  roles: Map<string, number>;
  introducers: Map<string, number>;
  /** Words a role noun after this name was followed by ("씨호크스 감독 마태식": 마태식). */
  holders: Set<string>;
  /** Written right after a district ("종로구의 솔향각으로"): a shop or a venue there. */
  venue?: boolean;
}

/** Words that may stand between a person's name and their role ("마태식 전 감독", "신임 대표"). */
const ROLE_MODIFIER = /^(?:전|현|前|신임|초대|수석|총|공동|임시|대행|부|명예|차기)$/;
/** A name ending like this is a team, an organisation or a place, never a person. */
const NEVER_A_PERSON = /(?:FC|fc|구단|팀|시|군|클럽|유나이티드|시티)$/;
/** A district, a neighbourhood or a street ("종로구", "연남동", "을지로"): what it comes before is in it. */
const DISTRICT = /^[가-힣]{1,4}(?:구|동|로|길|읍|면)$/;
/** Words that end like a district and are none ("프로농구", "반면", "서로", a verb's "올리면", "넘으면"). */
const NOT_DISTRICT =
  /(?:농구|야구|축구|배구|족구|연구|가구|도구|출구|입구|항구|요구|활동|운동|행동|자동|이동|감동|새로|주로|대로|따로|서로|실로|바로|별로|반면|측면|전면|정면|이면|내면|외면|으면|[하되리지기오가보주시라다우르않]면)$/;
const isDistrict = (word: string) => DISTRICT.test(word) && !NOT_DISTRICT.test(word);
/** A team is an organisation even when a city opens its name ("청주 FC"). */
const TEAM_NAME = /(?:FC|fc|구단|클럽|유나이티드)$/;
/** Words a role noun stands beside that are no one's name ("선수 시절", "젊은 선수", "감독 선임"). */
const NOT_A_PERSON =
  /^(?:시절|출신|생활|시대|명단|젊은|어린|새|전임|후임|신임|외국인|유망주|베테랑|주전|유스|국가대표|대표팀|현역|은퇴|역대|당시|첫|이번)$/;
/**
 * Nouns for kinds of people ("센터 의사가", "현장 간호사는"): a role word before them ("센터", "가드") is no
 * one's role, and they name no one.
 */
const PEOPLE_NOUN =
  /^(?:의사|전문의|간호사|약사|교사|교수|기자|직원|주민|시민|환자|보호자|학생|관계자|대원|구급대원|소방관|경찰|공무원|관객|관람객|승객|고객|손님|상인|농민|어민|주인|부모|어린이|아이|노인|가족|전용)$/;

/** What written right after a name makes it a team or a place ("청주 FC", "청주시", "청주 구단"). */
const TEAM_OR_PLACE_AFTER = '\\s*(?:FC|fc|구단|팀|시|군)(?=[은는이가의에도와과을를,.\\s]|$)';

/**
 * Things an organisation has rather than names of their own: a facility word ("역사관", "기념관",
 * "상점") or a plural of people ("후배들"). Written after "구단", "회사", they are its own.
 */
const OWNED_THING =
  /(?:관|실|상점|매장|센터|사무실|공간|들)$|^(?:온라인|오프라인|모바일|공식|자체|홈페이지|누리집|앱|사이트)$/;

/** A word with no particle or ending after it: a noun the name before it qualifies ("온라인 상점"). */
function isBareNoun(word: string): boolean {
  return (
    /^[가-힣]{2,5}$/.test(word) &&
    !isPredicate(word) &&
    !/(?:은|는|이|가|을|를|의|에|에서|에게|로|도|와|과|고|며|서|게|지|면|만|까지|부터|했|했다|한다|된다|이다|다)$/.test(
      word,
    )
  );
}

/**
 * What only a team has after its name: its players or fans as a group ("해솔 베어스 선수들은"), its captain or
 * manager named after a genitive ("해솔 베어스의 주장 최도율"), a place in a league table ("리그 4위").
 */
const SQUAD_AFTER =
  '(?:\\s+(?:선수들|선수단|팬들)|의\\s+(?:주장|감독|코치|단장|주전|에이스)\\s+[가-힣]{2,4}(?=[은는이가의,\\s])|(?:은|는|이|가)\\s+(?:현재\\s+)?(?:리그|정규리그|순위표)\\s+\\d+위)';

/**
 * "종로구의 솔향각으로", "종로구 솔향각은": a name written right after a district and then a particle is a venue
 * in it. A role after the name ("종로구 한보람 구청장") makes it a person who heads the district instead.
 */
function inDistrict(text: string, name: string): boolean {
  const pattern = escape(name).replace(/\\?\s+/g, '\\s*');
  return [
    ...text.matchAll(
      new RegExp(`(?:^|\\s)([가-힣]{1,5})(?:의)?\\s+${pattern}(?=은|는|이|가|의|에|도|와|과|을|를|으로|로|앞)`, 'g'),
    ),
  ].some((m) => isDistrict(m[1]!.replace(/의$/, '')));
}

function roleAround(text: string, name: string): { role?: string; introducer?: string; holder?: string } {
  const pattern = escape(name).replace(/\\?\s+/g, '\\s*');
  // A role noun belongs to the name right before it: another word in between ("청주 마태식 감독") is the
  // person's name, unless it only qualifies the role ("마태식 전 감독").
  const after = new RegExp(
    `(?<![가-힣A-Za-z0-9])${pattern}\\s+(?:([가-힣A-Za-z0-9]+)\\s+)??([가-힣]{1,6}?)(?:(은|는|이|가|의|도|와|과|에게|,)|(\\s+[가-힣]{2,4}(?=[은는이가을를의]))?(?=[은는이가의도와과을를,\\s]|$))`,
    'g',
  );
  if (
    new RegExp(`(?<![가-힣A-Za-z0-9])${pattern}${TEAM_OR_PLACE_AFTER}`).test(text) ||
    new RegExp(`(?<![가-힣A-Za-z0-9])${pattern}${SQUAD_AFTER}`).test(text) ||
    (new RegExp(`(?:^|\\s)(?:상대\\s*)?(?:팀|구단)\\s+${pattern}(?=[은는이가의에도와과을를,.\\s]|$)`).test(text) &&
      !OWNED_THING.test(name.replace(/\s+/g, '')))
  )
    return { holder: TEAM };
  // "길영석 씨호크스 감독은": a name before this one and a role after it make this one the person's team.
  const held = new RegExp(
    `(?:^|\\s)([가-힣]{2,4})[ \\t]+(?:(?:전|현|前|現)[ \\t]+)?${pattern}[ \\t]+([가-힣]{1,6}?)(?=[은는이가의도와과을를,]|\\s|$)`,
    'g',
  );
  for (const match of text.matchAll(held)) {
    const person = match[1]!;
    if (
      ROLE_AFTER.has(match[2]!) &&
      !PLACES.has(person) &&
      !ROLE_MODIFIER.test(person) &&
      !NOT_A_PERSON.test(person) &&
      !ROLE_BEFORE.has(person) &&
      !ROLE_AFTER.has(person) &&
      !isDistrict(person) &&
      !/(?:은|는|이|가|을|를|의|에|도|와|과|로|한|던|된|인)$/.test(person)
    )
      return { holder: TEAM };
  }
  let role: string | undefined;
  let holder: string | undefined;
  for (const match of text.matchAll(after)) {
    const between = match[1];
    const word = match[2]!;
    if (between && !ROLE_MODIFIER.test(between)) continue;
    // "오션크루 외야수 이건우를": a role word between two names belongs to the second.
    if (!match[3] && match[4] && (ROLE_BEFORE.has(word) || ROLE_AFTER.has(word))) {
      holder ??= match[4].trim();
      continue;
    }
    if (
      ROLE_AFTER.has(word) ||
      /(?:대표|감독|책임자|회장|사장|단장|위원장|원장|관장|이사|선수|코치|작가|셰프)$/.test(word)
    ) {
      // "씨호크스 감독 마태식은": the role belongs to the name after it.
      if (!match[3] && match[4]) holder ??= match[4].trim();
      else role ??= word;
    }
  }
  const before = new RegExp(`([가-힣A-Za-z]+)\\s+${pattern}(\\s+[가-힣A-Za-z0-9]+)?`, 'g');
  let introducer: string | undefined;
  for (const match of text.matchAll(before)) {
    // "구단 온라인 상점", "구단 역사관": the word after the introducer only qualifies a noun or is the
    // introducer's own thing (a facility, a group of people), so the introducer does not name it.
    const inPhrase = match[2] !== undefined && isBareNoun(match[2].trim());
    const word = match[1]!;
    if (
      (ROLE_BEFORE.has(word) || COMPANY_WORD.test(word)) &&
      !inPhrase &&
      !OWNED_THING.test(name.replace(/\s+/g, ''))
    ) {
      introducer = match[1]!;
      break;
    }
  }
  return { role, introducer, holder };
}

/** The holder recorded for a name the text writes as a team or a place. */
const TEAM = '\u0000team';

function kindOf(tally: Tally, names: Set<string>): EntityKind {
  const intro = [...tally.introducers.keys()];
  const compact = tally.name.replace(/\s+/g, '');
  const place = tally.signals.has('place') || PLACES.has(tally.name) || PLACE.test(compact);
  // A role followed by another name of the story ("씨호크스 감독 마태식") makes this name the team.
  const holdsOthers = [...tally.holders].some(
    (word) => word !== compact.toLowerCase() && (names.has(word) || names.has(word.slice(0, -1))),
  );
  if (TEAM_NAME.test(compact)) return 'organization';
  if (tally.holders.has(TEAM) || NEVER_A_PERSON.test(compact)) return place ? 'place' : 'organization';
  // An event noun or a word that only sits beside a role ("선임 감독", "선수 시절") is not a person.
  if (isEventNoun(compact) || NOT_A_PERSON.test(compact) || PEOPLE_NOUN.test(compact)) return 'other';
  if (holdsOthers) return 'organization';
  // "충전 업체 차지업": a name the articles introduce as a company is one, even where a role follows it
  // ("변시온 차지업 대표": the role is 변시온's, at that company).
  if (intro.some((word) => ORGANIZATION_INTRODUCER.test(word) || COMPANY_WORD.test(word))) return 'organization';
  // "투수 류건호": a word that introduces people before a name that reads as one is a person, whatever venue
  // the articles put beside the name ("누리 돔구장에서 류건호는 …").
  if (intro.some((word) => PERSON_INTRODUCERS.has(word)) && mayBePersonName(compact)) return 'person';
  // A shop in a district is a business: "솔향각 대표" is its owner, not a person named 솔향각.
  if (tally.venue && !place) return 'organization';
  if (tally.roles.size > 0 && !ORGANIZATION.test(tally.name) && !place) return 'person';
  if (intro.some((word) => PERSON_INTRODUCERS.has(word))) return 'person';
  if (intro.some((word) => WORK_INTRODUCERS.has(word))) return 'work';
  if (intro.some((word) => PRODUCT_INTRODUCERS.has(word))) return 'product';
  if (ORGANIZATION.test(tally.name.replace(/\s+/g, '')) && !NOT_AN_AGENCY.test(tally.name.replace(/\s+/g, '')))
    return 'organization';
  if (tally.signals.has('place') || PLACES.has(tally.name) || PLACE.test(tally.name.replace(/\s+/g, '')))
    return 'place';
  if (EVENTISH.test(tally.name)) return 'work';
  if (tally.signals.has('quoted')) return 'work';
  if (tally.signals.has('code')) return 'product';
  return 'other';
}

/** Counting, time and crowd words that headlines repeat without being names. */
const NOT_A_NAME =
  /^(?:하루|이틀|사흘|나흘|닷새|엿새|이레|여드레|열흘|보름|누적|최종|중간|잠정|평균|전년|전월|전주|당일|첫날|마지막|막바지|주말|평일|현장|인파|방문객|관객|관람객|관중|시민|주민|직원|고객|속보|단독|종합|포토|영상|인터뷰|상대|상대팀|통산|개인|기념|은퇴|승리|승차|달성|동안|온라인|오프라인|모바일|야구|축구|농구|배구|홈런|시절|후배|선배|동료)$/;

/**
 * Two names written side by side again and again are one name ("은하강" + "등불축제" → "은하강 등불축제"):
 * merged when most mentions of the second follow the first.
 */
function mergePhrases(tallies: Map<string, Tally>, text: string) {
  const list = [...tallies.entries()];
  for (const [keyA, a] of list) {
    for (const [keyB, b] of list) {
      if (a === b || !tallies.has(keyA) || !tallies.has(keyB) || a.name.includes(' ') || b.name.includes(' ')) continue;
      const pattern = new RegExp(`${escape(a.name)}\\s${escape(b.name)}`, 'g');
      const together = [...text.matchAll(pattern)].length;
      if (together < 2 || together < b.mentions * 0.6) continue;
      const phrase = `${a.name} ${b.name}`;
      tallies.set(phrase.replace(/\s+/g, '').toLowerCase(), {
        name: phrase,
        mentions: together,
        articles: new Set([...a.articles, ...b.articles]),
        signals: new Set([...a.signals, ...b.signals]),
        roles: b.roles,
        introducers: new Map([...a.introducers, ...b.introducers]),
        holders: b.holders,
      });
      tallies.delete(keyB);
      a.mentions -= together;
      if (a.mentions < 2) tallies.delete(keyA);
    }
  }
}

/**
 * "공을" out of "공을 들이는", "이 공을": a word that is a noun with its object particle, which the text also
 * writes with another particle ("공은", "공이"); a name that ends so ("노을") is never written without it.
 */
function objectWord(surface: string, text: string): boolean {
  if (!/^[가-힣]+[을를]$/.test(surface)) return false;
  const stem = escape(surface.slice(0, -1));
  return new RegExp(`(?<![가-힣])${stem}(?:은|는|이|가|의|에|에서|도|으로|로|과|와)(?![가-힣])`).test(text);
}

const best = (counts: Map<string, number>) => [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];

/** Names of the story, most mentioned first; a name only one article mentions once is left out. */
export function storyEntities(articles: StoryArticle[]): StoryEntity[] {
  const tallies = new Map<string, Tally>();
  const sentences = storySentences(articles);
  articles.forEach((article, index) => {
    const body = sentences
      .filter((s) => s.article === index)
      .map((s) => s.text)
      .join('\n');
    for (const entity of extractEntities(body, { title: article.title })) {
      // "만에", "중에": a one-syllable word with its particle, not a name.
      const fragment =
        ([...entity.key].length === 2 &&
          GENERIC_NOUNS.has(entity.key[0]!) &&
          /[에의을를은는이가도로]$/.test(entity.key)) ||
        // "공을 들이는", "공은": a noun with its object or topic particle still on it is a word, not a name;
        // names take particles, they never end in one that the reader would read as one.
        objectWord(entity.surface, body) ||
        ([...entity.key].length === 2 && /[은는]$/.test(entity.key)) ||
        // "후배들", "선수들": a plural of common people is no one's name.
        /[가-힣]들$/.test(entity.surface);
      if (
        fragment ||
        GENERIC_NOUNS.has(entity.key) ||
        NOT_A_NAME.test(entity.key) ||
        isPredicate(entity.surface) ||
        /^\d/.test(entity.key)
      )
        continue;
      let tally = tallies.get(entity.key);
      if (!tally) {
        tally = {
          name: entity.surface,
          mentions: 0,
          articles: new Set(),
          signals: new Set(),
          roles: new Map(),
          introducers: new Map(),
          holders: new Set(),
        };
        tallies.set(entity.key, tally);
      }
      if (entity.surface.includes(' ') && !tally.name.includes(' ')) tally.name = entity.surface;
      tally.mentions += entity.count;
      tally.articles.add(index);
      for (const signal of entity.signals) tally.signals.add(signal);
      if (inDistrict(`${article.title}\n${body}`, entity.surface)) tally.venue = true;
      const { role, introducer, holder } = roleAround(`${article.title}\n${body}`, entity.surface);
      if (role) tally.roles.set(role, (tally.roles.get(role) ?? 0) + 1);
      if (holder) tally.holders.add(holder === TEAM ? TEAM : holder.toLowerCase());
      if (introducer) tally.introducers.set(introducer, (tally.introducers.get(introducer) ?? 0) + 1);
    }
  });
  mergePhrases(tallies, articles.map((a) => `${a.title}\n${a.paragraphs.join('\n')}`).join('\n'));
  const names = new Set([...tallies.values()].map((tally) => tally.name.replace(/\s+/g, '').toLowerCase()));
  return [...tallies.values()]
    .filter((tally) => tally.mentions >= 2 || tally.articles.size >= 2 || tally.signals.size >= 2)
    .map((tally) => {
      const kind = kindOf(tally, names);
      const role = kind === 'person' ? (best(tally.roles) ?? best(tally.introducers)) : undefined;
      return {
        name: tally.name,
        kind,
        ...(role ? { role } : {}),
        mentions: tally.mentions,
        articles: tally.articles.size,
      };
    })
    .sort((a, b) => b.articles - a.articles || b.mentions - a.mentions || a.name.localeCompare(b.name))
    .map(({ articles: _articles, ...entity }) => entity);
}
