/*
 * Where a story's material goes on its way into a post (a tuning aid, issue 26; not a test): the fact sheet's
 * facts, what the plan makes of them, and what each planned fact becomes — restated, told with a copy kept
 * or joined to another fact, or dropped as a fragment, a copy, a repeat, a figure told a third time or a
 * dangling opener — in counts and characters without spaces. Tuning sets only, like tune-writer.ts.
 *
 *   npx tsx apps/api/test/quality/trace-material.ts [story-id|all] [length] [--set=long|news|events|blind|fresh|wide|formats|demo] [--show=stage]
 *     [--keyword=title] (the keyword as the quality bench titles the story, instead of its who_what)
 */
import type { PostLength } from '@geulgam/contracts';
import { countWithoutSpaces, splitSentences } from '@geulgam/korean';
import { factSheetFor } from '../../src/features/generation/story-facts.ts';
import { writeStoryDraft } from '../../src/features/generation/offline/write-story.ts';
import { keepReferences } from '../../src/features/generation/offline/cohere.ts';
import { materialTrace, type MaterialStage } from '../../src/features/generation/offline/realize.ts';
import { planDocument } from '../../src/features/generation/offline/plan.ts';
import { buildOutline } from '../../src/features/generation/outline.ts';
import type { WriterDraft } from '../../src/features/generation/providers/provider.ts';
import { asSources, clockOf, loadSet, loadTuning, storiesOf } from './evaluate.ts';

const setName = process.argv.find((a) => a.startsWith('--set='))?.slice('--set='.length) ?? 'long';
// `--file=path` reads a scratch set of one's own in the tuning shape.
const file = process.argv.find((a) => a.startsWith('--file='))?.slice('--file='.length);
const set = file ? loadSet(file, 'scratch') : loadTuning(setName);
const keywordArg = process.argv.find((a) => a.startsWith('--keyword='))?.slice('--keyword='.length);
const show = process.argv.find((a) => a.startsWith('--show='))?.slice('--show='.length);
const [only, lengthArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const length = (lengthArg ?? 'long') as PostLength;
const NOW = clockOf(set);
const members = storiesOf(set);
const sentencesOf = (draft: WriterDraft) =>
  [draft.intro, ...draft.summary, ...draft.sections.flatMap((s) => s.paragraphs), draft.closing].flatMap((b) =>
    splitSentences(b),
  );

for (const story of set.stories.filter((s) => !only || only === 'all' || s.id === only)) {
  const articles = asSources(members.get(story.id)!, NOW);
  const keyword = keywordArg ?? story.whoWhat ?? articles[0]!.title;
  const sheet = factSheetFor(articles, keyword);
  if (!sheet) continue;
  const plan = planDocument(sheet, story.category);
  const messages = plan.flatMap((s) => s.messages.map((m) => m.message));
  const clauses = messages.flatMap((m) => (m.kind === 'facts' ? m.clauses : []));
  let events: { stage: MaterialStage; text: string }[] = [];
  const empty: string[] = [];
  // While the writer measures its messages, what became of each message that came to nothing.
  let measuring = true;
  let pending: string[] = [];
  materialTrace.on = (stage, text) => {
    if (stage === 'compose') {
      measuring = false;
      events = [];
    } else if (stage === 'empty') {
      empty.push(`${text}\n      ${pending.join('\n      ')}`);
      pending = [];
    } else if (stage === 'measured') pending = [];
    else if (measuring) pending.push(`${stage}: ${text}`);
    else events.push({ stage, text });
  };
  const input = {
    keyword: { title: keyword, category: story.category },
    articles,
    outline: buildOutline(keyword, story.category),
    tone: 'haeyo' as const,
    length,
    seed: `member:1:${story.id}`,
    facts: sheet,
  };
  const written = writeStoryDraft(input, sheet);
  materialTrace.on = undefined;
  const mended = keepReferences(written, sheet);
  const after = new Set(sentencesOf(mended));
  const dangling = sentencesOf(written).filter((s) => !after.has(s));
  const chars = (texts: string[]) => countWithoutSpaces(texts.join(''));
  const source = countWithoutSpaces([...new Set(articles.map((a) => a.body))].join(''));
  console.log(
    `\n=== ${story.id} ${length}: sources ${source}, post ${chars(sentencesOf(mended))} chars` +
      ` | sheet: ${sheet.facts.length} facts (${chars(sheet.facts.map((f) => f.text))}), ${sheet.figures.length} figures,` +
      ` ${sheet.quotes.length} quotes, ${sheet.timeline.length} timeline`,
  );
  const kinds = new Map<string, number>();
  for (const m of messages) kinds.set(m.kind, (kinds.get(m.kind) ?? 0) + 1);
  console.log(
    `  planned: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}; fact clauses ${clauses.length} (${chars(clauses)});` +
      ` realize to nothing: ${empty.length}`,
  );
  const stages = new Map<MaterialStage, string[]>();
  for (const e of events) stages.set(e.stage, [...(stages.get(e.stage) ?? []), e.text]);
  console.log(
    `  ${[...stages]
      .map(([stage, texts]) => `${stage} ${texts.length} (${chars(texts)})`)
      .join(', ')}, dangling ${dangling.length} (${chars(dangling)})`,
  );
  if (show) {
    const texts = show === 'dangling' ? dangling : show === 'empty' ? empty : (stages.get(show as MaterialStage) ?? []);
    for (const t of texts) console.log(`    ${t}`);
  }
}
