import { jaccard, shingles } from '@geulgam/korean';
import type { Role, Unit } from './analyze.ts';
import type { Random } from '../random.ts';

/**
 * Which source units a post tells, and where. Units are compared by the facts they carry, not their
 * wording: a unit whose figures were all told already, whose quote was already quoted, or whose words
 * add nothing new is left out; a figure is told at most twice (once in the summary, once in the body).
 */

/** Spans of time ("1년 전", "3분 만에") that say which fact little on their own. */
const TRIVIAL = /^\d+(?:년|개월|주|시간|분|초|일)$/;

/** How many of the unit's sentences carry each figure. */
function figureSentences(unit: Unit): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentence of unit.sentences)
    for (const key of sentence.figureKeys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Figures told so far, words and quotes told so far. */
export class Told {
  /** Sentences that told each figure so far, per part of the post. */
  private readonly figureCounts = { summary: new Map<string, number>(), body: new Map<string, number>() };
  readonly words = new Set<string>();
  private readonly quotes: Set<string>[] = [];
  readonly units: Unit[] = [];

  has(key: string): boolean {
    return this.figureCounts.summary.has(key) || this.figureCounts.body.has(key);
  }

  /** Every figure of the unit is told at most once per part: in the summary, and once more in the body. */
  allows(unit: Unit, part: 'summary' | 'body'): boolean {
    const told = this.figureCounts[part];
    return [...figureSentences(unit)].every(([key, count]) => (told.get(key) ?? 0) + count <= 1);
  }

  /** The unit repeats what was told: the same quote, only told figures, or too few new words. */
  repeats(unit: Unit): boolean {
    for (const quote of unit.quotes) {
      const grams = shingles(quote, 2);
      if (this.quotes.some((told) => jaccard(told, grams) >= 0.22)) return true;
    }
    let closest = 0;
    for (const told of this.units) closest = Math.max(closest, jaccard(unit.words, told.words));
    if (closest >= 0.5) return true;
    // A told unit with the same figure and much the same words: the same fact from another outlet.
    for (const told of this.units) {
      if ([...unit.figureKeys].some((key) => told.figureKeys.has(key) && !TRIVIAL.test(key))) {
        if (jaccard(unit.words, told.words) >= 0.3) return true;
      }
    }
    const newFigures = [...unit.figureKeys].filter((key) => !this.has(key));
    // Two runs of the same words ("구단 최다 연승 기록") with no new figure: the same fact retold.
    if (newFigures.every((key) => TRIVIAL.test(key))) {
      for (const told of this.units) {
        if ([...unit.pairs].filter((pair) => told.pairs.has(pair)).length >= 2) return true;
      }
    }
    const newWords = [...unit.words].filter((w) => !this.words.has(w)).length;
    if (newFigures.length > 0) return false;
    // Every figure it gives was told already: the same fact in other words.
    if (unit.substantiveFigures > 0) return true;
    if (unit.figureKeys.size > 0) return newWords < 4;
    return newWords < 3 || closest >= 0.35;
  }

  add(unit: Unit, part: 'summary' | 'body'): void {
    const told = this.figureCounts[part];
    for (const [key, count] of figureSentences(unit)) told.set(key, (told.get(key) ?? 0) + count);
    for (const word of unit.words) this.words.add(word);
    for (const quote of unit.quotes) this.quotes.push(shingles(quote, 2));
    this.units.push(unit);
  }
}

export interface Selection {
  summary: Unit[];
  body: Unit[];
  /** Characters without spaces of the body units. */
  bodyChars: number;
  /** The sources ran out before the body reached its budget. */
  thin: boolean;
}

/** Scores with a seeded jitter: the best units still lead, near-equals change places between members. */
function jittered(units: Unit[], random: Random, spread: number): Unit[] {
  return units
    .map((unit) => ({ unit, key: unit.score * (1 - spread / 2 + random.next() * spread) }))
    .sort((a, b) => b.key - a.key)
    .map(({ unit }) => unit);
}

const fitsSummary = (unit: Unit) => unit.role !== 'voices' && unit.chars <= 130 && unit.sentences.length <= 2;

/**
 * Characters without spaces the sources can fill without repeating a fact: what a body could hold
 * if every distinct unit were told.
 */
export function distinctChars(units: Unit[]): number {
  const told = new Told();
  let chars = 0;
  for (const unit of [...units].sort((a, b) => b.score - a.score)) {
    if (told.repeats(unit) || !told.allows(unit, 'body')) continue;
    told.add(unit, 'body');
    chars += unit.chars;
  }
  return chars;
}

export function selectUnits(
  units: Unit[],
  options: { summarySize: number; bodyBudget: number; random: Random },
): Selection {
  // Drawn before the summary, so a longer option of the same seed tells what a shorter one told, and more.
  const bodyOrder = options.random.fork('body').shuffle(units);
  const told = new Told();
  const summary: Unit[] = [];
  // The story's lead always opens the summary (a reader and the meta description start there); the
  // other summary lines are drawn with a seeded jitter and then read in story order.
  const candidates = units.filter(fitsSummary);
  const lead = [...candidates].sort((a, b) => b.score - a.score)[0];
  for (const unit of [...(lead ? [lead] : []), ...jittered(candidates, options.random, 1.4)]) {
    if (summary.length >= options.summarySize) break;
    if (summary.includes(unit) || told.repeats(unit) || !told.allows(unit, 'summary')) continue;
    summary.push(unit);
    told.add(unit, 'summary');
  }
  const [first, ...others] = summary;
  others.sort((a, b) => a.position - b.position || b.score - a.score);
  summary.splice(0, summary.length, ...(first ? [first] : []), ...others);

  const body: Unit[] = [];
  let bodyChars = 0;
  // The summary took the lead facts; the body draws the rest in a seeded order, so two members tell
  // different parts of a thin story.
  const rest = bodyOrder.filter((u) => !summary.includes(u));
  for (const unit of rest) {
    if (bodyChars >= options.bodyBudget) break;
    // A unit that would overshoot the budget by far waits for a longer option; a smaller one may fit.
    if (bodyChars + unit.chars > options.bodyBudget * 1.25) continue;
    if (told.repeats(unit) || !told.allows(unit, 'body')) continue;
    body.push(unit);
    told.add(unit, 'body');
    bodyChars += unit.chars;
  }
  return { summary, body, bodyChars, thin: bodyChars < options.bodyBudget * 0.85 };
}

export interface Section {
  role: Role;
  units: Unit[];
}

const sentencesOf = (units: Unit[]) => units.reduce((sum, u) => sum + u.sentences.length, 0);
const charsOf = (units: Unit[]) => units.reduce((sum, u) => sum + u.chars, 0);
/** A section earns its heading with two sentences, or one that says a lot. */
const earnsHeading = (units: Unit[]) => sentencesOf(units) >= 2 || charsOf(units) >= 70;

/**
 * Body units routed to sections by role, in story order: what happened first, what comes next last,
 * figures, voices and background in between in a seeded order. A role without enough for a section
 * joins the nearest section that has.
 */
export function arrangeSections(body: Unit[], random: Random): Section[] {
  const byRole = new Map<Role, Unit[]>();
  for (const unit of body) byRole.set(unit.role, [...(byRole.get(unit.role) ?? []), unit]);
  const middle = random.shuffle<Role>(['figures', 'voices', 'background']);
  const order: Role[] = ['event', ...middle, 'next'];
  const sections: Section[] = order
    .filter((role) => (byRole.get(role)?.length ?? 0) > 0)
    .map((role) => ({ role, units: byRole.get(role)! }));

  // Orphans (a role with one short unit) join 'event', or else the largest section.
  const orphans = sections.filter((s) => !earnsHeading(s.units));
  const kept = sections.filter((s) => earnsHeading(s.units));
  if (kept.length === 0) return sections.length === 0 ? [] : [{ role: 'event', units: body }];
  for (const orphan of orphans) {
    const host =
      kept.find((s) => s.role === 'event') ??
      kept.find((s) => s.role === 'figures') ??
      [...kept].sort((a, b) => charsOf(b.units) - charsOf(a.units))[0]!;
    host.units.push(...orphan.units);
  }
  const articleOrder = random.shuffle([...new Set(body.map((u) => u.article))]);
  for (const section of kept) {
    section.units.sort(
      (a, b) => a.position - b.position || articleOrder.indexOf(a.article) - articleOrder.indexOf(b.article),
    );
  }
  return kept;
}
