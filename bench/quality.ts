// `npm run bench -- quality`: the post-quality evaluation of issue 16 on the held-out set (measured only,
// never tuned on) and on the demo corpus. Prints grouping F1, key-fact coverage, invented figures, repeated
// facts, register, shared sentences, disclosure position and lengths, each with its target and PASS/FAIL.
import { existsSync } from 'node:fs';
import { evaluate, formatReport, HELD_OUT_2_PATH, loadDemo, loadHeldOut } from '../apps/api/test/quality/evaluate.ts';

let failed = false;
const sets = [
  loadHeldOut(),
  ...(existsSync(HELD_OUT_2_PATH) ? [loadHeldOut(HELD_OUT_2_PATH, 'held-out-2')] : []),
  loadDemo(),
];
for (const set of sets) {
  const started = performance.now();
  const report = await evaluate(set);
  const lines = formatReport(report);
  console.log(`\n${lines.join('\n')}`);
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (lines.some((line) => line.endsWith('FAIL'))) failed = true;
}
process.exit(failed ? 1 : 0);
