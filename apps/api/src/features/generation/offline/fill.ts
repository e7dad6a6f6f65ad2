import { conjugate, particle } from '@geulgam/korean';
import type { Tone } from '@geulgam/contracts';

/**
 * Template lines of the offline writer. A line is written once in plain prose (한다체) and put in the
 * post's tone by the conjugator, or written per tone where the tones differ by more than the ending
 * (asking the reader something, addressing them).
 */
export type Line = string | { haeyo: string; hamnida: string; banmal: string };

export type Vars = Record<string, string>;

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
