/*
 * The writer's tuning view (not a test, not a benchmark): writes posts for the stories of the tuning set
 * (eval/tuning/news.json, written to tune on) and prints each with the sentences the quality report
 * flags — copied (C), dangling opener (D), figure not in the sources (F). Never point it at a held-out set.
 * `--set=long` reads eval/tuning/long.json (long articles) instead (`--set=blind`, `--set=fresh`, `--set=wide`, `--set=formats` likewise); `--set=demo` the demo corpus.
 *
 *   npx tsx apps/api/test/quality/tune-writer.ts [story-id] [tone] [length] [seed] [--set=long]
 */
import type { PostLength, Tone } from '@geulgam/contracts';
import { extractFigures, splitSentences } from '@geulgam/korean';
import { createOfflineProvider } from '../../src/features/generation/providers/offline-provider.ts';
import { buildOutline } from '../../src/features/generation/outline.ts';
import { factSheetFor } from '../../src/features/generation/story-facts.ts';
import { assessQuality } from '../../src/features/generation/quality.ts';
import { copyIndex, danglingOpener, isCopied } from '../../src/features/generation/quality-text.ts';
import { asSources, clockOf, loadSet, loadTuning, storiesOf } from './evaluate.ts';
import { storyChecks } from './story-checks.ts';

const setName = process.argv.find((a) => a.startsWith('--set='))?.slice('--set='.length) ?? 'news';
// `--file=path` reads a scratch set of one's own in the tuning shape.
const file = process.argv.find((a) => a.startsWith('--file='))?.slice('--file='.length);
const set = file ? loadSet(file, 'scratch') : loadTuning(setName);
// The sets written with the quality bench's clock read their dates against it.
const NOW = clockOf(set);
// The demo corpus's keywords as the product titles them (grouping), as the quality bench writes them.
const demoTitles =
  setName === 'demo'
    ? await storyChecks(set, NOW).then(
        ({ grouped }) =>
          new Map(
            set.stories.map((s) => {
              const first = set.articles.find((a) => a.story === s.id)!;
              const group = grouped.groups.find((g) => g.id === grouped.assignment[set.articles.indexOf(first)]);
              return [s.id, group?.title ?? first.title] as const;
            }),
          ),
      )
    : undefined;
const [only, toneArg, lengthArg, seedArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const tone = (toneArg ?? 'haeyo') as Tone;
const length = (lengthArg ?? 'standard') as PostLength;
const stories = storiesOf(set);

for (const story of set.stories.filter((s) => !only || only === 'all' || s.id === only)) {
  const articles = asSources(stories.get(story.id)!, NOW);
  // KEYWORD=… writes under another keyword (a title the product would give, say).
  const keyword = process.env.KEYWORD ?? story.whoWhat ?? demoTitles?.get(story.id) ?? articles[0]!.title;
  const facts = factSheetFor(articles, keyword);
  const { draft } = await createOfflineProvider().write({
    keyword: { title: keyword, category: story.category },
    articles,
    outline: buildOutline(keyword, story.category),
    tone,
    length,
    seed: seedArg ?? `member:1:${story.id}`,
    facts,
  });
  const index = copyIndex(articles.flatMap((a) => [a.title, ...splitSentences(a.body)]));
  const sourceKeys = new Set(extractFigures(articles.map((a) => `${a.title}\n${a.body}`).join('\n')).map((f) => f.key));
  const q = assessQuality({ draft, html: '', tone, articles, images: 0, products: 0, facts, keyword });
  console.log(
    `\n=== ${story.id} ${keyword} (${q.chars}자, copy ${q.copied_share}, dangling ${q.dangling_openers}, invented ${q.figures_unsupported})`,
  );
  console.log(`# ${draft.title}`);
  const show = (block: string) => {
    const sentences = splitSentences(block);
    return sentences
      .map((s, i) => {
        const flags = [
          isCopied(s, index) ? 'C' : '',
          danglingOpener(s, sentences.slice(0, i)) ? 'D' : '',
          extractFigures(s).some((f) => !sourceKeys.has(f.key)) ? 'F' : '',
        ].join('');
        return flags ? `[${flags}]${s}` : s;
      })
      .join(' ');
  };
  console.log(show(draft.intro));
  for (const line of draft.summary) console.log(`- ${show(line)}`);
  for (const section of draft.sections) {
    console.log(`## ${section.heading}`);
    for (const p of section.paragraphs) console.log(show(p));
  }
  console.log(draft.closing);
  if (draft.notes.length) console.log(`(notes: ${draft.notes.join(' ')})`);
}
