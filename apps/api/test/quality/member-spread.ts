/*
 * Tuning view of member variation over many members (not a test): for each story of a tuning set, writes
 * the standard 해요체 post for N members and prints the mean and max pairwise similarity (as the quality
 * report measures it) and the sentences most members write alike, with the block each stands in.
 * Never point it at a held-out set.
 *
 *   npx tsx apps/api/test/quality/member-spread.ts [--set=long|events|demo] [--members=6] [--top=5]
 */
import type { WriterDraft } from '../../src/features/generation/providers/provider.ts';
import { createOfflineProvider } from '../../src/features/generation/providers/offline-provider.ts';
import { buildOutline } from '../../src/features/generation/outline.ts';
import { factSheetFor } from '../../src/features/generation/story-facts.ts';
import { draftSentences } from '../../src/features/generation/quality.ts';
import { splitSentences } from '@geulgam/korean';
import { asSources, loadTuning, similarity as jaccard, storiesOf } from './evaluate.ts';
import { storyChecks } from './story-checks.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const setName = arg('set') ?? 'long';
if (!/^(?:long|events|demo)$/.test(setName)) throw new Error('tuning sets only: long, events, demo');
const count = Number(arg('members') ?? 6);
const top = Number(arg('top') ?? 5);
const only = arg('story');
const set = loadTuning(setName);
const NOW = new Date('2026-11-24T09:00:00+09:00');
const { grouped } = await storyChecks(set, NOW);

const stories = storiesOf(set);
const kindOf = (draft: WriterDraft, sentence: string) => {
  if (splitSentences(draft.intro).includes(sentence)) return 'intro';
  if (draft.summary.some((s) => splitSentences(s).includes(sentence))) return 'summary';
  if (splitSentences(draft.closing).includes(sentence)) return 'closing';
  return 'body';
};
const similarity = (a: Set<string>, b: Set<string>) => jaccard([...a], [...b]);
const means: number[] = [];
const maxes: number[] = [];
const firstPair: number[] = [];
const kinds = new Map<string, number>();
for (const [story, members] of stories) {
  if (only && story !== only) continue;
  const index = set.articles.indexOf(members[0]!);
  const keyword = grouped.groups.find((g) => g.id === grouped.assignment[index])?.title ?? members[0]!.title;
  const sources = asSources(members, NOW);
  const facts = factSheetFor(sources, keyword);
  const drafts: WriterDraft[] = [];
  for (let n = 1; n <= count; n += 1) {
    const { draft } = await createOfflineProvider().write({
      keyword: { title: keyword, category: members[0]!.category },
      articles: sources,
      outline: buildOutline(keyword, members[0]!.category),
      tone: 'haeyo',
      length: 'standard',
      seed: `member:${n}:${story}`,
      facts,
    });
    drafts.push(draft);
  }
  const sets = drafts.map((d) => new Set(draftSentences(d)));
  const pairs: number[] = [];
  for (let i = 0; i < sets.length; i += 1)
    for (let j = i + 1; j < sets.length; j += 1) pairs.push(similarity(sets[i]!, sets[j]!));
  const mean = pairs.reduce((x, y) => x + y, 0) / pairs.length;
  means.push(mean);
  maxes.push(Math.max(...pairs));
  firstPair.push(pairs[0]!);
  const seen = new Map<string, number>();
  for (const s of sets) for (const x of s) seen.set(x, (seen.get(x) ?? 0) + 1);
  const common = [...seen].filter(([, n]) => n >= 2).sort((x, y) => y[1] - x[1]);
  for (const [s, n] of common) {
    const k = kindOf(
      drafts.find((_, i) => sets[i]!.has(s))!,
      s,
    );
    kinds.set(k, (kinds.get(k) ?? 0) + (n * (n - 1)) / 2);
  }
  console.log(
    `\n=== ${story} ${keyword}: mean ${mean.toFixed(2)} max ${Math.max(...pairs).toFixed(2)} m1/m2 ${pairs[0]!.toFixed(2)} (${sets.map((s) => s.size).join('/')})`,
  );
  if (only) {
    let best = [0, 1];
    for (let i = 0; i < sets.length; i += 1)
      for (let j = i + 1; j < sets.length; j += 1)
        if (similarity(sets[i]!, sets[j]!) > similarity(sets[best[0]!]!, sets[best[1]!]!)) best = [i, j];
    console.log(`  most alike: members ${best[0]! + 1} and ${best[1]! + 1}`);
    for (const x of sets[best[0]!]!) if (sets[best[1]!]!.has(x)) console.log(`    = ${x}`);
  }
  for (const [s, n] of common.slice(0, top))
    console.log(
      `  ${n}× [${kindOf(
        drafts.find((_, i) => sets[i]!.has(s))!,
        s,
      )}] ${s}`,
    );
}
const avg = (v: number[]) => v.reduce((x, y) => x + y, 0) / (v.length || 1);
console.log(
  `\n${setName}: mean of means ${avg(means).toFixed(3)}, max of means ${Math.max(...means).toFixed(2)}, mean of pair maxes ${avg(maxes).toFixed(2)}, max pair ${Math.max(...maxes).toFixed(2)}, m1/m2 max ${Math.max(...firstPair).toFixed(2)}`,
);
console.log(
  'shared pairs by block: ' +
    [...kinds]
      .sort((x, y) => y[1] - x[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', '),
);
