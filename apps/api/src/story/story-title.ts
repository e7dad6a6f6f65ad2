import {
  EVENT_NOUNS,
  extractEntities,
  GENERIC_NOUNS,
  isEventNoun,
  isPredicate,
  looksAdnominal,
  nounTerms,
  quoteSpans,
  ROLE_BEFORE,
} from '@geulgam/korean';
import {
  asNounPhrase,
  knownNounIn,
  MILESTONE,
  openingThing,
  sharedFigure,
  usedWithParticle,
  wholeName,
  whatBefore,
} from './title-phrase.ts';
import {
  chars,
  cleanHeadline,
  compact,
  MEASURE_UNIT,
  NEVER_IN_TITLE,
  shorten,
  type Term,
  usableWord,
  withoutQuotedAsides,
  withPrevious,
} from './title-words.ts';
/** A keyword is a short noun phrase; longer only when a single name is longer. */
/** "N시간 만에", "첫 주", "데뷔 첫 끝내기": what follows an event noun that only dates something else. */
const SINCE =
  /^\s*(?:(?:\d[\d,.]*|한|두|세|석|서|네|넉|너|다섯|여섯|일곱|여덟|아홉|열)\s*(?:초|분|시간|일|주|주일|개월|달|해|년|경기)\s*만[에의]|첫\s*(?:주|날|주말|달)\s|첫\s+[가-힣])/;
/** Endings of a company's or a team's name ("누리모터스", "청록제약", "해온 FC"). */
const ORGANIZATION_END =
  /(?:모터스|전자|제약|바이오|에너지|엔터테인먼트|엔터|그룹|건설|화학|금융|은행|증권|카드|보험|항공|테크|랩스?|푸드|마트|모빌리티|자동차|통신|소프트|게임즈|스튜디오|컴퍼니|코리아|산업|물산|중공업|제과|식품|유통|홀딩스|fc|구단)$/i;
/** Changes: event nouns that need what changed beside them ("판매 증가", never "청류각 상승"). */
const CHANGE_NOUN = /^(?:증가|감소|상승|하락|급증|급감|급등|급락)$/;
/** A headline's "is held" ("열려", "열린다"): an event taking place. */
const HELD = /(^|\s)(?:열려|열렸다|열린다|열리며|열리고)(?=$|[\s…,·])/g;
/** Endings of a venue's name: where something happened. */
const VENUE = /(?:구장|야구장|경기장|아레나|돔|공원|광장|극장|홀|공항|역)$/;
/** A city or county by its ending ("가람시", "누리군"); never the generic "도시" words. */
const CITY = /^[가-힣]{2,4}(?<!도)[시군]$/;
/** Light-verb endings that make a noun a deed ("설치한다", "재결합한", "확충했다"). */
const VERB_ENDING =
  /^(?:했다|한다|된다|됐다|되었다|하였다|하겠다|되겠다|한|된|하는|되는|할|될|하고|되고|하며|되며|하기로|했고|됐고|했으며|됐으며|했던|됐던)$/;
/** Signals that only a name gets: quoted, a Latin code, an organisation or place ending, a known place. */
const NAME_EVIDENCE: ReadonlySet<string> = new Set(['quoted', 'code', 'suffix', 'place']);
/** Words said, not done: a headline's "…전망", "…분석" reports on the event rather than naming it. */
const SAID = new Set('분석 전망 설명 강조 예상 언급 지적 주장 평가 기대 우려 당부 호소 밝혀 답변 해명 반박'.split(' '));
/** What a headline's event noun loses when it only dates another event: its headline weight. */
const DATING_PENALTY = 4;
/** Events news names with a noun the shared list lacks ("2대1 트레이드"). */
const TITLE_EVENTS: ReadonlySet<string> = new Set(
  '트레이드 증가 감소 개관 개원 제작발표회 시사회 쇼케이스 융자'.split(' '),
);
/** How an opening is named by what opens: a library 개관, a park 개장, a shop 개업; 개막 is a festival's. */
const OPENINGS = ['개관', '개원', '개장', '개업', '개점', '개통'];
/** "문을 연", "문 열어": the idiom of an opening, written as the opening noun the articles use. */
const OPEN_IDIOM = /문(?:을)?\s*(?:활짝\s*)?(?:연|열었다|열어|열고|열며|연다)(?=[\s…,·.]|$)/g;
export const TITLE_MAX_CHARS = 20;

/** One name written whole or short ("갈매전통시장", "갈매시장"): one holds the other, or its letters in order with the same start and end. */
export function sameName(a: string, b: string): boolean {
  if (a.includes(b) || b.includes(a)) return true;
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  if (short.length < 3 || long.slice(0, 2) !== short.slice(0, 2) || long.at(-1) !== short.at(-1)) return false;
  let at = 0;
  for (const char of long) if (char === short[at]) at += 1;
  return at === short.length;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A quoted label: "'꿈의 배터리'로 불린다", "'조커'라는 별명". */
const LABEL =
  /['‘"“]([^'’"”\n]{1,24})['’"”]\s*(?:(?:이|으)?로\s*불[리린릴려렸]|(?:이)?라(?:고)?\s*불[리린릴려렸]|(?:이)?라는\s*(?:별명|별칭|애칭)|(?:이|으)?로\s*통[하한해])/g;

/** Endings that link a headline's clauses ("주저앉고", "끊겨", "오르며"). */
const CLAUSE_LINK = /[가-힣](?:고|며|겨|져|워|해|돼)$/;
/** A title of several words kept whole in its quotes ("'느린 역의 계절'"). */
const QUOTED_UNIT = /'[^']+'/g;
/** What a work is, as the articles write it right before its title ("새 드라마 '…'", "영화 '…'"). */
export const WORK_KINDS: readonly string[] =
  '드라마 영화 예능 다큐 다큐멘터리 애니메이션 웹툰 웹소설 소설 뮤지컬 연극 오페라 전시 앨범 신곡 게임 시리즈'.split(
    ' ',
  );

/** A keyword's length as a reader counts it: the quote marks around a title are not its words. */
export function titleChars(title: string): number {
  return chars(title.replace(/['‘’]/g, ''));
}

/**
 * The name a headline opens on before a comma ("새길대, …", "AI 칩 스타트업 새벽칩스, …"): the last word
 * before it (a short code takes the word before it too: "해랑 FC"), when `accept` takes it.
 */
function headlineSubject(titles: string[], accept: (name: string) => boolean): string | undefined {
  for (const clause of titles.flatMap((title) => title.split(/…|\.{2,}|\|/))) {
    const [, opening] = /^\s*([^,·'"‘’“”]{2,30}?),\s/.exec(clause) ?? [];
    if (!opening) continue;
    const words = opening.trim().split(/\s+/);
    if (words.length > 4) continue;
    const last = words.at(-1)!;
    const name = /^[A-Za-z]{1,4}$/.test(last) && words.length > 1 ? `${words.at(-2)} ${last}` : last;
    if (/^[가-힣A-Za-z0-9]{2,}(?: [A-Za-z]{1,4})?$/.test(name) && accept(name)) return name;
  }
  return undefined;
}

/** The kind of work the texts call a quoted title, when they do ("드라마 '느린 역의 계절'"). */
function workKind(name: string, texts: string[]): string | undefined {
  const before = new RegExp(`(?:^|\\s)(${WORK_KINDS.join('|')})\\s*['‘"“「『]${escapeRegExp(name)}['’"”」』]`);
  for (const text of texts) {
    const kind = before.exec(text)?.[1];
    if (kind) return kind;
  }
  return undefined;
}

/** Endings of an institution's name ("물결도서관", "새길대학교", "해솔재단"); it owns what a title names after it. */
export const INSTITUTION_END =
  /^[가-힣]{2,}(?:도서관|박물관|미술관|기념관|문화관|연구소|연구원|재단|협회|공사|공단|병원|대학교|대학)$/;

/** An institution by its ending, or a university by its short name ("새길대" where the body writes 새길대학교). */
function institution(key: string, text: string): boolean {
  return INSTITUTION_END.test(key) || (/^[가-힣]{2,3}대$/.test(key) && text.includes(`${key}학`));
}

/** A business credited with figures: "여행가방 관계자", "옷장몰 집계", "여행가방에 따르면". */
function sourceOf(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![가-힣])${escaped}(?:\\s+(?:관계자|집계|조사|측)|에\\s+따르면)`);
}

/** An amount with its unit ("2만 8천 대") as the first headline that gives one in that unit writes it. */
function newestAmount(word: string, headlines: string[], event: string | undefined): string {
  const [, scale, unit] = /^\d[\d,.]*(만|억|조)?(?: \d[\d,.]*천)? (대|명|원|개|곳|건|벌|석)$/.exec(word) ?? [];
  if (!unit || !event) return word;
  const amount = new RegExp(`(\\d[\\d,.]*\\s*(만|억|조)?(?:\\s*\\d[\\d,.]*\\s*천)?)\\s*${unit}(?![가-힣]{2})`);
  // Only a headline about the same event, with an amount of the same scale, reports the same quantity.
  for (const headline of headlines.filter((h) => h.includes(event))) {
    const found = amount.exec(headline);
    if (found && found[2] === scale) return `${found[1]!.replace(/\s+/g, ' ').trim()} ${unit}`;
  }
  return word;
}

/** The term ends a clause of the headline: the text ends or a clause mark follows it. */
function clauseEnd(text: string, term: Term): boolean {
  return /^\s*(?:$|[…,·|:;]|\.{2,})/.test(text.slice(term.index + term.raw.length));
}

interface TitleArticle {
  title: string;
  body: string;
}

interface Candidate {
  key: string;
  surface: string;
  score: number;
  /** First position in the lead headline, for a natural order among equals. */
  position: number;
}

/**
 * A short keyword for a story: its most distinctive names, then what happened ("도담에너지 영업이익 실적",
 * "제주 물빛 둘레길 개통"). Names are the entities most of the story's articles share, a quoted multi-word
 * name whole ("안개 우체국"), weighted by `distinctiveness` (IDF over the grouped articles, when known); the
 * event noun comes from the headlines (a verbal noun such as 선임 from "선임했다" counts), preferring nouns
 * that name an event. Never a quote, a predicate or a lone name; at most `TITLE_MAX_CHARS` characters
 * unless one name alone is longer. The first member is the lead article (its headline sets the order).
 */
export function storyTitle(read: TitleArticle[], distinctiveness: (key: string) => number = () => 1): string {
  if (read.length === 0) return '';
  // A page may repeat its headline as the body's first line: the body is what follows.
  const members = read.map((m) => {
    const body = m.body.trimStart();
    return body.startsWith(m.title) ? { title: m.title, body: body.slice(m.title.length).trimStart() } : m;
  });
  const need = Math.max(1, Math.ceil(members.length / 2));
  // "축제 열흘간 열려": an event is held; the keyword names it as the articles do (개막 where they say so).
  const held = members.some((m) => m.body.includes('개막')) ? '개막' : '개최';
  // Quoted emphasis, voices and nicknames are not names: the headlines are read without them.
  const titles = members.map((m) => withoutQuotedAsides(m.title, m.body));
  // An opening is named as the articles name it ("개관식을 열었다" → 개관), never a festival's 개막 for a library.
  const allBodies = compact(members.map((m) => m.body).join(' '));
  const opening = allBodies.includes('개막')
    ? undefined
    : OPENINGS.map((noun) => ({ noun, count: allBodies.split(noun).length - 1 }))
        .filter((o) => o.count > 0)
        .sort((a, b) => b.count - a.count)[0]?.noun;
  const bodies = members.map((m) => (opening ? m.body.replace(OPEN_IDIOM, `${opening}한`) : m.body));
  const headlines = titles.map((title) => {
    const clean = cleanHeadline(title).replace(HELD, `$1${held}`);
    return opening && !title.includes('개막') ? clean.replace(/개막/g, opening) : clean;
  });
  const lead = headlines[0]!;
  const texts = members.map((m, i) => compact(`${headlines[i]} ${bodies[i]}`));
  const compactHeadlines = headlines.map(compact);
  // One reading of each article (headline + body) serves every lookup below.
  const articleTerms = members.map((m, i) => nounTerms(`${headlines[i]}\n${bodies[i]}`));
  // Words of each headline, with particles judged against the whole article ("냉면값도" → 냉면값).
  const headlineTerms = headlines.map((h, i) =>
    withPrevious(
      articleTerms[i]!.filter((t) => t.index < h.length),
      h,
    ),
  );
  const bodyTermSets = articleTerms.map((terms) => new Set(terms.map((t) => t.key)));
  // Nouns the articles conjugate as verbs ("재결합한", "설치한다"): what someone did, never a name.
  const verbalNouns = new Set(
    articleTerms.flatMap((terms) =>
      terms.filter((t) => t.verbal && VERB_ENDING.test(t.raw.slice(t.surface.length))).map((t) => t.key),
    ),
  );
  const mentionedIn = (key: string) =>
    texts.filter((text, i) => bodyTermSets[i]!.has(key) || text.includes(key)).length;
  const inHeadlines = (key: string) =>
    compactHeadlines.filter((h, i) => h.includes(key) || headlineTerms[i]!.some((t) => t.key === key)).length;
  const leadWords = lead.split(/\s+/).map(compact);
  // Which word of the lead headline a name starts at (a multi-word name spans several).
  const wordIndex = (key: string) => {
    const at = leadWords.findIndex(
      (word, i) => word.includes(key) || (word.length > 1 && leadWords.slice(i).join('').startsWith(key)),
    );
    return at < 0 ? 1000 : at;
  };
  const leadPosition = (key: string) => {
    const at = compact(lead).indexOf(key);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };

  // Names: entities most articles share, strongest when headlines carry them, weighted by distinctiveness.
  const names = new Map<string, Candidate & { strength: number; place: boolean }>();
  const labels = members.map((m) => new Set([...m.body.matchAll(LABEL)].map(([, inner]) => compact(inner!))));
  // Names the articles quote only in their bodies, a few times at most ("이번 주 문을 연 도서관의 '책 계단'"):
  // a feature's object, weaker evidence of the story's name than a headline's quote.
  const quotedInBodyOnly = new Set<string>();
  members.forEach((member, m) => {
    for (const entity of extractEntities(member.body, { title: titles[m]! })) {
      if (
        GENERIC_NOUNS.has(entity.key) ||
        NEVER_IN_TITLE.has(entity.key) ||
        EVENT_NOUNS.has(entity.key) ||
        TITLE_EVENTS.has(entity.key)
      )
        continue;
      if (isPredicate(entity.surface) || /^\d/.test(entity.key) || chars(entity.key) < 2) continue;
      if (MEASURE_UNIT.test(entity.key)) continue;
      // A one-syllable common word with its particle ("팀이", "곳을") is no name ("노을" is one).
      if (/^[가-힣](?:이|가|은|는|을|를|의|도)$/.test(entity.key) && GENERIC_NOUNS.has(entity.key[0]!)) continue;
      // A label the body explains ("'꿈의 배터리'로 불린다") is what something is called, not a name.
      if (!entity.inTitle && labels[m]!.has(entity.key)) entity.signals = entity.signals.filter((s) => s !== 'quoted');
      if (entity.signals.length === 0) continue;
      const headlineQuotes = quoteSpans(titles[m]!).map((q) => compact(titles[m]!.slice(q.start + 1, q.end - 1)));
      if (entity.signals.includes('quoted') && entity.count < 3 && !headlineQuotes.includes(entity.key))
        quotedInBodyOnly.add(entity.key);
      // A deed the articles conjugate ("8년 만에 재결합한 밴드") is what happened, whatever stands before it.
      if (verbalNouns.has(entity.key) && !entity.signals.some((s) => NAME_EVIDENCE.has(s))) continue;
      // Evidence of a proper noun (a role beside it, quotes, Latin letters, a company or place ending);
      // a word that is only frequent is more likely the topic (브레이크, 재킷) than the name.
      const strong =
        entity.signals.filter((signal) => !['repeated', 'title', 'place'].includes(signal)).length +
        (institution(entity.key, allBodies) ? 1 : 0);
      const place = entity.signals.includes('place') || CITY.test(entity.key);
      const score = (entity.inTitle ? 3 : 0) + Math.min(entity.count, 6) * 0.4 + strong * 2.5;
      const known = names.get(entity.key);
      if (known) {
        known.score += score;
        known.strength = Math.max(known.strength, strong);
        known.place ||= place;
        if (entity.surface.includes(' ') && !known.surface.includes(' ')) known.surface = entity.surface;
      } else {
        names.set(entity.key, {
          key: entity.key,
          surface: entity.surface,
          score,
          position: 0,
          strength: strong,
          place,
        });
      }
    }
  });
  const ranked = [...names.values()]
    .map((name) => {
      const mentions = mentionedIn(name.key);
      const headlineShare = inHeadlines(name.key) / members.length;
      return {
        ...name,
        mentions,
        headlineShare,
        // A city is rarely what the story is about: it may join the keyword beside the name, not lead it.
        score:
          name.score *
          distinctiveness(name.key) *
          (mentions / members.length) *
          (0.5 + headlineShare) *
          (name.place && name.strength === 0 ? 0.5 : 1),
        position: leadPosition(name.key),
      };
    })
    .filter((name) => name.mentions >= need && (name.strength > 0 || name.mentions > 1 || members.length === 1))
    .sort((a, b) => b.score - a.score || a.position - b.position || a.key.localeCompare(b.key));

  // A multi-word name ("안개 우체국", "한강 돔 아레나") stands for the words it contains.
  const phrases = ranked.filter((name) => name.surface.includes(' ') && chars(name.surface) <= TITLE_MAX_CHARS);
  const chosen: (Candidate & { headlineShare: number })[] = [];
  const overlaps = (a: string, b: string) => a.includes(b) || b.includes(a);
  for (const name of ranked) {
    if (chosen.length >= 2) break;
    const phrase = phrases.find(
      (p) => p !== name && p.key.includes(name.key) && p.mentions >= Math.min(2, members.length),
    );
    // A frequent word inside a name the headlines write whole ("국화" in "국화향연"): the name is what the
    // story is about, the word only its topic.
    const compound = phrase
      ? undefined
      : ranked.find(
          (p) =>
            p !== name &&
            p.key.length > name.key.length &&
            p.key.includes(name.key) &&
            p.headlineShare >= name.headlineShare &&
            p.mentions >= name.mentions &&
            p.score >= name.score * 0.5,
        );
    const pick = phrase ?? compound ?? name;
    if (chosen.some((c) => overlaps(c.key, pick.key))) continue;
    // A second name only when it is a name (not a frequent topic word), most headlines carry it, and it
    // stands beside the first in the lead headline (the team before the player, the city before the
    // festival) or weighs nearly as much.
    if (chosen.length === 1) {
      const first = chosen[0]!;
      const gap = Math.abs(wordIndex(pick.key) - wordIndex(first.key));
      // A city only right before the name ("부산 씨호크스"): further away it is often the rival's. Another
      // headline may write it so ("은포시 '물결도서관' 문 열어"): then it stands there in the keyword too.
      const cityBefore =
        pick.place &&
        CITY.test(pick.key) &&
        headlines.some((h) =>
          new RegExp(`(?:^|\\s)${escapeRegExp(pick.surface)}\\s+['‘]?${escapeRegExp(first.surface)}`).test(h),
        );
      if (pick.strength === 0 && !(pick.place && wordIndex(pick.key) + 1 === wordIndex(first.key)) && !cityBefore)
        continue;
      if (pick.headlineShare < 0.5 || !(gap <= 3 || pick.score >= first.score * 0.6 || cityBefore)) continue;
      if (cityBefore) {
        chosen.push({ ...pick, position: first.position - 0.5 });
        continue;
      }
      // A venue is where it happened, not a second actor ("해안구장", "아레나").
      if (VENUE.test(pick.key)) continue;
    }
    chosen.push(pick);
  }
  // No recognisable name (a headline alone, no body): the headline word most headlines share that is
  // not an event, as in "누리페이" or "트렌치코트".
  if (chosen.length === 0) {
    const shared = headlineTerms[0]!.find(
      (term) =>
        usableWord(term.surface, term.key) &&
        !term.verbal &&
        !EVENT_NOUNS.has(term.key) &&
        !GENERIC_NOUNS.has(term.key) &&
        inHeadlines(term.key) >= Math.min(2, members.length),
    );
    if (shared) {
      chosen.push({ key: shared.key, surface: shared.surface, score: 1, position: 0, headlineShare: 1 });
    }
  }
  chosen.sort((a, b) => a.position - b.position);

  // The event: an event noun of the headlines, else one the articles keep using, else a headline topic
  // word most headlines share.
  const taken = (key: string) => chosen.some((c) => overlaps(c.key, key));
  const events = new Map<string, Candidate & { lexical: boolean }>();
  const dated = new Set<string>();
  const consider = (term: Term, fromHeadline: boolean, first: boolean, text: string) => {
    let { key, surface } = term;
    // "공개 2시간 만에 차트 정상", "사전 계약 2주 만에": the noun dates another event, rarely the story's own.
    const dating = SINCE.test(text.slice(term.index + term.raw.length));
    // "첫 방송", "첫 공개": the pair is the event.
    if (term.previous === '첫' && EVENT_NOUNS.has(`첫${key}`)) [key, surface] = [`첫${key}`, `첫 ${surface}`];
    const lexical =
      EVENT_NOUNS.has(key) ||
      TITLE_EVENTS.has(key) ||
      /^\d+호점$/.test(key) ||
      // A headline that ends a clause on a noun the articles conjugate says what happened with it
      // ("…충전기 480기 설치", "8년 만에 재결합…").
      (fromHeadline && verbalNouns.has(key) && !SAID.has(key) && clauseEnd(text, term));
    if (!fromHeadline && !lexical) return;
    if (taken(key) || term.predicate || !usableWord(surface, key)) return;
    // A noun first seen dating something else counts as the event where another headline says it plainly.
    if (!dating && fromHeadline && dated.has(key)) {
      events.get(key)!.score += DATING_PENALTY;
      dated.delete(key);
      return;
    }
    if ([...events.keys()].some((other) => overlaps(other, key))) return;
    if (GENERIC_NOUNS.has(key) && !lexical) return;
    const headlineCount = inHeadlines(key);
    const mentions = mentionedIn(key);
    if (mentions < need) return;
    if (!fromHeadline && (!lexical || mentions < Math.min(2, members.length))) return;
    // A headline word that is not an event noun must be a topic most headlines share.
    if (!lexical && members.length > 1 && headlineCount < 2) return;
    if (dating) dated.add(key);
    events.set(key, {
      key,
      surface,
      lexical,
      score:
        (lexical ? 8 : 0) +
        (fromHeadline ? 4 : 0) +
        headlineCount * 2 +
        mentions +
        (term.verbal ? 1 : 0) +
        (first ? 0.5 : 0) -
        (dating ? DATING_PENALTY : 0),
      position: leadPosition(key),
    });
  };
  headlineTerms.forEach((terms, i) => terms.forEach((term) => consider(term, true, i === 0, headlines[i]!)));
  articleTerms.forEach((terms, i) => {
    const text = `${headlines[i]}\n${bodies[i]}`;
    const opening = terms.filter((t) => t.index > headlines[i]!.length && t.index < headlines[i]!.length + 600);
    for (const term of withPrevious(opening, text)) consider(term, false, false, text);
  });
  // The penalty only lets another event noun win: a noun that dates an event still beats a topic word.
  const topicBest = Math.max(0, ...[...events.values()].filter((e) => !e.lexical).map((e) => e.score));
  for (const key of dated) {
    const event = events.get(key)!;
    if (event.lexical && event.score + DATING_PENALTY > topicBest) event.score = Math.max(event.score, topicBest + 0.1);
  }
  const rankedEvents = [...events.values()].sort(
    (a, b) => b.score - a.score || a.position - b.position || a.key.localeCompare(b.key),
  );
  const alone = usedWithParticle(members.map((m, i) => `${headlines[i]} ${bodies[i]}`));
  // Names as the headlines write them whole ("해랑 FC", "은하강 등불축제"), none inside another.
  const headlineTexts = headlines.map((text, i) => ({ text, terms: headlineTerms[i]! }));
  // Only a word with evidence of a name joins ("해랑" beside "FC" aside): "둔치" or "스타트업" never.
  const isName = (key: string) => (names.get(key)?.strength ?? 0) > 0 || names.get(key)?.place === true;
  const whole = chosen.map((name) => {
    const phrase = name.surface.includes(' ')
      ? null
      : wholeName(name.key, headlineTexts, isName, (key) => names.has(key), alone);
    return phrase && chars(phrase) <= TITLE_MAX_CHARS ? { ...name, surface: phrase, key: compact(phrase) } : name;
  });
  const whoAll = whole.filter(
    (name, i) =>
      !whole.some((other, j) => j !== i && other.key.includes(name.key) && (other.key !== name.key || j < i)),
  );
  // A bare short code ("AI", "EV") is no one.
  // A headline's short form of a company ("누리" for 누리모터스) is written out: the keyword names it whole.
  const fullName = (word: string) => {
    const key = compact(word);
    if (!/^[가-힣]{2,}$/.test(word)) return word;
    const longer = [...names.values()].filter(
      (name) =>
        name.key.length > key.length &&
        name.key.startsWith(key) &&
        !name.surface.includes(' ') &&
        ORGANIZATION_END.test(name.key) &&
        name.strength > 0 &&
        mentionedIn(name.key) >= need,
    );
    return longer.length === 1 ? longer[0]!.surface : word;
  };
  const who = whoAll
    .filter((name) => !/^[A-Za-z]{1,3}$/.test(name.surface))
    .map((name) => {
      const surface = name.surface.split(' ').map(fullName).join(' ');
      return surface === name.surface || chars(surface) > TITLE_MAX_CHARS
        ? name
        : { ...name, surface, key: compact(surface) };
    });
  const knownInText = knownNounIn(
    members.map((m, i) => `${headlines[i]} ${bodies[i]}`),
    // Names vouch for their words only with evidence of a name: a word that merely recurs ("꺼진") does not.
    new Set(
      [...names.values()]
        .filter((name) => name.strength > 0 || name.place)
        .flatMap((name) => [name.key, ...name.surface.split(' ').map((w) => w.toLowerCase())]),
    ),
  );
  const knownNoun = (word: string) => TITLE_EVENTS.has(word) || knownInText(word);
  // A verb linking two clauses of a headline ("비닐하우스 주저앉고 첫차 끊겨"): a word the articles never use
  // as a noun, closed by a linking ending, is no word of a keyword.
  const clauseLink = (word: string) => CLAUSE_LINK.test(word) && !knownNoun(word) && !isName(compact(word));
  // A topic word that is only part of what changed ("냉면" of "냉면값도 7% 상승") is not who: the change
  // names it whole.
  // (A name of several words is a topic only when each of its words is one.)
  const isTopic = (surface: string) =>
    surface
      .split(' ')
      .map(compact)
      .every((key) => (names.get(key)?.strength ?? 0) === 0 && names.get(key)?.place !== true);
  for (const change of rankedEvents.filter((event) => CHANGE_NOUN.test(event.key))) {
    const [owner] = whatBefore(change.key, headlineTexts, {
      taken: (key) => (names.get(key)?.strength ?? 0) > 0,
      isKnownNoun: knownNoun,
      max: 1,
      subject: true,
    });
    const part = owner ? who.findIndex((name) => isTopic(name.surface) && compact(owner).includes(name.key)) : -1;
    if (part >= 0 && compact(owner!) !== who[part]!.key && who.length > 1) who.splice(part, 1);
  }
  // A change told of a thing alone ("숙소 예약 증가") has no owner: the business whose figures they are
  // ("여행가방 관계자", "옷장몰 집계") leads the keyword, as a company leads its own news.
  if (
    rankedEvents.slice(0, 2).some((event) => CHANGE_NOUN.test(event.key)) &&
    !who.some((name) => !isTopic(name.surface))
  ) {
    const source = ranked.find(
      (name) =>
        !name.place &&
        !who.some((w) => overlaps(w.key, name.key)) &&
        !verbalNouns.has(name.key) &&
        texts.filter((_, i) => sourceOf(name.surface).test(`${headlines[i]} ${bodies[i]}`)).length >= need,
    );
    if (source) who.unshift(source);
  }
  // A product a headline introduces by its maker ("대한오토 세단 '미르'"): the maker is who, the product the thing.
  if (who.length === 1) {
    const product = who[0]!;
    const escaped = product.surface.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const headline of headlines) {
      const [, maker, kind] =
        new RegExp(`(?:^|\\s)([가-힣A-Za-z0-9]{2,})\\s+(\\S+)\\s+['‘"“]?${escaped}`).exec(headline) ?? [];
      const known = maker ? names.get(compact(maker)) : undefined;
      if (!known || !ROLE_BEFORE.has(kind!) || overlaps(known.key, product.key) || mentionedIn(known.key) < need)
        continue;
      if (chars(`${known.surface} ${product.surface}`) <= TITLE_MAX_CHARS) who.unshift({ ...known, headlineShare: 1 });
      break;
    }
  }
  const takenByWho = (key: string) => who.some((c) => overlaps(c.key, key));
  // One event noun (not a word of the names), and a second when a headline writes the two together as one
  // compound ("투자 유치", "영업이익 실적").
  const whatOptions = {
    // Another name is another actor, not what happened ("오세린 영입" beside "이건우").
    taken: (key: string) => takenByWho(key) || (names.get(key)?.strength ?? 0) > 0,
    isKnownNoun: knownNoun,
    max: 2,
  };
  // A change ("증가", "상승") says nothing without what changed: only with the noun a headline puts before it.
  const freeEvents = rankedEvents.filter(
    (event) =>
      !takenByWho(event.key) &&
      (!CHANGE_NOUN.test(event.key) ||
        whatBefore(event.key, headlineTexts, { ...whatOptions, subject: true }).length > 0),
  );
  const [firstEvent, secondEvent] = freeEvents;
  const eventParts: Candidate[] = firstEvent ? [firstEvent] : [];
  let leading = '';
  if (
    firstEvent?.lexical &&
    secondEvent?.lexical &&
    headlineTexts.some(({ text, terms }) =>
      terms.some((term, i) => {
        let next = terms[i + 1];
        if (!next || !/^\s+$/.test(text.slice(term.index + term.raw.length, next.index))) return false;
        // A rate or a count between the two still writes them as one ("판매 54% 증가", "공연 2회 매진").
        const after = terms[i + 2];
        const between = after ? text.slice(next.index + next.raw.length, after.index) : '';
        if (
          after &&
          ((/^\d[\d,.]*$/.test(next.surface) && /^(?:%p?|배)\s+$/.test(between)) ||
            (/^\d[\d,.]*[가-힣]$/.test(next.surface) && next.raw === next.surface && /^\s+$/.test(between)))
        )
          next = after;
        const pair =
          new Set([term.key, next.key]).size === 2 &&
          [firstEvent.key, secondEvent.key].every((k) => k === term.key || k === next.key);
        if (pair) leading = term.key;
        return pair;
      }),
    )
  ) {
    eventParts.push(secondEvent);
    // In the order the headline writes them ("판매 증가").
    eventParts.sort((a, b) => (b.key === leading ? 1 : 0) - (a.key === leading ? 1 : 0));
  }
  // A milestone ("800만 관객 돌파"): the figure most headlines share, newest first, with what it counts.
  const milestone =
    MILESTONE.has(firstEvent?.key ?? '') || !firstEvent
      ? sharedFigure(headlineTexts, Math.min(members.length, Math.max(2, need)), knownNoun)
      : [];
  // What the event was about, from the words before the event noun in a headline ("800만 관객 돌파").
  const what =
    milestone.length > 0
      ? milestone
      : eventParts.length >= 1
        ? whatBefore(eventParts[0]!.key, headlineTexts, {
            ...whatOptions,
            subject: CHANGE_NOUN.test(eventParts.at(-1)!.key),
          })
        : [];
  const compose = (list: { surface: string }[]) => list.map((c) => c.surface).join(' ');
  const kindTexts = [...titles, ...members.map((m) => m.body)];
  // The titles the headlines quote, several words each ("느린 역의 계절"): one unit, kept in its quotes.
  const quotedTitles = new Set(
    titles.flatMap((title) =>
      quoteSpans(title)
        .map((q) => title.slice(q.start + 1, q.end - 1).trim())
        .filter((inner) => /\s/.test(inner))
        .map(compact),
    ),
  );
  // Quoted when it is a work's title or would not read as one name without its quotes ("봄날의 등대"); a
  // place's or a shop's name reads whole as it is ("물빛 둘레길").
  const asTitleUnit = (surface: string) =>
    quotedTitles.has(compact(surface)) &&
    (workKind(surface, kindTexts) !== undefined ||
      /[가-힣](?:의|가|이|은|는|을|를|에|와|과)(?=\s)/.test(surface) ||
      !asNounPhrase(surface, knownNoun))
      ? `'${surface}'`
      : surface;
  const attempts: { surface: string }[][] = [];
  // A headline on an angle ("버스가 떠난 자리에 책 계단", "1인 가구는 '찔끔'") gives topic words, no name: the
  // lead article's opening names the story's thing and what happened to it.
  // No evidence of a name: topic words, or a word only the body quotes, once or twice.
  const evidence = (key: string) =>
    names.get(key)?.place === true ? 1 : (names.get(key)?.strength ?? 0) - (quotedInBodyOnly.has(key) ? 1 : 0);
  const unnamed = (name: Candidate) =>
    [name.key, ...name.surface.split(' ').map(compact)].every((key) => evidence(key) <= 0) &&
    !ORGANIZATION_END.test(name.key);
  // Who did it, as a headline opens on it before a comma ("새길대, 리튬금속 배터리 … 개발", "AI 칩 스타트업
  // 새벽칩스, …"): a keyword that names only the thing and the event leaves the reader asking whose.
  const subject = headlineSubject(titles, (name) => {
    const key = compact(name);
    const known = names.get(key);
    return (
      ((known !== undefined && (known.strength > 0 || known.place)) ||
        ORGANIZATION_END.test(key) ||
        institution(key, allBodies)) &&
      mentionedIn(key) >= need &&
      !who.some((w) => overlaps(w.key, key)) &&
      // One name with another ("도래건설 블루윙스"): the keyword already names that actor.
      !who.some((w) => bodies.some((b) => b.includes(`${w.surface} ${name}`) || b.includes(`${name} ${w.surface}`)))
    );
  });
  // The opening tells the thing when no headline names who did it.
  if (!subject && who.every(unnamed)) {
    const opening = bodies[0]!
      .split(/\n\s*\n/)
      .slice(0, 2)
      .join(' ');
    // A bare word of running text is a noun unless it looks like a verb form ("전기요금 개편안이").
    const noun = (word: string) => knownNoun(word) || (!looksAdnominal(word) && !isPredicate(word));
    const found = openingThing(
      opening,
      (word) => isEventNoun(word) || TITLE_EVENTS.has(word),
      noun,
      (word) => isName(compact(word)),
      knownNoun,
    );
    if (found) {
      const phrase = [found.place, found.thing, found.event].filter(Boolean).join(' ');
      if (chars(phrase) <= TITLE_MAX_CHARS && asNounPhrase(phrase, knownNoun)) return phrase;
    }
  }
  // The newest report of a quantity is the current one: a count read from an older headline gives way to
  // the amount the lead-most headline gives in the same unit ("2만 8천 대" → "3만 2천 대").
  const whatParts = what.map((surface) => ({ surface: newestAmount(surface, headlines, eventParts[0]?.surface) }));
  // With a milestone figure the event noun is the one a headline puts right after it ("800만 관객 돌파").
  if (milestone.length > 0) {
    const figure = milestone.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');
    const next = freeEvents.find(
      (event) => event.lexical && headlines.some((h) => new RegExp(`${figure}\\s*${event.surface}(?![가-힣])`).test(h)),
    );
    eventParts.length = 0;
    if (next) eventParts.push(next);
  }
  // A work or a brand a headline quotes right before the event ("'느린 역의 계절' 제작발표회") is the thing
  // it happened to: it stands before the event, after the first of the others.
  const quotedThing = eventParts[0]
    ? titles
        .map((title) => {
          const event = escapeRegExp(eventParts[0]!.surface);
          return new RegExp(`['‘「『]([^'’」』]{2,20})['’」』]\\s*${event}`).exec(title)?.[1]?.trim();
        })
        .find((name) => name !== undefined && allBodies.includes(compact(name)))
    : undefined;
  if (subject) {
    const actor = { surface: subject };
    if (quotedThing && !overlaps(compact(subject), compact(quotedThing)))
      attempts.push([actor, { surface: quotedThing }, ...eventParts]);
    attempts.push(
      [actor, ...who, ...whatParts, ...eventParts],
      [actor, ...who, ...eventParts],
      [actor, ...whatParts, ...eventParts],
      [actor, ...eventParts],
    );
  }
  if (quotedThing && !who.some((name) => overlaps(name.key, compact(quotedThing)))) {
    // A title of several words stays one unit in its quotes ("드라마 '느린 역의 계절' 제작발표회"), led by
    // the kind of work the articles call it; a one-word name needs no quotes.
    const unit = { surface: quotedThing };
    const kind = workKind(quotedThing, kindTexts);
    if (kind) attempts.push([{ surface: kind }, unit, ...eventParts]);
    const actor = who.find((name) => !overlaps(name.key, compact(quotedThing)));
    if (actor) attempts.push([actor, unit, ...eventParts]);
    attempts.push([unit, ...eventParts]);
  }
  // A quoted title the articles call a work ("새 드라마 '겨울 정원의 편지'") is what the story is about: its
  // kind says more than the person or company beside it.
  const work = who.find((name) => quotedTitles.has(name.key) && workKind(name.surface, kindTexts));
  if (work && who.length > 1) {
    const kind = { surface: workKind(work.surface, kindTexts)! };
    attempts.push([kind, work, ...whatParts, ...eventParts], [kind, work, ...eventParts]);
  }
  attempts.push([...who, ...whatParts, ...eventParts]);
  if (whatParts.length > 1) attempts.push([...who, ...whatParts.slice(-1), ...eventParts]);
  if (who.length > 1) {
    // Shorter: the strongest name alone.
    const best = [...who].sort((a, b) => b.score - a.score)[0]!;
    attempts.push([best, ...whatParts, ...eventParts]);
    attempts.push([best, ...eventParts]);
  }
  attempts.push([...who, ...eventParts]);
  for (const parts of attempts) {
    // Two to four pieces (a name of several words is one): who and what happened, not a run of topics.
    if (parts.length < 2 || parts.length > 4 || parts.length === who.length) continue;
    // No word twice ("바로군 긴급 융자 바로군"), nor a name beside its short form ("갈매전통시장 갈매시장").
    if (
      parts.some((part, i) =>
        parts.some((other, j) => j > i && sameName(compact(part.surface), compact(other.surface))),
      )
    )
      continue;
    const shown = parts.map((part) => ({ surface: asTitleUnit(part.surface) }));
    // A title that would open the keyword is introduced by its kind ("영화 '파도의 문' 800만 관객 돌파").
    const kind = shown[0]!.surface.startsWith("'") ? workKind(parts[0]!.surface, kindTexts) : undefined;
    for (const pieces of kind ? [[{ surface: kind }, ...shown], shown] : [shown]) {
      const phrase = compose(pieces);
      if (titleChars(phrase) > TITLE_MAX_CHARS) continue;
      if (asNounPhrase(phrase.replace(QUOTED_UNIT, '작품'), knownNoun)) return phrase;
    }
  }
  // No event noun among the headlines: the names with the nouns of the lead headline's first clause.
  const clause = headlineTerms[0]!.filter(
    (term) =>
      term.index < (lead.search(/[,…·:|]/) + 1 || lead.length + 1) &&
      !term.predicate &&
      !term.verbal &&
      usableWord(term.surface, term.key) &&
      !takenByWho(term.key) &&
      !(looksAdnominal(term.surface) && !knownNoun(term.surface)) &&
      !clauseLink(term.surface),
  );
  const words = [...who.map((n) => n.surface), ...clause.map((t) => t.surface)];
  let phrase = '';
  for (const word of words) {
    const next = phrase ? `${phrase} ${word}` : word;
    if (chars(next) > TITLE_MAX_CHARS) break;
    phrase = next;
  }
  if (asNounPhrase(phrase, knownNoun)) return phrase;
  // Never a lone name: the strongest name with any event noun or headline noun that reads as a phrase.
  const head = [...who].sort((a, b) => b.score - a.score)[0];
  if (head) {
    const nouns = [
      ...freeEvents.map((e) => e.surface),
      ...headlineTerms
        .flat()
        .filter((t) => usableWord(t.surface, t.key) && !takenByWho(t.key))
        .map((t) => t.surface),
    ];
    for (const noun of nouns) {
      const candidate = `${head.surface} ${noun}`;
      if (chars(candidate) <= TITLE_MAX_CHARS && asNounPhrase(candidate, knownNoun)) return candidate;
    }
  }
  // The nouns of the lead headline, in order, as long as they read as a phrase.
  const headlineNouns = headlineTerms[0]!
    .filter((t) => !t.predicate && !t.verbal && usableWord(t.surface, t.key))
    .filter((t) => !(looksAdnominal(t.surface) && !knownNoun(t.surface)) && !clauseLink(t.surface))
    .map((t) => t.surface);
  let fallback = '';
  for (const word of headlineNouns) {
    const next = fallback ? `${fallback} ${word}` : word;
    if (chars(next) > TITLE_MAX_CHARS) break;
    fallback = next;
  }
  if (asNounPhrase(fallback, knownNoun)) return fallback;
  if (head) return head.surface;
  return shorten(lead, TITLE_MAX_CHARS);
}
