// PostgreSQL goes away for 10 s under load (PostgreSQL runs only): requests fail fast with a
// clean 503, /readyz reports it, and the server recovers by itself once the database is back.
// The outage is a TCP relay in front of the test database that drops every connection and
// refuses new ones, which is what the server sees when PostgreSQL stops.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, POSTGRES_TEMPLATE_DB, postgresTestUrl, withDatabase } from './db-template.ts';
import { freePort } from './helpers.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const postgresUrl = postgresTestUrl();
const OUTAGE_MS = 10_000;
const ADMIN = { email: 'outage@example.com', password: 'outage-test-pass' };

/** A relay to PostgreSQL that can be cut (connections dropped, port closed) and restored. */
async function startRelay(target: URL) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server: net.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  await listen();
  return {
    port,
    async cut() {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}

describe.skipIf(!postgresUrl)('database outage (PostgreSQL)', () => {
  const databaseName = `geulgam_outage_${randomBytes(4).toString('hex')}`;
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await relay?.close();
    await adminQuery(postgresUrl!, [`drop database if exists ${databaseName} with (force)`]);
  });

  it('answers 503 fast during the outage and recovers within 10 s', async () => {
    await adminQuery(postgresUrl!, [`create database ${databaseName} template ${POSTGRES_TEMPLATE_DB}`]);
    relay = await startRelay(new URL(postgresUrl!));
    const relayed = new URL(withDatabase(postgresUrl!, databaseName));
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    server = await startServerProcess({
      DATABASE_URL: relayed.toString(),
      NEWS_FEEDS: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const { baseUrl } = server;
    const login = await fetch(`${baseUrl}/admin/auth/admin-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status, server.output()).toBe(200);
    const { access } = (await login.json()) as { access: string };
    /** A call that reads the database every time: the admin's own record. */
    const me = async () => {
      const started = Date.now();
      const response = await fetch(`${baseUrl}/admin/auth/me/`, { headers: { authorization: `Bearer ${access}` } });
      return { status: response.status, body: await response.text(), ms: Date.now() - started };
    };
    expect((await me()).status).toBe(200);

    await relay.cut();
    const cutAt = Date.now();
    const duringOutage: Awaited<ReturnType<typeof me>>[] = [];
    const readiness: number[] = [];
    while (Date.now() - cutAt < OUTAGE_MS) {
      const [answer, ready] = await Promise.all([me(), fetch(`${baseUrl}/readyz`).then((r) => r.status)]);
      duringOutage.push(answer);
      readiness.push(ready);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    await relay.restore();
    const restoredAt = Date.now();
    let recoveredMs: number | null = null;
    while (Date.now() - restoredAt < 15_000) {
      if ((await me()).status === 200) {
        recoveredMs = Date.now() - restoredAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    expect(duringOutage.length).toBeGreaterThan(5);
    for (const answer of duringOutage) {
      expect(answer.status, answer.body).toBe(503);
      expect(answer.ms).toBeLessThanOrEqual(2_500);
      const body = JSON.parse(answer.body) as { detail: string; code: string };
      expect(body.code).toBe('service_unavailable');
      expect(answer.body).not.toMatch(/\bat \w|\.ts:\d|ECONNREFUSED|pg_/);
    }
    expect(readiness.every((status) => status === 503)).toBe(true);
    expect(recoveredMs, server.output()).not.toBeNull();
    expect(recoveredMs!).toBeLessThanOrEqual(10_000);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
  }, 120_000);
});
