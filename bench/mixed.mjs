// Issue 19's mixed-load and soak benchmarks (`npm run bench -- mixed`, `npm run bench -- soak`).
//
// mixed: a fresh PostgreSQL database of its own (created and dropped here; BENCH_DATABASE_URL uses yours),
//   two API processes and one worker (`npm run worker`'s entry) behind a loopback reverse proxy
//   (bench/proxy.mjs), then the same with one API process. For each setup BENCH_MEMBERS (200) virtual members
//   run for BENCH_MIXED_SECONDS (60) from bench/mixed-load.mjs: 15 % of them generate posts one after another
//   against a fake model at a hosted model's pace (bench/fake-model.ts), the others browse, read a post, copy,
//   download a PDF and open My page in the proportions 60 : 15 : 5 : 3 : 2.
// soak (--soak): the same members and mix for BENCH_SOAK_SECONDS (600) against one process on the embedded
//   database (PGlite, jobs inline, as `npm start` runs with SERVE_WEB=false), sampling its RSS.
//
// Each process runs on its own: servers (compiled into a private build), proxy, fake model, load generator.
// Prints tables with the targets and PASS/FAIL, writes bench/.out/mixed.json or soak.json, and exits 0 once it
// has measured (non-zero only when it could not run).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { apiProcessEnv, root, run, serverNodeFlags, stopServer, waitForUrl } from '../scripts/lib.mjs';
import pg from 'pg';
import { adminQuery, adminUrl, ownDatabaseName } from './pg-admin.mjs';
import { envNumber, machineState } from './stats.mjs';

const soak = process.argv.includes('--soak');
const mode = soak ? 'soak' : 'mixed';
const memberCount = envNumber('BENCH_MEMBERS', 200, { integer: true });
const seconds = soak ? envNumber('BENCH_SOAK_SECONDS', 600) : envNumber('BENCH_MIXED_SECONDS', 60);
const warmupSeconds = soak ? 0 : envNumber('BENCH_MIXED_WARMUP_SECONDS', 5);
// The soak compares its first and last minute; a short smoke run compares halves instead.
const soakSliceSeconds = Math.min(envNumber('BENCH_SOAK_WARMUP_SECONDS', 60), seconds / 2);
const rssEverySeconds = envNumber('BENCH_RSS_INTERVAL_SECONDS', 5);
// People pause between clicks; BENCH_THINK_MS=0 turns every member into a closed loop (the servers' capacity).
const thinkMs = process.env.BENCH_THINK_MS === '0' ? 0 : envNumber('BENCH_THINK_MS', 1_000);
const userDatabaseUrl = soak ? '' : (process.env.BENCH_DATABASE_URL ?? '');
// Which setups run, in this order (`2,1` by default; `2` for the two-process setup alone).
const apiCounts = (process.env.BENCH_MIXED_APIS ?? '2,1').split(',').map(Number);
if (apiCounts.some((n) => n !== 1 && n !== 2)) throw new Error('BENCH_MIXED_APIS lists 1s and 2s, e.g. "2,1" or "2"');
// A build to compare with (scripts/build-api.mjs --outdir DIR of another commit): each setup runs on it, then on
// this tree's build, one right after the other, so both meet about the same machine.
// The balancer in front of the APIs (bench/proxy.mjs): `tcp`, a layer-4 pass-through as nginx's stream module or
// HAProxy in tcp mode would be (the default since ADR 079), or `http`, the Node HTTP proxy of the earlier sessions.
const proxyMode = process.env.BENCH_PROXY ?? 'tcp';
if (proxyMode !== 'tcp' && proxyMode !== 'http') throw new Error('BENCH_PROXY is "tcp" or "http"');
const baselineDist = soak ? '' : (process.env.BENCH_MIXED_BASELINE_DIST ?? '');

const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const INTEGRATION_KEY = randomBytes(32).toString('base64');
// BENCH_WRITER_SHARE=1 makes every member a writer: the generation path alone (CPU per generation, ADR 073).
const WRITER_SHARE = envNumber('BENCH_WRITER_SHARE', 0.15);
if (WRITER_SHARE < 0 || WRITER_SHARE > 1) throw new Error('BENCH_WRITER_SHARE is a share between 0 and 1');
const readerWeights = { browse: 60, post: 15, copy: 5, pdf: 3, mypage: 2 };
const READS = ['browse', 'post', 'mypage'];
const CALLS = ['browse', 'generate', 'post', 'copy', 'pdf', 'mypage'];
/** The PDF answers split (bench/mixed-load.mjs): served from the kept renders, rendered for the request, 503. */
const PDF_PARTS = ['pdf-cached', 'pdf-rendered', 'pdf-503'];
const targets = {
  errors: 0,
  readP99Ms: 100,
  pdfP99Ms: 1000,
  pdfCachedP95Ms: 20,
  pdf503P99Ms: 100,
  soakRssGrowthMiB: 50,
  soakP99Ratio: 1.5,
};
// BENCH_PORT_BASE moves every port (two people benchmarking on one machine).
const portBase = envNumber('BENCH_PORT_BASE', 28_100, { integer: true });
const ports = {
  proxy: portBase,
  demoSite: portBase + 90,
  apis: [portBase + 10, portBase + 20],
  soakApi: portBase + 30,
};

const tmp = mkdtempSync(path.join(os.tmpdir(), `geulgam-${mode}-`));
// A private build: another `npm start` rebuilding apps/api/dist must not pull files from under these servers.
// It sits under apps/api so the bundles find the api package's own node_modules and package.json.
const distDir = path.join(root, 'apps/api/.tmp', `bench-${mode}-${process.pid}`);
const children = new Set();
let ownDatabase;

/** Starts a process whose stdout lines are JSON; resolves with the child and its first line once printed. */
function startJsonProcess(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.lines = [];
  const lines = readline.createInterface({ input: child.stdout });
  return new Promise((resolve, reject) => {
    lines.on('line', (line) => {
      child.lines.push(line);
      if (child.lines.length === 1) resolve({ child, first: JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
}

/** Runs a process to its end and returns its last stdout line as JSON. */
async function runForJson(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  children.delete(child);
  if (code !== 0) throw new Error(`${name} exited with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** A compiled API entry (server or worker). Its log lines (JSON, warn and up) pass through; the banner does not. */
function startEntry(name, entry, env, dist = distDir) {
  const child = spawn(process.execPath, [...serverNodeFlags(), path.join(dist, `${entry}.js`)], {
    cwd: root,
    env: apiProcessEnv(env),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.name = name;
  child.on('exit', () => children.delete(child));
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('{')) console.log(`[${name}] ${line}`);
  });
  return child;
}

async function stopAll() {
  await Promise.all([...children].map((child) => stopServer(child)));
}

/** VmRSS of a process in MiB, or null when it is gone. */
function rssMiB(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

function sampleRss(processes) {
  const started = Date.now();
  const samples = Object.fromEntries(processes.map((p) => [p.name, []]));
  const take = () => {
    for (const p of processes) {
      const mib = rssMiB(p.pid);
      if (mib !== null) samples[p.name].push({ t: (Date.now() - started) / 1000, mib: Math.round(mib * 10) / 10 });
    }
  };
  take();
  const timer = setInterval(take, rssEverySeconds * 1000);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/**
 * utime + stime of a process (all its threads) in seconds, or of one of its threads (`tid`; the main thread's id is
 * the process's), or null when it is gone.
 */
function cpuSecondsOf(pid, tid) {
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const file = tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`;
    const fields = readFileSync(file, 'utf8').split(') ').at(-1).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/** The PostgreSQL backends serving `database` (this setup's own database only; other users' are left out). */
async function backendPids(database) {
  if (!database) return [];
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [database]);
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds each process used from now until stop(), and those of this database's PostgreSQL backends (one that
 * starts during the run counts from 0; one that ends during it is lost, which the pools' long-lived connections
 * make rare). Read from /proc: PostgreSQL runs on this machine.
 */
async function cpuUse(processes, database) {
  // An API's main thread apart: the event loop the reads wait for (its GC helpers and render thread are not in it).
  const threads = [
    ...processes.map((p) => ({ name: p.name, read: () => cpuSecondsOf(p.pid) })),
    ...processes
      .filter((p) => p.name.startsWith('api'))
      .map((p) => ({ name: `${p.name} main thread`, read: () => cpuSecondsOf(p.pid, p.pid) })),
  ];
  const start = new Map(threads.map((t) => [t.name, t.read()]));
  const backendStart = new Map((await backendPids(database)).map((pid) => [pid, cpuSecondsOf(pid)]));
  return {
    async stop() {
      const used = {};
      for (const t of threads) {
        const end = t.read();
        const begin = start.get(t.name);
        used[t.name] = end === null || begin === null ? null : Math.round((end - begin) * 100) / 100;
      }
      if (database) {
        let total = 0;
        for (const pid of await backendPids(database)) total += (cpuSecondsOf(pid) ?? 0) - (backendStart.get(pid) ?? 0);
        used.postgres = Math.round(total * 100) / 100;
      }
      return used;
    },
  };
}

/** A fresh database for one setup, or the user's (seeded again; seeding is idempotent). */
async function prepareDatabase() {
  if (soak) return '';
  if (userDatabaseUrl) return userDatabaseUrl;
  ownDatabase = ownDatabaseName('mixed');
  await adminQuery([`drop database if exists ${ownDatabase} with (force)`, `create database ${ownDatabase}`]);
  const url = new URL(adminUrl);
  url.pathname = `/${ownDatabase}`;
  return url.toString();
}

async function dropOwnDatabase() {
  if (!ownDatabase) return;
  await adminQuery([`drop database if exists ${ownDatabase} with (force)`]).catch((error) =>
    console.warn(`${mode}: could not drop ${ownDatabase}: ${error.message}`),
  );
  ownDatabase = undefined;
}

/** Keywords, members with posts, and the demo news (the keywords generation can write from). */
async function seed(dataDir, databaseUrl) {
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET, BENCH_MEMBERS: String(memberCount) };
  const tsx = (file, ...args) => ['--import', 'tsx', path.join(root, 'bench', file), ...args];
  const code = await run(process.execPath, tsx('seed-keywords.ts'), { env: { ...process.env, ...env } });
  if (code !== 0) throw new Error(`seed-keywords.ts exited with ${code}`);
  const members = await runForJson('seed-members.ts', tsx('seed-members.ts'), env);
  const news = await runForJson('mixed-seed.ts', tsx('mixed-seed.ts', String(ports.demoSite)), env);
  if (news.keywords.length === 0) throw new Error('the demo ingestion left no keyword with articles');
  console.log(
    `${mode}: seeded ${members.members} members with ${members.posts} posts, demo news ${news.stored} articles → ` +
      `${news.keywords.length} keywords to write from`,
  );
  return { auth: members.auth, keywords: news.keywords };
}

/** Each member's own loopback address: 127.1.0.1, 127.1.0.2, … (Linux answers on all of 127/8). */
const memberAddress = (i) => `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function measure({ baseUrl, auth, keywords, processes, sliceSeconds, cpuProcesses = processes, database }) {
  const planFile = path.join(tmp, 'plan.json');
  writeFileSync(
    planFile,
    JSON.stringify({
      baseUrl,
      members: auth.map((m, i) => ({ token: m.token, address: memberAddress(i) })),
      keywords,
      writers: Math.round(memberCount * WRITER_SHARE),
      readerWeights,
      thinkMs,
      seconds,
      warmupSeconds,
      sliceSeconds,
      groups: { reads: READS },
    }),
  );
  const rss = sampleRss(processes);
  const busy = cpuBusy();
  const cpu = await cpuUse(cpuProcesses, database);
  const result = await runForJson('mixed-load.mjs', [path.join(root, 'bench/mixed-load.mjs'), planFile]);
  return { ...result, cpuBusyPercent: busy.stop(), rss: rss.stop(), cpuSeconds: await cpu.stop() };
}

/** Share of all CPUs busy from now until stop(). */
function cpuBusy() {
  const sum = () =>
    os.cpus().reduce(
      (acc, { times }) => ({
        idle: acc.idle + times.idle,
        total: acc.total + times.user + times.nice + times.sys + times.idle + times.irq,
      }),
      { idle: 0, total: 0 },
    );
  const a = sum();
  return {
    stop() {
      const b = sum();
      return Math.round((1 - (b.idle - a.idle) / (b.total - a.total)) * 100);
    },
  };
}

function serverEnv({ dataDir, databaseUrl, port, publicApiUrl, llmBaseUrl }) {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    SERVE_WEB: 'false',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    // Set, as production sets it: processes sharing a data dir must not each generate a key of their own.
    INTEGRATION_KEY,
    PORT: String(port),
    PROXY_PORT: String(port + 1),
    PUBLIC_API_URL: publicApiUrl,
    PUBLIC_PROXY_URL: `http://127.0.0.1:${port + 1}`,
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: llmBaseUrl,
    LLM_MODEL: 'fake-bench',
  };
}

async function probe(baseUrl, token) {
  const response = await fetch(`${baseUrl}/api/keywords/`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (!response.ok) throw new Error(`GET /api/keywords/ answered ${response.status}: ${JSON.stringify(body)}`);
  return body.pagination?.total_items ?? 0;
}

/** One mixed setup: `apiCount` API processes and a worker behind the proxy, on a fresh database. */
async function mixedSetup(apiCount, llmBaseUrl, build = { name: 'this tree', dist: distDir }) {
  const databaseUrl = await prepareDatabase();
  const dataDir = mkdtempSync(path.join(tmp, 'data-'));
  const { auth, keywords } = await seed(dataDir, databaseUrl);
  const proxyUrl = `http://127.0.0.1:${ports.proxy}`;
  const env = (port) => ({
    ...serverEnv({ dataDir, databaseUrl, port, publicApiUrl: proxyUrl, llmBaseUrl }),
    // The proxy is the only hop in front: its X-Forwarded-For entry is the member's address.
    TRUST_PROXY: '127.0.0.1',
  });
  // All at once, as an orchestrator would start them (the queue setup serializes itself).
  const worker = startEntry('worker', 'worker', { ...env(ports.apis[0]), JOBS: 'inline' }, build.dist);
  const apis = ports.apis
    .slice(0, apiCount)
    .map((port, i) => startEntry(`api-${i + 1}`, 'server', { ...env(port), JOBS: 'off' }, build.dist));
  const died = new Promise((_, reject) =>
    [worker, ...apis].forEach((child) =>
      child.on('exit', (code) => reject(new Error(`${child.name} exited early (${code})`))),
    ),
  );
  died.catch(() => {});
  await Promise.race([
    Promise.all(ports.apis.slice(0, apiCount).map((p) => waitForUrl(`http://127.0.0.1:${p}/readyz`))),
    died,
  ]);
  const upstreams = ports.apis.slice(0, apiCount).map((p) => `http://127.0.0.1:${p}`);
  const proxy = await startJsonProcess('proxy', [
    path.join(root, 'bench/proxy.mjs'),
    String(ports.proxy),
    upstreams.join(','),
    ...(proxyMode === 'tcp' ? ['--tcp'] : []),
  ]);
  proxy.child.name = 'proxy';
  await waitForUrl(`${proxyUrl}/readyz`);
  const totalItems = await probe(proxyUrl, auth[0].token);
  console.log(
    `${mode}: ${apiCount} API process(es) + worker (${build.name}) behind ${proxyUrl} (${proxyMode} proxy); /api/keywords/ sees ${totalItems} keywords`,
  );
  console.log(`${mode}: ${memberCount} members for ${warmupSeconds}s warm-up + ${seconds}s …`);
  const result = await Promise.race([
    measure({
      baseUrl: proxyUrl,
      auth,
      keywords,
      processes: [...apis, worker],
      cpuProcesses: [...apis, worker, proxy.child],
      database: new URL(databaseUrl).pathname.slice(1),
      sliceSeconds: Math.min(seconds, 10),
    }),
    died,
  ]);
  await stopServer(proxy.child);
  const forwarded = JSON.parse(proxy.child.lines.at(-1)).forwarded;
  await Promise.all([...apis, worker].map((child) => stopServer(child)));
  await dropOwnDatabase();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    apiCount,
    build: build.name,
    databaseUrl: userDatabaseUrl ? 'BENCH_DATABASE_URL' : 'own database',
    forwarded,
    ...result,
  };
}

async function soakRun(llmBaseUrl) {
  const dataDir = mkdtempSync(path.join(tmp, 'data-'));
  const { auth, keywords } = await seed(dataDir, '');
  const baseUrl = `http://127.0.0.1:${ports.soakApi}`;
  const server = startEntry('api', 'server', {
    ...serverEnv({ dataDir, databaseUrl: '', port: ports.soakApi, publicApiUrl: baseUrl, llmBaseUrl }),
    JOBS: 'inline',
  });
  const died = new Promise((_, reject) =>
    server.on('exit', (code) => reject(new Error(`the server exited early (${code})`))),
  );
  died.catch(() => {});
  await Promise.race([waitForUrl(`${baseUrl}/readyz`), died]);
  const totalItems = await probe(baseUrl, auth[0].token);
  console.log(`${mode}: one process on PGlite at ${baseUrl}; /api/keywords/ sees ${totalItems} keywords`);
  console.log(`${mode}: ${memberCount} members for ${seconds}s, RSS every ${rssEverySeconds}s …`);
  const result = await Promise.race([
    measure({ baseUrl, auth, keywords, processes: [server], sliceSeconds: soakSliceSeconds }),
    died,
  ]);
  await stopServer(server);
  return result;
}

const fmt = (v, digits = 0) => (v === null || v === undefined ? '–' : Number(v).toFixed(digits));

function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    `| ${r.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(`|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 2)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
}

function callTable(result) {
  const total = CALLS.reduce((n, name) => n + (result.calls[name]?.count ?? 0), 0);
  const rows = [['call', 'share %', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'ok', '429', '503', 'errors']];
  for (const name of CALLS.flatMap((call) => (call === 'pdf' ? [call, ...PDF_PARTS] : [call]))) {
    const c = result.calls[name];
    if (!c) continue;
    rows.push([
      PDF_PARTS.includes(name) ? `  ${name}` : name,
      PDF_PARTS.includes(name) ? '' : fmt((c.count / total) * 100, 1),
      fmt(c.perSec, 1),
      fmt(c.p50Ms),
      fmt(c.p95Ms),
      fmt(c.p99Ms),
      fmt(c.maxMs),
      c.ok,
      c.limited,
      c.busy ?? 0,
      c.errors,
    ]);
  }
  const reads = result.groups.reads;
  rows.push([
    'reads (pooled)',
    '',
    fmt(reads.perSec, 1),
    fmt(reads.p50Ms),
    fmt(reads.p95Ms),
    fmt(reads.p99Ms),
    fmt(reads.maxMs),
    '',
    '',
    '',
    '',
  ]);
  printTable(rows);
  const failures = CALLS.flatMap((name) =>
    Object.entries(result.calls[name]?.errorKinds ?? {}).map(([kind, n]) => `${name}: ${kind} × ${n}`),
  );
  if (failures.length > 0) console.log(`errors: ${failures.join('; ')}`);
  if (result.unfinished > 0)
    console.log(`(${result.unfinished} requests were still running when the grace period ended)`);
}

const passFail = (ok) => (ok ? 'PASS' : 'FAIL');
const sum = (result, key) => CALLS.reduce((n, name) => n + (result.calls[name]?.[key] ?? 0), 0);

function mixedChecks(result) {
  const checks = [];
  checks.push({
    what: 'errors',
    value: sum(result, 'errors'),
    target: `= ${targets.errors}`,
    pass: sum(result, 'errors') === 0,
  });
  for (const name of [...READS, 'copy']) {
    const p99 = result.calls[name]?.p99Ms ?? null;
    checks.push({
      what: `${name} p99 ms`,
      value: p99,
      target: `≤ ${targets.readP99Ms}`,
      pass: p99 !== null && p99 <= targets.readP99Ms,
    });
  }
  const pdf = result.calls.pdf?.p99Ms ?? null;
  checks.push({
    what: 'pdf p99 ms (200s)',
    value: pdf,
    target: `≤ ${targets.pdfP99Ms}`,
    pass: pdf !== null && pdf <= targets.pdfP99Ms,
  });
  const cached = result.calls['pdf-cached']?.p95Ms ?? null;
  checks.push({
    what: 'pdf cached p95 ms',
    value: cached,
    target: `≤ ${targets.pdfCachedP95Ms}`,
    pass: cached !== null && cached <= targets.pdfCachedP95Ms,
  });
  // Uncached renders have no target of their own beyond the PDF p99: printed to compare with the engine bench.
  checks.push({
    what: 'pdf rendered p95 ms',
    value: result.calls['pdf-rendered']?.p95Ms ?? null,
    target: '—',
    pass: null,
  });
  const refused = result.calls['pdf-503'];
  checks.push({
    what: 'pdf 503s (counted apart; 0 expected with think time)',
    value: refused?.busy ?? 0,
    target: thinkMs > 0 ? '= 0' : '—',
    pass: thinkMs === 0 || !refused?.busy,
  });
  if (refused?.busy) {
    checks.push({
      what: 'pdf 503 p99 ms',
      value: refused.p99Ms,
      target: `≤ ${targets.pdf503P99Ms}`,
      pass: refused.p99Ms <= targets.pdf503P99Ms,
    });
  }
  return checks;
}

/** CPU milliseconds per request the proxy forwarded: the API processes together, and this database's backends. */
function cpuMsPerRequest(s) {
  const requests = s.forwarded.reduce((a, b) => a + b, 0);
  const apiSeconds = Object.entries(s.cpuSeconds)
    .filter(([name]) => name.startsWith('api-') && !name.endsWith('main thread'))
    .reduce((n, [, v]) => n + (v ?? 0), 0);
  return { api: (apiSeconds * 1000) / requests, postgres: ((s.cpuSeconds.postgres ?? 0) * 1000) / requests };
}

function cpuLine(s) {
  const per = cpuMsPerRequest(s);
  const generations = s.generationsWritten ?? 0;
  const mainSeconds = Object.entries(s.cpuSeconds)
    .filter(([name]) => name.startsWith('api') && name.endsWith('main thread'))
    .reduce((n, [, v]) => n + (v ?? 0), 0);
  // With writers only (BENCH_WRITER_SHARE=1) this is the API's main-thread CPU per generation (every post stored
  // while the CPU was counted, warm-up and grace included); with readers it includes theirs.
  const perGeneration =
    generations > 0
      ? `; APIs' main threads per post written (${generations}): ${fmt((mainSeconds * 1000) / generations)} ms`
      : '';
  return `CPU seconds during the load: ${Object.entries(s.cpuSeconds)
    .map(([name, v]) => `${name} ${fmt(v, 1)}`)
    .join(
      ', ',
    )}; per request forwarded: APIs ${fmt(per.api, 2)} ms, PostgreSQL ${fmt(per.postgres, 2)} ms${perGeneration}`;
}

function printChecks(checks) {
  for (const c of checks)
    console.log(
      `${c.what}: ${fmt(c.value, c.digits ?? 0)} (target ${c.target}) ${c.pass === null ? '' : passFail(c.pass)}`,
    );
}

const limitsNote =
  'Rate limits are as shipped (generation 20/min per member, PDF 30/min per address) and 429s are counted ' +
  'apart, not as errors: every member has its own address, which reaches the API through the proxy ' +
  '(the TCP proxy connects from it; the HTTP proxy adds it to X-Forwarded-For, TRUST_PROXY=127.0.0.1) or ' +
  'directly, as production would see it.';

/** Prints the model's counts and the note on limits, and gives what every report starts with. */
function reportHead(modelCounts) {
  console.log(
    `fake model: ${modelCounts.outline} outlines, ${modelCounts.write} posts, ${modelCounts.revision} revisions asked for`,
  );
  console.log(limitsNote);
  return {
    date: new Date().toISOString(),
    machine: machineState({
      cpuBusyPercentBefore: busyBefore,
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    }),
    mode,
    proxy: soak ? null : proxyMode,
    members: memberCount,
    writers: Math.round(memberCount * WRITER_SHARE),
    readerWeights,
    thinkMs,
    seconds,
  };
}

const busyProbe = cpuBusy();
await new Promise((resolve) => setTimeout(resolve, 1_000));
const busyBefore = busyProbe.stop();
if (busyBefore > 20)
  console.warn(`${mode}: WARNING the machine is already ${busyBefore} % busy; results will be noisy`);

let code = 1;
process.on('SIGINT', () => {
  void stopAll()
    .then(dropOwnDatabase)
    .finally(() => {
      rmSync(tmp, { recursive: true, force: true });
      rmSync(distDir, { recursive: true, force: true });
      process.exit(130);
    });
});

try {
  console.log(`${mode}: building the API into ${path.relative(root, distDir)}`);
  const built = await run(process.execPath, [path.join(root, 'scripts/build-api.mjs'), '--outdir', distDir]);
  if (built !== 0) throw new Error(`the API build failed (${built})`);
  const model = await startJsonProcess('fake model', ['--import', 'tsx', path.join(root, 'bench/fake-model.ts')]);
  console.log(
    `${mode}: fake model at ${model.first.baseUrl}: ${model.first.firstTokenMs} ms to the first token, ` +
      `${model.first.tokensPerSecond} tokens/s × 2 characters`,
  );

  const outDir = path.join(root, 'bench/.out');
  mkdirSync(outDir, { recursive: true });
  const heading = (what) =>
    `\n글감 bench (${mode}) — ${what}, ${memberCount} members (${Math.round(memberCount * WRITER_SHARE)} writing), ` +
    `think ${thinkMs ? `${thinkMs} ms (mean, exponential)` : '0 (closed loop)'}, ` +
    `node ${process.version}, ${os.cpus().length} cpus, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`;

  if (!soak) {
    const builds = [
      ...(baselineDist ? [{ name: `baseline ${path.basename(baselineDist)}`, dist: path.resolve(baselineDist) }] : []),
      { name: 'this tree', dist: distDir },
    ];
    // BENCH_MIXED_BASELINE_LAST=1 runs this tree first: a second pair in the other order shows what the order did.
    if (process.env.BENCH_MIXED_BASELINE_LAST === '1') builds.reverse();
    const setups = [];
    for (const apiCount of apiCounts)
      for (const build of builds) setups.push(await mixedSetup(apiCount, model.first.baseUrl, build));
    await stopServer(model.child);
    const modelCounts = JSON.parse(model.child.lines.at(-1)).counts;
    const own = setups.filter((s) => s.build === 'this tree');
    const byCount = Object.fromEntries(own.map((s) => [s.apiCount, s]));
    const totalPerSec = (s) => CALLS.reduce((n, name) => n + (s.calls[name]?.perSec ?? 0), 0);
    const ratio = (pick) => (byCount[2] && byCount[1] ? pick(byCount[2]) / pick(byCount[1]) : null);
    const ratios = { all: ratio(totalPerSec), reads: ratio((s) => s.groups.reads.perSec) };
    const checks = setups.map((s) => mixedChecks(s));
    setups.forEach((s, i) => {
      console.log(
        heading(
          `${s.apiCount === 2 ? 'two API processes' : 'one API process'} + worker, PostgreSQL, ${seconds}s` +
            (baselineDist ? ` — ${s.build}` : ''),
        ),
      );
      callTable(s);
      console.log(
        `CPU ${s.cpuBusyPercent} % busy during the load; requests per API process ${s.forwarded.join(' / ')}; ` +
          `RSS at the end ${Object.entries(s.rss)
            .map(([name, samples]) => `${name} ${fmt(samples.at(-1)?.mib)} MiB`)
            .join(', ')}`,
      );
      console.log(cpuLine(s));
      printChecks(checks[i]);
    });
    console.log('');
    if (ratios.all !== null)
      console.log(
        `throughput two processes / one: all calls ${ratios.all.toFixed(2)}×, reads ${ratios.reads.toFixed(2)}×`,
      );
    if (baselineDist)
      for (const apiCount of apiCounts) {
        const of = (name) => setups.find((s) => s.apiCount === apiCount && s.build === name);
        const [base, mine] = [of(builds.find((b) => b.dist !== distDir).name), of('this tree')];
        const per = (s) => cpuMsPerRequest(s);
        console.log(
          `${apiCount} API: this tree / baseline — API CPU per request ${(per(mine).api / per(base).api).toFixed(2)}×, ` +
            `PostgreSQL CPU per request ${(per(mine).postgres / per(base).postgres).toFixed(2)}×, reads p99 ` +
            `${(mine.groups.reads.p99Ms / base.groups.reads.p99Ms).toFixed(2)}×, reads/s ` +
            `${(mine.groups.reads.perSec / base.groups.reads.perSec).toFixed(2)}×`,
        );
      }
    const report = {
      ...reportHead(modelCounts),
      warmupSeconds,
      model: { ...model.first, counts: modelCounts },
      targets,
      ratios,
      checks,
      setups,
    };
    writeFileSync(path.join(outDir, 'mixed.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`${mode}: wrote bench/.out/mixed.json`);
  } else {
    const result = await soakRun(model.first.baseUrl);
    await stopServer(model.child);
    const modelCounts = JSON.parse(model.child.lines.at(-1)).counts;
    const samples = result.rss.api;
    // RSS once the warm-up is over (the first sample at or after it) against the last sample.
    const warm = samples.find((s) => s.t >= soakSliceSeconds) ?? samples[0];
    const end = samples.at(-1);
    const growth = end.mib - warm.mib;
    const first = result.slices[0].groups.reads;
    const last = result.slices.at(-1).groups.reads;
    const p99Ratio = last.p99Ms / first.p99Ms;
    const errors = sum(result, 'errors');
    const checks = [
      {
        what: `RSS growth after warm-up MiB (${fmt(warm.mib)} → ${fmt(end.mib)})`,
        value: growth,
        digits: 1,
        target: `< ${targets.soakRssGrowthMiB}`,
        pass: growth < targets.soakRssGrowthMiB,
      },
      {
        what: `reads p99 last ${soakSliceSeconds}s / first ${soakSliceSeconds}s (${fmt(last.p99Ms)} / ${fmt(first.p99Ms)} ms)`,
        value: p99Ratio,
        digits: 2,
        target: `≤ ${targets.soakP99Ratio}`,
        pass: p99Ratio <= targets.soakP99Ratio,
      },
      { what: 'errors', value: errors, target: `= ${targets.errors}`, pass: errors === 0 },
    ];
    console.log(heading(`one process, PGlite, ${seconds}s`));
    callTable(result);
    console.log('');
    printTable([
      ['slice', 'reads req/s', 'reads p50 ms', 'reads p99 ms', 'pdf p99 ms', 'generate p50 ms', 'RSS MiB'],
      ...result.slices.map((s) => [
        `${s.from}–${s.to}s`,
        fmt(s.groups.reads.perSec, 1),
        fmt(s.groups.reads.p50Ms),
        fmt(s.groups.reads.p99Ms),
        fmt(s.calls.pdf?.p99Ms),
        fmt(s.calls.generate?.p50Ms),
        fmt(samples.filter((r) => r.t <= s.to).at(-1)?.mib),
      ]),
    ]);
    console.log(`CPU ${result.cpuBusyPercent} % busy during the load`);
    printChecks(checks);
    const report = {
      ...reportHead(modelCounts),
      sliceSeconds: soakSliceSeconds,
      model: { ...model.first, counts: modelCounts },
      targets,
      rss: { warmMiB: warm.mib, endMiB: end.mib, growthMiB: growth },
      p99: { firstMs: first.p99Ms, lastMs: last.p99Ms, ratio: p99Ratio },
      checks,
      result,
    };
    writeFileSync(path.join(outDir, 'soak.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`${mode}: wrote bench/.out/soak.json`);
  }
  code = 0;
} catch (error) {
  console.error(error);
} finally {
  await stopAll();
  await dropOwnDatabase();
  rmSync(tmp, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
}
process.exit(code);
