/*
 * Tuning view: the dangling openers the quality report would count, over many member seeds, every tone and
 * length, on the tuning sets only (never a held-out set). Prints each flagged sentence with its reason.
 *
 *   npx tsx apps/api/test/quality/sweep-dangling.ts [seeds=8] [--set=news|long|events|demo]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Category, PostLength, Tone } from '@geulgam/contracts';
import { splitSentences } from '@geulgam/korean';
import { buildOutline } from '../../src/features/generation/outline.ts';
import { createOfflineProvider } from '../../src/features/generation/providers/offline-provider.ts';
import { danglingOpeners } from '../../src/features/generation/quality-text.ts';
import { factSheetFor } from '../../src/features/generation/story-facts.ts';
import type { SourceArticle } from '../../src/features/generation/providers/provider.ts';
import { loadDemo } from './evaluate.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const seeds = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 8);
const only = process.argv.find((a) => a.startsWith('--set='))?.slice('--set='.length);
const NOW = new Date('2026-11-24T09:00:00+09:00');
type Story = { id: string; category: Category; keyword: string; articles: SourceArticle[] };

function tuningSet(name: string): Story[] {
  const raw = JSON.parse(readFileSync(path.resolve(here, `../../../../eval/tuning/${name}.json`), 'utf8')) as {
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
  const now = name === 'news' ? new Date('2025-11-20T03:00:00Z') : NOW;
  return raw.stories.map((s) => {
    const articles = raw.articles
      .filter((a) => a.story === s.id)
      .map((a) => ({
        title: a.title,
        outlet: a.outlet,
        url: `https://news.example/${a.id}`,
        body: a.body,
        publishedAt: new Date(now.getTime() - a.published_hours_ago * 3_600_000),
      }));
    return { id: `${name}/${s.id}`, category: s.category, keyword: s.who_what ?? articles[0]!.title, articles };
  });
}

function demoSet(): Story[] {
  const demo = loadDemo();
  return demo.stories.map((s) => {
    const articles = demo.articles
      .filter((a) => a.story === s.id)
      .map((a) => ({
        title: a.title,
        outlet: a.outlet,
        url: `https://news.example/${a.id}`,
        body: a.body,
        publishedAt: new Date(NOW.getTime() - a.publishedHoursAgo * 3_600_000),
      }));
    return { id: `demo/${s.id}`, category: s.category, keyword: articles[0]!.title, articles };
  });
}

const stories = [
  ...['news', 'long', 'events'].filter((n) => !only || only === n).flatMap(tuningSet),
  ...(!only || only === 'demo' ? demoSet() : []),
];
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
