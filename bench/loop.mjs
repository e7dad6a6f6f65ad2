// Start and test loop (`npm run bench -- loop`, issue 19 benchmark 5): what a developer waits for on a fresh
// clone of the committed HEAD.
//
//   1. `npm install` (npm's cache as it is on this machine, or empty with --cold);
//   2. the first `npm start` until ready: it builds the web app and the API and ingests the demo news;
//   3. restarts until ready (BENCH_RESTARTS, 3; the median is checked against 5 s);
//   4. with --test, the wall time of `npm test`, on PostgreSQL too when it is reachable (as .ci/run does).
//
// "Ready" is the product's own ready line (글감이 준비됐어요); the first 200 from /readyz is recorded beside it
// (the API answers before the first ingestion ends). Each start gets free ports and a data dir of its own, so a
// running product is not disturbed (the data dir is kept from the first start to the restarts). A start's output (minus request logs) is timestamped into loop.json, and the
// moments it passes through (web build, API build, listening, first ingestion, ready) are printed: that is the
// profile of where the seconds go.
//
//   node bench/loop.mjs [--test] [--cold] [--keep]
//
// Prints a table with targets and PASS/FAIL, writes bench/.out/loop.json, deletes the clone (unless --keep)
// and exits 0 once measured; non-zero only when something could not run.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { envNumber, machineState, median } from './stats.mjs';
import { root } from '../scripts/lib.mjs';

const { values: flags } = parseArgs({
  options: { test: { type: 'boolean' }, cold: { type: 'boolean' }, keep: { type: 'boolean' } },
});
const restarts = envNumber('BENCH_RESTARTS', 3, { integer: true });
const START_TIMEOUT_MS = envNumber('BENCH_START_TIMEOUT_SECONDS', 600) * 1000;
const READY_LINE = '글감이 준비됐어요';
const targets = { restartSeconds: 5, testMinutes: 20 };
const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432';
const TEST_DATABASE = 'geulgam_loop_ci';

const workDir = mkdtempSync(path.join(os.tmpdir(), 'geulgam-loop-'));
const clone = path.join(workDir, 'main');
const dataDir = path.join(workDir, 'data');
const seconds = (ms) => Math.round(ms) / 1000;
const running = new Set();

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs a command in the clone in a process group of its own, timestamping each output line.
 * `until(line)` may end the wait early (the command keeps running); resolves to
 * `{ ms, code, lines, matched }` where `ms` is the time to the match or to the exit.
 */
function timed(command, args, { env = {}, until, echo = false, timeoutMs = 0 } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: clone,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const lines = [];
    let settled = false;
    const settle = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, child, lines });
    };
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            settled = true;
            reject(new Error(`${command} ${args.join(' ')}: not ready within ${timeoutMs / 1000} s`));
          }, timeoutMs)
        : undefined;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const text = rest + chunk;
        const parts = text.split('\n');
        rest = parts.pop();
        const at = seconds(performance.now() - started);
        for (const line of parts) {
          lines.push({ at, line });
          if (echo) console.log(`  ${line}`);
          if (until?.(line)) settle({ ms: performance.now() - started, code: null, matched: true });
        }
      });
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      settle({ ms: performance.now() - started, code: code ?? (signal ? 1 : 0), matched: false });
    });
  });
}

/** SIGTERM to the whole group (npm, scripts/start.mjs, the server), SIGKILL if it lingers. */
async function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
  running.delete(child);
}

/** First 200 from /readyz, polled every 100 ms in the background; resolves to ms since `since`, or null. */
function watchReadyz(url, since, signal) {
  return (async () => {
    while (!signal.aborted) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
        if (response.ok) return performance.now() - since;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  })();
}

/** The moments a start passes through, from its own output (seconds since `npm start`); absent when skipped. */
const MARKERS = {
  webBuild: '웹 앱을 빌드하고 있어요',
  webBuilt: '✓ built in',
  apiBuild: '서버를 빌드하고 있어요',
  listening: 'Server listening at',
  ingestion: '처음 실행이라 뉴스를 모으고 있어요',
  ingested: '추천 키워드',
  ready: READY_LINE,
};

function phasesOf(lines) {
  const phases = {};
  for (const [name, marker] of Object.entries(MARKERS)) {
    const hit = lines.find(({ line }) => line.includes(marker));
    if (hit) phases[name] = hit.at;
  }
  return phases;
}

// Request logs and Vite's list of emitted files say nothing about where the time goes.
const worthKeeping = ({ line }) => !line.includes('"reqId"') && !/^\s*dist\//.test(line);

/** One `npm start` until its ready line; stops it and returns the figures and the timestamped output. */
async function startOnce(label) {
  const ports = { api: await freePort(), proxy: await freePort(), web: await freePort() };
  const env = {
    HOST: '127.0.0.1',
    PORT: String(ports.api),
    PROXY_PORT: String(ports.proxy),
    WEB_PORT: String(ports.web),
    WEB_ORIGINS: `http://localhost:${ports.web},http://127.0.0.1:${ports.web}`,
    PUBLIC_API_URL: `http://127.0.0.1:${ports.api}`,
    PUBLIC_PROXY_URL: `http://127.0.0.1:${ports.proxy}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  };
  const since = performance.now();
  const stopPolling = new AbortController();
  const readyz = watchReadyz(`http://127.0.0.1:${ports.api}/readyz`, since, stopPolling.signal);
  let result;
  try {
    result = await timed('npm', ['start'], {
      env,
      until: (line) => line.includes(READY_LINE),
      timeoutMs: START_TIMEOUT_MS,
    });
    // On a restart the ready line can beat the next /readyz poll; give the poll a moment to see the 200.
    if (result.matched) await Promise.race([readyz, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  } finally {
    stopPolling.abort();
  }
  const readyzMs = await readyz;
  await stopGroup(result.child);
  if (!result.matched) {
    const tail = result.lines.slice(-15).map((l) => `  ${l.line}`);
    throw new Error(`${label}: npm start exited with ${result.code} before it was ready\n${tail.join('\n')}`);
  }
  const phases = phasesOf(result.lines);
  console.log(
    `loop: ${label} ready in ${seconds(result.ms)} s (/readyz 200 after ${readyzMs === null ? '—' : `${seconds(readyzMs)} s`}; ` +
      `${Object.entries(phases)
        .map(([name, at]) => `${name} ${at}`)
        .join(', ')})`,
  );
  return {
    readySeconds: seconds(result.ms),
    readyzSeconds: readyzMs === null ? null : seconds(readyzMs),
    phases,
    output: result.lines.filter(worthKeeping).map(({ at, line }) => ({ at, line: line.slice(0, 240) })),
  };
}

function npmCacheState() {
  if (flags.cold) return { dir: path.join(workDir, 'npm-cache'), warm: false };
  const dir = process.env.npm_config_cache || path.join(os.homedir(), '.npm');
  const index = path.join(dir, '_cacache', 'index-v5');
  const warm = existsSync(index) && readdirSync(index).length > 0;
  return { dir, warm };
}

function postgresReachable() {
  try {
    execFileSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function psql(statement) {
  execFileSync('psql', [`${POSTGRES_URL}/postgres`, '-v', 'ON_ERROR_STOP=1', '-qc', statement], { stdio: 'inherit' });
}

const cleanup = async () => {
  await Promise.allSettled([...running].map(stopGroup));
  if (!flags.keep) rmSync(workDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

const report = {
  date: new Date().toISOString(),
  machine: machineState({ loadAverageBefore: os.loadavg() }),
  targets,
};
let code = 1;
try {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  console.log(`loop: cloning ${root} (HEAD ${head}) into ${clone}`);
  execFileSync('git', ['clone', '-q', root, clone]);
  // The project expects its shared documents beside the checkout (../shared), as in the original layout.
  const shared = path.resolve(root, '../shared');
  if (existsSync(shared)) symlinkSync(shared, path.join(workDir, 'shared'));
  report.commit = head;

  const cache = npmCacheState();
  console.log(`loop: npm install (npm cache ${cache.warm ? 'warm' : 'cold'}: ${cache.dir})`);
  const install = await timed('npm', ['install', '--no-audit', '--no-fund'], {
    env: { npm_config_cache: cache.dir },
  });
  if (install.code !== 0) {
    for (const { line } of install.lines.slice(-20)) console.error(`  ${line}`);
    throw new Error(`npm install exited with ${install.code}`);
  }
  report.install = { seconds: seconds(install.ms), npmCache: cache.warm ? 'warm' : 'cold', cacheDir: cache.dir };
  console.log(`loop: npm install took ${report.install.seconds} s`);

  report.firstStart = await startOnce('first start');
  report.restarts = [];
  for (let i = 1; i <= restarts; i++) report.restarts.push(await startOnce(`restart ${i}`));
  report.restartMedianSeconds = median(report.restarts.map((r) => r.readySeconds));

  if (flags.test) {
    const env = { E2E_PORT_OFFSET: String(1000 + (process.pid % 500)) };
    if (postgresReachable()) {
      psql(`drop database if exists ${TEST_DATABASE} with (force)`);
      psql(`create database ${TEST_DATABASE}`);
      env.TEST_DATABASE_URL = `${POSTGRES_URL}/${TEST_DATABASE}`;
    } else {
      env.TEST_DATABASE_URL = '';
      console.log('loop: PostgreSQL is not reachable; npm test runs the API tests on PGlite only');
    }
    console.log('loop: npm test (this takes a while; its output follows)');
    const test = await timed('npm', ['test'], { env, echo: true });
    const summary = test.lines.findLast(({ line }) => /\d+ passed, \d+ failed/.test(line))?.line ?? null;
    report.test = {
      seconds: seconds(test.ms),
      code: test.code,
      summary,
      postgres: Boolean(env.TEST_DATABASE_URL),
    };
    if (env.TEST_DATABASE_URL) psql(`drop database if exists ${TEST_DATABASE} with (force)`);
  }
  report.loadAverageAfter = os.loadavg();

  const rows = [
    ['step', 'seconds', 'target', 'result'],
    [`npm install (cache ${report.install.npmCache})`, report.install.seconds.toFixed(1), '—', ''],
    ['first npm start → ready', report.firstStart.readySeconds.toFixed(1), '—', ''],
    ...report.restarts.map((r, i) => [`restart ${i + 1} → ready`, r.readySeconds.toFixed(1), '', '']),
    [
      `restart → ready (median of ${restarts})`,
      report.restartMedianSeconds.toFixed(1),
      `≤ ${targets.restartSeconds}`,
      report.restartMedianSeconds <= targets.restartSeconds ? 'PASS' : 'FAIL',
    ],
  ];
  if (report.test) {
    const ok = report.test.code === 0 && report.test.seconds <= targets.testMinutes * 60;
    rows.push([
      `npm test${report.test.postgres ? ' (+PostgreSQL)' : ''}`,
      report.test.seconds.toFixed(0),
      `≤ ${targets.testMinutes * 60}`,
      report.test.code === 0 ? (ok ? 'PASS' : 'FAIL') : `FAIL (exit ${report.test.code})`,
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) =>
    `| ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log('');
  console.log(
    `글감 bench (loop) — fresh clone of ${head}, node ${process.version}, ${os.cpus().length} cpus, ` +
      `load average before ${report.machine.loadAverageBefore.map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.log(line(rows[0]));
  console.log(`|${widths.map((w, i) => `${'-'.repeat(w + 1)}${i === 0 ? '-' : ':'}`).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
  if (report.test?.summary) console.log(`npm test: ${report.test.summary}`);
  if (!flags.test) console.log('(npm test not timed; add --test, ~15 min on 2 cores)');

  const outDir = path.join(root, 'bench/.out');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'loop.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('loop: wrote bench/.out/loop.json');
  code = 0;
} catch (error) {
  console.error(error);
} finally {
  await cleanup();
  if (flags.keep) console.log(`loop: kept ${workDir}`);
}
process.exit(code);
