import type { Category } from '@geulgam/contracts';
import type { FactFigure, FactQuote, FactSheet, TimelineEntry } from '../../../story/model.ts';
import { extractFigures } from '@geulgam/korean';
import type { Random } from '../random.ts';
import { endsWithBatchim } from '@geulgam/korean';
import { cleanClause, copula, dateText, eventPredicate, isClause, joinClauses, joinNames } from './clause.ts';
import { particle } from '@geulgam/korean';
import type { Message } from './plan.ts';
import type { Referrer } from './refer.ts';
import { restate } from './restate.ts';

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
  /** Figures that are part of the story's name ("2호점 개장"): naming the story is not telling them. */
  named: ReadonlySet<string>;
  /** Whether a sentence still reads as one of the sources (a shared run of ≥ 60 %): never written. */
  copied: (sentence: string) => boolean;
}

/** Whether the sentence can be told without telling any figure a third time; counts it if so. */
export function tell(sentence: string, told: Map<string, number>, named: ReadonlySet<string> = new Set()): boolean {
  const keys = [...new Set(extractFigures(sentence).map((f) => f.key))].filter((k) => !named.has(k));
  if (keys.some((k) => (told.get(k) ?? 0) >= 2)) return false;
  for (const k of keys) told.set(k, (told.get(k) ?? 0) + 1);
  return true;
}

const pastCopula = (noun: string) => `${noun}${endsWithBatchim(noun) ? '이었다' : '였다'}`;

/** The story's main actor as the post names it at this point ("청록제약", "윤재하 선수"). */
export function actor(context: RealizeContext): string {
  const what = eventPhrase(context.sheet);
  // An actor already inside the event phrase ("박태오 해트트릭") is not named twice.
  const names = context.sheet.lead.who.filter(
    (w) => w.trim().length > 0 && !what.includes(w.trim().split(/\s+/).pop()!),
  );
  const named = names.map((name) => {
    const entity = context.sheet.entities.find((e) => e.name === name);
    return entity ? context.refer.name(entity) : name;
  });
  return joinNames(named.slice(0, 2));
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

/** The lead event as one sentence: who did what, when and where. */
export function leadSentence(context: RealizeContext): string {
  const lead = { ...context.sheet.lead, what: eventPhrase(context.sheet) };
  const who = actor(context);
  const when = lead.when ? dateText(lead.when, context.reference) : '';
  const where = lead.where ? `${lead.where}에서` : '';
  const future = upcoming(context.sheet, context.reference);
  const predicate = eventPredicate(lead.what);
  const parts: string[] = [];
  if (predicate) {
    if (who) parts.push(`${who}${particle(who, '이/가')}`);
    parts.push(when, where, predicate.object, future ? predicate.upcoming : predicate.past);
  } else if (future) {
    const subject = who ? `${who}의 ${lead.what}` : lead.what;
    parts.push(`${subject}${particle(subject, '이/가')}`, when ? `${when}로` : '', where, '예정돼 있다');
  } else {
    const subject = who ? `${who}의 ${lead.what}` : lead.what;
    parts.push(when, where, `${subject} 소식이 전해졌다`);
  }
  return `${parts.filter(Boolean).join(' ')}.`;
}

function figureSentence(figures: FactFigure[], context: RealizeContext, owner: string | undefined): string {
  const said = figures.map((f) => {
    const counts = owner && !f.counts.includes(owner) ? `${owner}의 ${f.counts}` : f.counts;
    owner = undefined;
    return { counts, text: f.text };
  });
  const source = context.random.chance(0.35) ? `${figures[0]!.outlet}에 따르면 ` : '';
  if (said.length === 1) {
    const [one] = said;
    return `${source}${one!.counts}${particle(one!.counts, '은/는')} ${copula(one!.text)}.`;
  }
  const [a, b] = said;
  return `${source}${a!.counts}${particle(a!.counts, '은/는')} ${a!.text}${particle(a!.text, '이고/고')}, ${b!.counts}${particle(b!.counts, '은/는')} ${copula(b!.text)}.`;
}

function earlierSentence(figure: FactFigure, current: FactFigure | undefined, context: RealizeContext): string {
  const when = dateText(figure.reportedAt, context.reference);
  if (current) {
    const verb = current.value >= figure.value ? '늘었다' : '줄었다';
    return `${figure.counts}${particle(figure.counts, '은/는')} ${when} ${figure.outlet} 보도 때만 해도 ${figure.text}${particle(figure.text, '으로/로')} 전해졌지만 이후 ${current.text}${particle(current.text, '으로/로')} ${verb}.`;
  }
  return `${when} ${figure.outlet} 보도 기준으로 ${figure.counts}${particle(figure.counts, '은/는')} ${pastCopula(figure.text)}.`;
}

const SAY = ['말했다', '밝혔다', '전했다', '설명했다'];

function quoteSentence(quote: FactQuote, context: RealizeContext): string {
  const entity = context.sheet.entities.find((e) => e.name === quote.speaker);
  const speaker = entity
    ? context.refer.name({ ...entity, role: entity.role ?? quote.role })
    : context.refer.introduced(quote.speaker)
      ? quote.speaker
      : quote.role && !quote.speaker.endsWith(quote.role)
        ? `${quote.speaker} ${quote.role}`
        : quote.speaker;
  if (!entity) context.refer.refer(quote.speaker);
  const words = quote.words.trim().replace(/[.。]$/, '');
  const ending = /[다요죠까네]$/.test(words) || !endsWithBatchim(words) ? '라고' : '이라고';
  return `${speaker}${particle(speaker, '은/는')} "${words}"${ending} ${context.random.pick(SAY)}.`;
}

const subjectOf = (sentence: string) => /^(\S+(?:\s\S+)?(?:은|는|이|가)) /.exec(sentence)?.[1];

/**
 * Fact clauses restated in the writer's own sentences (restate.ts), with referring expressions for this
 * point of the post; a clause that cannot be restated without reading as its source is left out. Two
 * restated facts about the same subject share one sentence ("A는 X했고, Y했다").
 */
function factSentences(clauses: string[], context: RealizeContext): string[] {
  const ready = clauses
    .map((c) => context.refer.refer(cleanClause(c)))
    .filter((c): c is string => c !== undefined && isClause(c))
    .map((c) =>
      c.replace(
        /^((?:\S+ ){0,2})(\S+)도 /,
        (_, before: string, noun: string) => `${before}${noun}${particle(noun, '은/는')} `,
      ),
    )
    .flatMap((c) => restate(c, context.random, context.copied) ?? []);
  const out: string[] = [];
  for (const sentence of ready) {
    const previous = out[out.length - 1];
    const subject = subjectOf(sentence);
    if (previous && subject && subjectOf(previous) === subject && previous.length + sentence.length <= 120) {
      const joined = joinClauses(
        previous,
        sentence.slice(subject.length + 1),
        context.random.chance(0.5) ? '고' : '며',
      );
      if (joined && !/, .*, /.test(previous)) {
        out[out.length - 1] = joined;
        continue;
      }
    }
    out.push(sentence);
  }
  return out;
}

const EVENT_NOUN = /(?:축제|행사|전시|공연|대회|박람회|페스티벌|팝업|콘서트|마켓|장터|투어|상영)/;

function practicalSentences(context: RealizeContext): string[] {
  const { practical, lead } = context.sheet;
  const over = lead.over;
  const isEvent = EVENT_NOUN.test(lead.what) || context.category !== '맛집';
  const name = actor(context) || lead.what;
  const sentences: string[] = [];
  if (practical.place) {
    const verb = isEvent ? (over ? '열렸다' : '열린다') : over ? '있었다' : '있다';
    const subject = isEvent && !EVENT_NOUN.test(name) ? `${name}의 ${lead.what}` : name;
    sentences.push(`${subject}${particle(subject, '은/는')} ${practical.place}${isEvent ? '에서' : '에'} ${verb}.`);
  }
  const details: string[] = [];
  if (practical.hours) details.push(`${isEvent ? '기간' : '운영 시간'}은 ${practical.hours}`);
  if (practical.price) details.push(`가격은 ${practical.price}`);
  if (details.length === 2) {
    const [a, b] = details as [string, string];
    sentences.push(
      over
        ? `${a}${endsWithBatchim(a) ? '이었고' : '였고'}, ${pastCopula(b)}.`
        : `${a}${particle(a, '이고/고')}, ${copula(b)}.`,
    );
  } else if (details.length === 1) {
    sentences.push(over ? `${pastCopula(details[0]!)}.` : `${copula(details[0]!)}.`);
  }
  if (practical.access && !over) {
    const access = cleanClause(practical.access);
    sentences.push(isClause(access) ? `${access}.` : `찾아가는 길은 ${copula(access)}.`);
  }
  return sentences;
}

function timelineSentences(entries: TimelineEntry[], context: RealizeContext): string[] {
  return entries.map((entry) => {
    const when = entry.at ? `${dateText(entry.at, context.reference)}에는 ` : entry.upcoming ? '앞으로 ' : '';
    const what = cleanClause(entry.what);
    if (isClause(what)) return `${when}${what}.`;
    return `${when}${what}${particle(what, '이/가')} ${entry.upcoming ? '예정돼 있다' : '있었다'}.`;
  });
}

/** One message as plain-prose sentences; an empty list when nothing of it can be told. */
export function realizeMessage(message: Message, context: RealizeContext, first: boolean): string[] {
  let sentences: string[];
  switch (message.kind) {
    case 'figures':
      if (message.figures.length === 0) return [];
      sentences = [figureSentence(message.figures, context, first ? actor(context) || undefined : undefined)];
      break;
    case 'earlier':
      sentences = [earlierSentence(message.figure, message.current, context)];
      break;
    case 'quote':
      sentences = [quoteSentence(message.quote, context)];
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
  return sentences.filter((s) => tell(s, context.told, context.named));
}
