// `npm run bench -- quality`: the post-quality evaluation on the held-out sets (measured only, never tuned on)
// and on the demo corpus. Each set is served as a local news site behind an aggregator feed and read back
// through ingestion; then grouping, the story checks (look-alikes, briefs, outlets, stale figures, titles,
// card lines, tags) and the offline writer's posts are scored, each with its target and PASS/FAIL.
// `npm run bench -- quality --stories` skips the writing part.
import {
  evaluate,
  formatReport,
  loadDemo,
  loadHeldOut,
  loadHeldOut2,
  loadHeldOut3,
  loadHeldOut4,
  loadHeldOut5,
  loadTuningBlind,
  loadTuningEvents,
  loadTuningFormats,
  loadTuningFresh,
  loadTuningKinds,
  loadTuningLong,
  loadTuningNews,
  loadTuningSplit,
  loadTuningWide,
} from '../apps/api/test/quality/evaluate.ts';

const writing = !process.argv.includes('--stories');
let failed = false;
const only = process.argv.find((arg) => arg.startsWith('--set='))?.slice('--set='.length);
const sets = [
  loadHeldOut(),
  loadHeldOut2(),
  loadHeldOut3(),
  loadHeldOut4(),
  loadHeldOut5(),
  loadTuningNews(),
  loadTuningEvents(),
  loadTuningLong(),
  loadTuningSplit(),
  loadTuningBlind(),
  loadTuningFresh(),
  loadTuningWide(),
  loadTuningKinds(),
  loadTuningFormats(),
  loadDemo(),
].filter((set) => !only || set.name === only);
for (const set of sets) {
  const started = performance.now();
  const report = await evaluate(set, { writing });
  const lines = formatReport(report);
  console.log(`\n${lines.join('\n')}`);
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (lines.some((line) => line.endsWith('FAIL'))) failed = true;
}
process.exit(failed ? 1 : 0);
