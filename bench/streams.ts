// Streaming at scale (`npm run bench -- streams`, issue 19): BENCH_STREAMS (200) members each start one streamed
// generation at the same moment against a fake OpenAI-compatible model that streams each post at
// BENCH_TOKENS_PER_SECOND (30) tokens of 2 characters. The fake model runs in this process and notes when it wrote
// the first content chunk of each post; the clients (plain HTTP, bench/streams-clients.mjs) run in a process of
// their own and note when the first preview text arrived; both read the same machine clock. The product runs as
// its own process (production server, fresh embedded PGlite, SERVE_WEB=false), and its event-loop delay over the
// run comes from its `GET /metrics`: every scrape resets the delay histograms, so one scrape just before the
// clients start and one after they finish cover the run and nothing else.
// Targets: 0 errors; p95 of (client first text − when the model wrote the title's first whole word) ≤ 200 ms (the
// figure from the model's very first token is printed too); API event-loop delay p99 ≤ 50 ms.
// Prints PASS/FAIL and exits 0 once measured; raw figures go to bench/.out/streams.json.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import {
  fakeReplies,
  sampleDraft,
  startFakeOpenAiServer,
  type RecordedRequest,
} from '../apps/api/test/fakes/fake-openai-server.ts';
import { apiProcessEnv, root, serverNodeFlags, startServer, stopServer, waitForUrl } from '../scripts/lib.mjs';
import { adminQuery, adminUrl, ownDatabaseName } from './pg-admin.mjs';
import { envNumber, machineState, median } from './stats.mjs';

const streams = envNumber('BENCH_STREAMS', 200, { integer: true });
const tokensPerSecond = envNumber('BENCH_TOKENS_PER_SECOND', 30);
const charsPerToken = 2;
// BENCH_PORT moves the server (and its image proxy, one port up) off the default 29400.
const ports = {
  api: envNumber('BENCH_PORT', 29_400, { integer: true }),
  proxy: envNumber('BENCH_PORT', 29_400, { integer: true }) + 1,
};
const apiUrl = `http://127.0.0.1:${ports.api}`;
const targets = { errors: 0, firstTextP95Ms: 200, eventLoopP99Ms: 50 };
const JWT_SECRET = 'streams-bench-secret-long-enough-for-hs256';
const METRICS_TOKEN = 'streams-bench-metrics-token';
// The seed signs the members' tokens and the server checks them: one lifetime for both (the server refuses a token
// that claims to live longer than its own ACCESS_TOKEN_TTL).
const ACCESS_TOKEN_TTL = String(6 * 3600);
// Far above one request per member: the designed per-member limit must not hide the measurement.
const GENERATION_RATE_LIMIT = 100_000;

interface ClientRecord {
  n: number;
  sentAt: number;
  headersAt?: number;
  firstTextAt?: number;
  firstText?: string;
  resultAt?: number;
  status?: number;
  previews: number;
  resets: number;
  result?: { status: string; post_id: number | null; from_cache: boolean };
  error?: string;
}
interface ClientsReport {
  startedAt: number;
  finishedAt: number;
  eventLoop: { p99Ms: number; maxMs: number; minMs: number };
  records: ClientRecord[];
}
interface Seeded {
  n: number;
  token: string;
  keywordId: number;
  title: string;
}

/**
 * `startServer` of scripts/lib.mjs, or with BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`)
 * the same command with those node flags added, to profile the server under this load.
 */
function startApi(env: Record<string, string>): ChildProcess {
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  if (nodeArgs.length === 0) return startServer(env);
  // The product's own flags and environment too (API_NODE_FLAGS' young generation changes how often V8 collects).
  return spawn(
    process.execPath,
    [...serverNodeFlags(), ...nodeArgs, '--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
    {
      cwd: root,
      env: apiProcessEnv(env),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
const spread = (values: number[]) =>
  values.length === 0
    ? null
    : { p50: median(values), p95: percentile(values, 95), max: Math.max(...values), min: Math.min(...values) };
const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${Math.round(value)} ms`;

/** The client number in a writer request's prompt (the keyword title `스트림 점검 N번`). */
function clientOf(request: RecordedRequest): number | undefined {
  const user = request.body?.messages?.find((message) => message.role === 'user')?.content ?? '';
  const match = /키워드: 스트림 점검 (\d+)번/.exec(user);
  return match ? Number(match[1]) : undefined;
}

/** Runs the clients process on a plan and returns its report; it is stopped after `limitMs`. */
function runClients(planFile: string, limitMs: number): Promise<ClientsReport> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(root, 'bench/streams-clients.mjs'), planFile],
      { cwd: root, maxBuffer: 256 * 1024 * 1024, timeout: limitMs },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`streams-clients.mjs failed: ${error.message}\n${stderr}`));
        try {
          resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as ClientsReport);
        } catch {
          reject(new Error(`streams-clients.mjs printed no JSON: ${stdout.slice(0, 500)}`));
        }
      },
    );
    child.stderr?.pipe(process.stderr);
  });
}

/** The server's event-loop figures from `GET /metrics` (seconds in the text, milliseconds here); resets them. */
async function scrapeEventLoop() {
  const response = await fetch(`${apiUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  const text = await response.text();
  const raw = (name: string) => {
    const match = new RegExp(`^${name} ([0-9.eE+-]+)$`, 'm').exec(text);
    return match ? Number(match[1]) : null;
  };
  const value = (name: string) => {
    const seconds = raw(name);
    return seconds === null ? null : Math.round(seconds * 100_000) / 100;
  };
  return {
    p50Ms: value('geulgam_nodejs_eventloop_lag_p50_seconds'),
    p99Ms: value('geulgam_nodejs_eventloop_lag_p99_seconds'),
    maxMs: value('geulgam_nodejs_eventloop_lag_max_seconds'),
    minMs: value('geulgam_nodejs_eventloop_lag_min_seconds'),
    // The product's own monitor (20 ms resolution), also reset by each scrape.
    geulgamP99Ms: value('geulgam_event_loop_delay_p99_seconds'),
    rssMiB: (raw('geulgam_process_resident_memory_bytes') ?? 0) / 1024 / 1024,
  };
}

const draftJson = JSON.stringify(sampleDraft());
// The preview shows whole words only (ADR 012): the first text can leave once the model has written the space
// after the title's first word. Counted from the first content chunk, that is this many more tokens.
const firstWordTokens = Math.floor(draftJson.search(/\s/) / charsPerToken);
const tokenMs = 1000 / tokensPerSecond;
const firstWordFloorMs = firstWordTokens * tokenMs;
const postSeconds = Math.ceil(Array.from(draftJson).length / charsPerToken) / tokensPerSecond;
const warmUpN = streams + 1;

console.log(
  `streams: ${streams} streamed generations at once, fake model at ${tokensPerSecond} tokens/s × ${charsPerToken} chars ` +
    `(a post streams for about ${postSeconds.toFixed(0)} s); load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'geulgam-streams-bench-'));
const dataDir = path.join(tmp, 'data');
// BENCH_DATABASE=postgres: a fresh PostgreSQL database of its own (created and dropped here), as production runs;
// named `<BENCH_DATABASE_PREFIX (geulgam)>_streams_<pid>` as the mixed and footprint benches name theirs.
const onPostgres = process.env.BENCH_DATABASE === 'postgres';
const ownDatabase = ownDatabaseName('streams');
const databaseUrl = onPostgres ? Object.assign(new URL(adminUrl), { pathname: `/${ownDatabase}` }).toString() : '';
const databaseName = onPostgres ? 'PostgreSQL' : 'PGlite';
let server: ChildProcess | undefined;
const llm = await startFakeOpenAiServer({
  tokensPerSecond,
  charsPerToken,
  // The warm-up generation streams at once; every measured one at the set rate.
  defaultReply: (request) =>
    fakeReplies.draft(sampleDraft(), clientOf(request) === warmUpN ? { tokensPerSecond: 0 } : {}),
});
const harnessLoop = monitorEventLoopDelay({ resolution: 10 });

try {
  if (onPostgres) await adminQuery([`create database ${ownDatabase}`]);
  console.log(`streams: seeding ${streams} keywords with articles and ${streams} members (+1 for the warm-up)`);
  const seedOut = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/streams-seed.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      ACCESS_TOKEN_TTL,
      BENCH_SEED_COUNT: String(streams + 1),
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const seeded = (JSON.parse(seedOut.trim().split('\n').at(-1)!) as { clients: Seeded[] }).clients;

  server = startApi({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(ports.api),
    PROXY_PORT: String(ports.proxy),
    PUBLIC_API_URL: apiUrl,
    PUBLIC_PROXY_URL: `http://127.0.0.1:${ports.proxy}`,
    JWT_SECRET,
    ACCESS_TOKEN_TTL,
    METRICS_TOKEN,
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: 'fake-streams-bench',
    GENERATION_RATE_LIMIT: String(GENERATION_RATE_LIMIT),
    // The seed brought the articles; no scheduled ingestion in the middle of the run.
    INGEST_INTERVAL_MINUTES: '0',
  });
  const serverDied = new Promise<never>((_, reject) =>
    server!.on('exit', (code: number | null, signal: string | null) =>
      reject(new Error(`server exited early (code ${code}, signal ${signal})`)),
    ),
  );
  serverDied.catch(() => {});
  await Promise.race([waitForUrl(`${apiUrl}/readyz`), serverDied]);
  console.log(
    `streams: server up (${databaseName}, GENERATION_RATE_LIMIT=${GENERATION_RATE_LIMIT} per member and minute, raised so the ` +
      'designed limit cannot hide the measurement)',
  );

  const writePlan = (name: string, clients: Seeded[]) => {
    const file = path.join(tmp, name);
    writeFileSync(file, JSON.stringify({ url: `${apiUrl}/api/generate/`, clients }));
    return file;
  };
  const limitMs = postSeconds * 3_000 + 120_000;
  const warmUp = await Promise.race([runClients(writePlan('warm-up.json', [seeded.at(-1)!]), limitMs), serverDied]);
  const warmUpError = warmUp.records[0]?.error;
  if (warmUpError) throw new Error(`the warm-up generation failed: ${warmUpError}`);
  console.log('streams: one warm-up generation done (not counted)');
  llm.reset();

  await scrapeEventLoop();
  harnessLoop.enable();
  const clients = await Promise.race([
    runClients(writePlan('plan.json', seeded.slice(0, streams)), limitMs),
    serverDied,
  ]);
  const eventLoop = await scrapeEventLoop();
  harnessLoop.disable();

  // Each client's first writing request (a retry or revision comes later) is the post step the member watches.
  const writes = new Map<number, RecordedRequest[]>();
  for (const request of llm.writeRequests()) {
    const n = clientOf(request);
    if (n !== undefined) writes.set(n, [...(writes.get(n) ?? []), request]);
  }
  const outlines = new Map<number, RecordedRequest>();
  for (const request of llm.outlineRequests()) {
    const n = clientOf(request);
    if (n !== undefined && !outlines.has(n)) outlines.set(n, request);
  }
  const rows = clients.records.map((record) => {
    const requests = writes.get(record.n) ?? [];
    const modelFirstTokenAt = requests[0]?.firstContentAt;
    let error = record.error;
    if (!error && modelFirstTokenAt === undefined) error = 'the fake model saw no writing request for this client';
    return {
      ...record,
      error,
      outlineAt: outlines.get(record.n)?.receivedAt,
      writeRequests: requests.length,
      modelWriteRequestAt: requests[0]?.receivedAt,
      modelFirstTokenAt,
      modelFinishedAt: requests.at(-1)?.finishedAt,
      firstTextAfterTokenMs:
        record.firstTextAt !== undefined && modelFirstTokenAt !== undefined
          ? record.firstTextAt - modelFirstTokenAt
          : undefined,
    };
  });

  const measured = rows.flatMap((r) => (r.firstTextAfterTokenMs === undefined ? [] : [r.firstTextAfterTokenMs]));
  const firstText = spread(measured);
  const beyondFloor = spread(measured.map((v) => v - firstWordFloorMs));
  const untilFirstToken = spread(
    rows.flatMap((r) => (r.modelFirstTokenAt === undefined ? [] : [r.modelFirstTokenAt - r.sentAt])),
  );
  const untilResult = spread(rows.flatMap((r) => (r.resultAt === undefined ? [] : [r.resultAt - r.sentAt])));
  const errors = rows.filter((r) => r.error);
  const errorKinds = Object.entries(
    errors.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.error!]: (acc[r.error!] ?? 0) + 1 }), {}),
  );
  const retried = rows.filter((r) => r.writeRequests > 1).length;
  const wallSeconds = (clients.finishedAt - clients.startedAt) / 1000;
  const harness = {
    p99Ms: Math.round(harnessLoop.percentile(99) / 1e4) / 100,
    maxMs: Math.round(harnessLoop.max / 1e4) / 100,
  };
  const pass = {
    errors: errors.length === targets.errors,
    // Judged from the token that completes the title's first word: before it there is no text the server could show.
    firstText: beyondFloor !== null && beyondFloor.p95 <= targets.firstTextP95Ms,
    eventLoop: eventLoop.p99Ms !== null && eventLoop.p99Ms <= targets.eventLoopP99Ms,
  };
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

  console.log('');
  console.log(
    `글감 streams bench — ${streams} concurrent streamed generations (plain HTTP clients in one process: 200 browsers ` +
      `are not possible here), fake model ${tokensPerSecond} tokens/s × ${charsPerToken} chars, ${databaseName}, ` +
      `node ${process.version}, ${os.cpus().length} cpus, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.log(`wall time ${wallSeconds.toFixed(1)} s (all clients sent → last result)`);
  console.log(
    `errors: ${errors.length} of ${rows.length} (target ${targets.errors}) ${verdict(pass.errors)}` +
      (errorKinds.length ? `  — ${errorKinds.map(([kind, n]) => `${n}× ${kind}`).join('; ')}` : ''),
  );
  console.log(
    `first text at the client after the model wrote the title's first whole word: p50 ${ms(beyondFloor?.p50)}, ` +
      `p95 ${ms(beyondFloor?.p95)}, max ${ms(beyondFloor?.max)} (target p95 ≤ ${targets.firstTextP95Ms} ms) ` +
      `${verdict(pass.firstText)}`,
  );
  console.log(
    `  counted from the model's very first token instead: p50 ${ms(firstText?.p50)}, p95 ${ms(firstText?.p95)}, ` +
      `max ${ms(firstText?.max)} — the first word is complete only ${firstWordTokens} tokens later ` +
      `(${ms(firstWordFloorMs)} at this pace; the preview sends whole words, ADR 012)`,
  );
  console.log(
    `API event-loop delay over the run: p50 ${ms(eventLoop.p50Ms)}, p99 ${ms(eventLoop.p99Ms)}, max ${ms(eventLoop.maxMs)} ` +
      `(target p99 ≤ ${targets.eventLoopP99Ms} ms) ${verdict(pass.eventLoop)}  ` +
      `(prom-client, 10 ms sampling: an idle loop reads about 10 ms; min ${ms(eventLoop.minMs)})`,
  );
  console.log(
    `request → model's first token p50 ${ms(untilFirstToken?.p50)}, p95 ${ms(untilFirstToken?.p95)}; ` +
      `request → result p50 ${ms(untilResult?.p50)}, max ${ms(untilResult?.max)}; ` +
      `writing requests retried or revised: ${retried}; API RSS after ${eventLoop.rssMiB.toFixed(0)} MiB`,
  );
  console.log(
    `(timing processes: fake model loop p99 ${ms(harness.p99Ms)}, max ${ms(harness.maxMs)}; clients loop p99 ` +
      `${ms(clients.eventLoop.p99Ms)}, max ${ms(clients.eventLoop.maxMs)} — a late loop there makes the figures worse, not better)`,
  );

  const report = {
    date: new Date().toISOString(),
    machine: machineState(),
    loadAverage: os.loadavg(),
    database: databaseName,
    streams,
    tokensPerSecond,
    charsPerToken,
    generationRateLimit: GENERATION_RATE_LIMIT,
    targets,
    pass,
    wallSeconds,
    errors: errors.length,
    errorKinds: Object.fromEntries(errorKinds),
    firstTextAfterTokenMs: firstText,
    firstWordFloorMs,
    beyondFloorMs: beyondFloor,
    requestToFirstTokenMs: untilFirstToken,
    requestToResultMs: untilResult,
    retriedOrRevised: retried,
    apiEventLoop: eventLoop,
    harnessEventLoop: harness,
    clientsEventLoop: clients.eventLoop,
    clients: rows,
  };
  const outDir = path.join(root, 'bench/.out');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'streams.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('streams: wrote bench/.out/streams.json');
  process.exitCode = 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  if (server) await stopServer(server);
  await llm.close();
  rmSync(tmp, { recursive: true, force: true });
  if (onPostgres) await adminQuery([`drop database if exists ${ownDatabase} with (force)`]).catch(() => {});
}
process.exit(process.exitCode);
