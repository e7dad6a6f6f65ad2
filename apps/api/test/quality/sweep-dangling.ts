/*
 * Tuning view: the dangling openers the quality report would count, over many member seeds, every tone and
 * length, on the tuning sets only (never a held-out set). Prints each flagged sentence with its reason.
 *
 *   npx tsx apps/api/test/quality/sweep-dangling.ts [seeds=8] [--set=news|long|events|demo]
 */
import type { Category, PostLength, Tone } from '@geulgam/contracts';
import { splitSentences } from '@geulgam/korean';
import { buildOutline } from '../../src/features/generation/outline.ts';
import { createOfflineProvider } from '../../src/features/generation/providers/offline-provider.ts';
import { danglingOpeners } from '../../src/features/generation/quality-text.ts';
import { factSheetFor } from '../../src/features/generation/story-facts.ts';
import type { SourceArticle } from '../../src/features/generation/providers/provider.ts';
import { asSources, clockOf, loadTuning, storiesOf } from './evaluate.ts';

const seeds = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 8);
const only = process.argv.find((a) => a.startsWith('--set='))?.slice('--set='.length);
type Story = { id: string; keyword: string; articles: SourceArticle[]; category: Category };

function tuningSet(name: string): Story[] {
  const set = loadTuning(name);
  const articles = storiesOf(set);
  return set.stories.map((s) => {
    const sources = asSources(articles.get(s.id)!, clockOf(set));
    return { id: `${name}/${s.id}`, category: s.category, keyword: s.whoWhat ?? sources[0]!.title, articles: sources };
  });
}

const stories = ['news', 'long', 'events', 'demo'].filter((n) => !only || only === n).flatMap(tuningSet);
const tones: Tone[] = ['haeyo', 'hamnida', 'banmal'];
const lengths: PostLength[] = ['short', 'standard', 'long'];
let posts = 0;
let flagged = 0;
const provider = createOfflineProvider();
for (const story of stories) {
  const facts = factSheetFor(story.articles, story.keyword);
  for (let n = 1; n <= seeds; n++) {
    for (const tone of tones) {
      for (const length of lengths) {
        const { draft } = await provider.write({
          keyword: { title: story.keyword, category: story.category },
          articles: story.articles,
          outline: buildOutline(story.keyword, story.category),
          tone,
          length,
          seed: `member:${n}:${story.id}`,
          facts,
        });
        posts += 1;
        const paragraphs = [
          draft.intro,
          ...draft.summary,
          ...draft.sections.flatMap((s) => s.paragraphs),
          draft.closing,
        ]
          .map((block) => splitSentences(block))
          .filter((p) => p.length > 0);
        for (const d of danglingOpeners(paragraphs)) {
          flagged += 1;
          console.log(`${story.id} seed ${n} ${tone} ${length}: [${d.reason}] ${d.sentence}`);
        }
      }
    }
  }
}
console.log(`\n${flagged} dangling openers in ${posts} posts`);
