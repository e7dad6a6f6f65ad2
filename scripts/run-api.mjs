// `node scripts/run-api.mjs <entry> [args…]` (npm run worker / ingest / admin:create): runs a compiled API
// entry (server, worker, ingest, admin-create) from apps/api/dist, building the API first when its build is
// missing or older than its sources. Settings come from the environment, then from `.env` when it exists.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_DIST, API_SOURCES, buildApi } from './build-api.mjs';
import { API_NODE_FLAGS, apiProcessEnv, buildIsStale, root } from './lib.mjs';

const ENTRIES = ['server', 'worker', 'ingest', 'admin-create'];

/** Variables already set win over the file's (process.loadEnvFile does not overwrite them). */
export function loadDotEnv() {
  const file = path.join(root, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

export async function ensureApiBuild() {
  if (!buildIsStale(path.join(API_DIST, 'server.js'), API_SOURCES)) return;
  console.log('서버를 빌드하고 있어요…');
  await buildApi();
}

/** Runs the entry in a child process until it exits, passing on SIGINT/SIGTERM; exits with its code. */
export function runApiEntry(entry, args = []) {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, path.join(API_DIST, `${entry}.js`), ...args], {
    cwd: process.cwd(),
    env: apiProcessEnv(),
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [entry, ...args] = process.argv.slice(2);
  if (!ENTRIES.includes(entry)) {
    console.error(`사용법: node scripts/run-api.mjs <${ENTRIES.join('|')}> [인자…]`);
    process.exit(2);
  }
  loadDotEnv();
  await ensureApiBuild();
  runApiEntry(entry, args);
}
