// Load generator of the mixed and soak benchmarks (issue 19), run as its own process by bench/mixed.mjs:
//
//   node bench/mixed-load.mjs <plan.json>
//
// The plan names the base URL, the members (token, loopback source address), the keywords that have
// articles, the number of writers and the seconds to run. Each virtual member is a closed loop over one
// keep-alive connection from its own address (127.1.x.y), so per-address rate limits see members, not the
// load generator. Writers generate one post after another (streamed, as the web app asks for it); the other
// members browse, read a post, copy, download a PDF and open My page in the plan's proportions.
// Prints one JSON line: per call the counts and latency percentiles, and the same per time slice.
import { setMaxListeners } from 'node:events';
import { readFileSync } from 'node:fs';
import { Client } from 'undici';

const planFile = process.argv[2];
if (!planFile) {
  console.error('usage: node bench/mixed-load.mjs <plan.json>');
  process.exit(2);
}
const plan = JSON.parse(readFileSync(planFile, 'utf8'));
const { baseUrl, members, keywords, writers, seconds, warmupSeconds = 0, sliceSeconds = 60, readerWeights } = plan;
/** A member's mean pause between actions (exponential, as people are); 0 makes every member a closed loop. */
const thinkMs = plan.thinkMs ?? 0;
const think = () =>
  thinkMs > 0 ? new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * thinkMs)) : undefined;
/** Calls reported together as well, e.g. `reads` (their latencies pooled). */
const groups = plan.groups ?? {};
// Requests still running when the window closes may finish (a generation streams for half a minute).
const graceMs = (plan.graceSeconds ?? 90) * 1000;

const SORTS = [
  ['latest', 5],
  ['popular', 3],
  ['trending', 2],
];
const PAGES = [
  [1, 7],
  [2, 2],
  [3, 1],
];

function weighted(choices) {
  let roll = Math.random() * choices.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices.at(-1)[0];
}
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Per call: latency (ms) and start time (s since the window opened) of each finished request, and outcomes. */
const calls = new Map();
function record(name, startedAt, ms, outcome, detail) {
  let c = calls.get(name);
  if (!c) {
    c = { latencies: [], starts: [], ok: 0, limited: 0, busy: 0, errors: 0, statusCodes: {}, errorKinds: {} };
    calls.set(name, c);
  }
  const t = (startedAt - windowStart) / 1000;
  // Warm-up requests and those started after the window are not measured.
  if (t < 0 || t >= seconds) return;
  // A 503 of the PDFs is timed under its part only: a fast refusal must not make the PDF figures look better.
  if (!detail?.countOnly) {
    c.latencies.push(ms);
    c.starts.push(t);
  }
  c[outcome] += 1;
  if (detail?.status) c.statusCodes[detail.status] = (c.statusCodes[detail.status] ?? 0) + 1;
  if (outcome === 'errors') c.errorKinds[detail.kind] = (c.errorKinds[detail.kind] ?? 0) + 1;
}

let windowStart = Date.now() + warmupSeconds * 1000;
let stopIssuing = false;
let unfinished = 0;
const stopAll = new AbortController();
// Every request listens to it.
setMaxListeners(0, stopAll.signal);

/**
 * One timed request; the body is always read to its end. `check` inspects a 2xx body and names a failure. `part`
 * names, from the status and headers, a call the answer is also counted under (the PDFs: kept, rendered, 503).
 */
async function timed(member, name, options, check, part) {
  const startedAt = Date.now();
  try {
    const { statusCode, headers, body } = await member.client.request({
      ...options,
      signal: stopAll.signal,
      headers: { authorization: `Bearer ${member.token}`, ...options.headers },
    });
    const text = await body.text();
    const ms = Date.now() - startedAt;
    const also = part?.(statusCode, headers);
    if (statusCode === 429) return record(name, startedAt, ms, 'limited', { status: statusCode });
    // A PDF refused at once because every render thread is busy and the queue is full: counted apart.
    if (statusCode === 503 && also) {
      record(also, startedAt, ms, 'busy', { status: statusCode });
      return record(name, startedAt, ms, 'busy', { status: statusCode, countOnly: true });
    }
    if (statusCode < 200 || statusCode >= 300) {
      return record(name, startedAt, ms, 'errors', { status: statusCode, kind: `HTTP ${statusCode}` });
    }
    const failure = check?.(text);
    if (failure) return record(name, startedAt, ms, 'errors', { status: statusCode, kind: failure });
    if (also) record(also, startedAt, ms, 'ok', { status: statusCode });
    record(name, startedAt, ms, 'ok', { status: statusCode });
    return text;
  } catch (error) {
    if (stopAll.signal.aborted) {
      unfinished += 1;
      return undefined;
    }
    record(name, startedAt, Date.now() - startedAt, 'errors', { kind: error.code ?? error.name ?? 'error' });
    return undefined;
  }
}

/** The `result` event of a streamed generation; anything else is a failure. */
function generationFailure(text) {
  const match = /event: result\ndata: (.*)\n/.exec(text);
  if (!match) return 'no result event';
  const result = JSON.parse(match[1]);
  return result.status === 'success' ? undefined : `generation failed: ${result.error_message}`;
}

/** Generations that ended in a stored post at any time (warm-up and grace too): the CPU figures' denominator. */
let generationsWritten = 0;

async function writer(member) {
  const unused = [...keywords].sort(() => Math.random() - 0.5);
  while (!stopIssuing) {
    // A keyword not yet written about; once all are, a new version of one (the model writes again either way).
    const keywordId = unused.pop() ?? pick(keywords);
    const text = await timed(
      member,
      'generate',
      {
        method: 'POST',
        path: '/api/generate/',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ keyword_id: keywordId, ...(member.wrote.has(keywordId) ? { regenerate: true } : {}) }),
      },
      generationFailure,
    );
    if (text !== undefined && !generationFailure(text)) generationsWritten += 1;
    member.wrote.add(keywordId);
    await think();
  }
}

/** A PDF answer's part: served from the kept renders, rendered for this request, or refused (503). */
function pdfPart(status, headers) {
  if (status === 503) return 'pdf-503';
  if (status !== 200) return undefined;
  return headers['x-cache'] === 'hit' ? 'pdf-cached' : 'pdf-rendered';
}

const readerActions = {
  browse: (m) =>
    timed(m, 'browse', {
      method: 'GET',
      path: `/api/keywords/?sort=${weighted(SORTS)}&page=${weighted(PAGES)}&page_size=12`,
    }),
  post: (m) => timed(m, 'post', { method: 'GET', path: `/api/posts/${pick(m.posts)}/` }),
  copy: (m) => timed(m, 'copy', { method: 'POST', path: `/api/posts/${pick(m.posts)}/copy/` }),
  pdf: (m) => timed(m, 'pdf', { method: 'GET', path: `/api/posts/${pick(m.posts)}/pdf/` }, undefined, pdfPart),
  mypage: (m) => timed(m, 'mypage', { method: 'GET', path: '/api/mypage/posts/' }),
};
const readerChoices = Object.entries(readerWeights).map(([name, weight]) => [readerActions[name], weight]);

async function reader(member) {
  // Members arrive spread over one pause, not all in the same millisecond.
  if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * thinkMs));
  while (!stopIssuing) {
    await weighted(readerChoices)(member);
    await think();
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function figures(latencies, span) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    perSec: sorted.length / span,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length ? sorted[sorted.length - 1] : null,
    meanMs: sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : null,
  };
}

// Every member connects from its own loopback address, and learns the ids of its posts (not measured).
const virtual = members.map((m, i) => ({
  ...m,
  index: i,
  wrote: new Set(),
  client: new Client(baseUrl, {
    localAddress: m.address,
    keepAliveTimeout: 60_000,
    headersTimeout: 30_000,
    bodyTimeout: 120_000,
  }),
}));
await Promise.all(
  virtual.map(async (m) => {
    const { statusCode, body } = await m.client.request({
      method: 'GET',
      path: '/api/mypage/posts/?page_size=50',
      headers: { authorization: `Bearer ${m.token}` },
    });
    const list = await body.json();
    if (statusCode !== 200)
      throw new Error(`My page answered ${statusCode} for member ${m.index}: ${JSON.stringify(list)}`);
    m.posts = list.data.map((p) => p.id);
    if (m.posts.length === 0) throw new Error(`member ${m.index} has no posts`);
  }),
);

windowStart = Date.now() + warmupSeconds * 1000;
const loops = virtual.map((m) => (m.index < writers ? writer(m) : reader(m)));
await new Promise((resolve) => setTimeout(resolve, (warmupSeconds + seconds) * 1000));
stopIssuing = true;
const grace = setTimeout(() => stopAll.abort(), graceMs);
await Promise.all(loops);
clearTimeout(grace);
await Promise.all(virtual.map((m) => m.client.close().catch(() => {})));

const summary = {};
for (const [name, c] of calls) {
  summary[name] = {
    ...figures(c.latencies, seconds),
    ok: c.ok,
    limited: c.limited,
    busy: c.busy,
    errors: c.errors,
    statusCodes: c.statusCodes,
    errorKinds: c.errorKinds,
  };
}
const grouped = Object.fromEntries(
  Object.entries(groups).map(([group, names]) => [
    group,
    figures(
      names.flatMap((name) => calls.get(name)?.latencies ?? []),
      seconds,
    ),
  ]),
);

/** Latencies of `names` whose requests started in [from, to). */
const startedIn = (names, from, to) =>
  names.flatMap((name) => {
    const c = calls.get(name);
    return c ? c.latencies.filter((_, i) => c.starts[i] >= from && c.starts[i] < to) : [];
  });
const slices = [];
for (let from = 0; from < seconds; from += sliceSeconds) {
  const to = Math.min(seconds, from + sliceSeconds);
  slices.push({
    from,
    to,
    calls: Object.fromEntries([...calls.keys()].map((name) => [name, figures(startedIn([name], from, to), to - from)])),
    groups: Object.fromEntries(
      Object.entries(groups).map(([group, names]) => [group, figures(startedIn(names, from, to), to - from)]),
    ),
  });
}
console.log(
  JSON.stringify({
    seconds,
    warmupSeconds,
    members: members.length,
    writers,
    unfinished,
    generationsWritten,
    calls: summary,
    groups: grouped,
    slices,
  }),
);
