import { contentWords, extractFigures } from '@geulgam/korean';
import type { SourceArticle } from '../providers/provider.ts';
import type { Unit } from './analyze.ts';

/**
 * Outlets that disagree on a figure: an early report says 2만 8천 대, the update 3만 2천 400대 (same
 * unit, same context). The post keeps the newest article's figure, attributed to that outlet, and
 * drops the older one, so the two never stand side by side unattributed.
 */
export interface FigureConflicts {
  /** `${article}:${key}`: figures an article reported before a newer one replaced them; units carrying them are left out. */
  superseded: Set<string>;
  /** Newer figure key → the outlet to attribute it to. */
  attribution: Map<string, string>;
}

interface FigureInContext {
  key: string;
  unit: string;
  value: number;
  /** Two-syllable prefixes of the words around the figure: "리콜 대상이 3만 2천 400대로 늘었다" → 리콜, 대상, 늘었. */
  context: Set<string>;
  /** The sentence says the figure changed (늘었다, 최종, 당초…). */
  update: boolean;
}

const UPDATE =
  /당초|처음\s?(?:발표|집계|알려)|잠정|최종|정정|수정|(?:으로|로)\s?(?:늘었|늘어났|줄었|줄어들|바뀌|확대|조정)|집계됐|늘어난|상향|하향/;

/** Words that sit next to any figure and say nothing about which fact it is. */
const CONTEXT_NOISE = new Set([
  '지난',
  '같은',
  '기간',
  '전년',
  '대비',
  '올해',
  '이날',
  '모두',
  '전체',
  '이번',
  '최근',
  '이상',
]);

function figuresInContext(text: string, ignore: Set<string>): FigureInContext[] {
  return extractFigures(text).map((figure) => {
    const before = text.slice(Math.max(0, figure.index - 30), figure.index);
    const start = Math.max(before.lastIndexOf('.'), before.lastIndexOf('\n')) + 1;
    const after = text.slice(figure.index + figure.text.length, figure.index + figure.text.length + 16);
    const words = [
      ...contentWords(before.slice(start)).slice(-2),
      ...contentWords(after.split(/[.\n]/)[0] ?? '').slice(0, 1),
    ]
      .map((w) => w.replace(/^[^가-힣A-Za-z]+/, '').slice(0, 2))
      .filter((w) => w.length === 2 && !CONTEXT_NOISE.has(w) && !ignore.has(w) && !/\d/.test(w));
    const sentenceEnd = text.indexOf('.', figure.index);
    const sentence = text.slice(figure.index - (before.length - start), sentenceEnd < 0 ? undefined : sentenceEnd);
    return {
      key: figure.key,
      unit: figure.unit,
      value: figure.value,
      context: new Set(words),
      update: UPDATE.test(sentence),
    };
  });
}

/**
 * Figures an older article gives and a newer one updates: same unit, a value within ±60 %, the older
 * article never mentions the new value, and the words around them agree (the story's main names aside).
 */
export function findFigureConflicts(articles: SourceArticle[], mainNames: string[] = []): FigureConflicts {
  const superseded = new Set<string>();
  const attribution = new Map<string, string>();
  const ignore = new Set(mainNames.map((name) => name.replace(/\s+/g, '').slice(0, 2)));
  const figures = articles.map((a) => figuresInContext(a.body, ignore));
  const keys = figures.map((list) => new Set(list.map((f) => f.key)));
  for (let older = 0; older < articles.length; older += 1) {
    for (let newer = 0; newer < articles.length; newer += 1) {
      if (articles[newer]!.publishedAt.getTime() <= articles[older]!.publishedAt.getTime()) continue;
      for (const early of figures[older]!) {
        for (const update of figures[newer]!) {
          if (update.unit !== early.unit || update.key === early.key || keys[older]!.has(update.key)) continue;
          const ratio = update.value / early.value;
          if (!(ratio >= 0.6 && ratio <= 1.6)) continue;
          // A newer article that still gives the early figure only replaces it when it says the figure changed.
          if (keys[newer]!.has(early.key) && !update.update) continue;
          const shared = [...early.context].filter((w) => update.context.has(w)).length;
          // One shared word is enough when the newer sentence says the figure changed; otherwise two.
          if (shared < (update.update && update.unit !== '%' ? 1 : 2)) continue;
          superseded.add(`${older}:${early.key}`);
          attribution.set(update.key, articles[newer]!.outlet);
        }
      }
    }
  }
  return { superseded, attribution };
}

/** "새벽뉴스에 따르면 …": the sentence with its figure's source named, unless it already names one. */
export function attribute(sentence: string, outlet: string): string {
  if (sentence.includes(outlet) || /에 따르면/.test(sentence)) return sentence;
  return `${outlet}에 따르면 ${sentence}`;
}

export function unitIsSuperseded(unit: Unit, conflicts: FigureConflicts): boolean {
  return [...unit.figureKeys].some((key) => conflicts.superseded.has(`${unit.article}:${key}`));
}
