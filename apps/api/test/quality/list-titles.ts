/*
 * The keyword titles of a TUNING set as the product groups and titles it (not a test, not a benchmark):
 * one line per predicted story, its title and the lead headline. Never point it at a held-out set.
 *
 *   npx tsx apps/api/test/quality/list-titles.ts --set=blind
 */
import { clockOf, loadTuning } from './evaluate.ts';
import { storyChecks } from './story-checks.ts';

const setName = process.argv.find((a) => a.startsWith('--set='))?.slice('--set='.length) ?? 'news';
if (/held/i.test(setName)) throw new Error('list-titles reads tuning sets only');
const set = loadTuning(setName);
const { grouped } = await storyChecks(set, clockOf(set));
for (const group of grouped.groups) {
  const members = set.articles.filter((_, i) => grouped.assignment[i] === group.id);
  const stories = [...new Set(members.map((m) => m.story ?? '-'))].join(',');
  console.log(`${setName}\t${stories}\t${group.title}\t| ${members[0]?.title ?? ''}`);
}
