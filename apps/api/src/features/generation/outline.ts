import type { Category } from '@geulgam/contracts';
import { analyzeArticles, ROLES, type Role } from './offline/analyze.ts';
import { fill } from './offline/fill.ts';
import { HEADINGS } from './offline/phrases.ts';
import { createRandom } from './random.ts';
import { profileStory } from './offline/story.ts';
import type { SourceArticle } from './providers/provider.ts';

/**
 * Section headings for a post about `keyword`, in order, phrased for this story.
 *
 * - With `articles`, only the roles the sources actually support get a heading (what happened,
 *   figures, voices/quotes, background/why, what comes next — in that order; a role needs two
 *   sentences or one substantial one), and the headings name the story's main entity and topic.
 * - Without `articles`, every role gets a heading built from the keyword alone.
 * - `seed` (member + keyword + version) picks the wording; the same seed gives the same outline.
 *
 * Used by the LLM writer as its outline (it may rephrase headings); the offline writer builds its own
 * headings from the sentences it keeps, with the same pools.
 */
export function buildOutline(
  keyword: string,
  category: Category,
  articles: SourceArticle[] = [],
  seed = keyword,
): string[] {
  return phraseOutline(outlineBasis(keyword, category, articles), seed);
}

/** What an outline of the story says whatever the seed: the roles its sources support and the words it names. */
export interface OutlineBasis {
  roles: Role[];
  vars: { kw: string; ent: string; topic: string };
}

/** The seed-free part of `buildOutline`: the articles' analysis, the same for every member (cached per keyword). */
export function outlineBasis(keyword: string, category: Category, articles: SourceArticle[] = []): OutlineBasis {
  const profile = profileStory(keyword, category, articles);
  const vars = { kw: keyword, ent: profile.entity, topic: profile.topic };
  let roles: Role[] = [...ROLES];
  if (articles.length > 0) {
    const units = analyzeArticles(articles, keyword);
    roles = ROLES.filter((role) => {
      const mine = units.filter((u) => u.role === role);
      const sentences = mine.reduce((sum, u) => sum + u.sentences.length, 0);
      return sentences >= 2 || mine.some((u) => u.chars >= 70);
    });
    if (roles.length === 0) roles = ['event'];
  }
  return { roles, vars };
}

/** The headings of `basis`, worded by `seed`. */
export function phraseOutline(basis: OutlineBasis, seed: string): string[] {
  const random = createRandom(`${seed}\u0000outline`);
  return basis.roles.map((role) => fill(random.pick(HEADINGS[role]), basis.vars));
}
