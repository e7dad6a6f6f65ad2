/*
 * The writer's tuning view (not a test, not a benchmark): writes posts for the stories of the tuning set
 * (eval/tuning/news.json, written to tune on) and prints each with the sentences the quality report
 * flags — copied (C), dangling opener (D), figure not in the sources (F). Never point it at a held-out set.
 * `--set=long` reads eval/tuning/long.json (long articles) instead; `--set=demo` the demo corpus.
 *
 *   npx tsx apps/api/test/quality/tune-writer.ts [story-id] [tone] [length] [seed] [--set=long]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Category, PostLength, Tone } from '@geulgam/contracts';
import { extractFigures, splitSentences } from '@geulgam/korean';
import { createOfflineProvider } from '../../src/features/generation/providers/offline-provider.ts';
import { buildOutline } from '../../src/features/generation/outline.ts';
import { factSheetFor } from '../../src/features/generation/story-facts.ts';
import { assessQuality, draftSentences } from '../../src/features/generation/quality.ts';
import { copyIndex, danglingOpener, isCopied } from '../../src/features/generation/quality-text.ts';
import type { SourceArticle } from '../../src/features/generation/providers/provider.ts';
import { loadDemo } from './evaluate.ts';
import { storyChecks } from './story-checks.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const setName = process.argv.find((a) => a.startsWith('--set='))?.slice('--set='.length) ?? 'news';
if (!/^(?:news|long|events|demo)$/.test(setName)) throw new Error('tuning sets only: news, long, events, demo');
type Raw = {
  stories: { id: string; category: Category; who_what?: string }[];
  articles: {
    id: string;
    story: string | null;
    outlet: string;
    title: string;
    body: string;
    published_hours_ago: number;
  }[];
};
const demo = loadDemo();
// The demo corpus's keywords as the product titles them (grouping), as the quality bench writes them.
const demoTitles =
  setName === 'demo'
    ? await storyChecks(demo, new Date('2026-11-24T09:00:00+09:00')).then(
        ({ grouped }) =>
          new Map(
            demo.stories.map((s) => {
              const first = demo.articles.find((a) => a.story === s.id)!;
              const group = grouped.groups.find((g) => g.id === grouped.assignment[demo.articles.indexOf(first)]);
              return [s.id, group?.title ?? first.title] as const;
            }),
          ),
      )
    : undefined;
const raw: Raw =
  setName === 'demo'
    ? {
        stories: demo.stories.map((s) => ({ id: s.id, category: s.category })),
        articles: demo.articles.map((a) => ({ ...a, story: a.story, published_hours_ago: a.publishedHoursAgo })),
      }
    : (JSON.parse(readFileSync(path.resolve(here, `../../../../eval/tuning/${setName}.json`), 'utf8')) as Raw);
const [only, toneArg, lengthArg, seedArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const tone = (toneArg ?? 'haeyo') as Tone;
const length = (lengthArg ?? 'standard') as PostLength;
// The sets written with the quality bench's clock read their dates against it.
const NOW = new Date(setName === 'news' ? '2025-11-20T03:00:00Z' : '2026-11-24T09:00:00+09:00');

for (const story of raw.stories.filter((s) => !only || only === 'all' || s.id === only)) {
  const articles: SourceArticle[] = raw.articles
    .filter((a) => a.story === story.id)
    .map((a) => ({
      title: a.title,
      outlet: a.outlet,
      url: `https://news.example/${a.id}`,
      body: a.body,
      publishedAt: new Date(NOW.getTime() - a.published_hours_ago * 3_600_000),
    }));
  const keyword = story.who_what ?? demoTitles?.get(story.id) ?? articles[0]!.title;
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
  void draftSentences;
}
