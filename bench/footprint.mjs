// Footprint of a freshly started product (`npm run bench -- footprint`, issue 27): where the API process's memory
// goes once it has ingested the demo news and answered a visitor's and a member's first 20 requests.
//
// The API is built into a private folder and the web app into a throwaway one; the server then runs from its
// compiled entry as `npm start` runs it (`node <API_NODE_FLAGS> dist/server.js`, the web app served, the demo news
// ingested at the first start), on spare ports with a throwaway DATA_DIR, and with bench/footprint-probe.mjs
// preloaded, which reports the process's memory on SIGUSR2. Three measurements:
//   1. first start: a fresh data dir (the embedded database is created: initdb), ingestion, 20 requests;
//   2. restart: the same data dir again, 20 requests (ingestion is not run again: the news is there);
//   3. the database alone (PGlite only): a bare process opens the same data dir through openDatabase and runs a
//      few reads; its RSS before and after the open is the database's share.
// Target (issue 27): RSS after ingestion and 20 requests ≤ 300 MiB on PGlite, ≤ 150 MiB on PostgreSQL
// (BENCH_DATABASE=postgres: a database of its own on BENCH_POSTGRES_ADMIN_URL, created and dropped here).
// RSS is read without a forced collection, as an operator's panel shows it; the probe adds the figures after one.
// Prints a table and PASS/FAIL, writes bench/.out/footprint.json, exits 0 once it has measured.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { apiProcessEnv, buildWeb, root, run, serverNodeFlags, stopServer } from '../scripts/lib.mjs';
import { adminQuery, adminUrl, ownDatabaseName } from './pg-admin.mjs';
import { envNumber, machineState } from './stats.mjs';

const postgres = process.env.BENCH_DATABASE === 'postgres';
const settleSeconds = envNumber('BENCH_FOOTPRINT_SETTLE_SECONDS', 3);
const targets = { rssMiB: postgres ? 150 : 300 };
const tmp = mkdtempSync(path.join(os.tmpdir(), 'geulgam-footprint-'));
const distDir = path.join(root, 'apps/api/.tmp', `bench-footprint-${process.pid}`);
// BENCH_WEB_DIST: an existing build of apps/web to serve, instead of building one into the temp dir.
const webDist = process.env.BENCH_WEB_DIST || path.join(tmp, 'web');
const dataDir = path.join(tmp, 'data');
const probeFile = path.join(tmp, 'probe.json');
let server;
let ownDatabase;

/** A port nobody listens on now. */
function sparePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const ports = { api: await sparePort(), proxy: await sparePort(), web: await sparePort() };
const apiUrl = `http://127.0.0.1:${ports.api}`;
const webUrl = `http://127.0.0.1:${ports.web}`;

async function databaseUrl() {
  if (!postgres) return '';
  ownDatabase = ownDatabaseName('footprint');
  await adminQuery([`drop database if exists ${ownDatabase} with (force)`, `create database ${ownDatabase}`]);
  const url = new URL(adminUrl);
  url.pathname = `/${ownDatabase}`;
  return url.toString();
}

/** Starts the compiled server as `npm start` does, with the probe; resolves once it printed its ready banner. */
function startProduct(env) {
  const child = spawn(
    process.execPath,
    [
      // As `npm start` runs it (scripts/lib.mjs; BENCH_SERVER_NODE_FLAGS tries other settings).
      ...serverNodeFlags(),
      '--expose-gc',
      '--import',
      path.join(root, 'bench/footprint-probe.mjs'),
      path.join(distDir, 'server.js'),
    ],
    { cwd: root, env: apiProcessEnv(env), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  server = child;
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{')) console.log(`[server] ${line}`);
      if (line.includes('글감이 준비됐어요')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the server exited before it was ready (${code})`)));
  });
}

async function call(method, url, { token, json, cookie, redirect = 'follow' } = {}) {
  const response = await fetch(url, {
    method,
    redirect,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { response, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
}

/**
 * A visitor's and a member's first 20 requests: the home page and the keyword lists, a sign-in through the OAuth
 * emulator (3 requests), two posts written by the offline writer, reading and copying one, My page. No PDF: the
 * render thread starts on the first download (its footprint is the PDF work's, issue 27).
 */
async function twentyRequests(email) {
  let count = 0;
  const get = async (url, token) => (count++, (await call('GET', url, { token })).body);
  await get(`${webUrl}/`);
  await get(`${apiUrl}/healthz`);
  const latest = await get(`${apiUrl}/api/keywords/`);
  await get(`${apiUrl}/api/keywords/?sort=popular`);
  await get(`${apiUrl}/api/keywords/?sort=trending`);
  await get(`${apiUrl}/api/keywords/?page=2`);
  await get(`${apiUrl}/api/keywords/?page_size=100`);
  // Sign-in: login → the emulator's authorize (with the member's address as login_hint) → callback.
  count++;
  let next = (await call('GET', `${apiUrl}/api/auth/kakao/login/`, { redirect: 'manual' })).response;
  // The login binding cookie (ADR 006), as the browser would send it back.
  const cookie = next.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  let callback;
  for (let hop = 0; hop < 3 && !callback?.searchParams.get('code'); hop++) {
    const to = new URL(next.headers.get('location') ?? '', apiUrl);
    if (to.searchParams.get('code')) callback = to;
    else {
      to.searchParams.set('login_hint', email);
      count++;
      next = (await call('GET', to.toString(), { redirect: 'manual' })).response;
    }
  }
  if (!callback) throw new Error(`the emulator gave no code (${next.status} ${next.headers.get('location')})`);
  count++;
  const login = await call('POST', `${apiUrl}/api/auth/kakao/callback/`, {
    json: { code: callback.searchParams.get('code'), state: callback.searchParams.get('state') ?? undefined },
    cookie,
  });
  const token = login.body.access;
  await get(`${apiUrl}/api/keywords/`, token);
  const posts = [];
  for (const keyword of latest.data.slice(0, 2)) {
    count++;
    const { body } = await call('POST', `${apiUrl}/api/generate/`, { token, json: { keyword_id: keyword.id } });
    if (body.status !== 'success') throw new Error(`generation ended ${body.status}`);
    posts.push(body.post_id);
  }
  await get(`${apiUrl}/api/posts/${posts[0]}/`, token);
  count++;
  await call('POST', `${apiUrl}/api/posts/${posts[0]}/copy/`, { token });
  await get(`${apiUrl}/api/posts/${posts[1]}/`, token);
  await get(`${apiUrl}/api/mypage/posts/`, token);
  await get(`${apiUrl}/api/keywords/?sort=popular`, token);
  await get(`${apiUrl}/readyz`);
  await get(`${webUrl}/`);
  return count;
}

function vmRssMiB(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round((Number(kb) / 1024) * 10) / 10;
}

/** The probe's report (it answers SIGUSR2 by writing its file). */
async function probe(child) {
  rmSync(probeFile, { force: true });
  child.kill('SIGUSR2');
  const deadline = Date.now() + 60_000;
  while (!existsSync(probeFile)) {
    if (Date.now() > deadline) throw new Error('the probe did not answer');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  return JSON.parse(readFileSync(probeFile, 'utf8'));
}

async function measureStart(label, env, email) {
  const started = Date.now();
  const child = await startProduct(env);
  const readyMs = Date.now() - started;
  const afterReady = vmRssMiB(child.pid);
  const requests = await twentyRequests(email);
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const rssMiB = vmRssMiB(child.pid);
  const report = await probe(child);
  await stopServer(child);
  console.log(`footprint: ${label}: ready in ${(readyMs / 1000).toFixed(1)} s, ${requests} requests`);
  return { label, readyMs, requests, rssAfterReadyMiB: afterReady, rssMiB, probe: report };
}

/** The database alone, PGlite: RSS before and after openDatabase on the same data dir, and after a few reads. */
function databaseAlone() {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(root, 'bench/footprint-db.ts'), path.join(dataDir, 'db')],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').at(-1));
}

const fmt = (v) => (v === null || v === undefined ? '–' : Number(v).toFixed(1));

function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    `| ${r.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(`|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 2)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
}

let code = 1;
process.on('SIGINT', () => {
  void (server ? stopServer(server) : Promise.resolve()).finally(() => {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
    process.exit(130);
  });
});

try {
  console.log(`footprint: building the API into ${path.relative(root, distDir)} and the web app into ${webDist}`);
  if ((await run(process.execPath, [path.join(root, 'scripts/build-api.mjs'), '--outdir', distDir])) !== 0)
    throw new Error('the API build failed');
  if (!process.env.BENCH_WEB_DIST && (await buildWeb(webDist)) !== 0) throw new Error('the web build failed');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: await databaseUrl(),
    PORT: String(ports.api),
    PROXY_PORT: String(ports.proxy),
    WEB_PORT: String(ports.web),
    PUBLIC_API_URL: apiUrl,
    PUBLIC_PROXY_URL: `http://127.0.0.1:${ports.proxy}`,
    WEB_ORIGINS: webUrl,
    KAKAO_REDIRECT_URI: `${webUrl}/auth/kakao/callback`,
    WEB_DIST_DIR: webDist,
    FOOTPRINT_PROBE_FILE: probeFile,
  };
  const runs = [
    await measureStart('first start', env, 'footprint-1@example.com'),
    await measureStart('restart', env, 'footprint-2@example.com'),
  ];
  const alone = postgres ? null : databaseAlone();

  console.log(
    `\n글감 bench (footprint) — ${postgres ? 'PostgreSQL' : 'PGlite'}, node ${process.version}, ` +
      `${os.cpus().length} cpus, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const rows = [['MiB', ...runs.flatMap((r) => [r.label, `${r.label} after GC`])]];
  const both = (pick) => runs.flatMap((r) => [pick(r.probe.asIs, r), r.probe.afterGc ? pick(r.probe.afterGc, r) : '–']);
  rows.push(['RSS once ready', ...runs.flatMap((r) => [fmt(r.rssAfterReadyMiB), ''])]);
  rows.push(['RSS after 20 requests', ...both((s) => fmt(s.rssMiB))]);
  rows.push(['  V8 heap (resident)', ...both((s) => fmt(s.v8PhysicalMiB))]);
  rows.push(['  V8 heap used', ...both((s) => fmt(s.heapUsedMiB))]);
  for (const space of ['new_space', 'old_space', 'code_space', 'large_object_space', 'map_space'])
    if (runs[0].probe.asIs.v8SpacesMiB?.[space])
      rows.push([
        `    ${space}: resident (used)`,
        ...both((s) => `${fmt(s.v8SpacesMiB[space].physical)} (${fmt(s.v8SpacesMiB[space].used)})`),
      ]);
  rows.push(['  external (buffers, wasm memory)', ...both((s) => fmt(s.externalMiB))]);
  rows.push(['  array buffers', ...both((s) => fmt(s.arrayBuffersMiB))]);
  rows.push([
    '  wasm memories: resident (size)',
    ...both((s) => s.wasm.map((w) => `${fmt(w.rssMiB)} (${fmt(w.sizeMiB)})`).join(', ') || '–'),
  ]);
  rows.push(['  mapped files (node, libraries)', ...both((s) => fmt(s.mappingsMiB.file))]);
  rows.push(['  malloc heap (brk)', ...both((s) => fmt(s.mappingsMiB.brk))]);
  rows.push(['  executable (JIT and wasm code)', ...both((s) => fmt(s.mappingsMiB.code))]);
  // Anonymous memory that is neither the V8 heap nor a wasm memory: malloc arenas, buffers, other threads' heaps.
  const wasmRss = (s) => s.wasm.reduce((sum, w) => sum + (w.rssMiB ?? 0), 0);
  rows.push(['  other anonymous (native)', ...both((s) => fmt(s.mappingsMiB.anon - wasmRss(s) - s.v8PhysicalMiB))]);
  rows.push(['threads', ...both((s) => String(s.threads))]);
  printTable(rows);
  if (alone) {
    console.log(
      `database alone (PGlite): RSS ${fmt(alone.beforeMiB)} → ${fmt(alone.openedMiB)} MiB after opening ` +
        `(+${fmt(alone.openedMiB - alone.beforeMiB)}), ${fmt(alone.afterReadsMiB)} after ${alone.reads} reads ` +
        `(+${fmt(alone.afterReadsMiB - alone.beforeMiB)}); wasm memory ${fmt(alone.wasmMiB)} MiB; ` +
        `settings ${Object.entries(alone.settings)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')}`,
    );
  }
  const checks = runs.map((r) => ({
    what: `${r.label}: RSS after ingestion and 20 requests MiB`,
    value: r.rssMiB,
    target: `≤ ${targets.rssMiB}`,
    pass: r.rssMiB <= targets.rssMiB,
  }));
  for (const c of checks) console.log(`${c.what}: ${fmt(c.value)} (target ${c.target}) ${c.pass ? 'PASS' : 'FAIL'}`);
  const outDir = path.join(root, 'bench/.out');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'footprint.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: machineState({ loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) }),
        database: postgres ? 'postgres' : 'pglite',
        targets,
        runs,
        databaseAlone: alone,
        checks,
      },
      null,
      2,
    )}\n`,
  );
  console.log('footprint: wrote bench/.out/footprint.json');
  code = 0;
} catch (error) {
  console.error(error);
} finally {
  if (server) await stopServer(server);
  if (ownDatabase) {
    await adminQuery([`drop database if exists ${ownDatabase} with (force)`]).catch((error) =>
      console.warn(`footprint: could not drop ${ownDatabase}: ${error.message}`),
    );
  }
  rmSync(tmp, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
}
process.exit(code);
