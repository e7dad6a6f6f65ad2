// Content-engine benchmark (`npm run bench -- engine`; plain `npm run bench` runs it after the
// keywords benchmark):
//
//   1. ingestion articles/s: bench/ingest.ts, 3 runs, each its own process on a fresh in-memory
//      PGlite, median reported;
//   2. POST /api/generate/ latency, uncached (first call per member+keyword) and cached (repeat
//      calls), through HTTP against the production server running as its own process;
//   3. GET /api/posts/{id}/pdf/ latency and the server's RSS growth over those requests: a first pass over distinct
//      posts (each rendered, `x-cache: miss`), then the same requests again (served kept, `x-cache: hit`).
//
// RSS growth is VmRSS from /proc/<server pid>/status after the PDF requests minus before them
// (the peak, sampled after each request, is reported too). The heap is not collected first, so
// garbage left by the generate phase can make the growth small or even negative; the peak growth
// shows the transient cost.
//
// Prints a table with targets and PASS/FAIL and writes bench/.out/engine.json. Exits 0 unless it
// could not run; the targets are reported, not enforced.
//
// Env: BENCH_INGEST_RUNS (3), BENCH_MEMBERS (3), BENCH_CACHED_PASSES (2), BENCH_PDF_REQUESTS (50).
import { spawn } from 'node:child_process';
import { readFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { envNumber, machineState, median } from './stats.mjs';
import { root, startServer, stopServer, waitForUrl } from '../scripts/lib.mjs';

// BENCH_PORT_BASE moves every port (two people benchmarking on one machine).
const portBase = envNumber('BENCH_PORT_BASE', 28_000, { integer: true });
const ports = { api: portBase, proxy: portBase + 1, ingest: portBase + 10 };
const apiUrl = `http://127.0.0.1:${ports.api}`;
const ingestRuns = envNumber('BENCH_INGEST_RUNS', 3, { integer: true });
const members = envNumber('BENCH_MEMBERS', 3, { integer: true });
const cachedPasses = envNumber('BENCH_CACHED_PASSES', 2, { integer: true });
const pdfRequests = envNumber('BENCH_PDF_REQUESTS', 50, { integer: true });
// The PDF route allows 30 requests a minute per client IP. The bench switches to another
// loopback source address (127.0.0.11, .12, …) every PDF_PER_ADDRESS requests so that it
// measures rendering, not the limiter.
const PDF_PER_ADDRESS = 25;

const targets = {
  ingestArticlesPerSec: 200,
  generateUncachedP95Ms: 300,
  generateCachedP95Ms: 30,
  pdfP95Ms: 500,
  pdfCachedP95Ms: 20,
  pdfRssGrowthMiB: 50,
};

/** Nearest-rank percentile. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

function stats(samples) {
  return {
    samples: samples.length,
    p50Ms: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    maxMs: round(Math.max(...samples)),
    meanMs: round(samples.reduce((a, b) => a + b, 0) / samples.length),
  };
}

function round(value, digits = 1) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Runs a command and returns its last stdout line parsed as JSON. */
function runJson(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${args.join(' ')} exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1)));
      } catch {
        reject(new Error(`${args.join(' ')} printed no JSON: ${out}`));
      }
    });
  });
}

const agents = new Map();
function agentFor(localAddress) {
  const key = localAddress ?? 'default';
  if (!agents.has(key)) agents.set(key, new http.Agent({ keepAlive: true, maxSockets: 1 }));
  return agents.get(key);
}

/** One HTTP request; resolves with status, headers, the full body and the wall time in ms. */
function request(method, url, { headers = {}, json, localAddress } = {}) {
  const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      url,
      {
        method,
        agent: agentFor(localAddress),
        ...(localAddress ? { localAddress } : {}),
        headers: {
          ...headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function parse(response, what) {
  const text = response.body.toString('utf8');
  if (response.status < 200 || response.status >= 300) throw new Error(`${what} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** Signs a member in through the local OAuth emulator, over HTTP like the web client. */
async function signIn(email) {
  // The API sends a browser on a loopback address to the web's loopback name first (ADR 033): follow that hop.
  let start = await request('GET', `${apiUrl}/api/auth/kakao/login/`);
  const startAgain = start.status === 302 && new URL(start.headers.location, apiUrl);
  if (startAgain && startAgain.pathname === '/api/auth/kakao/login/') start = await request('GET', startAgain.href);
  if (start.status !== 302) throw new Error(`login start answered ${start.status}`);
  // The browser's login binding (ADR 019): the callback must come from the browser that started the login.
  const cookie = [start.headers['set-cookie'] ?? []]
    .flat()
    .map((header) => header.split(';')[0])
    .join('; ');
  const authorize = new URL(start.headers.location, apiUrl);
  authorize.searchParams.set('login_hint', email);
  const consent = await request('GET', authorize.toString());
  if (consent.status !== 302) throw new Error(`emulator authorize answered ${consent.status}: ${consent.body}`);
  const callback = new URL(consent.headers.location);
  const code = callback.searchParams.get('code');
  const state = callback.searchParams.get('state');
  if (!code) throw new Error(`no code in ${callback}`);
  const login = parse(
    await request(
      'POST',
      `${startAgain && startAgain.pathname === '/api/auth/kakao/login/' ? startAgain.origin : apiUrl}/api/auth/kakao/callback/`,
      {
        json: { code, ...(state ? { state } : {}) },
        headers: cookie ? { cookie } : {},
      },
    ),
    'kakao callback',
  );
  return login.access;
}

function vmRssKiB(pid) {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : undefined;
}

/** Polls the keyword list until the server's startup ingestion has settled. */
async function waitForKeywords(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let stable = 0;
  while (Date.now() < deadline) {
    const body = parse(await request('GET', `${apiUrl}/api/keywords/?page_size=100`), 'GET /api/keywords/');
    const total = body.pagination?.total_items ?? 0;
    stable = total > 0 && total === last ? stable + 1 : 0;
    if (stable >= 2) return body.data;
    last = total;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('keywords did not appear: startup ingestion did not finish');
}

function printTable(rows) {
  const table = [['figure', 'value', 'target', 'result'], ...rows.map((r) => [r.name, r.value, r.target, r.result])];
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const line = (r) =>
    `| ${r.map((cell, i) => (i === 1 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  console.log(line(table[0]));
  console.log(`|${widths.map((w, i) => (i === 1 ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`);
  for (const r of table.slice(1)) console.log(line(r));
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'geulgam-bench-engine-'));
let server;
let code = 1;

const cleanup = async () => {
  for (const agent of agents.values()) agent.destroy();
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

try {
  // 1. Ingestion, in-process, each run in a fresh process and database.
  const ingestion = [];
  for (let i = 1; i <= ingestRuns; i++) {
    const r = await runJson(['--import', 'tsx', path.join(root, 'bench/ingest.ts'), String(ports.ingest)]);
    ingestion.push(r);
    console.log(
      `engine: ingestion run ${i}: ${r.stored} articles in ${r.seconds.toFixed(3)} s → ` +
        `${r.articlesPerSec.toFixed(1)} articles/s (failed ${r.failed}, keywords ${r.keywordsCreated})`,
    );
  }
  const ingestMedian = median(ingestion.map((r) => r.articlesPerSec));

  // 2. The production server, fresh data dir: it ingests the demo corpus at startup.
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
    DATABASE_URL: '',
    GENERATION_RATE_LIMIT: '100000',
  });
  const serverDied = new Promise((_, reject) =>
    server.on('exit', (c, signal) => reject(new Error(`server exited early (code ${c}, signal ${signal})`))),
  );
  serverDied.catch(() => {});
  await Promise.race([waitForUrl(`${apiUrl}/readyz`), serverDied]);
  const keywordList = await Promise.race([waitForKeywords(), serverDied]);
  const keywordIds = keywordList.map((k) => k.id);
  console.log(`engine: server up (pid ${server.pid}), ${keywordIds.length} keywords`);

  const tokens = [];
  for (let m = 1; m <= members; m++) tokens.push(await signIn(`bench-member-${m}-${Date.now()}@example.com`));
  console.log(`engine: signed in ${tokens.length} members through the OAuth emulator`);

  const generate = async (token, keywordId) => {
    const response = await request('POST', `${apiUrl}/api/generate/`, {
      headers: { authorization: `Bearer ${token}` },
      json: { keyword_id: keywordId },
    });
    return { ms: response.ms, body: parse(response, `POST /api/generate/ (keyword ${keywordId})`) };
  };

  const uncached = [];
  const posts = [];
  const problems = { notSuccess: 0, uncachedFromCache: 0, cachedNotFromCache: 0, pdfCacheUnexpected: 0 };
  for (const token of tokens) {
    for (const id of keywordIds) {
      const { ms, body } = await Promise.race([generate(token, id), serverDied]);
      uncached.push(ms);
      if (body.status !== 'success') problems.notSuccess++;
      if (body.from_cache) problems.uncachedFromCache++;
      if (body.post_id) posts.push({ token, postId: body.post_id });
    }
  }
  console.log(`engine: ${uncached.length} uncached generations, ${posts.length} posts`);

  const cached = [];
  for (let pass = 1; pass <= cachedPasses; pass++) {
    for (const token of tokens) {
      for (const id of keywordIds) {
        const { ms, body } = await Promise.race([generate(token, id), serverDied]);
        cached.push(ms);
        if (body.status !== 'success') problems.notSuccess++;
        if (!body.from_cache) problems.cachedNotFromCache++;
      }
    }
  }
  console.log(`engine: ${cached.length} cached generations`);

  // 3. PDF export, sequential, cycling through the generated posts.
  if (posts.length === 0) throw new Error('no posts were generated; cannot measure PDF export');
  // Renders first (distinct posts, none kept yet), then the same requests again, served from the kept renders.
  const rendered = Math.min(pdfRequests, posts.length);
  const pdfGet = async (i) => {
    const { token, postId } = posts[i % rendered];
    const localAddress = `127.0.0.${11 + Math.floor(i / PDF_PER_ADDRESS)}`;
    const response = await request('GET', `${apiUrl}/api/posts/${postId}/pdf/`, {
      headers: { authorization: `Bearer ${token}` },
      localAddress,
    });
    if (response.status !== 200 || response.body.subarray(0, 5).toString() !== '%PDF-') {
      throw new Error(`GET /api/posts/${postId}/pdf/ answered ${response.status}: ${response.body.subarray(0, 200)}`);
    }
    return { ms: response.ms, bytes: response.body.length, cache: response.headers['x-cache'] };
  };
  // The render thread starts with the first PDF (ADR 036): its own memory is reported apart, and the growth the
  // target is about (what 50 renders leave behind) counts from after it.
  const rssIdleKiB = vmRssKiB(server.pid);
  let rssBeforeKiB = rssIdleKiB;
  const pdf = [];
  const pdfCached = [];
  let pdfBytes = 0;
  let rssPeakKiB = rssBeforeKiB;
  for (let i = 0; i < 2 * rendered; i++) {
    const r = await Promise.race([pdfGet(i), serverDied]);
    if (i === 0) rssBeforeKiB = rssPeakKiB = vmRssKiB(server.pid);
    const first = i < rendered;
    (first ? pdf : pdfCached).push(r.ms);
    if (r.cache !== (first ? 'miss' : 'hit')) problems.pdfCacheUnexpected++;
    pdfBytes += r.bytes;
    rssPeakKiB = Math.max(rssPeakKiB, vmRssKiB(server.pid));
  }
  const rssAfterKiB = vmRssKiB(server.pid);
  const rssGrowthMiB = (rssAfterKiB - rssBeforeKiB) / 1024;

  const summary = {
    ingestion: { runs: ingestion.length, medianArticlesPerSec: round(ingestMedian), stored: ingestion[0].stored },
    generateUncached: stats(uncached),
    generateCached: stats(cached),
    pdf: {
      ...stats(pdf),
      cached: stats(pdfCached),
      meanBytes: Math.round(pdfBytes / (pdf.length + pdfCached.length)),
      rssIdleMiB: round(rssIdleKiB / 1024),
      rssBeforeMiB: round(rssBeforeKiB / 1024),
      rssAfterMiB: round(rssAfterKiB / 1024),
      rssPeakMiB: round(rssPeakKiB / 1024),
      rssPeakGrowthMiB: round((rssPeakKiB - rssBeforeKiB) / 1024),
      rssGrowthMiB: round(rssGrowthMiB),
    },
  };
  const pass = {
    ingestion: ingestMedian >= targets.ingestArticlesPerSec,
    generateUncachedP95: summary.generateUncached.p95Ms <= targets.generateUncachedP95Ms,
    generateCachedP95: summary.generateCached.p95Ms <= targets.generateCachedP95Ms,
    pdfP95: summary.pdf.p95Ms <= targets.pdfP95Ms,
    pdfCachedP95: summary.pdf.cached.p95Ms <= targets.pdfCachedP95Ms,
    pdfRssGrowth: rssGrowthMiB < targets.pdfRssGrowthMiB,
  };
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

  console.log('');
  console.log(`글감 engine bench — pglite, node ${process.version}, ${os.cpus().length} cpus`);
  printTable([
    {
      name: `ingestion articles/s (median of ${ingestion.length})`,
      value: summary.ingestion.medianArticlesPerSec.toFixed(1),
      target: `≥ ${targets.ingestArticlesPerSec}`,
      result: verdict(pass.ingestion),
    },
    {
      name: `generate uncached p50 ms (n=${uncached.length})`,
      value: String(summary.generateUncached.p50Ms),
      target: '',
      result: '',
    },
    {
      name: `generate uncached p95 ms (n=${uncached.length})`,
      value: String(summary.generateUncached.p95Ms),
      target: `≤ ${targets.generateUncachedP95Ms}`,
      result: verdict(pass.generateUncachedP95),
    },
    {
      name: `generate cached p50 ms (n=${cached.length})`,
      value: String(summary.generateCached.p50Ms),
      target: '',
      result: '',
    },
    {
      name: `generate cached p95 ms (n=${cached.length})`,
      value: String(summary.generateCached.p95Ms),
      target: `≤ ${targets.generateCachedP95Ms}`,
      result: verdict(pass.generateCachedP95),
    },
    { name: `pdf rendered p50 ms (n=${pdf.length})`, value: String(summary.pdf.p50Ms), target: '', result: '' },
    {
      name: `pdf rendered p95 ms (n=${pdf.length})`,
      value: String(summary.pdf.p95Ms),
      target: `≤ ${targets.pdfP95Ms}`,
      result: verdict(pass.pdfP95),
    },
    {
      name: `pdf cached p95 ms (n=${pdfCached.length})`,
      value: String(summary.pdf.cached.p95Ms),
      target: `≤ ${targets.pdfCachedP95Ms}`,
      result: verdict(pass.pdfCachedP95),
    },
    {
      name: 'server RSS growth over pdf MiB',
      value: summary.pdf.rssGrowthMiB.toFixed(1),
      target: `< ${targets.pdfRssGrowthMiB}`,
      result: verdict(pass.pdfRssGrowth),
    },
  ]);
  console.log(
    `server RSS ${summary.pdf.rssIdleMiB} before any PDF, ${summary.pdf.rssBeforeMiB} after the first (render thread ` +
      `started) → ${summary.pdf.rssAfterMiB} MiB ` +
      `(peak ${summary.pdf.rssPeakMiB} MiB, +${summary.pdf.rssPeakGrowthMiB}); ` +
      `generate status≠success ${problems.notSuccess}, uncached from_cache ${problems.uncachedFromCache}, ` +
      `cached not from_cache ${problems.cachedNotFromCache}, pdf x-cache unexpected ${problems.pdfCacheUnexpected}`,
  );
  if (Object.values(problems).some((n) => n > 0)) console.log('WARNING: unexpected generate answers; see above.');

  const report = {
    date: new Date().toISOString(),
    machine: machineState(),
    database: 'pglite',
    targets,
    summary,
    pass,
    problems,
    keywords: keywordIds.length,
    members: tokens.length,
    runs: {
      ingestion,
      generateUncachedMs: uncached.map((v) => round(v, 2)),
      generateCachedMs: cached.map((v) => round(v, 2)),
      pdfMs: pdf.map((v) => round(v, 2)),
      pdfCachedMs: pdfCached.map((v) => round(v, 2)),
    },
  };
  const outDir = path.join(root, 'bench/.out');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'engine.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('engine: wrote bench/.out/engine.json');
  code = 0;
} catch (error) {
  console.error(error);
} finally {
  await cleanup();
}
process.exit(code);
