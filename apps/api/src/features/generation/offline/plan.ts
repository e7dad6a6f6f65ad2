import type { Category } from '@geulgam/contracts';
import type { FactFigure, FactQuote, FactSheet, TimelineEntry } from '../../../story/model.ts';
import { isInstruction } from '../instructions.ts';
import type { Random } from '../random.ts';
import { cleanClause } from './clause.ts';

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
  | { kind: 'facts'; clauses: string[] }
  | { kind: 'practical' }
  | { kind: 'timeline'; entries: TimelineEntry[] };

export interface PlannedMessage {
  message: Message;
  /** Lower is told first when the post is short. */
  priority: number;
}

export interface PlannedSection {
  role: SectionRole;
  messages: PlannedMessage[];
}

/** Categories whose stories are about a place or an event a reader may visit. */
const VISITABLE: ReadonlySet<Category> = new Set(['맛집', '여행']);

const NEXT_WORDS = /(?:예정|계획|방침|내년|다음 달|다음 주|향후|앞으로|오는 \d|추진|검토|전망|목표)/;
const VOICE_WORDS = /(?:반응|팬들?|관객|소비자|시민|누리꾼|업계|전문가|평가|호평|기대|우려|관심|화제)/;
const BACKGROUND_WORDS = /(?:지난해|작년|그동안|과거|이전|처음|설립|창업|출신|배경|이유|때문|이후|앞서|당시|\d{4}년)/;

/** A clause worth a sentence: long enough to say something, short enough to be one fact, never an order. */
function usableClause(text: string): boolean {
  const clause = cleanClause(text);
  return clause.length >= 8 && clause.length <= 140 && !isInstruction(text);
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

/**
 * Whether the figure can be told as "what it counts is N": its label is a clean noun phrase, and the
 * source sentence says it that way — the label as the subject or topic right before the figure
 * ("매출은 3조 1천억 원으로"), so the label is what the figure counts and not a word that happens
 * to stand before it ("장중 10% 넘게").
 */
export function tellableFigure(figure: FactFigure): boolean {
  if (!saysWhatItCounts(figure.counts)) return false;
  const words = figure.counts.trim().split(/\s+/);
  if (words.length > 4 || words.some((w) => !/^[가-힣A-Za-z0-9·]+$/.test(w))) return false;
  const head = words[words.length - 1]!;
  const said = new RegExp(`${escape(head)}(?:은|는|이|가|도)\\s+(?:\\S+\\s+)?${escape(figure.text)}`);
  return said.test(figure.evidence);
}

/** Figures that count something, newest report per quantity first; the rest as earlier values. */
function splitFigures(figures: FactFigure[]) {
  const current: FactFigure[] = [];
  const earlier: { figure: FactFigure; current?: FactFigure }[] = [];
  const seen = new Set<string>();
  for (const figure of figures) {
    if (!tellableFigure(figure) || isInstruction(figure.evidence)) continue;
    const key = `${figure.value}|${figure.unit}`;
    if (seen.has(key)) continue;
    seen.add(key);
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
  const sections = new Map<SectionRole, PlannedMessage[]>();
  const add = (role: SectionRole, message: Message, priority: number) =>
    sections.set(role, [...(sections.get(role) ?? []), { message, priority }]);

  const leadWords = new Set(cleanClause(sheet.lead.evidence).split(/\s+/));
  const clauses: string[] = [];
  for (const fact of sheet.facts) {
    if (!usableClause(fact.text)) continue;
    const clause = cleanClause(fact.text);
    const words = clause.split(/\s+/);
    // A clause that only repeats the lead sentence adds nothing after the intro.
    if (words.filter((w) => leadWords.has(w)).length >= words.length * 0.8) continue;
    if (clauses.some((c) => c === clause)) continue;
    clauses.push(clause);
  }

  const byRole = new Map<SectionRole, string[]>();
  for (const clause of clauses) {
    const role = roleOfClause(clause);
    byRole.set(role, [...(byRole.get(role) ?? []), clause]);
  }
  // Facts go out in pairs so that one sentence can carry two of them (aggregation).
  const pairUp = (role: SectionRole, base: number) => {
    // Which facts share a sentence varies by member, so two members' posts aggregate differently.
    const list = random ? random.shuffle(byRole.get(role) ?? []) : (byRole.get(role) ?? []);
    for (let i = 0; i < list.length; i += 2) {
      add(role, { kind: 'facts', clauses: list.slice(i, i + 2) }, base + i * 0.2);
    }
  };

  pairUp('event', 1);
  const { practical } = sheet;
  if (practical.place || practical.hours || practical.price || practical.access) {
    add('practical', { kind: 'practical' }, VISITABLE.has(category) ? 0.5 : 2);
  }
  const { current, earlier } = splitFigures(sheet.figures);
  for (let i = 0; i < current.length; i += 2) {
    add('figures', { kind: 'figures', figures: current.slice(i, i + 2) }, 1 + i * 0.5);
  }
  for (const item of earlier) add('figures', { kind: 'earlier', ...item }, 4);
  usableQuotes(sheet.quotes)
    .slice(0, 3)
    .forEach((quote, i) => add('voices', { kind: 'quote', quote }, 1.5 + i));
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
