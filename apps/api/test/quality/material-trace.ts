/*
 * Where a story's material goes (a tuning aid, not a test): for each story of a tuning set, how many of its
 * distinct source sentences the fact sheet keeps (as a fact's or a figure's evidence, or the lead's), how many
 * messages and clauses the plan makes of them, and how many source figures the long post tells. Never a held-out
 * set.
 *
 *   npx tsx apps/api/test/quality/material-trace.ts [--set=long|news|events|demo|blind] [--story=id]
 */
import { countWithoutSpaces, extractFigures, splitSentences } from '@geulgam/korean';
import { buildOutline } from '../../src/features/generation/outline.ts';
import { planDocument } from '../../src/features/generation/offline/plan.ts';
import { createOfflineProvider } from '../../src/features/generation/providers/offline-provider.ts';
import { draftSentences } from '../../src/features/generation/quality.ts';
import { factSheetFor } from '../../src/features/generation/story-facts.ts';
import { asSources, clockOf, loadTuning, storiesOf } from './evaluate.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const set = loadTuning(arg('set') ?? 'long');
const only = arg('story');
const stories = storiesOf(set);
const compact = (text: string) => text.replace(/\s+/g, '');

console.log(
  'story  src-chars  src-sent  sheet-kept  figures(cur)  quotes  plan-msgs/clauses  long-sent  figs-told  chars S/Std/L',
);
for (const story of set.stories) {
  if (only && story.id !== only) continue;
  const sources = asSources(stories.get(story.id)!, clockOf(set));
  const keyword = story.whoWhat ?? sources[0]!.title;
  const sheet = factSheetFor(sources, keyword);
  if (!sheet) continue;
  const sentences = [...new Set(sources.flatMap((a) => splitSentences(a.body)))];
  const evidence = new Set(
    [sheet.lead.evidence, ...sheet.facts.map((f) => f.evidence), ...sheet.figures.map((f) => f.evidence)].map(compact),
  );
  const kept = sentences.filter((s) => [...evidence].some((e) => e.includes(compact(s)) || compact(s).includes(e)));
  const plan = planDocument(sheet, story.category);
  const messages = plan.flatMap((s) => s.messages);
  const clauses = messages.reduce((n, m) => n + (m.message.kind === 'facts' ? m.message.clauses.length : 1), 0);
  const chars: number[] = [];
  let longSentences = 0;
  let told = 0;
  const sourceKeys = new Set(extractFigures(sentences.join(' ')).map((f) => f.key));
  for (const length of ['short', 'standard', 'long'] as const) {
    const { draft } = await createOfflineProvider().write({
      keyword: { title: keyword, category: story.category },
      articles: sources,
      outline: buildOutline(keyword, story.category),
      tone: 'haeyo',
      length,
      seed: `member:1:${story.id}`,
      facts: sheet,
    });
    const body = draftSentences(draft);
    chars.push(countWithoutSpaces([draft.intro, ...draft.summary, ...body, draft.closing].join('')));
    if (length === 'long') {
      longSentences = body.length;
      const keys = new Set(extractFigures(body.join(' ')).map((f) => f.key));
      told = [...sourceKeys].filter((k) => keys.has(k)).length;
    }
  }
  const cells = [
    story.id.padEnd(6),
    String(countWithoutSpaces([...new Set(sources.map((a) => a.body))].join(''))).padStart(9),
    String(sentences.length).padStart(9),
    `${kept.length} (${Math.round((kept.length / sentences.length) * 100)}%)`.padStart(11),
    `${sheet.figures.length}(${sheet.figures.filter((f) => f.current && !f.trivial).length})`.padStart(13),
    String(sheet.quotes.length).padStart(7),
    `${messages.length}/${clauses}`.padStart(18),
    String(longSentences).padStart(10),
    `${told}/${sourceKeys.size}`.padStart(10),
    `  ${chars.join('/')}`,
  ];
  console.log(cells.join(' '));
}
