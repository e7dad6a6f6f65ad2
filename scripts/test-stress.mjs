// `npm run test:stress`: the nightly-size reliability run. The API fuzz tests with FUZZ_RUNS cases
// per route (default 1,000), on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL; there also
// the crash-safety test with CRASH_KILLS worker kills (default 100).
import { run } from './lib.mjs';

const runs = process.env.FUZZ_RUNS ?? '1000';
const kills = process.env.CRASH_KILLS ?? '100';
const files = ['test/fuzz.test.ts', 'test/crash-safety.test.ts'];
const steps = [{ name: 'PGlite', env: {} }];
if (process.env.TEST_DATABASE_URL) steps.push({ name: 'PostgreSQL', env: { TEST_DB: 'postgres' } });

let failed = false;
for (const step of steps) {
  console.log(`\n▶ fuzz, ${runs} cases per route (${step.name})\n`);
  const code = await run('npx', ['vitest', 'run', '--project', 'api', ...files], {
    env: { ...process.env, FUZZ_RUNS: runs, CRASH_KILLS: kills, ...step.env },
  });
  failed ||= code !== 0;
}
process.exit(failed ? 1 : 0);
