import type { Category } from '@geulgam/contracts';
import type { FactFigure, FactQuote, FactSheet, TimelineEntry } from '../../../story/model.ts';
import { isInstruction } from '../../../story/untrusted.ts';
import type { Random } from '../random.ts';
import { cleanClause } from './clause.ts';
import { standaloneOwner } from './owner.ts';
import { lostWords, pointsBack } from './restate.ts';
import { extractFigures, isAdnominal, particle, withoutQuotes } from '@geulgam/korean';

/*
 * Content selection and the document plan (DESIGN §5, the story writer's first two steps): what this
 * kind of story needs, in the order a reader needs it. The lead event opens the post (the intro states
 * it); then what happened in detail, the figures with what they count, the voices, the background,
 * the practical details for places and events, and what comes next. Every message carries facts from
 * the fact sheet only; a priority says what a shorter post leaves out first.
 */

export type SectionRole = 'event' | 'practical' | 'figures' | 'voices' | 'background' | 'next';

export type Message =
  | { kind: 'figures'; figures: FactFigure[] }
  | { kind: 'earlier'; figure: FactFigure; current?: FactFigure }
  | { kind: 'quote'; quote: FactQuote }
  /** What a speaker beyond the post's three quotes said, told as indirect speech in the writer's words (speech.ts). */
  | { kind: 'speech'; quote: FactQuote }
  | { kind: 'facts'; clauses: string[] }
  | { kind: 'practical' }
  | { kind: 'timeline'; entries: TimelineEntry[] };

export interface PlannedMessage {
  message: Message;
  /** Lower is told first when the post is short. */
  priority: number;
  /**
   * How much a reader needs the message apart from the figures and dates it tells (those weigh by
   * `factWeights`): its facts from an article's lead paragraph or about the lead actor, the practical
   * details of a place to visit. A standard post keeps the heavier messages per character.
   */
  weight: number;
}

export interface PlannedSection {
  role: SectionRole;
  messages: PlannedMessage[];
}

/** How much sooner a pair of facts that tells a figure is told than one that tells none. */
const FIGURED = 0.6;

/** Categories whose stories are about a place or an event a reader may visit. */
const VISITABLE: ReadonlySet<Category> = new Set(['맛집', '여행']);

const NEXT_WORDS = /(?:예정|계획|방침|내년|다음 달|다음 주|향후|앞으로|오는 \d|추진|검토|전망|목표)/;
// Whole words only: "시민구단" is a club, not the citizens' voice.
const VOICE_WORDS =
  /(?:^|\s)(?:반응|팬들?|관객|소비자|시민|누리꾼|업계|전문가|평가|호평|기대|우려|관심|화제)(?:들|은|는|이|가|을|를|의|도|과|와|에|에서|으로|로|까지|이다|였다|였고)?(?=[\s,.]|$)/;
const BACKGROUND_WORDS = /(?:지난해|작년|그동안|과거|이전|처음|설립|창업|출신|배경|이유|때문|이후|앞서|당시|\d{4}년)/;

/** A clause worth a sentence: long enough to say something, short enough to be one fact, never an order. */
function usableClause(text: string): boolean {
  const clause = cleanClause(text);
  // A particle standing alone ("팬덤 는") is what is left of a quoted name: the clause lost a word.
  if (lostWords(clause)) return false;
  // "이 중", "같은 기간", "이들": a part of something the sentence before it named.
  if (pointsBack(clause)) return false;
  return clause.length >= 8 && clause.length <= 140 && !isInstruction(text);
}

/*
 * A fact told out of its paragraph (issue 26): a sentence that leaned on the one before it in its article
 * still needs that sentence's referent, and a sentence that only announced the paragraph after it says
 * nothing once the paragraph is not told with it.
 */

type SheetFact = FactSheet['facts'][number];

/** The sentences before a fact in its own article, nearest first (as far as the sheet holds them). */
function sentencesBefore(fact: SheetFact | undefined, sheet: FactSheet, reach = 3): string[] {
  if (fact?.article === undefined || fact.position === undefined) return [];
  const out: string[] = [];
  for (let back = 1; back <= reach; back += 1) {
    const found = sheet.facts.find((f) => f.article === fact.article && f.position === fact.position! - back);
    if (found) out.push(found.evidence);
  }
  return out;
}

/** A year pointer ("그해", "이듬해", "당시") and the words that stand for its referent before it in the clause. */
const YEAR_POINTER = /(^|\s)(그해|이듬해|당시)(?=\s)/;
const YEAR = /(?<![\d.,])(\d{4})년(?:\s(\d{1,2})월)?/g;

/**
 * The clause with a time pointer said as the time it points to, the year (and month) the sentence before it
 * in the source named: "그해 봄" → "2019년 봄", "이듬해" → "2020년", "당시 코치였던" → "2009년 코치였던".
 * A pointer whose referent the clause itself gives before it ("2022년 … 이듬해 착공") stays; one the source
 * gives nowhere leaves the clause `undefined` (not told). "해체 당시" is no pointer: a noun says when.
 */
export function resolveTimePointer(clause: string, before: readonly string[]): string | undefined {
  const found = YEAR_POINTER.exec(clause);
  if (!found) return clause;
  const at = found.index + found[1]!.length;
  const word = found[2]!;
  // "해체 당시": the noun before 당시 is its referent.
  if (word === '당시' && at > 0 && !/[,.]\s*$/.test(clause.slice(0, at))) {
    const previous = clause.slice(0, at).trim().split(/\s+/).at(-1)!;
    if (/[가-힣]$/.test(previous) && !/(?:고|며|지만|는데|으나)$/.test(previous)) return clause;
  }
  if ([...clause.slice(0, at).matchAll(YEAR)].length > 0) return clause;
  for (const sentence of before) {
    const years = [...sentence.matchAll(YEAR)];
    if (years.length === 0) continue;
    // Two different years before it: which one the pointer means is not sure.
    if (new Set(years.map((y) => y[1])).size > 1) return undefined;
    const year = Number(years[0]![1]);
    const month = years[0]![2];
    const said =
      word === '이듬해' ? `${year + 1}년` : word === '그해' ? `${year}년` : `${year}년${month ? ` ${month}월` : ''}`;
    return `${clause.slice(0, at)}${said}${clause.slice(at + word.length)}`;
  }
  return undefined;
}

/**
 * "그는 비시즌마다 …" said with the person its own article meant: the one person named in the nearest sentence
 * before it that names any of the story's people ("류건호는 몸 관리에 …"). The clause as it is when no sentence
 * before names one, or the nearest names several (the referrer then decides, refer.ts).
 */
export function resolvePersonPointer(clause: string, before: readonly string[], people: readonly string[]): string {
  const pronoun = /^(?:그|그녀)(는|가|의|를|에게) /.exec(clause);
  if (!pronoun) return clause;
  for (const sentence of before) {
    const named = people.filter((name) => sentence.includes(name));
    if (named.length === 0) continue;
    if (named.length > 1) return clause;
    const name = named[0]!;
    const marker = { 는: '은/는', 가: '이/가', 의: '의', 를: '을/를', 에게: '에게' }[pronoun[1] as '는'];
    const attached = marker.includes('/') ? particle(name, marker) : marker;
    return `${name}${attached} ${clause.slice(pronoun[0].length)}`;
  }
  return clause;
}

/**
 * A pointer inside a clause to what the sentence before it said ("평가도 여기서 나온다", "이 경기 전까지"):
 * "이 경기" said as the thing that sentence described ("200승이 나온 경기"), or `undefined` when it cannot be.
 * A pointer opening the clause is the referrer's (refer.ts); one after a clause of its own sentence ("…달았고,
 * 이름도 여기서 따왔다") points inside it.
 */
export function resolvePlacePointer(
  clause: string,
  before: readonly string[],
  around: readonly string[] = [],
  others: readonly string[] = [],
): string | undefined {
  const words = clause.split(/\s+/);
  // "이 식당은 …" right after a sentence that named another shop (`others`: the story's names other than its
  // actor) is that shop's: the referrer would give it to the actor, so it is not told.
  if (/^(?:이|그)$/.test(words[0] ?? '') && before[0] && others.some((name) => before[0]!.includes(name))) {
    return undefined;
  }
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i]!;
    // The clause's own earlier clause is what it points to.
    if (words.slice(0, i).some((w) => /(?:고|며|는데|지만|으나|면서),?$/.test(w) || w.endsWith(','))) return clause;
    if (/^(?:여기서|여기에|이곳에서|거기서)$/.test(word)) return undefined;
    if (/^(?:이곳|그곳|거기)(?:은|는|이|가|을|를|의|에|에는|만|만이|도|처럼)?$/.test(word)) return undefined;
    if (word === '이' && i + 1 < words.length) {
      const next = /^([가-힣]{1,4}?)(은|는|이|가|을|를|의|에|에서|에만|에도|만|도|로|으로|과|와|전|뒤|후)?$/.exec(
        words[i + 1]!,
      );
      if (!next) continue;
      const noun = next[1]!;
      // The nearest sentence before it that describes the noun; else the one sentence of its report that describes the noun (the sheet keeps a
      // figure's or the lead's sentence apart from the facts).
      const elsewhere = [...new Set(around.map((text) => describedIn(noun, text)).filter((d) => d !== undefined))];
      const named =
        before.map((text) => describedIn(noun, text)).find((d) => d !== undefined) ??
        (elsewhere.length === 1 ? elsewhere[0] : undefined);
      if (!named) return undefined;
      return [...words.slice(0, i), `${named}${words[i + 1]!.slice(noun.length)}`, ...words.slice(i + 2)].join(' ');
    }
  }
  return clause;
}

/** The noun as the sentence describes it ("200승이 나온 경기는" → "200승이 나온 경기", "소화 설비를" → "소화 설비"), when it does. */
function describedIn(noun: string, sentence: string): string | undefined {
  const words = sentence.replace(/[.!?]$/, '').split(/\s+/);
  const at = words.findIndex((w) => new RegExp(`^${escape(noun)}(?:은|는|이|가|을|를|의|에|에서|도)?$`).test(w));
  if (at < 1) return undefined;
  // Bare nouns before it make one compound with it ("배터리 공정 교육 과정").
  let start = at;
  while (start > 0 && at - start < 3 && bareNoun(words[start - 1]!)) start -= 1;
  if (start === at) {
    if (!adnominalWord(words[at - 1]!)) return undefined;
    start = at - 1;
    // The adnominal's own subject or object, with its bare noun ("ESS 배터리를 공급하는 계약").
    if (start >= 1 && /(?:이|가|을|를|에서|에)$/.test(words[start - 1]!)) start -= 1;
    if (start >= 1 && bareNoun(words[start - 1]!)) start -= 1;
    // A determiner before it ("첫 골이", "새 공장을") is part of what it names.
    if (start >= 1 && /^(?:첫|새|옛|온|각|두|세|네|한|전|현)$/.test(words[start - 1]!)) start -= 1;
  }
  return [...words.slice(start, at), noun].join(' ');
}

/** A verb's adnominal form ("나온", "공급하는", "차단하던"). */
const adnominalWord = (word: string) => isAdnominal(word) || /^[가-힣]+(?:는|던|된|한|난|온|진|린|운|른)$/.test(word);

/** A noun with no particle that may stand before another ("소화", "ESS", "교육"). */
const bareNoun = (word: string) =>
  /^(?:[A-Za-z]{2,}|[가-힣]{2,4})$/.test(word) &&
  !adnominalWord(word) &&
  !/(?:[고며서게지니야다면로에와과를을의도은는이가]|하고|해서)$/.test(word);

/**
 * A lead-in: a short sentence with no figure, date or quote that opens a topic its article then tells
 * ("공장 건설은 두 단계로 진행된다", "우려의 목소리도 나온다") — at most five words and 22 characters.
 */
export function isLeadIn(clause: string): boolean {
  const text = clause.trim().replace(/[.!?]+$/, '');
  if (text === '' || /[\d'"‘’“”「」]/.test(text) || WHEN_WORDS.test(text)) return false;
  const words = text.split(/\s+/);
  if (words.length > 5 || [...text.replace(/\s/g, '')].length > 22) return false;
  // What makes it general: "this too" of what follows (additive 도), or a judgement the next sentence bears out.
  return words.slice(0, -1).some((w) => /[가-힣](?:도|에도|에서도|으로도|로도)$/.test(w)) || JUDGEMENT.test(text);
}

/** A day or an hour makes a short sentence a practical fact ("매주 월요일 휴관한다"), never a lead-in. */
const WHEN_WORDS = /(?:요일|매주|매일|오전|오후|새벽|주말|평일|개월|시간)/;
/** Predicates that judge rather than tell ("쉽지 않았다", "반응이 엇갈린다", "표정이 밝다"). */
const JUDGEMENT =
  /(?:(?:쉽|어렵|나쁘|좋|순탄하|화려하|넉넉하|단순하|적|만만하|녹록하|간단하)지 않(?:다|았다)|엇갈린다|엇갈렸다|뚜렷하다|뚜렷했다|험난했다|밝다|낫다)$/;

/** A sentence that tells something: not a question, a heading or a list mark of an explainer. */
function isDetail(sentence: string): boolean {
  const text = sentence.trim();
  return usableClause(text) && !/^(?:Q|A|-|【|<|\[)/.test(text) && !/(?:\?|[는면]\.?)$/.test(text);
}

/**
 * A comparative with nothing compared ("중소 제조업체의 부담은 더 크다"): "더" before a quality, with no "보다",
 * no figure and no "than" in the clause — what it is more than was the sentence before it in the source.
 */
export function comparesWithNothing(clause: string): boolean {
  if (
    !/(?:^|\s)더\s+(?:크|커|많|높|낮|작|적|심하|심해|어렵|무겁|늘|깊|강하|강해|뜨거|좋|나쁘|빠르|느리|비싸|싸)/.test(
      clause,
    )
  )
    return false;
  // "더 뜨거워졌다", "더 커지고 있다": a change is more than it was before, which the clause itself says.
  if (/(?:^|\s)더\s+\S*(?:지[고는며다]|졌|져)/.test(clause)) return false;
  return !/보다(?:\s|도|는)/.test(clause) && extractFigures(clause).length === 0;
}

/**
 * A signpost (issue 26): a short sentence with no figure, no date, no name and no quote that only announces the
 * paragraph after it in the source ("상품 구성도 달라지고 있다", "계산해 보면 차이가 뚜렷하다"), or an answer whose
 * question the post does not tell ("답은 …"). Read from its
 * build: at most four words whose arguments are only a subject or topic (no object, no place, no partner) —
 * or an additive "도" saying "this too" of what the paragraph then tells — and one predicate.
 */
export function isSignpost(clause: string, names: readonly string[]): boolean {
  // An answer to a question the post never asked ("답은 …에 따라 갈린다").
  if (/^(?:답|정답|해답)은\s/.test(clause.trim())) return true;
  // "검진 당일 순서는 이렇다": what it announces is the list after it in the source.
  if (/(?:이렇다|이랬다|다음과 같다|아래와 같다)[.!]?$/.test(clause.trim()) && !/\d/.test(clause)) return true;
  const text = clause
    .trim()
    .replace(/[.!?]+$/, '')
    // "달라지고 있다" is one predicate; "계산해 보면" only leads into what follows.
    .replace(/(\S+(?:고|어|아|해|여)) (있다|있었다|보인다)$/, '$1$2')
    .replace(/\S+(?:해|어|아|여) 보(?:면|니)\s/, '보면 ')
    // "알아 둘", "챙겨야 할": a verb with its auxiliary is one word.
    .replace(/(\S+(?:아|어|여|해|야)) (둘|둔|볼|본|할|줄|놓을)(?=\s)/g, '$1$2');
  if (/[\d'"‘’“”「」]/.test(text)) return false;
  const plain = (w: string) =>
    /(?:은|는|이|가|도)$/.test(w) ||
    isAdnominal(w) ||
    // A short noun's genitive ("우려의 목소리도").
    /^[가-힣]{1,4}의$/.test(w) ||
    /^(?:보면|크게|더|좀|꽤|아직|벌써|다시|또|모두)$/.test(w) ||
    /(?:어야|아야|해야)$/.test(w) ||
    // A bare noun before its head noun ("상품 구성도").
    (/^[가-힣]{1,4}$/.test(w) && !/[고며서게지니야다면로에와과를을의터]$/.test(w));
  // A lead-in ("…을 분야별로 보면 변화가 뚜렷하다") announces what follows, whoever's figures it names: what it
  // says after the lead-in is a bare judgement of at most three words.
  const leadIn = /\s보면\s(.+)$/.exec(text);
  if (leadIn) {
    const after = leadIn[1]!.split(/\s+/);
    if (after.length <= 3 && after.slice(0, -1).every(plain)) return true;
  }
  const words = text.split(/\s+/);
  if (words.length > 4 || [...text.replace(/\s/g, '')].length > 20) return false;
  if (names.some((n) => n.length >= 2 && text.includes(n))) return false;
  const args = words.slice(0, -1);
  if (!args.every(plain)) return false;
  // What makes it an announcement: "this too" of what its paragraph then tells (additive 도), a lead-in
  // ("…해 보면"), or an answer to a question the post never asked ("답은").
  const additive = args.some((w) => /[가-힣](?:도|에서도|에도)$/.test(w));
  return additive || args.includes('보면') || /^(?:답|정답|해답|관건|문제|핵심|이유)은\s/.test(text);
}

function roleOfClause(clause: string): SectionRole {
  if (NEXT_WORDS.test(clause)) return 'next';
  if (VOICE_WORDS.test(clause)) return 'voices';
  if (BACKGROUND_WORDS.test(clause)) return 'background';
  return 'event';
}

/** Quotes a post may carry: short enough to be the speaker's words that matter, named, never an order. */
export function usableQuotes(quotes: FactQuote[]): FactQuote[] {
  const seen = new Set<string>();
  return quotes.filter((q) => {
    const words = q.words.trim();
    if (words.length < 6 || words.length > 70 || !q.speaker.trim() || isInstruction(words)) return false;
    if (seen.has(q.speaker)) return false;
    seen.add(q.speaker);
    return true;
  });
}

/** Words that place a figure (가운데, 처음, 나머지) without saying what it counts. */
const NOT_COUNTS =
  /^(?:가운데|처음|나머지|기간|이날|당시|지난해|올해|최근|전체|규모|앞으로|이후|이전|이들|그중|평균|합계|모두|각각)$/;

/** Whether `counts` is a noun phrase that says what the figure counts ("누적 방문객", "분기 영업이익"). */
export function saysWhatItCounts(counts: string): boolean {
  const text = counts.trim();
  if (text.length < 2 || NOT_COUNTS.test(text)) return false;
  const last = text.split(/\s+/).pop() ?? '';
  // A verb form or a particle left on the phrase ("줄어든은", "제치고는", "남은은", "판에는").
  return (
    !/(?:은|는|을|를|이|가|에|에는|에서|고|며|든|던|된|한|운)$/.test(last) ||
    (last.length >= 3 && /(?:위원|회원|주민|시민|인원|직원|정원|관객|팬)$/.test(last))
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words that size a figure without saying what it counts ("모두 12부작", "총 3천 명"). */
const SIZING = /^(?:모두|총|약|무려|전체|합계|최대|최소|대략|모두의)$/;

/** Words that stand before a figure without being what it counts. */
const NOT_A_LABEL =
  /^(?:시즌|경기|대회|이번|장중|전날|이날|당일|최근|약|총|모두|무려|전체|최대|최소|평균|하루|연간|올해|지난해|각각|누적)$/;

/** Words for people and works: a figure after them is about them, not a count they name. */
const PERSONISH =
  /(?:배우|선수|감독|사람|대표|가수|작가|투수|타자|씨|팬|관계자|연구원|드라마|영화|작품|브랜드|회사|구단|팀|기록|모델)$/;

/** Units that place something in an order or a series (1부 리그, 2위, 3회차, 4강): never a quantity to list. */
const ORDINAL_UNIT = /^(?:부|위|호|차|회차|번째|강|등|기|라운드|번|호점|대째|세대|쿼터|라운드|조)$/;
/** What a count of people is a count of: the label's head names people. */
const PEOPLE_HEAD =
  /(?:인원|인력|객|중|손님|고객|직원|요원|선수|회원|주민|시민|학생|생|팬|인구|자|단|단원|위원|대표|승객|청중|가구|명단|근로자|교사|의사|간호사|기자|관계자|경찰|군인|어린이|아이|청년|노인|여성|남성|원|팔로워|유저|멤버)$/;
/** What an amount of money is: a price, a fee, a sum, a result in money. */
const MONEY_HEAD =
  /(?:가격|값|요금|료|비|금|액|매출|이익|손실|수익|수입|예산|투자|상금|연봉|임금|급여|자본|부채|세|규모|잔고|몸값|주가|비용|대금|배당|지원|보상|가치|시가총액|판매가|출고가|정가|단가|급|계약|거래|수주|유치|펀드|자산|재산|적자|흑자|손해|피해|배상|보험|대출|채권)$/;
/** Units of money. */
const MONEY_UNIT = /(?:원|달러|유로|엔|위안|파운드)$/;
/** Labels that say only a kind of measure, not whose or of what ("시간", "비중"): they need a word before them. */
const BARE_MEASURE =
  /^(?:시간|기간|거리|길이|넓이|높이|규모|수|수치|숫자|금액|액수|비중|비율|지분|합계|총액|목표|전망|기록|속도)$/;

/** A label naming a thing sold ("티셔츠", "세트"), told as its price: never a verb, a time or a place word. */
const priced = (words: readonly string[]) =>
  words.length <= 2 &&
  !/(?:기간|시간|이후|이전|당시|동안|사이|곳|쪽|앞|뒤|안|밖|위|아래)$/.test(words[words.length - 1]!);

/**
 * Whether the label's head is what a figure of this unit counts: 명 counts people, 원 is a price or an
 * amount, an ordinal (1부, 2위, 3회차) is no quantity at all, and a bare measure word ("시간 113분",
 * "비중 41%") says nothing until a word before it says of what.
 */
export function fitsUnit(words: readonly string[], unit: string): boolean {
  if (ORDINAL_UNIT.test(unit)) return false;
  // What a target or a forecast counts is the word before it ("방문객 목표" counts 방문객).
  const core =
    words.length > 1 && /^(?:목표|전망|예상|계획)$/.test(words[words.length - 1]!) ? words.slice(0, -1) : words;
  const head = core[core.length - 1] ?? '';
  if (core.length === 1 && BARE_MEASURE.test(head)) return false;
  if (/^(?:초속|시속|분속|최고|최저|평균|최대|최소)$/.test(head)) return false;
  // "품목별 2개", "1인당 3만 원": a rate per something names no quantity of its own.
  if (/(?:별|당|마다)$/.test(head)) return false;
  if (unit === '명') return PEOPLE_HEAD.test(head);
  if (MONEY_UNIT.test(unit)) return MONEY_HEAD.test(head) || priced(words);
  return true;
}

/**
 * Whether the figure can be told as "what it counts is N": its label is a clean noun phrase, and the
 * source sentence says it that way — the label as the subject or topic right before the figure
 * ("매출은 3조 1천억 원으로"), so the label is what the figure counts and not a word that happens
 * to stand before it ("장중 10% 넘게").
 */
export function tellableFigure(figure: FactFigure, names: readonly string[] = []): boolean {
  if (!labelled(figure, names)) return false;
  const words = figure.counts.trim().split(/\s+/);
  if (!fitsUnit(words, figure.unit)) return false;
  // One of something (one guide, one stand) is a detail of its own sentence, not a number to list.
  return !(figure.value === 1 && !/[.%]/.test(figure.text) && !/(?:만|억|조|천)/.test(figure.text));
}

/** Whether the figure carries a clean label its sentence says it by (the checks before the unit's). */
function labelled(figure: FactFigure, names: readonly string[]): boolean {
  // A count the reader does not need (a shop's staff, its doors, a clock time) is never a figure to tell.
  if (figure.trivial) return false;
  if (names.some((name) => figure.counts.trim() === name || figure.counts.trim().endsWith(` ${name}`))) return false;
  if (!saysWhatItCounts(figure.counts)) return false;
  const words = figure.counts.trim().split(/\s+/);
  if (/^(?:이어|또|한편|특히|다만|반면|이 중|이중|그중|같은)$/.test(words[0]!)) return false;
  // Every word before the head is a bare noun: "경기와 관계없" is a clause, not a label.
  if (words.slice(0, -1).some((w) => /(?:와|과|을|를|에서|에|으로|로|는|은|이|가|고|며)$/.test(w))) return false;
  if (/(?:없|있|하|되|않)$/.test(words[words.length - 1]!)) return false;
  // Only nouns: no verb form ("오른", "채우면"), no particle left on a word ("서울에서만", "매출도").
  if (words.some((w) => /(?:는|던|른|운|된|난|린|진|할|될|쓴|온|준|면|만|도|서|고|며|게|지)$/.test(w))) return false;
  if (words.length > 4 || words.some((w) => !/^[가-힣A-Za-z0-9·]+$/.test(w))) return false;
  const head = words[words.length - 1]!;
  // A verb's -아/-어 form ("2020년 돌아와 11승") or a time ("지난달 199승") or a qualifier alone ("통산 2,870이닝")
  // says when or how, not what is counted.
  if (/(?:와|워|춰|봐|돼|져|쳐|겨)$/.test(head) && head.length >= 2) return false;
  if (
    words.length === 1 &&
    /^(?:지난달|이번달|지난해|작년|올해|내년|당시|현재|지금|오늘|어제|통산|누적|총|전체|합계)$/.test(head)
  )
    return false;
  // A person or a work as the label ("배우는 3년 만에", "솔트앤선은 20대") says who, not what is counted;
  // a unit word as a label ("원짜리 재킷") is half of another figure.
  if (PERSONISH.test(head) || /^(?:원|명|개|대|곳|회|년)/.test(words[0]!)) return false;
  if (
    /^(?:년|회|초|세|차|번|대|위)$/.test(figure.unit) &&
    !/(?:기간|시간|기록|연속|경력|횟수|연령|나이|순위)$/.test(head)
  ) {
    return false;
  }
  if (NOT_A_LABEL.test(head)) return false;
  // A percentage is a rate or a share: "방문객 40%" is a change in visitors, not how many came.
  if (figure.unit === '%' && !/(?:률|율|비중|비율|지분|확률|금리|세율|할인|점유율)$/.test(head)) return false;
  const said = new RegExp(`${escape(head)}(?:은|는|이|가|도)\\s+(?:\\S+\\s+)?${escape(figure.text)}`);
  if (said.test(figure.evidence)) return true;
  // "180억 원의 제작비가 들어갔다": the label right after the figure, as its verb's subject or object.
  if (labelAfter(figure)) return true;
  // "영업이익 4,120억 원을 냈다": the label right before the figure, the figure with a case particle after
  // it — unlike "장중 10% 넘게", where the word before is a time and the figure modifies a verb.
  const direct = new RegExp(`${escape(head)}\\s+${escape(figure.text)}(?:을|를|으로|로|이|가|에|의)(?:\\s|$)`);
  return direct.test(figure.evidence);
}

/** What follows a figure its sentence states as a result: a copula, a list comma, a verb of reaching or recording. */
const STATED =
  /^(?:(?:이다|다|이며|며|이고|고|으로|로)(?=[\s.,]|$)|이었|였|,|\.|가량|정도|안팎|수준|에 (?:이르|이른|달하|달한|달했|그쳤|머물)|(?:을|를|이|가) (?:넘|돌파|기록|내|냈|낸|받|올|거두|거뒀|모으|모았|모은|벌|차지|달성|웃돌|밑돌))/;

/**
 * Whether the figure's own sentence states it (“좌석은 42석이다”, “매출 9,400억 원을 기록했다”)
 * rather than using it inside another action (“분리수거함 30개를 더 놓고”, “안내 요원 4명이 배치된다”):
 * such a count means something only with its verb, so it is told in its fact sentence.
 */
export function predicated(figure: FactFigure): boolean {
  const at = figure.evidence.indexOf(figure.text);
  if (at < 0) return false;
  const after = figure.evidence.slice(at + figure.text.length).trimStart();
  // Or the figure is the argument of the clause's own verb, said right after it ("100만 명을
  //동원했다", "3만 명이 찾았고"), not of a verb further on ("30개를 더 놓고", "6명이 새로 배치된다").
  return (
    STATED.test(after) ||
    /^(?:을|를|이|가) [가-힣]+(?:다|고|며|으나|지만)(?=[\s.,]|$)/.test(after) ||
    labelAfter(figure)
  );
}

/**
 * Whether the figure's label follows it as what its sentence's verb says of ("모두 180억 원의 제작비가
 * 들어갔다", "3천 개의 좌석을 새로 깔았다" is not: its verb is the doing of something else).
 */
function labelAfter(figure: FactFigure): boolean {
  const counts = figure.counts.trim();
  if (!counts || counts.includes(' ')) return false;
  const after = new RegExp(
    `${escape(figure.text)}의 ${escape(counts)}(?:이|가) [가-힣]+(?:다|고|며|으나|지만)(?=[\\s.,]|$)`,
  );
  return after.test(figure.evidence);
}

/**
 * Whether a figure may be told in a sentence of its own ("해온 FC의 상금은 5억 원이다"): its label is
 * clean and fits its unit, the sheet holds no other figure under the same label that a reader could not
 * tell apart from it ("승률 35%" and "승률 61%" — home and away — lose what tells them apart), and its
 * sentence says whose it is (or names nobody, when it is the lead's company, club or event). Any other
 * figure is told inside its own restated fact sentence, or not at all.
 */
export function standsAlone(original: FactFigure, sheet: FactSheet): boolean {
  const figure = widened(withoutAsides(original));
  const names = sheet.entities.map((e) => e.name);
  if (!tellableFigure(figure, names)) return false;
  const label = figure.counts.trim();
  // The lead paragraph's figure is the label's main value ("세트스코어 3-2" of the match against a
  // "세트스코어 1-2" the fourth set started from, told further down in its article): a twin told later
  // does not hide it.
  const rank = leadRank(original, sheet);
  const twin = sheet.figures.some(
    (other) =>
      other !== original &&
      !(rank < LEAD_PARAGRAPH && rank < leadRank(other, sheet)) &&
      other.unit === figure.unit &&
      other.value !== figure.value &&
      other.counts.trim() === label &&
      (other.current || other.evidence === original.evidence),
  );
  if (twin) return false;
  if (!predicated(figure)) return false;
  return standaloneOwner(figure, sheet) !== undefined;
}

/** Where the figure's sentence stands in its article (the lead event's sentence first of all). */
function leadRank(figure: FactFigure, sheet: FactSheet): number {
  if (figure.evidence === sheet.lead.evidence) return -1;
  return sheet.facts.find((f) => f.evidence === figure.evidence)?.position ?? Number.POSITIVE_INFINITY;
}

/**
 * The figure with its sentence's asides in brackets taken out, when the figure is not inside one: a
 * breakdown ("세트스코어 3-2(25-21 22-25 …)로 이겼다", "승점 31(10승 5패)이 되며") or a rival's figure
 * ("선두 가온생명(승점 34)") stands between the figure and what its sentence says of it, so the sentence
 * reads as "세트스코어 3-2로 이겼다" — the figure the result of its own verb.
 */
export function withoutAsides(figure: FactFigure): FactFigure {
  const plain = figure.evidence
    .replace(/\s*\([^()]*\)/g, (aside) => (aside.includes(figure.text) ? aside : ''))
    .replace(/\s+/g, ' ');
  return plain === figure.evidence || !plain.includes(figure.text) ? figure : { ...figure, evidence: plain };
}

/**
 * A bare measure word as the label ("시간 113분") with the noun its sentence puts before it ("경기 시간"),
 * when that word is a plain noun: the fact sheet's label lost it, the sentence did not.
 */
export function widened(figure: FactFigure): FactFigure {
  const counts = figure.counts.trim();
  // "모두 180억 원의 제작비가": a word that only sizes the figure is no label; the noun after it is.
  if (!counts || SIZING.test(counts)) {
    const after = new RegExp(`${escape(figure.text)}의 ([가-힣]{2,})(?:이|가) `).exec(figure.evidence)?.[1];
    if (after && !NOT_COUNTS.test(after) && !PERSONISH.test(after)) return { ...figure, counts: after };
  }
  // "지난해 공항 운영 적자는 47억 원": the institution before the label owns the figure, not the story's actor.
  const institution = new RegExp(`(?:^|\\s)(${INSTITUTIONS.source})\\s+${escape(counts)}(?:은|는|이|가|도)\\s`).exec(
    figure.evidence,
  )?.[1];
  if (institution && counts) return { ...figure, counts: `${institution} ${counts}` };
  if (!BARE_MEASURE.test(counts)) return figure;
  const match = new RegExp(`(?:^|\\s)([가-힣]{2,})\\s+${escape(counts)}\\s*${escape(figure.text)}`).exec(
    figure.evidence,
  );
  const before = match?.[1];
  if (!before || /(?:은|는|이|가|을|를|에|의|로|서|고|며|도|만|한|된|인|던|운|른|진)$/.test(before)) return figure;
  if (NOT_COUNTS.test(before) || /^(?:이번|올해|지난해|이날|당시|최근)$/.test(before)) return figure;
  return { ...figure, counts: `${before} ${counts}` };
}

/** Institutions a label may open with as the figure's owner ("공항 운영 적자", "병원 병상 수"). */
const INSTITUTIONS = /공항|병원|공장|학교|도서관|박물관|미술관|구단|시청|구청|군청|도청|정부|항만/;
const INSTITUTION_HEAD = new RegExp(`^(?:${INSTITUTIONS.source})\\s`);
/** A period gone by that opens a sentence or a label ("지난해 …"). */
const PERIOD_GONE = /^(지난해|작년|지난달|지난주)\s/;

/**
 * The label with whose it is, unless it already opens with a name the story knows ("누리시 숙박업소") or an
 * institution ("공항 운영 적자").
 */
export function ownedLabel(label: string, owner: string, sheet: FactSheet): string {
  // "지난해 공항 운영 적자": the period gone by stands before whose it is.
  const head = label.replace(PERIOD_GONE, '');
  const named =
    label.includes(owner) ||
    INSTITUTION_HEAD.test(head) ||
    sheet.entities.some((e) => e.name.length >= 2 && head.startsWith(e.name));
  return named ? label : `${owner}의 ${label}`;
}

/**
 * What the figure counts as a label a reader takes at its word: a target or a forecast says so
 * ("첫해 매출 목표", "연간 영업이익 전망"), never as if it had happened.
 */
export function figureLabel(original: FactFigure): string {
  const figure = widened(original);
  let counts = figure.counts.trim();
  // "티셔츠는 3만 5천 원이다": a thing with a sum of money is the thing's price.
  if (MONEY_UNIT.test(figure.unit) && !MONEY_HEAD.test(counts.split(/\s+/).pop() ?? '')) counts = `${counts} 가격`;
  // "지난해 공항 운영 적자는 47억 원": a figure of a period gone by says so, or it reads as today's.
  const period = PERIOD_GONE.exec(figure.evidence.trim())?.[1];
  if (period && counts && !counts.includes(period)) counts = `${period} ${counts}`;
  if (/(?:목표|전망|예상|계획)$/.test(counts)) return counts;
  if (/(?:겠다|계획|목표|예정)/.test(figure.evidence)) return `${counts} 목표`;
  if (/(?:예상|전망|내다봤|관측|추정)/.test(figure.evidence)) return `${counts} 전망`;
  return counts;
}

/** Figures that count something, newest report per quantity first; the rest as earlier values. */
function splitFigures(sheet: FactSheet) {
  const figures = sheet.figures;
  const current: FactFigure[] = [];
  const earlier: { figure: FactFigure; current?: FactFigure }[] = [];
  const seen = new Set<string>();
  for (let figure of figures) {
    if (!standsAlone(figure, sheet) || isInstruction(figure.evidence)) continue;
    // A score is both its numbers: "3-2" is not the "3-6" of another set.
    const key = `${figure.value}|${figure.unit}${figure.unit === 'score' ? `|${figure.text}` : ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    figure = withoutAsides(figure);
    if (figure.current) current.push(figure);
    else {
      const newer = figures.find((f) => f.current && f.counts === figure.counts && f.unit === figure.unit);
      earlier.push(newer ? { figure, current: newer } : { figure });
    }
  }
  return { current, earlier };
}

/**
 * The post's sections for a fact sheet, with every message the sheet can carry. The writer keeps the
 * messages its length allows (by priority) and merges a section left with too little into a neighbour.
 */
export function planDocument(sheet: FactSheet, category: Category, random?: Random): PlannedSection[] {
  const { signals, resolvedFrom, clauses, rank, place, byRole, current, earlier, size, figureKeys } =
    planAnalysis(sheet);
  const sections = new Map<SectionRole, PlannedMessage[]>();
  const add = (role: SectionRole, message: Message, priority: number) =>
    sections.set(role, [
      ...(sections.get(role) ?? []),
      { message, priority, weight: messageWeight(message, sheet, category, signals, priority, resolvedFrom) },
    ]);

  // Facts go out in pairs so that one sentence can carry two of them (aggregation). A pair is two
  // neighbours in one article (the same topic); the post tells them in the articles' order, and which
  // article comes first varies by member, so two members' posts aggregate and order differently.
  const articleOrder = random
    ? random.shuffle([...new Set([...place.values()].map((at) => Math.floor(at / 1000)))])
    : [...new Set([...place.values()].map((at) => Math.floor(at / 1000)))].sort((a, b) => a - b);
  const sourceOrder = (clause: string) => {
    const at = place.get(clause);
    if (at === undefined) return -1;
    return articleOrder.indexOf(Math.floor(at / 1000)) * 1000 + (at % 1000);
  };
  // A lead-in ("찾아가는 길은 어렵지 않다") is told with the sentence after it in its article, which says what it
  // announced, or not at all: alone it reads as empty.
  // A short sentence followed by a question or a heading ("휴관은 매주 월요일이다." before "Q.") answers; it
  // announces nothing.
  const sourceAt = new Map(sheet.facts.map((f) => [(f.article ?? -1) * 1000 + (f.position ?? -1000), f.text]));
  const announces = (clause: string) => {
    const next = place.has(clause) ? sourceAt.get(place.get(clause)! + 1) : undefined;
    return isLeadIn(clause) && next !== undefined && isDetail(next);
  };
  const leadsInto = (clause: string, next: string | undefined) =>
    next !== undefined && place.has(clause) && place.get(next) === place.get(clause)! + 1;
  const pairUp = (role: SectionRole, base: number) => {
    const sorted = [...(byRole.get(role) ?? [])].sort((a, b) => sourceOrder(a) - sourceOrder(b));
    const list = sorted.filter((clause, i) => !announces(clause) || leadsInto(clause, sorted[i + 1]));
    // Where the pairing starts varies by member too (the first fact alone or with its neighbour).
    // (Drawn on the whole role, so leaving a lead-in out does not change every later draw of the seed.)
    const offset = random && sorted.length > 2 && random.chance(0.5) ? 1 : 0;
    for (let i = 0; i < list.length;) {
      // A pair never parts a lead-in from what it announces: the fact before it then goes alone.
      const alone = (i === 0 && offset === 1) || (announces(list[i + 1] ?? '') && leadsInto(list[i + 1]!, list[i + 2]));
      const pair = list.slice(i, alone ? i + 1 : i + 2);
      i += pair.length;
      // The pair is as important as its more telling fact.
      const importance = Math.min(...pair.map((c) => rank.get(c) ?? clauses.length));
      // A pair that tells a figure (a price, a count, a date) tells the reader more than one that does not.
      const figured = pair.some((c) => figureKeys(c).size > 0) ? FIGURED : 0;
      add(role, { kind: 'facts', clauses: pair }, base + importance * 0.1 - figured);
    }
  };

  pairUp('event', 1);
  const { practical } = sheet;
  if (practical.place || practical.hours || practical.price || practical.access) {
    add('practical', { kind: 'practical' }, VISITABLE.has(category) ? 0.5 : 2);
  }
  if (size && sheet.lead.what.trim()) {
    add('figures', { kind: 'figures', figures: [{ ...size, counts: `${sheet.lead.what.trim()} 규모` }] }, 0.9);
  }
  // Two figures share a sentence only when one source sentence gave both (매출 and 영업이익 of one
  // quarter); unrelated figures are never glued together.
  for (let i = 0; i < current.length;) {
    const pair = current[i + 1]?.evidence === current[i]!.evidence ? 2 : 1;
    add('figures', { kind: 'figures', figures: current.slice(i, i + pair) }, 1 + i * 0.5);
    i += pair;
  }
  for (const item of earlier) add('figures', { kind: 'earlier', ...item }, 4);
  pairUp('figures', 1.8);
  const quoted = usableQuotes(sheet.quotes).slice(0, 3);
  quoted.forEach((quote, i) => add('voices', { kind: 'quote', quote }, 1.5 + i));
  // Every further word said, by any speaker, may still be told as what they said (never a fourth quote).
  sheet.quotes
    .filter((q) => !quoted.includes(q) && q.speaker.trim() && q.words.trim().length <= 90 && !isInstruction(q.words))
    .forEach((quote, i) => add('voices', { kind: 'speech', quote }, 4 + i * 0.5));
  pairUp('voices', 2.5);
  pairUp('background', 2);
  const past = sheet.timeline.filter((e) => !e.upcoming && !isInstruction(e.what));
  const upcoming = sheet.timeline.filter((e) => e.upcoming && !isInstruction(e.what));
  if (past.length > 0) add('background', { kind: 'timeline', entries: past.slice(0, 3) }, 3);
  if (upcoming.length > 0) add('next', { kind: 'timeline', entries: upcoming.slice(0, 3) }, 1.5);
  pairUp('next', 2.5);

  const order: SectionRole[] = VISITABLE.has(category)
    ? ['event', 'practical', 'figures', 'voices', 'background', 'next']
    : ['event', 'figures', 'voices', 'background', 'practical', 'next'];
  return order.filter((role) => sections.has(role)).map((role) => ({ role, messages: sections.get(role)! }));
}

/** The part of a plan that depends on the fact sheet alone: which clauses can be told, where and how telling. */
interface PlanAnalysis {
  signals: SourceSentence[];
  /** A clause said with its pointer resolved, and the fact it was. */
  resolvedFrom: ReadonlyMap<string, string>;
  clauses: readonly string[];
  rank: ReadonlyMap<string, number>;
  place: ReadonlyMap<string, number>;
  byRole: ReadonlyMap<SectionRole, readonly string[]>;
  current: FactFigure[];
  earlier: { figure: FactFigure; current?: FactFigure }[];
  size: FactFigure | undefined;
  figureKeys: (text: string) => Set<string>;
}

/**
 * The analysis of each fact sheet, kept while the sheet lives (ADR 073): a keyword's sheet is built once per
 * version of its story (generation.service.ts) and every member's writing of it plans from the same object, so
 * only the seeded arrangement (article order, pairing) is done again per writing. Nothing here reads the seed.
 */
const analyses = new WeakMap<FactSheet, PlanAnalysis>();

function planAnalysis(sheet: FactSheet): PlanAnalysis {
  let analysis = analyses.get(sheet);
  if (!analysis) {
    analysis = analyzeSheet(sheet);
    analyses.set(sheet, analysis);
  }
  return analysis;
}

function analyzeSheet(sheet: FactSheet): PlanAnalysis {
  const signals = sourceSignals(sheet);
  // A clause said with its pointer resolved, and the fact it was.
  const resolvedFrom = new Map<string, string>();

  const leadWords = new Set(cleanClause(sheet.lead.evidence).split(/\s+/));
  const clauses: string[] = [];
  // Two outlets' lead sentences about one event are one fact: a clause whose figures were all given by
  // a clause before it (the lead's own sentence first) tells the same event again, whatever its wording.
  const givenFigures: Set<string>[] = [];
  const figureKeys = (text: string) => new Set(extractFigures(text).map((f) => f.key));
  // A fact told out of its paragraph: its pointers said as what they point to, else it is not told; and a
  // sentence that only announced its paragraph, or compared with what only the sentence before it said, is left out.
  // Names, not the terms a story repeats ("상품", "현지": entities of kind other).
  const names = sheet.entities.filter((e) => e.kind !== 'other').map((e) => e.name);
  // The story's companies, shops and places other than its actor: what "이 식당" may mean instead.
  const others = sheet.entities
    .filter((e) => (e.kind === 'organization' || e.kind === 'place') && e.name.length >= 2)
    .map((e) => e.name)
    .filter((name) => !sheet.lead.who.some((who) => who.includes(name) || name.includes(who)));
  const people = sheet.entities.filter((e) => e.kind === 'person' && e.name.length >= 2).map((e) => e.name);
  const told = (fact: SheetFact): string | undefined => {
    const before = sentencesBefore(fact, sheet);
    const timed = resolveTimePointer(resolvePersonPointer(fact.text, before, people), before);
    const around = [
      sheet.lead.evidence,
      ...sheet.figures.filter((f) => f.outlet === fact.outlet).map((f) => f.evidence),
    ].filter((text) => text && text !== fact.evidence);
    const text = timed === undefined ? undefined : resolvePlacePointer(timed, before, around, others);
    if (text === undefined || isSignpost(text, names) || comparesWithNothing(text)) {
      return undefined;
    }
    return text;
  };
  // A current figure that cannot stand alone (plan `standsAlone`) is told inside its own sentence,
  // restated like any fact (in the figures section).
  // When its whole sentence is too long or leans on the one before, the sheet's shorter fact clause
  // holding the figure tells it instead.
  const figureEvidence = new Set(
    sheet.figures
      .filter((f) => f.current && !standsAlone(f, sheet) && !isInstruction(f.evidence))
      .flatMap((f) => {
        const own = withoutQuotes(f.evidence, '').trim();
        const fact = sheet.facts.find((x) => x.evidence === f.evidence);
        if (usableClause(own)) {
          // Its pointers read like a fact's ("이듬해 돌아와 11승을 거뒀다" needs the year before it).
          const text = fact ? told({ ...fact, text: own }) : own;
          if (text !== undefined && text !== own && fact) resolvedFrom.set(cleanClause(text), fact.text);
          return text === undefined ? [] : [text];
        }
        const found = sheet.facts.find((x) => x.text.includes(f.text) && usableClause(x.text));
        if (!found) return [own];
        const text = told(found);
        return text === undefined ? [] : [text];
      }),
  );
  // Where each candidate stands in the articles: neighbours in one article tell one topic, so they share
  // a paragraph (and a sentence when aggregated) rather than facts from different articles glued together.
  const place = new Map<string, number>();
  const placeOf = (evidence: string) => {
    const original = resolvedFrom.get(cleanClause(evidence)) ?? evidence;
    const fact = sheet.facts.find((f) => f.evidence === original || f.text === original);
    return fact?.article !== undefined && fact.position !== undefined ? fact.article * 1000 + fact.position : undefined;
  };
  const factTexts = sheet.facts.flatMap((f) => {
    const text = told(f);
    if (text === undefined) return [];
    if (text !== f.text) resolvedFrom.set(cleanClause(text), f.text);
    return [text];
  });
  const candidates = [sheet.lead.evidence, ...factTexts, ...figureEvidence];
  const figureClauses = new Set<string>();
  // How important each clause is: the fact sheet lists further facts most telling first.
  const rank = new Map<string, number>();
  candidates.forEach((text, index) => {
    if (!usableClause(text)) return;
    const clause = cleanClause(text);
    const keys = figureKeys(clause);
    if (keys.size > 0 && givenFigures.some((given) => [...keys].every((k) => given.has(k)))) return;
    givenFigures.push(keys);
    const words = clause.split(/\s+/);
    // A clause that only repeats the lead sentence adds nothing after the intro, unless it holds figures.
    if (index > 0 && words.filter((w) => leadWords.has(w)).length >= words.length * 0.8) return;
    if (index === 0 && keys.size === 0) return;
    if (clauses.some((c) => c === clause)) return;
    clauses.push(clause);
    rank.set(clause, clauses.length - 1);
    const at = placeOf(text);
    if (at !== undefined) place.set(clause, at);
    if (figureEvidence.has(text)) figureClauses.add(clause);
  });

  const byRole = new Map<SectionRole, string[]>();
  for (const clause of clauses) {
    const role = figureClauses.has(clause) ? 'figures' : roleOfClause(clause);
    byRole.set(role, [...(byRole.get(role) ?? []), clause]);
  }
  const { current, earlier } = splitFigures(sheet);
  // The lead's own amount ("150억 원 규모의 투자를 유치했다") is the size of the event itself.
  const size = sheet.figures.find(
    (f) =>
      f.current &&
      cleanClause(f.evidence) === cleanClause(sheet.lead.evidence) &&
      !current.includes(f) &&
      /(?:원|달러|유로|엔)$/.test(f.unit) &&
      f.evidence.includes(`${f.text} 규모`),
  );
  return { signals, resolvedFrom, clauses, rank, place, byRole, current, earlier, size, figureKeys };
}

/*
 * Weights for choosing a standard post's messages (issue 26): what a reader needs is the lead event's
 * figures, figures several outlets repeat, facts in a headline or an article's first sentences, facts
 * about the lead actor, and for a place to visit where, when and how much. Every weight is read from the
 * fact sheet (and the articles' titles), never from which facts a particular story holds.
 */

/** Sentences this early in an article are its lead paragraph. */
const LEAD_PARAGRAPH = 3;
/** A date's day or year told as written ("16일", "2014년"): the reader's when, beside the counted figures. */
const DATE_TOKEN = /(?<![\d.,])(?:\d{4}년|\d{1,2}일)(?![\d가-힣])/g;
/** Words that make a sentence a practical detail of a place or an event (where, when, price, access). */
const PRACTICAL_WORDS =
  /(?:위치|주소|운영|영업|오픈|개장|개막|입장|입장료|요금|가격|메뉴|예약|무료|할인|휴무|출구|역에서|정류장|주차|셔틀)/;

/** What a sentence tells a reader could look for in a post: its figures (as the report counts them) and dates. */
export function factTokens(text: string): string[] {
  const figures = extractFigures(withoutQuotes(text, '')).map((f) => f.key);
  const dates = [...text.matchAll(DATE_TOKEN)].map((m) => m[0]);
  return [...new Set([...figures, ...dates])];
}

interface SourceSentence {
  text: string;
  outlet?: string;
  /** In the first sentences of its article (the lead event's own sentence counts). */
  early: boolean;
  /** Names the lead actor or is the lead event's sentence. */
  lead: boolean;
}

/** Every sentence the sheet holds, with where it stood and whether it is about the lead. */
function sourceSignals(sheet: FactSheet): SourceSentence[] {
  const actors = sheet.lead.who.filter((name) => name.trim().length >= 2);
  const aboutLead = (text: string) => actors.some((name) => text.includes(name));
  const position = new Map(sheet.facts.map((f) => [f.evidence, f.position]));
  const sentences: SourceSentence[] = [];
  if (sheet.lead.evidence) sentences.push({ text: sheet.lead.evidence, early: true, lead: true });
  for (const fact of sheet.facts) {
    sentences.push({
      text: fact.evidence,
      outlet: fact.outlet,
      early: (fact.position ?? LEAD_PARAGRAPH) < LEAD_PARAGRAPH,
      lead: aboutLead(fact.evidence),
    });
  }
  for (const figure of sheet.figures) {
    const at = position.get(figure.evidence);
    sentences.push({
      text: figure.evidence,
      outlet: figure.outlet,
      early: figure.evidence === sheet.lead.evidence || (at !== undefined && at < LEAD_PARAGRAPH),
      lead: figure.evidence === sheet.lead.evidence || aboutLead(figure.evidence),
    });
  }
  return sentences;
}

/**
 * The weight of each figure and date the sheet holds: 1, and more when several outlets report it, when it
 * stands in an article's lead paragraph, in a headline (or the lead event), in a sentence about the lead
 * actor, or — for a place to visit — in a sentence of practical details.
 */
export function factWeights(sheet: FactSheet, category: Category, titles: readonly string[] = []): Map<string, number> {
  const visitable = VISITABLE.has(category);
  const seen = new Map<string, { outlets: Set<string>; early: boolean; lead: boolean; practical: boolean }>();
  for (const sentence of sourceSignals(sheet)) {
    const practical = PRACTICAL_WORDS.test(sentence.text);
    for (const token of factTokens(sentence.text)) {
      const entry = seen.get(token) ?? { outlets: new Set<string>(), early: false, lead: false, practical: false };
      if (sentence.outlet) entry.outlets.add(sentence.outlet);
      entry.early ||= sentence.early;
      entry.lead ||= sentence.lead;
      entry.practical ||= practical;
      seen.set(token, entry);
    }
  }
  const headline = new Set([...titles, sheet.lead.what].flatMap(factTokens));
  const practicalTokens = new Set(
    [sheet.practical.hours, sheet.practical.price, sheet.practical.paid].filter(Boolean).flatMap((t) => factTokens(t!)),
  );
  const weights = new Map<string, number>();
  for (const [token, entry] of seen) {
    let weight = 1;
    weight += 0.5 * Math.min(3, Math.max(0, entry.outlets.size - 1));
    if (entry.early) weight += 0.5;
    if (headline.has(token)) weight += 1;
    if (entry.lead) weight += 0.5;
    if (visitable && (entry.practical || practicalTokens.has(token))) weight += 0.5;
    weights.set(token, weight);
  }
  return weights;
}

/** A service that opens for people to use ("노선 개통", "직항 취항", "도서관 개관"): its hours and fares are told too. */
export const SERVICE_NOUN = /(?:개통|운행|노선|신설|취항|개관|개장)/;

/** A route that opened runs on ("노선 개통", "직항 취항"): its hours and fares stay true after the opening day. */
const RUNS_ON = /(?:개통|운행|노선|취항)/;

/** Whether the practical details are told as past: the event is over, unless what opened runs on. */
export const detailsOver = (lead: FactSheet['lead']): boolean => lead.over && !RUNS_ON.test(lead.what);

/** The weight of a place's practical details (where, when, price, access): the most of any message. */
const VISIT_DETAILS = 10;

/** A figure or date a message tells that the sheet does not hold as written (a date the writer formats). */
export const UNSOURCED_TOKEN = 0.5;

/** How much a message weighs beyond its figures: its facts' places in the articles, the lead actor, practical details. */
function messageWeight(
  message: Message,
  sheet: FactSheet,
  category: Category,
  signals: SourceSentence[],
  priority: number,
  resolvedFrom: ReadonlyMap<string, string> = new Map(),
): number {
  // The plan's own order still counts, a little: the sheet lists facts most telling first.
  const order = 0.6 / (1 + Math.max(0, priority));
  const signalOf = (clause: string) => {
    // The lead event's own sentence is its article's lead and about the lead, however its clause was cut.
    if (sheet.lead.evidence && clause === cleanClause(sheet.lead.evidence)) return 0.6;
    const original = resolvedFrom.get(clause) ?? clause;
    const fact = sheet.facts.find((f) => f.text === original || cleanClause(f.text) === original);
    const source = signals.find((s) => s.text === (fact?.evidence ?? clause));
    return (source?.early ? 0.3 : 0) + (source?.lead ? 0.3 : 0);
  };
  switch (message.kind) {
    case 'facts':
      return order + message.clauses.reduce((sum, clause) => sum + 0.3 + signalOf(clause), 0);
    case 'practical':
      // For a place to visit, where, when and how much are what the reader came for: told before any figure.
      return order + (VISITABLE.has(category) || SERVICE_NOUN.test(sheet.lead.what) ? VISIT_DETAILS : 1);
    case 'quote':
      return order + 0.6;
    case 'speech':
      return order + 0.3;
    case 'timeline':
      return order + 0.3 * message.entries.length;
    case 'figures':
    case 'earlier':
      return order + 0.3;
  }
}
