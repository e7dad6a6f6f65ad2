import type { Tone } from '@geulgam/contracts';
import { conjugate } from '../tone/index.ts';
import { batchimOf, endsWithBatchim } from '../tone/syllables.ts';

/**
 * Template lines of the offline writer. A line is written once in plain prose (한다체) and put in the
 * post's tone by the conjugator, or written per tone where the tones differ by more than the ending
 * (asking the reader something, addressing them).
 */
export type Line = string | { haeyo: string; hamnida: string; banmal: string };

export type Vars = Record<string, string>;

/** Particle forms taken after a final consonant; the other form of each pair follows a vowel. */
const AFTER_BATCHIM = new Set([
  '이',
  '은',
  '을',
  '과',
  '으로',
  '이다',
  '이라는',
  '이나',
  '이에요',
  '이며',
  '이고',
  '이란',
]);

/** The particle of "A/B" that fits after `word` (바람이, 한빛전자가, EV7이, 9월로). */
export function particle(word: string, options: string): string {
  const [first, second] = options.split('/') as [string, string];
  const withBatchim = AFTER_BATCHIM.has(first) ? first : second;
  const withoutBatchim = withBatchim === first ? second : first;
  const batchim = endsWithBatchim(word) ?? false;
  if (withBatchim === '으로') {
    const last = word.replace(/[\s"'“”‘’)\]]+$/, '').slice(-1);
    if (!batchim || batchimOf(last) === 'ㄹ' || /[178]$/.test(word)) return withoutBatchim;
  }
  return batchim ? withBatchim : withoutBatchim;
}

/** Fills "{name}" and "{name:이/가}" from `vars`; throws on a missing name so a pool cannot print braces. */
export function fill(template: string, vars: Vars): string {
  return template.replace(/\{(\w+)(?::([^}]+))?\}/g, (_, name: string, options?: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`template variable {${name}} has no value`);
    return options ? `${value}${particle(value, options)}` : value;
  });
}

/** The names a template uses, so a pool can be filtered to lines whose names the story has. */
export function namesIn(template: Line): string[] {
  const text = typeof template === 'string' ? template : template.haeyo;
  return [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]!);
}

/** A line filled and in the tone: every sentence of it conjugated (plain lines) or taken as written. */
export function render(line: Line, tone: Tone, vars: Vars): string {
  if (typeof line !== 'string') return fill(line[tone], vars);
  return fill(line, vars)
    .split(/(?<=[.!])\s+/)
    .map((sentence) => conjugate(sentence, tone))
    .join(' ');
}
