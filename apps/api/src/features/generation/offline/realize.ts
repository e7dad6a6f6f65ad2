import type { Category } from '@geulgam/contracts';
import type { FactFigure, FactQuote, FactSheet, TimelineEntry } from '../../../story/model.ts';
import { endsInDoNoun, extractFigures, namesIn } from '@geulgam/korean';
import type { Random } from '../random.ts';
import { endsWithBatchim } from '@geulgam/korean';
import { cleanClause, copula, dateText, eventPredicate, isClause, joinClauses, joinNames } from './clause.ts';
import { particle } from '@geulgam/korean';
import { detailsOver, figureLabel, ownedLabel, SERVICE_NOUN, type Message } from './plan.ts';
import { eventName, leadEventName, standaloneOwner } from './owner.ts';
import type { Referrer } from './refer.ts';
import { settled } from './past.ts';
import { lostWords, restate, restateParts, withoutAttribution } from './restate.ts';
import { recast, toldAsDone } from './recast.ts';
import { resultParts } from './results.ts';
import { indirectSpeech, reportable } from './speech.ts';

/*
 * Realization, first half: each planned message as sentences of plain prose (한다체) in the writer's own
 * words — figures said with what they count, facts aggregated two to a sentence, quotes short and
 * attributed, practical details in the past once the event is over. The conjugator puts them in the
 * post's tone afterwards. A sentence that would tell a figure a third time is left out.
 */

export interface RealizeContext {
  sheet: FactSheet;
  category: Category;
  refer: Referrer;
  random: Random;
  /** The newest article's time: what is after it is still to come. */
  reference: Date;
  /** Figure keys and how often the post has told them (a fact at most twice). */
  told: Map<string, number>;
  /** The source clauses the post has set out to tell (as `saidOnce` keys them): one fact is never told twice. */
  said?: Set<string>;
  /** Figures that are part of the story's name ("2호점 개장"): naming the story is not telling them. */
  named: ReadonlySet<string>;
  /** Whether a sentence still reads as one of the sources (a shared run of ≥ 60 %): never written. */
  copied: (sentence: string) => boolean;
  /**
   * How a clause no restatement frees may still be told (a figure the reader needs), or undefined: the
   * story writer keeps such sentences within its copy budget (write-story.ts) and drops the rest.
   */
  mayCopy?: (clause: string) => string | undefined;
  /** Figure keys the summary box tells: a figure sentence does not tell them again. */
  shown?: ReadonlySet<string>;
  /** How many sentences of the post so far name the report they come from (`sourced`). */
  sourced?: number;
  /** Whether the last sentence told names its report: the next one then does not ("…에 따르면" twice in a row). */
  justSourced?: boolean;
  /** How likely a fact sentence is said as its outlet's report (higher in a short post, which has few sentences). */
  sourceChance?: number;
  /** The speaker of the last message told, when it was someone's words: what they say next needs no name. */
  voice?: string;
}

/** Where a planned fact ends up on its way into a post (a tuning aid: apps/api/test/quality/trace-material.ts). */
export type MaterialStage =
  | 'restated'
  | 'recast'
  | 'fragment'
  | 'copy-joined'
  | 'copy-kept'
  | 'copy-dropped'
  | 'figure-thrice'
  | 'repeat'
  | 'copy-budget'
  | 'empty'
  | 'measured'
  | 'compose';

/** Set only by the tuning aid; the writer calls it at each stage and never depends on it. */
export const materialTrace: { on?: (stage: MaterialStage, text: string) => void } = {};
const trace = (stage: MaterialStage, text: string) => materialTrace.on?.(stage, text);

/** Whether the sentence can be told without telling any figure a third time; counts it if so. */
export function tell(sentence: string, told: Map<string, number>, named: ReadonlySet<string> = new Set()): boolean {
  const keys = [...new Set(extractFigures(sentence).map((f) => f.key))].filter((k) => !named.has(k));
  if (keys.some((k) => (told.get(k) ?? 0) >= 2)) return false;
  for (const k of keys) told.set(k, (told.get(k) ?? 0) + 1);
  return true;
}

/** A source clause as the post's told set keys it: spacing and punctuation do not make it another clause. */
const clauseKey = (clause: string) => clause.replace(/[\s.,·'"“”‘’!?]/g, '');

/**
 * Whether a source clause is still new to the post: the same clause reached twice (a plan's next step that is
 * also a paired fact, two outlets' identical sentence) is said once. A clause counts as said once a sentence of
 * its message is told (`realizeMessage`), so one that could not be told before may still be told later.
 */
function unsaid(clause: string, context: RealizeContext): boolean {
  return !context.said?.has(clauseKey(clause));
}

const pastCopula = (noun: string) => `${noun}${endsWithBatchim(noun) ? '이었다' : '였다'}`;

/** The story's main actor as the post names it at this point ("청록제약", "윤재하 선수"). */
export function actor(context: RealizeContext): string {
  const what = eventPhrase(context.sheet);
  // An actor already inside the event phrase ("박태오 해트트릭") is not named twice.
  // The name itself, not a word of it: "해랑 FC" is still the actor of "FC 승격".
  const kindOf = (w: string) => context.sheet.entities.find((e) => w.includes(e.name))?.kind;
  // A product named beside a company ("새솔에너지와 ESS") is what the company makes, not a second actor.
  const company = context.sheet.lead.who.some((w) => kindOf(w) === 'organization');
  const names = context.sheet.lead.who.filter((w) => {
    const entity = context.sheet.entities.find((e) => w.includes(e.name));
    if (company && entity?.kind === 'product') return false;
    // "G3301번" is the "G3301" of "은빛시 G3301 개통": a code name is the same without its counter.
    // "광역버스 K5120" is the "K5120" of "가람시 K5120 개통" too: a code the event names is the same thing.
    return w.trim().length > 0 && !namesIn(what, entity?.name ?? w.trim());
  });
  // "운봉군이 … 구름재 케이블카가 21일 개통했다": a service that opens is the actor, not the county beside it.
  const opened = SERVICE_NOUN.test(context.sheet.lead.what) ? openedActor(context.sheet.lead) : undefined;
  const named = (opened && names.includes(opened) ? [opened] : names).map((name) => {
    const entity = context.sheet.entities.find((e) => e.name === name);
    return entity ? context.refer.name(entity) : name;
  });
  return joinNames(named.slice(0, 2));
}

/** Of the lead's actors, the one its sentence makes the subject nearest the verb ("… 구름재 케이블카가 21일 개통했다"). */
function openedActor(lead: FactSheet['lead']): string | undefined {
  const subjectAt = (w: string) => Math.max(lead.evidence.lastIndexOf(`${w}이 `), lead.evidence.lastIndexOf(`${w}가 `));
  return lead.who.filter((w) => subjectAt(w) >= 0).sort((a, b) => subjectAt(b) - subjectAt(a))[0];
}

/** The lead's event phrase without empty or stray quotation marks. */
export function eventPhrase(sheet: FactSheet): string {
  return sheet.lead.what
    .replace(/["'“”‘’]\s*["'“”‘’]/g, ' ')
    .replace(/["'“”‘’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the lead event is still to come at the time of the newest article. */
export function upcoming(sheet: FactSheet, reference: Date): boolean {
  return !sheet.lead.over && sheet.lead.when !== undefined && sheet.lead.when.getTime() > reference.getTime();
}

/**
 * The event with the object its sentence gives, when the event phrase lost it ("돌파" → "누적 관객
 * 800만 명을 돌파했다"): the bare nouns and figure right before the sentence's final verb.
 */
function eventWithObject(sheet: FactSheet) {
  const words = cleanClause(withoutAttribution(sheet.lead.evidence)).split(/\s+/);
  const object: string[] = [];
  for (let i = words.length - 2; i >= 0 && object.length < 4; i -= 1) {
    const word = words[i]!;
    if (object.length === 0) {
      if (!/(?:을|를)$/.test(word)) return undefined;
      object.unshift(word.replace(/(?:을|를)$/, ''));
      continue;
    }
    if (!/^[가-힣A-Za-z0-9.,]+$/.test(word) || /(?:은|는|이|가|을|를|에|의|로|고|며|서|도)$/.test(word)) break;
    object.unshift(word);
  }
  const phrase = object.join(' ');
  if (!phrase || extractFigures(phrase).length === 0) return undefined;
  return eventPredicate(`${phrase} ${eventPhrase(sheet)}`);
}

/**
 * A period's end as a reader reads it on its own: the month it lacks ("다음 달 2일까지" → "11월 2일까지") and the
 * year when the month comes round again ("1월 11일까지" told in November → "내년 1월 11일까지").
 */
function periodText(period: string, reference: Date): string {
  const seoul = (part: 'month' | 'day') =>
    Number(new Intl.DateTimeFormat('en', { [part]: 'numeric', timeZone: 'Asia/Seoul' }).format(reference));
  const now = seoul('month');
  const relative = /^(?:(다음|이번)\s*달|(내달)|(이달)|(내년))\s*/.exec(period);
  let rest = relative ? period.slice(relative[0].length) : period;
  const month = /^(\d{1,2})\s*월/.exec(rest);
  if (!month) {
    const day = /^(\d{1,2})\s*일/.exec(rest);
    if (!day) return period;
    const next =
      relative?.[1] === '다음' || relative?.[2] !== undefined || (!relative && Number(day[1]) < seoul('day'));
    rest = `${next ? (now % 12) + 1 : now}월 ${rest}`;
  }
  const said = Number(/^(\d{1,2})\s*월/.exec(rest)![1]);
  return relative?.[4] !== undefined || said < now ? `내년 ${rest}` : rest;
}

/**
 * How long an event that has just opened runs ("내년 1월 11일까지"), for the lead: only an opening ("개막했다",
 * "개장했다") of an event still on, with a period that ends on a day.
 */
function openingRun(past: string, context: RealizeContext): string | undefined {
  if (context.sheet.lead.over || !/(?:개막|개장|개최|시작)했다$/.test(past)) return undefined;
  const period = (context.sheet.practical.hours ?? '').split(',')[0]!.trim();
  return /^(?:(?:다음|이번)\s*달\s*|내달\s*|이달\s*|내년\s*)?(?:\d{1,2}\s*월\s*)?\d{1,2}\s*일까지$/.test(period)
    ? periodText(period, context.reference)
    : undefined;
}

/** Events a thing can undergo with no one named ("둘레길이 개통됐다", "신차가 출시됐다"). */
const DONE_TO =
  /^(?:개통|개장|완공|준공|출시|공개|발표|개최|착공|개봉|도입|체결|결정|인상|인하|동결|신설|연장|재개|중단|방영|발매|출간)$/;

/** "제주 물빛 둘레길을 개통했다" said of the thing: "제주 물빛 둘레길이 개통됐다"; undefined when it cannot be. */
function passiveOf(predicate: { object: string; past: string; upcoming: string }) {
  const noun = /^(?:\S+ )*?(\S+)했다$/.exec(predicate.past)?.[1];
  const thing = /^(.+?)(?:을|를)$/.exec(predicate.object)?.[1];
  if (!noun || !thing || !DONE_TO.test(noun) || predicate.past !== `${noun}했다`) return undefined;
  return { subject: `${thing}${particle(thing, '이/가')}`, past: `${noun}됐다`, upcoming: `${noun}될 예정이다` };
}

/** The lead event as one sentence: who did what, when and where. */
export function leadSentence(context: RealizeContext): string {
  const lead = { ...context.sheet.lead, what: eventPhrase(context.sheet) };
  const who = actor(context);
  const when = lead.when ? dateText(lead.when, context.reference) : '';
  const where = lead.where ? `${lead.where}에서` : '';
  const future = upcoming(context.sheet, context.reference);
  const predicate = eventPredicate(lead.what) ?? eventWithObject(context.sheet);
  const parts: string[] = [];
  // Where the time and place stand and which verb says "news came" vary by member.
  const [first, second] = context.random.chance(0.5) ? [when, where] : [where, when];
  // No one did it and a thing was done ("제주 물빛 둘레길 개통"): the thing is the subject of a 되다 verb.
  const undergone = !who && predicate ? passiveOf(predicate) : undefined;
  // "…했다", "…했다는 소식이 들려왔다", "…했다고 한다": the same news, said several ways.
  const news = (verb: string) =>
    context.random.pick([
      verb,
      verb,
      `${verb}는 소식이 들려왔다`,
      `${verb}는 소식이 전해졌다`,
      `${verb}는 소식이다`,
      `${verb}는 소식이 나왔다`,
      `${verb}고 한다`,
    ]);
  if (undergone) {
    if (context.random.chance(0.5)) parts.push(undergone.subject, first, second);
    else parts.push(first, second, undergone.subject);
    parts.push(future ? undergone.upcoming : news(undergone.past));
  } else if (predicate) {
    const subject = who ? `${who}${particle(who, '이/가')}` : '';
    if (context.random.chance(0.5)) parts.push(subject, first, second);
    else parts.push(first, subject, second);
    const verb = future ? predicate.upcoming : predicate.past;
    const run = openingRun(predicate.past, context);
    // A plan is said as it is, or as what the news says ("…할 예정이라고 한다").
    const said = future
      ? context.random.pick([verb, verb, ...(/예정이다$/.test(verb) ? [`${verb.slice(0, -2)}이라고 한다`] : [])])
      : run
        ? context.random.pick([
            `${predicate.past.slice(0, -2)}해 ${run} 열린다`,
            `${predicate.past.slice(0, -1)}고, ${run} 이어진다`,
            `${predicate.past.slice(0, -1)}으며 ${run} 계속된다`,
          ])
        : news(verb);
    parts.push(predicate.object, said);
  } else if (future) {
    const subject = who ? `${who}의 ${lead.what}` : lead.what;
    parts.push(`${subject}${particle(subject, '이/가')}`, when ? `${when}로` : '', where, '예정돼 있다');
  } else {
    const subject = who ? `${who}의 ${lead.what}` : lead.what;
    // Without a verb for the event the place is left out: it is often where someone is, not where it happened.
    const news = context.random.pick(['전해졌다', '들려왔다', '나왔다', '알려졌다']);
    // The date first or the news first ("11월 23일 … 소식이 전해졌다", "… 소식이 11월 23일 전해졌다").
    parts.push(
      ...context.random.pick([
        [when, `${subject} 소식이 ${news}`],
        [`${subject} 소식이`, when, news],
        [when, `${subject} 소식을 전한다`],
        [when, `${subject} 소식을 정리해 본다`],
      ]),
    );
  }
  return `${parts.filter(Boolean).join(' ')}.`;
}

/** Whose the figures are when their sentences do not say: the lead's company, team or work — never a person. */
function figureOwner(context: RealizeContext): string | undefined {
  const lead = context.sheet.lead.who[0];
  const entity = lead ? context.sheet.entities.find((e) => lead.includes(e.name)) : undefined;
  if (!entity || entity.kind === 'person') return undefined;
  return actor(context) || undefined;
}

/**
 * The figures with what they count and whose they are, each label said with its owner ("해온 FC의
 * 상금은 5억 원이다"): the owner its own sentence gives, else the lead's company, club or event. The plan
 * only hands over figures that stand alone (plan.ts `standsAlone`), one to a sentence unless one source
 * sentence gave both; a figure whose owner cannot be named is left out here.
 */
function figureSentence(figures: FactFigure[], context: RealizeContext): string {
  const fallback = figureOwner(context) ?? eventName(context.sheet);
  const said = figures.flatMap((f) => {
    // A figure the summary box (or, once the post is being written, a fact sentence before) already
    // tells is not told again on its own. Measuring (no summary yet) sizes every figure.
    const keys = extractFigures(f.text).map((k) => k.key);
    if (context.shown && keys.some((k) => context.shown!.has(k) || (context.told.get(k) ?? 0) > 0)) return [];
    const own = standaloneOwner(f, context.sheet);
    const whose = own === 'lead' ? fallback : sameOwner(own, fallback);
    if (!whose) return [];
    const label = figureLabel(f);
    const counts = ownedLabel(label, whose, context.sheet);
    return [{ counts, text: f.bounded ?? f.text, label, whose }];
  });
  if (said.length === 0) return '';
  const source =
    (context.sourced ?? 0) < SOURCED_MAX && !context.justSourced && context.random.chance(0.35)
      ? `${figures[0]!.outlet}에 따르면 `
      : '';
  if (source) context.sourced = (context.sourced ?? 0) + 1;
  if (said.length === 1) {
    const [one] = said;
    return context.random.pick([
      `${source}${one!.counts}${particle(one!.counts, '은/는')} ${copula(one!.text)}.`,
      `${source}${one!.counts}${particle(one!.counts, '은/는')} ${one!.text}${particle(one!.text, '으로/로')} 확인됐다.`,
      `${source}${one!.counts}${particle(one!.counts, '이/가')} ${copula(one!.text)}.`,
      `${one!.counts}${particle(one!.counts, '은/는')} ${figures[0]!.outlet} 보도로 ${copula(one!.text)}.`,
    ]);
  }
  const [a, b] = said;
  // The second label shares the first's owner: "해온 FC의 매출은 …이고, 영업이익은 …이다".
  const second = b!.whose === a!.whose ? b!.label : b!.counts;
  return context.random.pick([
    `${source}${a!.counts}${particle(a!.counts, '은/는')} ${a!.text}${particle(a!.text, '이고/고')}, ${second}${particle(second, '은/는')} ${copula(b!.text)}.`,
    `${source}${a!.counts}${particle(a!.counts, '이/가')} ${a!.text}${particle(a!.text, '이고/고')}, ${second}${particle(second, '은/는')} ${copula(b!.text)}.`,
  ]);
}

/** The club the sentence calls "해온" is the story's "해온 FC": one owner is named one way in a post. */
function sameOwner(own: string | undefined, actorName: string | undefined): string | undefined {
  return own && actorName && actorName.startsWith(own) ? actorName : own;
}

function earlierSentence(figure: FactFigure, current: FactFigure | undefined, context: RealizeContext): string {
  const when = dateText(figure.reportedAt, context.reference);
  // Whose it was, as for any figure told on its own; nobody to name means it is not told.
  const own = standaloneOwner(figure, context.sheet);
  const fallback = figureOwner(context) ?? eventName(context.sheet);
  const whose = own === 'lead' ? fallback : sameOwner(own, fallback);
  if (!whose) return '';
  figure = {
    ...figure,
    counts: ownedLabel(figure.counts.trim(), whose, context.sheet),
    text: figure.bounded ?? figure.text,
  };
  if (current) current = { ...current, text: current.bounded ?? current.text };
  if (current) {
    const verb = current.value >= figure.value ? '늘었다' : '줄었다';
    return `${figure.counts}${particle(figure.counts, '은/는')} ${when} ${figure.outlet} 보도 때만 해도 ${figure.text}${particle(figure.text, '으로/로')} 전해졌지만 이후 ${current.text}${particle(current.text, '으로/로')} ${verb}.`;
  }
  return context.random.pick([
    `${when} ${figure.outlet} 보도 기준으로 ${figure.counts}${particle(figure.counts, '은/는')} ${pastCopula(figure.text)}.`,
    `${figure.outlet}${particle(figure.outlet, '이/가')} ${when} 전한 ${figure.counts}${particle(figure.counts, '은/는')} ${pastCopula(figure.text)}.`,
    `${when} ${figure.outlet} 보도로는 ${figure.counts}${particle(figure.counts, '이/가')} ${pastCopula(figure.text)}.`,
  ]);
}

const SAY = ['말했다', '밝혔다', '전했다', '설명했다', '강조했다', '덧붙였다', '힘줘 말했다', '말을 보탰다'];

/** How the post names a quote's speaker at this point ("윤재희 관장", "박 감독" as the story's 박진우), or ''. */
function speakerOf(quote: FactQuote, context: RealizeContext): string {
  // "박 대표" is the story's 박진우: the post names the person, never the surname alone.
  const entity = context.sheet.entities.find((e) => e.name === quote.speaker) ?? context.refer.person(quote.speaker);
  if (!entity && /^[가-힣] /.test(quote.speaker)) return '';
  // "지역 여행사 대표 민경준 씨": who a person with 씨 is, said where the post first names them.
  const described =
    quote.described && !context.refer.introduced(entity?.name ?? quote.speaker) ? `${quote.described} ` : '';
  const named = entity
    ? context.refer.name({ ...entity, role: entity.role ?? quote.role })
    : context.refer.introduced(quote.speaker)
      ? quote.speaker
      : quote.role && !quote.speaker.endsWith(quote.role)
        ? `${quote.speaker} ${quote.role}`
        : quote.speaker;
  const speaker = `${described}${named}`;
  if (!entity) context.refer.refer(quote.speaker);
  if (/^\S+(?:을|를|에서|에게|으로|로|은|는)\s/.test(speaker)) return '';
  return speaker;
}

/** What a speaker beyond the post's three quotes said, as indirect speech in the writer's words, or ''. */
function speechSentence(quote: FactQuote, context: RealizeContext): string {
  // Words that cannot be reported leave the speaker unnamed (naming introduces them to the referrer).
  if (!reportable(quote.words)) return '';
  // Right after the same speaker the name is left out, unless the words then still read as the quote.
  const again =
    context.voice === quote.speaker
      ? indirectSpeech(quote.speaker, quote.words, context.random, context.copied, true)
      : undefined;
  if (again) return again;
  const speaker = speakerOf(quote, context);
  return (speaker && indirectSpeech(speaker, quote.words, context.random, context.copied)) || '';
}

function quoteSentence(quote: FactQuote, context: RealizeContext): string {
  const speaker = speakerOf(quote, context);
  if (!speaker) return '';
  const words = quote.words.trim().replace(/[.。]$/, '');
  const ending = /[다요죠까네]$/.test(words) || !endsWithBatchim(words) ? '라고' : '이라고';
  const said = `${speaker}${particle(speaker, '은/는')} "${words}"${ending} ${context.random.pick(SAY)}.`;
  // Which report the words come from is told or not, as the member's seed decides.
  const outlet = quote.outlet.trim();
  if (!outlet || (context.sourced ?? 0) >= SOURCED_MAX || context.justSourced || !context.random.chance(0.4)) {
    return said;
  }
  context.sourced = (context.sourced ?? 0) + 1;
  return context.random.pick([`${outlet} 보도에서 ${said}`, `${outlet}에 따르면 ${said}`]);
}

/** At most this many sentences of a post name the report they come from (the lead and quotes included). */
const SOURCED_MAX = 2;
/** A sentence that names its report. */
const SOURCED = /(?:에 따르면|보도를 보면|보도에서|보도로는|보도 기준|(?:이|가) 전했다\.|보도했다\.|전해졌다\.)/;

/** The outlet whose sentence a clause was read from ("…에 따르면" names it). */
export function outletOf(clause: string, sheet: FactSheet): string | undefined {
  const head = clause.replace(/\s+/g, '').slice(0, 10);
  if (head.length < 6) return undefined;
  const found = sheet.facts.find(
    (f) => f.evidence.replace(/\s+/g, '').includes(head) || f.text.replace(/\s+/g, '').includes(head),
  );
  return found?.outlet.trim() || undefined;
}

/**
 * The sentence said as its outlet's report ("한결일보에 따르면 …", "…했다고 한결일보가 전했다"), as the
 * member's seed decides with this `chance`, for at most two sentences of a post: two members tell the same
 * fact in different frames, and a reader sees where a fact comes from.
 */
/** A sentence already said as someone's report: a second report is never put on it. */
export const REPORTED = /(?:에 따르면|보도|소식|고 한다\.$|전해졌다\.$|(?:이|가) 전했다\.$|밝혔다\.$)/;

export function sourced(sentence: string, outlet: string | undefined, context: RealizeContext, chance: number): string {
  if (!outlet || (context.sourced ?? 0) >= SOURCED_MAX || context.justSourced) return sentence;
  // Never a second report on a reported sentence ("…소식이 들려왔다", "…고 한다", "…고 전해졌다").
  if (REPORTED.test(sentence) || /["“”]/.test(sentence)) return sentence;
  // What is said of someone ("류건호 하면 …", "…를 이야기할 때") is the writer's own framing: no report before it.
  if (/(?:이야기할 때|\S 하면 |자주 나오는 이야기)/.test(sentence)) return sentence;
  if (!/다\.$/.test(sentence)) return sentence;
  // A sentence that leans on the one before it ("이 전술에서", "그 결과") keeps its place right after it.
  if (/(?:^|\s)(?:이|그|이런|그런|이같은|이 같은)\s/.test(sentence) || !context.random.chance(chance)) return sentence;
  context.sourced = (context.sourced ?? 0) + 1;
  const core = sentence.replace(/\.$/, '');
  // "…늘었다고 전했다": only after a verb, where "-다고" is always right (never "…이다고"), and only on
  // a sentence of one clause.
  const reported =
    /(?:었|았|였|했|됐|는|한|른|간|온|린|된)다$/.test(core) && !core.includes(', ')
      ? [`${core}고 ${outlet}${particle(outlet, '이/가')} 전했다.`]
      : [];
  return context.random.pick([`${outlet}에 따르면 ${sentence}`, `${outlet} 보도를 보면 ${sentence}`, ...reported]);
}

/** The sentence's subject: its first marked word, with the bare noun before it ("청주 누리는", not "승리로 코메츠는"). */
const subjectOf = (sentence: string) => {
  const match = /^(?:(\S+) )?(\S+(?:은|는|이|가)) /.exec(sentence);
  if (!match) return undefined;
  const [, before, marked] = match;
  if (before && /(?:은|는|이|가)$/.test(before)) return before;
  return before && !/(?:로|에|서|의|을|를|도|고|며|면|게|지)$/.test(before) ? `${before} ${marked}` : marked;
};

/**
 * Fact clauses restated in the writer's own sentences (restate.ts), with referring expressions for this
 * point of the post; a clause that cannot be restated without reading as its source is left out. Two
 * restated facts about the same subject share one sentence ("A는 X했고, Y했다").
 */
/** Whether the story's event has happened by the newest article (over, or dated before it). */
function happened(context: RealizeContext): boolean {
  const { lead } = context.sheet;
  return lead.over || (lead.when !== undefined && lead.when.getTime() <= context.reference.getTime());
}

/** The clause in the story's time: a one-off happening the sources told ahead is told as done once it is. */
function inStoryTime(clause: string, context: RealizeContext): string {
  return happened(context) ? settled(clause, context.sheet.lead.over) : clause;
}

function factSentences(clauses: string[], context: RealizeContext): string[] {
  // "상품도 나온다" told on its own is "상품은 나온다": the additive needs a sentence it adds to, so it
  // goes before the referrer reads the opener.
  const ready = clauses
    .map((c) =>
      cleanClause(c).replace(/^((?:\S+ ){0,2})(\S+)도 /, (whole, before: string, noun: string) =>
        // "많아도", "환영하면서도", "가도" end a clause ("even if", "while"): only a noun takes the additive 도.
        // "38도" is a temperature: a figure's 도 is its unit.
        // "췌장과 담도 질환을": a word joined to the noun before it by 와/과 is a noun of the list, 도 and all.
        /(?:[아어여해워와져려춰봐겨]|[서고면지게라며]|더라|\d)$/.test(noun) ||
        endsInDoNoun(`${noun}도`) ||
        /[가-힣](?:와|과)\s$/.test(before)
          ? whole
          : `${before}${noun}${particle(noun, '은/는')} `,
      ),
    )
    // "… 결과는 A, B다" lists results no order frees: told as its facts, each in a build of its own, which
    // no other order improves ("5분 충전에 60%가 나왔다" is never "60%가 시험에서 5분 충전에 나왔다").
    .flatMap(
      (c, origin) =>
        resultParts(c)?.map((text) => ({ text, built: true, origin })) ?? [{ text: c, built: false, origin }],
    )
    .filter((c) => unsaid(c.text, context))
    .map((c) => {
      const referred = context.refer.refer(inStoryTime(c.text, context));
      if (referred === undefined || !isClause(referred)) trace('fragment', c.text);
      return { ...c, text: referred };
    })
    .filter((c): c is { text: string; built: boolean; origin: number } => c.text !== undefined && isClause(c.text))
    .flatMap((c) => {
      if (c.built && !context.copied(c.text)) return [{ text: `${cleanClause(c.text)}.`, own: true, origin: c.origin }];
      const parts = restateParts(c.text, context.random, context.copied);
      if (!parts) trace('fragment', c.text);
      return (parts ?? []).map((part) => ({ ...part, origin: c.origin }));
    });
  const out: string[] = [];
  // Which source clause the last part of each sentence came from.
  let lastOrigin = -1;
  // Whether a sentence would tell no figure a third time, counting what this message already holds: two facts
  // joined into one sentence that would are told apart instead, so the one the reader still needs is not lost.
  const toldUnderThrice = (sentence: string | undefined, before: string[]) => {
    if (!sentence) return undefined;
    const held = new Map<string, number>();
    for (const f of before.flatMap((b) => extractFigures(b))) held.set(f.key, (held.get(f.key) ?? 0) + 1);
    const keys = [...new Set(extractFigures(sentence).map((f) => f.key))].filter((k) => !context.named.has(k));
    return keys.every((k) => (context.told.get(k) ?? 0) + (held.get(k) ?? 0) < 2) ? sentence : undefined;
  };
  // Whether a clause tells a figure the post (and this message so far) has not told yet.
  const fresh = (clause: string, before: string[]) => {
    const held = new Set(before.flatMap((b) => extractFigures(b).map((f) => f.key)));
    const keys = extractFigures(clause).map((f) => f.key);
    return keys.length === 0 || keys.some((k) => !held.has(k) && (context.told.get(k) ?? 0) === 0);
  };
  for (let i = 0; i < ready.length; i += 1) {
    const item = ready[i]!;
    const next = ready[i + 1];
    const previous = out[out.length - 1];
    // A clause no word order frees is said in another build that fits its kind of fact (recast.ts).
    // Not when the post has told every figure of it already: the same fact reached from another article.
    const recasted =
      item.own || !fresh(item.text, out)
        ? undefined
        : recast(item.text, context.random, context.copied, context.category);
    if (recasted) trace('recast', item.text);
    if (!item.own && !recasted) {
      // A clause that reads as its source is told joined to another or kept as a copy: refusing a join here
      // would only add a copy, so only the joins of the writer's own sentences below are checked.
      const partner = next ? joinFacts(item.text, next.text, context) : undefined;
      if (partner) {
        trace('copy-joined', item.text);
        out.push(partner);
        lastOrigin = next!.origin;
        i += 1;
        continue;
      }
      // Else it may follow the sentence before it, when that one is still a single clause.
      const after = previous && !previous.includes(', ') ? joinFacts(previous, item.text, context) : undefined;
      if (after) {
        trace('copy-joined', item.text);
        out[out.length - 1] = after;
        lastOrigin = item.origin;
      } else {
        // Before it is kept as a copy or left out, a fact with no figure to turn may be told as what its
        // subject did, the thing done last ("…배운 것은 신호 수기였다").
        const done = toldAsDone(item.text, context.copied);
        const kept = done ?? context.mayCopy?.(item.text);
        trace(done ? 'recast' : kept ? 'copy-kept' : 'copy-dropped', item.text);
        if (kept) {
          out.push(kept);
          lastOrigin = item.origin;
        }
      }
      continue;
    }
    if (!recasted) trace('restated', item.text);
    const text = recasted ?? item.text;
    const subject = subjectOf(text);
    if (previous && subject && subjectOf(previous) === subject && previous.length + text.length <= 120) {
      const joined = toldUnderThrice(joinFacts(previous, text, context), out.slice(0, -1));
      if (joined && !/, .*, /.test(previous)) {
        out[out.length - 1] = joined;
        lastOrigin = item.origin;
        continue;
      }
    }
    // Two facts of one source sentence about different subjects: whether they share a sentence is the
    // member's choice, so two members aggregate the same facts differently. Facts of two source sentences
    // with different subjects are never glued ("…공간도 만들고, 생산직과 설비 관리직이 대부분이다").
    if (previous && !previous.includes(', ') && lastOrigin === item.origin && context.random.chance(0.4)) {
      const joined = toldUnderThrice(joinFacts(previous, text, context), out.slice(0, -1));
      if (joined) {
        out[out.length - 1] = joined;
        continue;
      }
    }
    out.push(text);
    lastOrigin = item.origin;
  }
  // A report is named only when every fact of the message is that outlet's: a sentence of another outlet's fact
  // is never credited to it ("…'덜컹' 했다고 물빛신문이 전했다" of 너른뉴스's sentence was written).
  const outlets = clauses.map((c) => outletOf(cleanClause(c), context.sheet));
  const outlet = outlets.every((o) => o !== undefined && o === outlets[0]) ? outlets[0] : undefined;
  return out.map((sentence, i) => {
    // Nor right before a sentence that already names its report.
    const said = SOURCED.test(out[i + 1] ?? '')
      ? sentence
      : sourced(sentence, outlet, context, context.sourceChance ?? 0.2);
    context.justSourced = SOURCED.test(said);
    return said;
  });
}

/**
 * Two facts as one sentence, the second's subject left out when it is the first's; never a copy. Two
 * facts about different subjects are independent: which comes first is the member's seed.
 */
export function joinFacts(first: string, second: string, context: RealizeContext): string | undefined {
  if (first.length + second.length > 110) return undefined;
  // "…12월 1일부터 2월 28일까지 멈추고, 운항 중단은 12월 1일~2월 28일이다": a second fact whose every figure
  // and date the first already tells says it again.
  const facts = (text: string) => [
    ...extractFigures(text).map((f) => f.key),
    ...[...text.matchAll(/(?:\d{4}년\s*)?\d{1,2}월\s*\d{1,2}일/g)].map((m) => m[0].replace(/\s+/g, '')),
  ];
  const held = new Set(facts(first));
  const keys = facts(second);
  if (keys.length > 0 && keys.every((k) => held.has(k))) return undefined;
  // "축제가 막을 내렸고, 축제는 …": the same subject with another particle is the same subject.
  const bare = (s: string | undefined) => s?.replace(/(?:은|는|이|가)$/, '');
  const subject = subjectOf(first);
  const found = subject ? subjectOf(second) : undefined;
  const again = found && bare(found) === bare(subject) ? subject : found;
  if (subject && again && subject !== again && context.random.chance(0.5)) {
    const swapped = joinClauses(second, first, context.random.chance(0.5) ? '고' : '며');
    if (swapped && !context.copied(swapped)) return swapped;
  }
  // "…에서 만난 윤소담 연구원은 문을 열었고, 윤소담 연구원은 웃었다": a subject the first fact already
  // names, wherever it stands there, is not said again.
  const own = subjectOf(second);
  const named = own !== undefined && ['은', '는', '이', '가'].some((p) => ` ${first}`.includes(` ${bare(own)}${p} `));
  const dropped = named ? own : found && again === subject ? found : undefined;
  const rest = dropped && second.startsWith(`${dropped} `) ? second.slice(dropped.length + 1) : second;
  const joined = joinClauses(first, rest, context.random.chance(0.5) ? '고' : '며');
  return joined && !context.copied(joined) ? joined : undefined;
}

const EVENT_NOUN = /(?:축제|행사|전시|공연|대회|박람회|페스티벌|팝업|콘서트|마켓|장터|투어|상영)/;
/** A service that runs (a bus, a train, a flight): its hours are when it runs. */
const RUNS = /(?:개통|운행|노선|버스|열차|항공|취항|셔틀)/;

function practicalSentences(context: RealizeContext): string[] {
  const { practical, lead } = context.sheet;
  const over = detailsOver(lead);
  const who = actor(context);
  // An event is named by its own name from the sources ("은하강 등불축제"), never by a keyword title.
  const festival = leadEventName(context.sheet);
  const isEvent = festival !== undefined || EVENT_NOUN.test(`${who} ${lead.what}`);
  // A record, a deal or a launch has no place to go to: only events, shops, trips and services people use
  // (a new bus route, a library opening) get their details.
  const service = SERVICE_NOUN.test(lead.what);
  if (!isEvent && !service && context.category !== '맛집' && context.category !== '여행') return [];
  const eventTitle = festival ?? (EVENT_NOUN.test(who) ? who : EVENT_NOUN.test(lead.what) ? lead.what : undefined);
  // What the details belong to: the event, else the shop or place the story is about; a title without
  // a name of its own ("국화 개막") owns nothing, and the details that need an owner are then left out.
  // A service's details are the route's or the hall's ("K5120의 요금은"), not the city's that opens it.
  const served = service ? lead.what.replace(/\s*\S*(?:개통|운행|신설|취항|개관|개장)\S*$/, '').trim() : '';
  // "운봉군이 … 구름재 케이블카가 21일 개통했다": of several actors, a service's details are the one that opens.
  const opened = service ? openedActor(lead) : undefined;
  const name = isEvent ? eventTitle : served || opened || who || (service ? practical.of : undefined) || undefined;
  const sentences: string[] = [];
  if (practical.place && name) {
    const verb = isEvent
      ? over
        ? context.random.pick(['열렸다', '진행됐다'])
        : context.random.pick(['열린다', '펼쳐진다'])
      : over
        ? '있었다'
        : context.random.pick(['있다', '자리 잡고 있다']);
    const place = practical.place;
    // The same fact in a few shapes, so two members' practical lines differ.
    sentences.push(
      context.random.pick([
        `${name}${particle(name, '은/는')} ${place}${isEvent ? '에서' : '에'} ${verb}.`,
        `${name}의 ${isEvent ? '행사장은' : '위치는'} ${over ? pastCopula(place) : copula(place)}.`,
        `${place}에서 ${name}${particle(name, '을/를')} ${isEvent ? (over ? '만날 수 있었다' : '만날 수 있다') : over ? '찾을 수 있었다' : '찾을 수 있다'}.`,
      ]),
    );
  }
  if (!name) return sentences;
  const details: string[] = [];
  // Details said without the place sentence before them need whose they are.
  const owner = sentences.length === 0 ? `${name}의 ` : '';
  if (practical.hours) {
    const label = context.random.pick(
      isEvent
        ? ['기간은', '일정은', '행사 기간은']
        : service && RUNS.test(`${lead.what} ${name}`)
          ? ['운행 시간은']
          : service
            ? ['운영 시간은', '이용 시간은']
            : ['운영 시간은', '영업시간은', '문 여는 시간은'],
    );
    details.push(`${owner}${label} ${periodText(practical.hours, context.reference)}`);
  }
  // The sources' own word for the price ("요금", "입장료") is kept: a bus fare is no "가격".
  const priceWord = /^(요금|입장료|관람료)(?:은|는)\s/.exec(practical.price ?? '')?.[1];
  const price = practical.price?.replace(/^(?:가격|요금|입장료|관람료)(?:은|는)\s*/, '').replace(/(?:으로|로)$/, '');
  // A price whose sentence named what it is the price of ("야경 상품 가격은 …") is told of that, not of the owner.
  const ownLabel = price !== undefined && /^\S.*?(?:가격|요금|입장료|관람료|값)(?:은|는)\s/.test(price);
  // Free entry is said as such ("입장은 무료"), and a part that costs money gets its own sentence.
  const free = price === '무료';
  if (price)
    details.push(
      ownLabel
        ? price
        : `${details.length === 0 ? owner : ''}${free ? '입장은' : priceWord ? `${priceWord}${particle(priceWord, '은/는')}` : context.random.pick(['가격은', '값은'])} ${price}`,
    );
  // Which detail comes first varies by member; the owner stays on the first one.
  if (details.length === 2 && owner === '' && context.random.chance(0.5)) details.reverse();
  if (details.length === 2) {
    const [a, b] = details as [string, string];
    sentences.push(
      ...(over
        ? context.random.pick([
            [`${a}${endsWithBatchim(a) ? '이었고' : '였고'}, ${pastCopula(b)}.`],
            [`${pastCopula(a)}.`, `${pastCopula(b)}.`],
          ])
        : context.random.pick([
            [`${a}${particle(a, '이고/고')}, ${copula(b)}.`],
            [`${copula(a)}.`, `${copula(b)}.`],
            [`${a}${particle(a, '이며/며')} ${copula(b)}.`],
          ])),
    );
  } else if (details.length === 1) {
    const told = over ? `${pastCopula(details[0]!)}.` : `${copula(details[0]!)}.`;
    // "요금은 교통카드 기준 2,900원이다" leaves a short price line no other word order than the copula's own
    // inversion: "교통카드 기준 2,900원이 K5120의 요금이다".
    const priced = /^(.+의 )(요금|입장료|관람료|가격|값)(?:은|는) (.+)$/.exec(details[0]!);
    const inverted =
      priced && !over ? `${priced[3]}${particle(priced[3]!, '이/가')} ${priced[1]}${copula(priced[2]!)}.` : undefined;
    sentences.push(inverted && context.copied(told) ? inverted : told);
  }
  const paid = free && practical.paid ? /^(.+?)\s+(\d.*원)$/.exec(practical.paid) : null;
  if (paid && !over) {
    const [, part, amount] = paid as unknown as [string, string, string];
    sentences.push(
      context.random.pick([
        `다만 ${part}${particle(part, '은/는')} ${amount}${particle(amount, '을/를')} 따로 받는다.`,
        `${part}만 ${amount}${particle(amount, '을/를')} 내야 들어갈 수 있다.`,
        `${part} 입장료는 ${copula(amount)}.`,
      ]),
    );
  }
  if (practical.access && !over) {
    const access = cleanClause(practical.access);
    sentences.push(isClause(access) ? `${access}.` : `찾아가는 길은 ${copula(access)}.`);
  }
  return sentences;
}

function timelineSentences(entries: TimelineEntry[], context: RealizeContext): string[] {
  return entries.flatMap((entry) => {
    const what = cleanClause(entry.what);
    // A fragment ("12일 인천 해안구장에서") is not a fact a reader can follow: only clauses are told.
    if (!isClause(what) || lostWords(what) || !unsaid(what, context)) return [];
    const dated = /\d{1,2}일/.test(what);
    const when = entry.at && !dated ? `${dateText(entry.at, context.reference)}에는 ` : '';
    const said = restate(inStoryTime(`${when}${what}`, context), context.random, context.copied);
    return said ?? [];
  });
}

/**
 * One message as plain-prose sentences; an empty list when nothing of it can be told. `_first` (the
 * message opens its paragraph): every figure is told with its owner, and a speaker is named again.
 */
export function realizeMessage(message: Message, context: RealizeContext, _first: boolean): string[] {
  // A paragraph of its own names its speaker again.
  if (_first) context.voice = undefined;
  let sentences: string[];
  switch (message.kind) {
    case 'figures':
      if (message.figures.length === 0) return [];
      sentences = [figureSentence(message.figures, context)].filter(Boolean);
      break;
    case 'earlier':
      sentences = [earlierSentence(message.figure, message.current, context)].filter(Boolean);
      break;
    case 'quote':
      sentences = [quoteSentence(message.quote, context)].filter(Boolean);
      break;
    case 'speech':
      sentences = [speechSentence(message.quote, context)].filter(Boolean);
      break;
    case 'facts':
      sentences = factSentences(message.clauses, context);
      break;
    case 'practical':
      sentences = practicalSentences(context);
      break;
    case 'timeline':
      sentences = timelineSentences(message.entries, context);
      break;
  }
  const told = sentences
    .map((s) => withoutToldModifier(s, context))
    .filter((s) => tell(s, context.told, context.named) || (trace('figure-thrice', s), false));
  const voiced = message.kind === 'quote' || message.kind === 'speech';
  if (told.length > 0) {
    // A message that told nothing leaves the last speaker the last one the reader met.
    context.voice = voiced ? message.quote.speaker : undefined;
    context.justSourced = SOURCED.test(told[told.length - 1]!);
    const sources =
      message.kind === 'facts'
        ? message.clauses
        : message.kind === 'timeline'
          ? message.entries.map((e) => e.what)
          : [];
    for (const clause of sources) context.said?.add(clauseKey(cleanClause(clause)));
  }
  return told;
}

/**
 * A long news sentence compressed to its new fact: a figure the post has told twice already that only
 * describes a noun ("8년 만에 재결합한 밴드 새벽정류장의 …", "류건호(38)는 …") leaves the sentence,
 * which then tells what is new without telling that figure a third time.
 */
export function withoutToldModifier(sentence: string, context: RealizeContext): string {
  const twice = extractFigures(sentence).filter(
    (f) => !context.named.has(f.key) && (context.told.get(f.key) ?? 0) >= 2,
  );
  if (twice.length === 0) return sentence;
  let out = sentence;
  for (const figure of twice) {
    const at = escapeRe(figure.text);
    const shorter = out
      // "(38)" after a name: an age or a count in brackets.
      .replace(new RegExp(`\\(${at}\\)`), '')
      // "8년 만에 재결합한 ", "3년째 이어 온 ": the figure inside a phrase of time before a noun.
      .replace(new RegExp(`(^|\\s)${at}\\s?(?:만에|째|간|동안) [가-힣]+(?:한|된|던|온|은) (?=[가-힣])`), '$1');
    if (shorter !== out) out = shorter.replace(/\s+/g, ' ').trim();
  }
  if (out === sentence || lostWords(out) || context.copied(out)) return sentence;
  return /^[가-힣A-Za-z0-9'"]/.test(out) ? out : sentence;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
