// Benchmark harness (`npm run bench`): seeds keywords, starts the production server as
// its own process on spare ports, and measures /healthz and GET /api/keywords/ side by
// side with autocannon running in yet another process (bench/load.mjs). Then it runs the
// content-engine benchmark (bench/engine.mjs) and the web bundle check (bench/web-bundle.mjs),
// each as its own process.
//
//   npm run bench                 # keywords, then engine, then web
//   npm run bench -- keywords     # keywords only
//   npm run bench -- member       # a signed-in member's calls (keyword lists, My page, a post) against /healthz
//   npm run bench -- engine       # engine only
//   npm run bench -- web          # initial JS of / (gzip) against its budget
//   npm run bench -- lighthouse   # Lighthouse performance of / (desktop and mobile); not in `all`
//   npm run bench -- stream       # first streamed text in the browser after the model's first token; not in `all`
//   npm run bench -- quality      # post quality on the held-out set and the demo corpus (issue 16); not in `all`
//   npm run bench -- mixed        # members' mixed load on PostgreSQL, two API processes and a worker vs one (issue 19)
//   npm run bench -- soak         # ten minutes of the mixed load on the embedded default (issue 19)
//   npm run bench -- streams      # 200 concurrent streamed generations against a fake model (issue 19)
//   npm run bench -- loop         # fresh clone: npm install, first start, restart, npm test wall time (issue 19)
//   npm run bench -- footprint    # RSS of a fresh product after ingestion and 20 requests, with its breakdown (issue 27)
//   npm run bench -- pdf-engines  # our pdfkit layout against pdfmake on the demo posts (issue 27; PDFMAKE_DIR)
//
// Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), BENCH_ROUNDS (2),
//      BENCH_DATABASE_URL (unset → embedded PGlite in a throwaway data dir), BENCH_PORT_BASE (28000),
//      BENCH_SERVER_NODE_FLAGS (the server's node flags instead of API_NODE_FLAGS; `-` for none).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { envNumber, machineState, median } from './stats.mjs';
import { root, run, startServer, stopServer, waitForUrl } from '../scripts/lib.mjs';

const mode = process.argv[2] ?? 'all';
// Issue 19's scale benchmarks each live in a file of their own.
const scaleBenches = {
  mixed: ['bench/mixed.mjs'],
  soak: ['bench/mixed.mjs', '--soak'],
  streams: ['--import', 'tsx', 'bench/streams.ts'],
  loop: ['bench/loop.mjs'],
  footprint: ['bench/footprint.mjs'],
  'pdf-engines': ['--expose-gc', '--import', 'tsx', 'bench/pdf-engines.ts'],
};
const modes = [
  'all',
  'keywords',
  'member',
  'engine',
  'web',
  'lighthouse',
  'stream',
  'quality',
  ...Object.keys(scaleBenches),
];
if (!modes.includes(mode)) {
  console.error(`usage: node bench/run.mjs [${modes.join('|')}] (got ${mode})`);
  process.exit(2);
}
if (scaleBenches[mode]) {
  const args = scaleBenches[mode].map((a) => (a.startsWith('bench/') ? path.join(root, a) : a));
  process.exit(await run(process.execPath, [...args, ...process.argv.slice(3)]));
}
const runEngine = () => run(process.execPath, [path.join(root, 'bench/engine.mjs')]);
const runWeb = () => run(process.execPath, [path.join(root, 'bench/web-bundle.mjs')]);
if (mode === 'engine') process.exit(await runEngine());
if (mode === 'web') process.exit(await runWeb());
if (mode === 'lighthouse') process.exit(await run(process.execPath, [path.join(root, 'bench/lighthouse.mjs')]));
if (mode === 'quality') {
  process.exit(
    await run(process.execPath, ['--import', 'tsx', path.join(root, 'bench/quality.ts'), ...process.argv.slice(3)]),
  );
}
if (mode === 'stream') {
  process.exit(await run(process.execPath, ['--import', 'tsx', path.join(root, 'bench/first-text.ts')]));
}

// BENCH_PORT_BASE moves the ports (two people benchmarking on one machine).
const portBase = envNumber('BENCH_PORT_BASE', 28_000, { integer: true });
const ports = { api: portBase, proxy: portBase + 1 };
const apiUrl = `http://127.0.0.1:${ports.api}`;
const seconds = envNumber('BENCH_SECONDS', 10);
const warmupSeconds = envNumber('BENCH_WARMUP_SECONDS', 2);
const connections = envNumber('BENCH_CONNECTIONS', 50);
const rounds = envNumber('BENCH_ROUNDS', 2);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const targets = { ratioPercent: 40, keywordsP99Ms: 50 };

const memberMode = mode === 'member';
// The member mode signs every request with one of the seeded members' tokens (bench/seed-members.ts).
const memberEndpoints = ['latest', 'popular', 'trending'].flatMap((sort) =>
  [12, 100].map((size) => ({
    name: `kw-${sort}-${size}`,
    path: `/api/keywords/?sort=${sort}&page_size=${size}`,
    auth: true,
  })),
);
memberEndpoints.push(
  { name: 'mypage-posts', path: '/api/mypage/posts/', auth: true },
  { name: 'post', path: '/api/posts/__POST__/', auth: true },
);
const only = (process.env.BENCH_ENDPOINTS ?? '').split(',').filter(Boolean);
const endpoints = [
  { name: 'healthz', path: '/healthz' },
  ...(memberMode ? memberEndpoints : [{ name: 'keywords', path: '/api/keywords/' }]).filter(
    (e) => only.length === 0 || only.includes(e.name),
  ),
];
const measured = endpoints.filter((e) => e.name !== 'healthz');
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
// The server refuses an access token that lives longer than its own lifetime: the seeded members' tokens and the
// server share one, long enough for a whole run.
const ACCESS_TOKEN_TTL = String(6 * 3600);
let authFile;

/** Runs bench/load.mjs in its own process and returns its JSON line. */
function load(url, secs, auth = false) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bench/load.mjs'), url, String(connections), String(secs)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_AUTH_FILE: auth ? authFile : '' },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load.mjs exited with ${code}`));
      const line = out.trim().split('\n').at(-1);
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`load.mjs printed no JSON: ${out}`));
      }
    });
  });
}

/**
 * The server's CPU time so far (user + system, ms) from /proc: per request it hardly depends on what else the machine
 * runs, unlike requests per second, so settings can be compared on a busy machine (ADR 045).
 */
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

function summarize(results) {
  const pick = (key) => median(results.map((r) => r[key]));
  return {
    rounds: results.length,
    requestsPerSec: pick('requestsPerSec'),
    okPerSec: pick('okPerSec'),
    latencyP50Ms: pick('latencyP50Ms'),
    latencyP99Ms: pick('latencyP99Ms'),
    cpuMsPer1k: pick('cpuMsPer1k'),
    // Failures are summed, not medianed: any of them should be visible.
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
  };
}

function printTable(summary) {
  const rows = [
    ['endpoint', 'req/s', '2xx/s', 'p50 ms', 'p99 ms', 'CPU ms/1k', 'non-2xx', 'errors'],
    ...endpoints.map(({ name }) => {
      const s = summary[name];
      return [
        name,
        s.requestsPerSec.toFixed(0),
        s.okPerSec.toFixed(0),
        String(s.latencyP50Ms),
        String(s.latencyP99Ms),
        s.cpuMsPer1k.toFixed(0),
        String(s.non2xx),
        String(s.errors),
      ];
    }),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) =>
    `| ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(`|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
}

/** Share of all CPUs busy over `ms`, sampled from os.cpus() times. */
async function cpuBusyPercent(ms = 1_000) {
  const sum = () =>
    os.cpus().reduce(
      (acc, { times }) => {
        const total = times.user + times.nice + times.sys + times.idle + times.irq;
        return { idle: acc.idle + times.idle, total: acc.total + total };
      },
      { idle: 0, total: 0 },
    );
  const a = sum();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const b = sum();
  const total = b.total - a.total;
  return total > 0 ? (1 - (b.idle - a.idle) / total) * 100 : 0;
}

// Other work on the machine skews the figures badly on a small box; say so up front.
const busyBefore = await cpuBusyPercent();
if (busyBefore > 20) {
  console.warn(`bench: WARNING the machine is already ${busyBefore.toFixed(0)} % busy; results will be noisy`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'geulgam-bench-'));
const dbKind = databaseUrl ? 'postgres' : 'pglite';
let server;
let code = 1;

const cleanup = async () => {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

try {
  console.log(`bench: seeding keywords (${dbKind}, data dir ${dataDir})`);
  const seeded = await run(process.execPath, ['--import', 'tsx', path.join(root, 'bench/seed-keywords.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
  });
  if (seeded !== 0) throw new Error(`seeding failed with exit code ${seeded}`);
  if (memberMode) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/seed-members.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET, ACCESS_TOKEN_TTL },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const members = JSON.parse(out.trim().split('\n').at(-1));
    console.log(`bench: ${members.members} members with ${members.posts} posts (${members.database})`);
    authFile = path.join(dataDir, 'members.json');
    writeFileSync(authFile, JSON.stringify(members.auth));
  }

  server = startServer({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(ports.api),
    PROXY_PORT: String(ports.proxy),
    PUBLIC_API_URL: apiUrl,
    PUBLIC_PROXY_URL: `http://127.0.0.1:${ports.proxy}`,
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    ACCESS_TOKEN_TTL,
  });
  const serverDied = new Promise((_, reject) =>
    server.on('exit', (c, signal) => reject(new Error(`server exited early (code ${c}, signal ${signal})`))),
  );
  serverDied.catch(() => {});
  await Promise.race([waitForUrl(`${apiUrl}/readyz`), serverDied]);

  // Sanity check: the endpoint answers 200 and actually sees the seeded rows.
  const probe = await fetch(`${apiUrl}/api/keywords/`);
  const probeBody = await probe.json();
  if (!probe.ok) throw new Error(`GET /api/keywords/ answered ${probe.status}: ${JSON.stringify(probeBody)}`);
  const totalItems = probeBody.pagination?.total_items ?? 0;
  const pageItems = probeBody.data?.length ?? 0;
  console.log(`bench: /api/keywords/ → ${probe.status}, ${pageItems} items on page 1, total_items ${totalItems}`);
  if (totalItems < 100) throw new Error(`expected the seeded keywords, got total_items ${totalItems}`);

  console.log(`bench: warm-up ${warmupSeconds}s per endpoint, ${connections} connections`);
  for (const { path: p, auth } of endpoints)
    await Promise.race([load(`${apiUrl}${p}`, warmupSeconds, auth), serverDied]);

  const results = Object.fromEntries(endpoints.map(({ name }) => [name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const { name, path: p, auth } of endpoints) {
      const cpuBefore = serverCpuMs();
      const r = await Promise.race([load(`${apiUrl}${p}`, seconds, auth), serverDied]);
      const cpuMsPer1k = r.total > 0 ? ((serverCpuMs() - cpuBefore) / r.total) * 1000 : NaN;
      results[name].push({ round, ...r, cpuMsPer1k });
      console.log(
        `bench: round ${round} ${name.padEnd(16)} ${r.requestsPerSec.toFixed(0).padStart(6)} req/s  ` +
          `p50 ${r.latencyP50Ms} ms  p99 ${r.latencyP99Ms} ms  non-2xx ${r.non2xx}  errors ${r.errors + r.timeouts}  ` +
          `server CPU ${cpuMsPer1k.toFixed(0)} ms/1k requests`,
      );
    }
  }

  const summary = Object.fromEntries(endpoints.map(({ name }) => [name, summarize(results[name])]));
  // Compare 2xx throughput so an endpoint answering errors cannot pass.
  const checks = Object.fromEntries(
    measured.map(({ name }) => {
      const ratioPercent = (summary[name].okPerSec / summary.healthz.okPerSec) * 100;
      return [
        name,
        {
          ratioPercent,
          ratioOk: ratioPercent >= targets.ratioPercent,
          p99Ok: summary[name].latencyP99Ms <= targets.keywordsP99Ms,
        },
      ];
    }),
  );
  const ratioPercent = checks[measured[0].name].ratioPercent;
  const ratioOk = measured.every(({ name }) => checks[name].ratioOk);
  const p99Ok = measured.every(({ name }) => checks[name].p99Ok);
  const clean = endpoints.every(({ name }) => summary[name].non2xx === 0 && summary[name].errors === 0);

  console.log('');
  console.log(
    `글감 bench (${mode}) — ${dbKind}, ${connections} connections, ${seconds}s × ${rounds} rounds (median), ` +
      `node ${process.version}, ${os.cpus().length} cpus, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  printTable(summary);
  console.log('');
  for (const { name } of measured) {
    const c = checks[name];
    console.log(
      `${name}/healthz 2xx req/s: ${c.ratioPercent.toFixed(1)} % (target ≥ ${targets.ratioPercent} %) ${c.ratioOk ? 'PASS' : 'FAIL'}` +
        `  ·  p99 ${summary[name].latencyP99Ms} ms (target ≤ ${targets.keywordsP99Ms} ms) ${c.p99Ok ? 'PASS' : 'FAIL'}`,
    );
  }
  if (!clean) console.log('WARNING: non-2xx responses or errors were recorded; see the table.');

  const report = {
    date: new Date().toISOString(),
    machine: machineState({ cpuBusyPercentBefore: Math.round(busyBefore) }),
    mode,
    loadAverage: os.loadavg(),
    database: dbKind,
    seededKeywords: totalItems,
    connections,
    seconds,
    warmupSeconds,
    rounds,
    targets,
    summary,
    ratioPercent,
    checks,
    pass: { ratio: ratioOk, p99: p99Ok, noFailures: clean },
    runs: results,
  };
  const outDir = path.join(root, 'bench/.out');
  mkdirSync(outDir, { recursive: true });
  const outName = memberMode ? 'member.json' : 'latest.json';
  writeFileSync(path.join(outDir, outName), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`bench: wrote bench/.out/${outName}`);
  code = 0;
} catch (error) {
  console.error(error);
} finally {
  await cleanup();
}
if (mode === 'all') {
  console.log('');
  const engineCode = await runEngine();
  if (code === 0) code = engineCode;
  console.log('');
  const webCode = await runWeb();
  if (code === 0) code = webCode;
}
process.exit(code);
