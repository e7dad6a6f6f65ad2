/*
 * Flagged sentences only (not a test): for every story of a tuning set (eval/tuning/events.json or the
 * demo corpus) and every tone × length, prints the sentences the quality report flags as dangling (D) or
 * with a figure the sources lack (F), and the two members' similarity per story. Never a held-out set.
 *
 *   npx tsx apps/api/test/quality/tune-flags.ts [tuning-events|tuning-news|demo]
 */
import type { PostLength, Tone } from '@geulgam/contracts';
import { extractFigures, splitSentences } from '@geulgam/korean';
import { createOfflineProvider } from '../../src/features/generation/providers/offline-provider.ts';
import { buildOutline } from '../../src/features/generation/outline.ts';
import { factSheetFor } from '../../src/features/generation/story-facts.ts';
import { draftSentences } from '../../src/features/generation/quality.ts';
import { danglingOpeners } from '../../src/features/generation/quality-text.ts';
import { asSources, loadDemo, loadTuningEvents, loadTuningNews, storiesOf } from './evaluate.ts';
import { storyChecks } from './story-checks.ts';

const set =
  process.argv[2] === 'demo' ? loadDemo() : process.argv[2] === 'tuning-news' ? loadTuningNews() : loadTuningEvents();
const NOW = new Date('2026-11-24T09:00:00+09:00');
const stories = storiesOf(set);
// The keyword each story gets from grouping, as the quality bench writes it.
const { grouped } = await storyChecks(set, NOW);
const titleOf = (first: (typeof set.articles)[number]) =>
  grouped.groups.find((g) => g.id === grouped.assignment[set.articles.indexOf(first)])?.title ?? first.title;
for (const [id, members] of stories) {
  const articles = asSources(members, NOW);
  const keyword = titleOf(members[0]!);
  const category = members[0]!.category;
  const facts = factSheetFor(articles, keyword);
  const keys = new Set(extractFigures(articles.map((a) => `${a.title}\n${a.body}`).join('\n')).map((f) => f.key));
  const write = async (tone: Tone, length: PostLength, seed: string) =>
    (
      await createOfflineProvider().write({
        keyword: { title: keyword, category },
        articles,
        outline: buildOutline(keyword, category),
        tone,
        length,
        seed,
        facts,
      })
    ).draft;
  for (const tone of ['haeyo', 'hamnida', 'banmal'] as Tone[]) {
    for (const length of ['short', 'standard', 'long'] as PostLength[]) {
      const draft = await write(tone, length, `member:1:${id}`);
      if (tone === 'haeyo' && length === 'standard' && facts) {
        const first = draft.intro.replace(/\s+/g, '');
        const head = facts.lead.what.trim().split(/\s+/).pop() ?? '';
        const whoOk = facts.lead.who.length === 0 || facts.lead.who.some((w) => first.includes(w.replace(/\s+/g, '')));
        if (!whoOk || !first.includes(head))
          console.log(`${id} LEAD who=${facts.lead.who.join('/')} what=${facts.lead.what} :: ${draft.intro}`);
      }
      const blocks = [draft.intro, ...draft.summary, ...draft.sections.flatMap((s) => s.paragraphs), draft.closing];
      const paragraphs = blocks.map((block) => splitSentences(block)).filter((p) => p.length > 0);
      for (const found of danglingOpeners(paragraphs)) {
        console.log(`${id} ${tone} ${length} D ${found.sentence}   <- ${found.reason}`);
      }
      for (const s of paragraphs.flat()) {
        const bad = extractFigures(s).filter((f) => !keys.has(f.key));
        if (bad.length) console.log(`${id} ${tone} ${length} F ${s}   <- ${bad.map((f) => f.text).join(', ')}`);
      }
    }
  }
  {
    const draft = await write('haeyo', 'standard', `member:1:${id}`);
    const text = [draft.intro, ...draft.summary, ...draft.sections.flatMap((s) => s.paragraphs)].join(' ');
    const textKeys = new Set(extractFigures(text).map((f) => f.key));
    for (const fact of set.stories.find((s) => s.id === id)?.keyFacts ?? []) {
      const factKeys = extractFigures(fact).map((f) => f.key);
      const hit = text.includes(fact) || (factKeys.length > 0 && factKeys.every((k) => textKeys.has(k)));
      if (!hit) console.log(`${id} MISSING ${fact}`);
    }
  }
  const a = new Set(draftSentences(await write('haeyo', 'standard', `member:1:${id}`)));
  const b = new Set(draftSentences(await write('haeyo', 'standard', `member:2:${id}`)));
  const shared = [...a].filter((s) => b.has(s));
  console.log(
    `${id} similarity ${(shared.length / (a.size + b.size - shared.length)).toFixed(2)} shared: ${shared.join(' | ')}`,
  );
}
