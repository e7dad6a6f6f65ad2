// SIGTERM while requests are in flight: they complete, new ones are turned away, the process
// exits cleanly within the 10 s budget.
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const ADMIN = { email: 'ops@example.com', password: 'shutdown-test-pass' };
let server: ServerProcess | undefined;
afterAll(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
});

/** Sends a request's body in two parts, with `pause` in between; resolves with the answer. */
function slowRequest(url: string, body: string, pause: Promise<void>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    void pause.then(() => request.end(body.slice(half)));
  });
}

/** One request on a fresh connection; a refused connection is reported as its error code. */
async function probe(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests, turns new ones away and exits 0 within 10 s', async () => {
    server = await startServerProcess({ NEWS_FEEDS: '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const { baseUrl, child } = server;

    // Steady traffic from several clients; each stops once it is told to go away, as a client
    // behind a load balancer would move to another instance.
    const outcomes: (number | string)[] = [];
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        for (;;) {
          const outcome = await probe(`${baseUrl}/api/keywords/`);
          outcomes.push(outcome);
          if (outcome !== 200) return;
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    let releaseBody!: () => void;
    const bodyReleased = new Promise<void>((resolve) => (releaseBody = resolve));
    const inFlight = slowRequest(`${baseUrl}/admin/auth/admin-login/`, JSON.stringify(ADMIN), bodyReleased);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const afterSignal = await probe(`${baseUrl}/healthz`);
    releaseBody();

    const answer = await inFlight;
    const exit = await server.exited;
    const exitMs = Date.now() - signalledAt;
    await load;

    expect(answer.status, server.output()).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('access');
    expect([503, 'ECONNREFUSED']).toContain(afterSignal);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(10_000);
    expect(outcomes.filter((o) => o === 200).length).toBeGreaterThan(0);
    // Every request got its answer or a 503: none was cut off.
    expect(outcomes.filter((o) => o !== 200 && o !== 503)).toEqual([]);
  }, 90_000);
});
