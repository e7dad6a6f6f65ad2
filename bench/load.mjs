// Load generator, run as its own process by bench/run.mjs so it does not share an
// event loop with the orchestrator:
//
//   node bench/load.mjs <url> <connections> <seconds>
//
// With BENCH_AUTH_FILE (a JSON array of {token, post}), every request is a member's: it takes the next
// member's bearer token, and `__POST__` in the URL becomes that member's own post id.
// Prints exactly one JSON line on stdout with the figures run.mjs needs.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, connectionsArg = '50', secondsArg = '10'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/load.mjs <url> <connections> <seconds>');
  process.exit(2);
}
const connections = Number(connectionsArg);
const duration = Number(secondsArg);
if (!Number.isInteger(connections) || connections < 1 || !(duration > 0)) {
  console.error(`bad arguments: connections=${connectionsArg} seconds=${secondsArg}`);
  process.exit(2);
}

const members = process.env.BENCH_AUTH_FILE ? JSON.parse(readFileSync(process.env.BENCH_AUTH_FILE, 'utf8')) : null;
let next = 0;
const requests = members
  ? [
      {
        method: 'GET',
        setupRequest(request) {
          const member = members[next++ % members.length];
          return {
            ...request,
            path: request.path.replace('__POST__', String(member.post)),
            headers: { ...request.headers, authorization: `Bearer ${member.token}` },
          };
        },
      },
    ]
  : undefined;

const result = await autocannon({ url, connections, duration, method: 'GET', ...(requests ? { requests } : {}) });

const statusCodes = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
);
const ok = result['2xx'] ?? 0;
const non2xx = result.non2xx ?? 0;

console.log(
  JSON.stringify({
    url,
    connections,
    seconds: duration,
    requestsPerSec: result.requests.average,
    // Throughput counting 2xx only: a failing endpoint must not look fast.
    okPerSec: result.requests.total > 0 ? (result.requests.average * ok) / result.requests.total : 0,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyAvgMs: result.latency.average,
    latencyMaxMs: result.latency.max,
    total: result.requests.total,
    ok,
    non2xx,
    errors: result.errors ?? 0,
    timeouts: result.timeouts ?? 0,
    statusCodes,
  }),
);
