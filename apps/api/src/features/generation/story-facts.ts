import { buildFactSheet } from '../../story/fact-sheet.ts';
import type { FactSheet } from '../../story/model.ts';
import { withoutInstructions } from '../../story/untrusted.ts';
import type { SourceArticle } from './providers/provider.ts';

/*
 * The story model as the generation pipeline uses it: the fact sheet every writer writes from, the
 * story's topic words (for fitting products) and its text (for the sensitive-topic rule).
 */

/** The fact sheet of the keyword's articles, or undefined when they name no event to write about. */
export function factSheetFor(articles: SourceArticle[], title: string): FactSheet | undefined {
  if (articles.length === 0) return undefined;
  const story = articles.map((a) => ({
    url: a.url,
    outlet: a.outlet,
    publishedAt: a.publishedAt,
    title: a.title,
    paragraphs: a.body.split(/\n+/).filter((p) => p.trim().length > 0),
    images: [],
  }));
  const sheet = buildFactSheet(story, { title });
  return sheet.lead.what.trim() ? sheet : undefined;
}

/** Words that never say what a story is about on their own. */
const NOT_TOPIC =
  /^(?:국내|해외|공식|정식|단독|첫|최초|새|신규|소식|발표|공개|출시|개최|개장|오픈|허가|이번|올해|역대|최대|최고)$/;

/** The story's own words: its title's words, its actors and named entities. */
export function topicWords(title: string, facts: FactSheet | undefined): string[] {
  const words = title.split(/\s+/).filter((w) => w.length >= 2 && !/\d/.test(w) && !NOT_TOPIC.test(w));
  if (facts) {
    words.push(...facts.lead.who);
    words.push(...facts.entities.filter((e) => e.kind !== 'other').map((e) => e.name));
    words.push(...facts.lead.what.split(/\s+/).filter((w) => w.length >= 2 && !NOT_TOPIC.test(w)));
  }
  return words;
}

/** What the story says, instructions left out. */
export function storyText(articles: SourceArticle[]): string {
  return articles.map((a) => withoutInstructions(`${a.title}\n${a.body}`)).join('\n');
}
