import { eventPattern, isEventNoun, ROLE_AFTER, withoutQuotes } from '@geulgam/korean';
import { kstDay, resolveDates } from './calendar.ts';
import type { LeadEvent, StoryArticle, StoryEntity } from './model.ts';
import { placeName } from './practical.ts';
import type { StorySentence } from './sentences.ts';
import { INSTITUTION_END, WORK_KINDS } from './story-title.ts';
import { isOver } from './timeline.ts';

/**
 * The event the story reports: who (the title's names, people with their role), what (the rest of the
 * title, a noun phrase), when and where (from the sentence that tells it), and whether it is over.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** "배우 한이솔" (a word that introduces the name) or "김하늘 대표" (a role after it). */
export function withRole(entity: StoryEntity): string {
  if (entity.kind !== 'person' || !entity.role) return entity.name;
  return ROLE_AFTER.has(entity.role) || /(?:대표|책임자|장)$/.test(entity.role)
    ? `${entity.name} ${entity.role}`
    : `${entity.role} ${entity.name}`;
}

/** "솔빛 국화축제" is "국화축제" once named: the last word of a name of several, when it is a word of its own. */
function headWords(names: string[]): string[] {
  return names.flatMap((name) => {
    const last = name.split(' ').at(-1)!;
    return last !== name && /^[가-힣]{3,}$/.test(last) ? [last] : [];
  });
}

/** Competitions named like works ("FA컵", "K리그"): part of what happened, never who did it. */
const COMPETITION = /(?:컵|리그|대회|선수권|챔피언십|올림픽|그랑프리)$/;

/**
 * The actors the title names, in title order: companies, teams, works, products and people, and a
 * name of any kind that opens the title ("우물집 들깨칼국수 망원점 개업" → 우물집: a shop's name has no
 * suffix that tells its kind). The longest name wins where two overlap ("해온 FC" over "해온").
 */
function titleActors(title: string, entities: StoryEntity[], text = ''): StoryEntity[] {
  const titleWords = ` ${title.replace(/\s+/g, ' ').trim()} `;
  const plain = ` ${text
    .replace(/['"‘’“”]/g, '')
    .replace(/[…=]/g, ' ')
    .replace(/\s+/g, ' ')} `;
  // A city or county that opens the title and acts in the articles ("단비시는 … 단속한다고 밝혔다") is its
  // government: who did it, not where.
  const governs = (e: StoryEntity) =>
    /[가-힣](?:시|군|구|도)$/.test(e.name) &&
    titleWords.startsWith(` ${e.name} `) &&
    new RegExp(`(?:^|\\s)${e.name}(?:은|는|이|가) `).test(plain);
  const found = entities
    .filter(
      (e) =>
        (e.kind !== 'place' || governs(e)) &&
        !COMPETITION.test(e.name) &&
        !isEventNoun(e.name.replace(/\s+/g, '')) &&
        titleWords.includes(` ${e.name} `) &&
        (e.kind !== 'other' ||
          titleWords.startsWith(` ${e.name} `) ||
          // …or right after its kind that opens it ("드라마 '파란 우체통' 종영").
          WORK_KINDS.some((kind) => titleWords.startsWith(` ${kind} ${e.name} `)) ||
          // …or right after a place that opens it ("청주 하늘새 연승").
          // (a city that acts is the actor itself: "한들시 청년 월세 지원" is the city's, not the youths').
          entities.some((p) => p.kind === 'place' && !governs(p) && titleWords.startsWith(` ${p.name} ${e.name} `))),
    )
    .sort((a, b) => b.name.length - a.name.length);
  const kept: StoryEntity[] = [];
  for (const entity of found) {
    if (!kept.some((k) => ` ${k.name} `.includes(` ${entity.name} `))) kept.push(entity);
  }
  // A place or a bare word right before a name in the title, written before it in the articles too, is
  // part of the name ("대전 스카이윙스", "광안리 한여름 파도 페스티벌"): never an actor of its own.
  const joined = kept.map((entity) => {
    const before =
      titleWords
        .slice(0, titleWords.indexOf(` ${entity.name} `))
        .trim()
        .split(' ')
        .at(-1) ?? '';
    const other = entities.find((e) => e.name === before);
    // A longer word is part of the name when it names an institution ("은결시립박물관 특별전").
    const modifier =
      (/^[가-힣]{2,4}$/.test(before) || INSTITUTION_END.test(before)) &&
      // What kind of work it is ("드라마 '봄날의 등대'") says what the name is, never part of it.
      !WORK_KINDS.includes(before) &&
      !isEventNoun(before) &&
      (other === undefined || other.kind === 'place' || other.kind === 'other') &&
      !kept.some((k) => k.name === before && k.kind !== 'other') &&
      plain.includes(` ${before} ${entity.name}`);
    return {
      entity: modifier ? { ...entity, name: `${before} ${entity.name}` } : entity,
      rank: entities.indexOf(entity),
    };
  });
  // A word right before a place's name in the title is part of it ("강진 노을 둘레길"), never an actor.
  const beforePlace = (entity: StoryEntity) =>
    entity.kind === 'other' &&
    entities.some((e) => e.kind === 'place' && titleWords.includes(` ${entity.name} ${e.name} `));
  const inside = (a: StoryEntity) => joined.some(({ entity: b }) => b !== a && ` ${b.name} `.includes(` ${a.name} `));
  // The two names the articles tell most, in the title's order.
  return joined
    .filter(({ entity }) => !inside(entity) && !beforePlace(entity))
    .sort((a, b) => a.rank - b.rank)
    .map(({ entity }) => entity)
    .slice(0, 2)
    .sort((a, b) => titleWords.indexOf(` ${a.name} `) - titleWords.indexOf(` ${b.name} `));
}

/**
 * Who the event happens to when the title names no one: a company, team or work the articles keep
 * naming; a person only when a sentence telling the event has them as its subject.
 */
function fallbackActor(entities: StoryEntity[], eventSentences: string[]): StoryEntity | undefined {
  const named = entities.filter((e) => e.mentions >= 2);
  const body = named.find((e) => e.kind === 'organization' || e.kind === 'work' || e.kind === 'product');
  if (body) return body;
  return named.find(
    (e) =>
      e.kind === 'person' &&
      eventSentences.some((s) => new RegExp(`${escape(e.name)}(?:\\s+[가-힣]{1,4})?(?:은|는|이|가)\\s`).test(s)),
  );
}

/** Text as its words are read for grammar: quotation marks out, one space between words. */
const plainText = (text: string) =>
  text
    .replace(/["“][^"“”]*["”]/g, ' ')
    .replace(/['"‘’“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether the text has the name as a subject ("코메츠는 …", "누리모터스가 …", a headline's "루미나잇, …"). */
function asSubject(name: string, text: string): boolean {
  const own = escape(name);
  return new RegExp(`(?:^|\\s)${own}(?:은|는|이|가)\\s`).test(text) || new RegExp(`^${own}\\s*[,…·]`).test(text);
}

/** Whether the text has the name as the object of the event ("이건우를 영입했다", "EV7을 공식 출시했다"). */
function asObject(name: string, noun: string, text: string): boolean {
  return new RegExp(`(?:^|\\s)${escape(name)}(?:을|를)\\s+(?:\\S+\\s+){0,2}${escape(noun)}`).test(text);
}

/**
 * Who did the event, checked against the texts that tell it (headlines and sentences with its noun, the
 * lead article first): a title name the texts give as the event's object joins what happened ("누리모터스
 * EV7 출시" → 누리모터스 did 출시, EV7 is what it launched); of the rest, only names some text gives as its
 * subject stay; when none does and the title named the object, the subject of the text that tells the
 * event with it ("코메츠는 … 이건우를 영입하는" → 코메츠).
 */
function eventActors(
  who: StoryEntity[],
  noun: string,
  texts: string[],
  entities: StoryEntity[],
): { actors: StoryEntity[]; objects: StoryEntity[]; paired?: boolean } {
  const telling = texts.map(plainText).filter((text) => noun.length >= 2 && text.includes(noun));
  if (telling.length === 0) return { actors: who, objects: [] };
  const objects = who.filter(
    (e) => telling.some((text) => asObject(e.name, noun, text)) && !telling.some((text) => asSubject(e.name, text)),
  );
  // Two names and no text that tells the event with its noun as done to one of them: the one the texts
  // give as the object of the other ("가온식품이 … 별빛제과를 품는다", never the other way round) is what
  // was done to, as in "별빛제과 인수".
  // A result ("5연승", "승리", "역전승") is the winner's, never done to the side beaten.
  if (objects.length === 0 && who.length === 2 && !/\d|(?:승|패|위|전|골|점|승리)$/.test(noun)) {
    const plain = texts.map(plainText);
    const acts = (a: StoryEntity, b: StoryEntity) =>
      plain.some((text) => {
        const subject = text.search(new RegExp(`(?:^|\\s)${escape(a.name)}(?:은|는|이|가)\\s`));
        const object = text.search(new RegExp(`(?:^|\\s)${escape(b.name)}(?:을|를)\\s`));
        return subject >= 0 && object > subject;
      });
    const [a, b] = who as [StoryEntity, StoryEntity];
    const done = acts(a, b) && !acts(b, a) ? b : acts(b, a) && !acts(a, b) ? a : undefined;
    if (done) return { actors: who.filter((e) => e !== done), objects: [done], paired: true };
  }
  const rest = who.filter((e) => !objects.includes(e));
  const subjects = rest.filter((e) => telling.some((text) => asSubject(e.name, text)));
  if (subjects.length > 0) return { actors: subjects, objects };
  // A title that named no object still gives who did it (a work or a shop rarely stands as a subject).
  if (objects.length === 0) return { actors: who, objects };
  // The subject of the sentence that tells the event with its object.
  const withObject = telling.filter((text) => objects.some((o) => asObject(o.name, noun, text)));
  // Whatever kind the entity was read as ("인천 마린스" may read as a place): the subject of a sentence whose
  // object the title named is who did it.
  const doers = entities.filter(
    (e) => !objects.some((o) => o.name === e.name) && e.name.length >= 2 && !isEventNoun(e.name),
  );
  for (const text of withObject) {
    const before = text.slice(0, text.indexOf(noun));
    const found = doers
      .map((e) => ({ e, at: before.search(new RegExp(`(?:^|\\s)${escape(e.name)}(?:은|는|이|가)\\s`)) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (found) return { actors: [found.e], objects };
  }
  return { actors: rest, objects };
}

/** Events only a person has ("데뷔", "은퇴"): a work or a club beside the person did not have them. */
const PERSON_EVENT = /^(?:데뷔|은퇴|결혼|입대|전역|열애|복귀)$/;
/** Events one is granted by another: the one chosen stands right before the event in a title. */
const GRANTED_EVENT = /^(?:선정|지정|선임|임명|발탁|등재|수상)$/;

/**
 * Two names are not always two doers: of a person's event only the person ("바다가 들리는 편의점 오해린
 * 데뷔" → 오해린), of a selection only the one chosen, the name next to the event ("맛지도 가이드 소반정
 * 선정" → 소반정).
 */
/** A branch's own name ("망원점", "강남지점"): with the shop's name before it, one shop. */
const BRANCH = /[가-힣A-Za-z0-9](?:점|지점|본점|분점|직영점)$/;

/**
 * "우물집 망원점" is one shop, not two actors ("우물집과 망원점"): a branch name the sources write right after
 * the shop's name joins it.
 */
export function branchesJoined(actors: StoryEntity[], texts: string[]): StoryEntity[] {
  const out: StoryEntity[] = [];
  for (const actor of actors) {
    const shop = out.at(-1);
    const joined = shop ? `${shop.name} ${actor.name}` : '';
    if (shop && BRANCH.test(actor.name) && texts.some((t) => t.includes(joined))) {
      out[out.length - 1] = { ...shop, name: joined };
    } else out.push(actor);
  }
  return out;
}

function oneKindOfActor(actors: StoryEntity[], noun: string, title: string, entities: StoryEntity[]): StoryEntity[] {
  if (PERSON_EVENT.test(noun)) {
    // The person the title names, even where the title's first name (the work) was read as the actor.
    const words = ` ${title.replace(/\s+/g, ' ').trim()} `;
    const people = entities.filter((e) => e.kind === 'person' && words.includes(` ${e.name} `)).slice(0, 1);
    return people.length > 0 ? people : actors;
  }
  if (actors.length < 2) return actors;
  if (GRANTED_EVENT.test(noun)) return actors.slice(-1);
  return actors;
}

/** Words that name no place a reader can find: a position, a kind of place, a vague area. */
const NOT_A_PLACE =
  /(?:^|\s)(?:위|안|앞|뒤|옆|밖|속|아래|곳|일대|주변|현장|도시|지역|전국|국내|해외|시내|무대|매장|홈구장|경기장|바다|해변|하늘)$/;

/** A clause ends at a comma or a connective ending (…고, …며, …지만; "…에서" is a place, not one). */
const CLAUSE_END = /,|(?:고|며|면서|지만|는데|으나|(?<!에)서)\s/;
/** Side events with a day of their own: a preview, a ticket sale, an application window, a briefing. */
const SIDE_EVENT = /(?:가오픈|프리오픈|사전|시사회|예매|예약|접수|신청|쇼케이스|간담회|리허설|설명회|앞두고)/;

interface DatedEvent {
  at: Date;
  /** 2 when the day stands before the event's own predicate ("27일 문을 연다"), 1 when named after it. */
  weight: number;
  /** The clause after the day, up to the event's words: where a place is said. */
  clause: string;
}

/**
 * Days a text ties to the event: a day the event's own words follow in the same clause ("27일 서울
 * 망원동에 문을 연다", "22일 폐막했다"), or a day named as the event's ("정식 개업일인 27일"). A day in a
 * list or a range ("23일과 24일", "22일까지") or before a side event ("23일 가오픈") is not the event's.
 */
function eventDays(text: string, reference: Date, pattern: RegExp): DatedEvent[] {
  const plain = withoutQuotes(text, ' ').replace(/\s+/g, ' ');
  const dates = resolveDates(plain, reference).filter((d) => d.precise && /\d/.test(d.text));
  const days: DatedEvent[] = [];
  dates.forEach((date, i) => {
    const end = date.index + date.text.length;
    const previous = dates[i - 1];
    if (/^\s*(?:과|와|부터|~|∼|-|–|까지|이틀|사흘)/.test(plain.slice(end))) return;
    if (
      previous &&
      /^\s*(?:과|와|~|∼|-|–|부터)?\s*$/.test(plain.slice(previous.index + previous.text.length, date.index))
    )
      return;
    const window = plain.slice(end, Math.min(dates[i + 1]?.index ?? plain.length, end + 60));
    const boundary = window.search(CLAUSE_END);
    const clause = boundary >= 0 ? window.slice(0, boundary) : window;
    const found = pattern.exec(clause);
    // "우승 퍼레이드", "개업 기념 행사": the event's noun naming another event.
    const compound =
      found &&
      /^\s+[가-힣]{2,}(?!\S*(?:했|한다|된다|됐))/.test(clause.slice(found.index + found[0].length)) &&
      !/^\s+(?:첫|처음|이후)/.test(clause.slice(found.index + found[0].length));
    if (found && !compound && !SIDE_EVENT.test(clause.slice(0, found.index))) {
      days.push({ at: kstDay(date.at), weight: 2, clause: clause.slice(0, found.index) });
      return;
    }
    const before = plain.slice(Math.max(0, date.index - 14), date.index);
    if (new RegExp(`(?:${pattern.source})\\s*(?:일|날|일자)(?:인|은|는|로|이)\\s*$`).test(before))
      days.push({ at: kstDay(date.at), weight: 1, clause: '' });
  });
  return days;
}

/** A place said before the event's words ("서울 마포구 망원동에 첫 분점을 연다" → 서울 마포구 망원동). */
function placeInClause(clause: string, entities: StoryEntity[]): string | undefined {
  const words = clause.trim().split(' ');
  const last = words.findLastIndex((w) => /[가-힣A-Za-z0-9](?:에서|에)$/.test(w));
  if (last < 0) return undefined;
  const phrase = [...words.slice(0, last), words[last]!.replace(/(?:에서|에)$/, '')];
  const name = placeName(phrase);
  if (!name) return undefined;
  const known = entities.some((e) => e.kind === 'place' && name.includes(e.name));
  return known ||
    /(?:시|군|구|동|읍|면|리|로|길|역|공원|광장|센터|단지|둔치|해변|시장|경기장|구장|아레나|홀|극장)$/.test(name)
    ? name
    : undefined;
}

/** The index of the lead article: a full report (not a brief) sharing the most names with the others. */
export function leadArticleIndex(articles: StoryArticle[], entities: StoryEntity[]): number {
  const names = entities.slice(0, 8).map((e) => compact(e.name));
  const full = (article: StoryArticle) => article.paragraphs.join('').length >= 200;
  const newestFull = Math.max(0, ...articles.filter(full).map((a) => a.publishedAt.getTime()));
  // A feature, a test drive or an analysis ("[분석]", "[시승기]", "[현장]") tells around the event, not the
  // event; a broadcast report or a flash ("[리포트]", "[속보]", "[종합]") is the news itself.
  const feature = (article: StoryArticle) => {
    const tag = /^\s*[[【]([^\]】]{1,8})[\]】]/.exec(article.title)?.[1]?.trim();
    return tag !== undefined && !NEWS_TAG.test(tag);
  };
  let best = 0;
  let bestScore = -1;
  articles.forEach((article, index) => {
    const text = compact(`${article.title} ${article.paragraphs.join(' ')}`);
    const length = article.paragraphs.join('').length;
    // A full report over a brief; among full reports the newest, since it tells the event as it stands.
    const score =
      names.filter((name) => text.includes(name)).length +
      (full(article) ? 3 : 0) +
      (full(article) && article.publishedAt.getTime() === newestFull ? 1.5 : 0) +
      Math.min(length, 2000) / 2000 -
      (feature(article) ? 2 : 0);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

/**
 * "프로야구에 굵직한 트레이드 소식이 나왔다. 한내 스톰베어스가 …": a lead-in that names only the kind of event,
 * followed at once by the sentence that names who did it, gives way to that sentence.
 */
function namedLead(first?: StorySentence, named?: StorySentence): StorySentence | undefined {
  if (!first) return named;
  return named && named.position === first.position + 1 && !named.text.includes(first.text) ? named : first;
}

/** Headline tags of the news itself, not of a feature around it. */
const NEWS_TAG = /^(?:리포트|속보|단독|종합|[1-9]보|상보|뉴스|앵커\s*리포트|기자\s*리포트|이\s*시각\s*뉴스)$/;

/** A sentence that hooks or points rather than reports: a question, a quote first, "…이유다", "…질문이다". */
const HOOK = /(?:^["“'‘]|\?$|\?["”]|(?:이유|질문|까닭|얘기|이야기|풍경|모습|말)(?:다|이다)\.?$)/;
/** A pointer to what a sentence before named ("이 식당은", "이곳만이", "그는"). */
const LEANS =
  /(?:^|\s)(?:(?:이|그|저)\s[가-힣]|(?:이곳|그곳|이들|그들|그녀|이것|그것|그는|이는)(?:[가-힣]{0,3})(?=\s|$))/;
/** "이번 인수", "이 합병", "해당 계약": the event named as one the reader already knows. */
const POINTS_BACK = /(?:^|\s)(?:이번|이|그|해당)\s+[가-힣]{2,}(?:을|를|이|가|은|는|에|의|으로|로)\s/;
/** A day of the month said as written ("26일", "17일 밝혔다"). */
const DAY = /(?<![\d.,])\d{1,2}일(?![가-힣])/;

/**
 * The sentence that reports the event, when the lead article opens with a hook (a scene, a question,
 * "…이 이유다") rather than the news: among the first sentences of every article, the lead article's
 * first, the one that names the actor with a day ("다올전력은 24일 … 개편안을 발표했다"). Undefined when
 * the lead article's own opening already names who or what with a day, or no sentence does.
 */
function reportSentence(
  own: StorySentence[],
  sentences: StorySentence[],
  who: StoryEntity[],
  words: string[],
): StorySentence | undefined {
  // A name or its last word ("은포시 물결도서관" is named as "'물결도서관'").
  const names = who.flatMap((e) => [e.name, e.name.split(/\s+/).at(-1) ?? '']).filter((n) => n.length >= 2);
  const reports = (s: StorySentence) =>
    s.position < 4 &&
    !HOOK.test(s.text.trim()) &&
    DAY.test(withoutQuotes(s.text, ' ')) &&
    (names.some((n) => s.text.includes(n)) || words.filter((w) => s.text.includes(w)).length >= 2);
  const opening = own.find((s) => s.position < 4 && words.some((w) => s.text.includes(w)));
  // The lead article's opening already reports the event: it stays the lead. An opening that names no one
  // who did it and points back at the event ("업계가 이번 인수를 눈여겨보고 있다") writes around the news
  // told elsewhere: an analysis's hook, not the report.
  const around = (s: StorySentence) =>
    names.length > 0 && !names.some((n) => s.text.includes(n)) && POINTS_BACK.test(s.text);
  if (opening && (reports(opening) || (!HOOK.test(opening.text.trim()) && opening.position === 0 && !around(opening))))
    return undefined;
  return [...own, ...sentences.filter((s) => !own.includes(s))].find(reports);
}

/** A headline that says a place opens ("…센터 12월 1일 문 연다", "…문 열어"). */
const OPENS = /문(?:을)?\s*(?:활짝\s*)?(?:연다|열었다|열어|열고|엽니다|열린다|연$|연\s)/;

/**
 * A keyword that names only the place ("솔매대학교병원 권역응급의료센터") when the headlines say it opens: the
 * opening is the event, named by its noun for the kind of place ("개소", "개관", "개점", "개통", "개장").
 */
function withOpening(title: string, articles: StoryArticle[]): string {
  const last = title.trim().split(/\s+/).at(-1) ?? '';
  if (isEventNoun(last) || !articles.some((a) => OPENS.test(a.title))) return title;
  const noun = /(?:관)$/.test(last)
    ? '개관'
    : /(?:센터|의원|사무소|보건소|연구소|지소)$/.test(last)
      ? '개소'
      : /(?:점|매장|가게|식당|카페|빵집)$/.test(last)
        ? '개점'
        : /(?:역|선|도로|다리|대교|터널|노선|길)$/.test(last)
          ? '개통'
          : '개장';
  return `${title.trim()} ${noun}`;
}

export function leadEvent(options: {
  title: string;
  articles: StoryArticle[];
  sentences: StorySentence[];
  entities: StoryEntity[];
  lead: number;
  place?: string;
}): LeadEvent {
  const { articles, sentences, entities, lead, place } = options;
  // A keyword keeps a work's title in its quotes ("드라마 '느린 역의 계절' 제작발표회"): its words are read bare.
  const title = withOpening(options.title.replace(/['‘’]/g, ''), articles);
  const leadFirst = [...sentences.filter((s) => s.article === lead), ...sentences.filter((s) => s.article !== lead)];
  const named = titleActors(
    title,
    entities,
    [...articles.map((a) => a.title), ...leadFirst.slice(0, 40).map((s) => s.text)].join(' '),
  );
  const eventNoun = title.trim().split(/\s+/).at(-1) ?? '';
  const {
    actors: doers,
    objects,
    paired,
  } = eventActors(named, eventNoun, [...articles.map((a) => a.title), ...leadFirst.map((s) => s.text)], entities);
  const who = branchesJoined(oneKindOfActor(doers, eventNoun, title, entities), [
    ...articles.map((a) => a.title),
    ...sentences.map((s) => s.text),
  ]);
  let what = ` ${title.replace(/\s+/g, ' ').trim()} `;
  // A name found only as what the other did it to stays where the title says it ("슬림온 비만약 허가").
  for (const entity of paired ? who : [...named, ...who]) {
    // A work's kind goes with its name ("드라마 '파란 우체통' 종영" → 종영).
    for (const kind of WORK_KINDS) what = what.replace(` ${kind} ${entity.name} `, ` ${entity.name} `);
    what = what.replace(` ${entity.name} `, ' ');
  }
  // What was done to the object the title named: the object, then the event ("EV7 출시", "이건우 영입").
  what =
    objects.length > 0 && !paired
      ? `${objects.map((o) => o.name).join(' ')} ${eventNoun}`
      : what.replace(/\s+/g, ' ').trim();
  what ||= title;

  // The sentence that tells the event: the lead article's first sentence naming who or what.
  const words = [...who.map((e) => e.name), ...what.split(' ')].filter((w) => w.length >= 2);
  const own = sentences.filter((s) => s.article === lead);
  // An opening that hooks (a quote, "…한 손님의 말이다") never tells the event when a sentence after it reports.
  // Nor does a sentence that leans on the one before it ("이 식당은 …", "…은 이곳만이 아니다").
  const opening = (s: StorySentence) => s.position < 6 && !HOOK.test(s.text.trim()) && !LEANS.test(s.text);
  const first =
    reportSentence(own, sentences, who, words) ??
    namedLead(
      own.find((s) => opening(s) && words.some((w) => s.text.includes(w))),
      own.find((s) => opening(s) && who.some((e) => s.text.includes(e.name))),
    ) ??
    own.find(opening) ??
    own.find((s) => words.some((w) => s.text.includes(w)) && s.position < 4) ??
    own[0] ??
    sentences.find((s) => words.some((w) => s.text.includes(w))) ??
    sentences[0];

  // The event's own day: the day most headlines and sentences tie to its words, the lead article's
  // opening first among equals; that sentence then tells the event.
  const pattern = eventPattern(what.split(' ').at(-1) ?? '');
  let dated: { at: Date; evidence?: StorySentence; clause: string } | undefined;
  if (pattern) {
    const votes = new Map<
      number,
      { score: number; best?: { sentence: StorySentence; rank: number }; clause: string }
    >();
    const tally = (text: string, reference: Date, scale: number, sentence?: StorySentence) => {
      for (const day of eventDays(text, reference, pattern)) {
        const key = day.at.getTime();
        const vote = votes.get(key) ?? { score: 0, clause: '' };
        vote.score += day.weight * scale;
        if (!vote.clause && day.clause.trim()) vote.clause = day.clause;
        if (sentence && day.weight === 2) {
          const rank = sentence.position + (sentence.article === lead ? 0 : 0.5);
          if (!vote.best || rank < vote.best.rank) {
            vote.best = { sentence, rank };
            if (day.clause.trim()) vote.clause = day.clause;
          }
        }
        votes.set(key, vote);
      }
    };
    for (const article of articles) tally(article.title, article.publishedAt, 2);
    for (const sentence of sentences) tally(sentence.text, sentence.reportedAt, 1, sentence);
    const [top] = [...votes.entries()].sort((a, b) => b[1].score - a[1].score || a[0] - b[0]);
    if (top)
      dated = {
        at: new Date(top[0]),
        clause: top[1].clause,
        ...(top[1].best ? { evidence: top[1].best.sentence } : {}),
      };
  }
  // The opening sentence stays the evidence when it names the event's day (or no day at all); one that
  // dates something else ("23일 가오픈에 들어갔다") gives way to the sentence that dates the event.
  const firstDays = first
    ? resolveDates(withoutQuotes(first.text, ' '), first.reportedAt).filter((d) => d.precise && /\d/.test(d.text))
    : [];
  // An opening with neither a day nor a figure ("…바람이 라면 봉지까지 닿았다", "문의가 잇따르고 있다") only
  // leads in: the sentence that dates the event tells it.
  const leadIn = first !== undefined && firstDays.length === 0 && !/\d/.test(withoutQuotes(first.text, ' '));
  const evidence =
    dated?.evidence &&
    (firstDays.length > 0 || leadIn) &&
    !firstDays.some((d) => kstDay(d.at).getTime() === dated.at.getTime())
      ? dated.evidence
      : first;
  const evidenceText = evidence?.text ?? articles[lead]?.title ?? title;
  const reference = evidence?.reportedAt ?? articles[lead]?.publishedAt ?? new Date();
  const when = dated?.at ?? resolveDates(withoutQuotes(evidenceText, ' '), reference).filter((d) => d.precise)[0]?.at;
  const newest = new Date(Math.max(...articles.map((a) => a.publishedAt.getTime())));
  const placeEntity = entities.find((e) => e.kind === 'place' && evidenceText.includes(e.name));
  // A place is where the event happened: a name a reader can find, never a word of the actors or the event.
  const placeOk = (name: string | undefined) =>
    name !== undefined &&
    !NOT_A_PLACE.test(name) &&
    !who.some((e) => e.name.includes(name)) &&
    !what.split(' ').includes(name);
  const where = [
    dated?.clause ? placeInClause(dated.clause, entities) : undefined,
    place,
    placeEntity && new RegExp(`${escape(placeEntity.name)}(?:\\s\\S+)?(?:에서|에)(?:\\s|$)`).test(evidenceText)
      ? placeEntity.name
      : undefined,
  ].find(placeOk);
  const actor =
    who.length > 0
      ? who
      : [
          fallbackActor(
            entities.filter((e) => !objects.some((o) => o.name === e.name)),
            [evidenceText, ...own.slice(0, 3).map((s) => s.text)],
          ),
        ].filter((e): e is StoryEntity => e !== undefined);
  const over = isOver({
    sentences,
    newest,
    ...(when ? { when } : {}),
    evidence: evidenceText,
    eventWords: [...words, ...headWords(words)].filter((w) => !/\d/.test(w)),
  });
  return {
    who: actor.map(withRole),
    what,
    ...(when ? { when: kstDay(when) } : {}),
    ...(where ? { where } : {}),
    over,
    evidence: evidenceText,
  };
}
