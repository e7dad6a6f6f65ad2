// `npm test`: unit and API tests on PGlite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser tests. Ends with one "N passed, N failed" line.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const reportDir = path.join(root, '.tmp/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const steps = [
  {
    name: 'unit + API (PGlite)',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      'contracts',
      '--project',
      'korean',
      '--project',
      'demo-newsroom',
      '--project',
      'api',
      '--project',
      'web',
    ],
    env: {},
  },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'API (PostgreSQL)',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'api'],
    env: { TEST_DB: 'postgres' },
  });
} else {
  console.log('\n  TEST_DATABASE_URL is not set: the API tests run on PGlite only.\n');
}
steps.push({ name: 'e2e (Chromium)', command: 'node', args: ['scripts/e2e.mjs'], env: {} });

const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];
for (const [index, step] of steps.entries()) {
  const report = path.join(reportDir, `step-${index}.json`);
  console.log(`\n▶ ${step.name}\n`);
  const code = await run(
    step.command,
    [...step.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      env: { ...process.env, ...step.env },
    },
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  } catch {
    totals.failed += code === 0 ? 0 : 1;
  }
  results.push({ name: step.name, code });
}

console.log('\nSummary');
for (const result of results) console.log(`  ${result.code === 0 ? 'ok  ' : 'FAIL'} ${result.name}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
