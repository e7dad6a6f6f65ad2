// A PostgreSQL connection dropping under the API's feet (PostgreSQL runs only): a backend ended by
// pg_terminate_backend, or the network between the API and the database cut. Whatever the connection was doing — a
// pooled query, a transaction waiting on a lock, the change feed's LISTEN — the process stays up, the request in
// flight answers 503, the next requests succeed and the change feed listens again.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, POSTGRES_TEMPLATE_DB, postgresTestUrl, withDatabase } from './db-template.ts';
import { freePort } from './helpers.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const postgresUrl = postgresTestUrl();
const ADMIN = { email: 'connection-loss@example.com', password: 'connection-loss-pass' };
/** The pool's wait for a connection (db/client.ts): an in-flight request must be answered before it. */
const POOL_TIMEOUT_MS = 10_000;

/** A TCP forwarder to PostgreSQL whose connections can all be cut at once. */
async function startForwarder(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((downstream) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [downstream, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        downstream.destroy();
        upstream.destroy();
      });
    }
    downstream.pipe(upstream).pipe(downstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    /** Every open connection reset, as a broken network shows it; new connections still pass. */
    cut() {
      for (const socket of sockets) socket.resetAndDestroy();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, tries = 150): Promise<T> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting: ${what}`);
}

describe.skipIf(!postgresUrl)('a PostgreSQL connection lost mid-request (PostgreSQL)', () => {
  const databaseName = `geulgam_connloss_${randomBytes(4).toString('hex')}`;
  const databaseUrl = postgresUrl ? withDatabase(postgresUrl, databaseName) : '';
  let forwarder: Awaited<ReturnType<typeof startForwarder>>;
  let server: ServerProcess;
  let observer: pg.Client;
  let access = '';
  let keywordId = 0;

  beforeAll(async () => {
    await adminQuery(postgresUrl!, [`create database ${databaseName} template ${POSTGRES_TEMPLATE_DB}`]);
    observer = new pg.Client({ connectionString: databaseUrl });
    observer.on('error', () => {});
    await observer.connect();
    const inserted = await observer.query<{ id: number }>(
      `insert into keywords (story_key, title, category) values ('connection-loss', '연결 끊김', 'IT') returning id`,
    );
    keywordId = inserted.rows[0]!.id;
    forwarder = await startForwarder(new URL(postgresUrl!));
    const forwarded = new URL(databaseUrl);
    forwarded.hostname = '127.0.0.1';
    forwarded.port = String(forwarder.port);
    server = await startServerProcess({
      DATABASE_URL: forwarded.toString(),
      NEWS_FEEDS: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const login = await fetch(`${server.baseUrl}/admin/auth/admin-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status, server.output()).toBe(200);
    access = ((await login.json()) as { access: string }).access;
  }, 90_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await observer?.end().catch(() => {});
    await forwarder?.close();
    await adminQuery(postgresUrl!, [`drop database if exists ${databaseName} with (force)`]);
  });

  const call = async (method: string, path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${access}` },
    });
    return { status: response.status, body: await response.text() };
  };
  /** An admin change: a transaction that also writes the audit row (admin-audit.repository.ts). */
  const toggle = () => call('PATCH', `/admin/titles/${keywordId}/toggle/`);
  /** A read on a pooled connection. */
  const me = () => call('GET', '/admin/auth/me/');

  /** Holds the keyword's row so the next toggle waits inside its transaction, on a checked-out connection. */
  async function lockKeyword() {
    const locker = new pg.Client({ connectionString: databaseUrl });
    // A failed run leaves it open until the database is dropped under it.
    locker.on('error', () => {});
    await locker.connect();
    await locker.query('begin');
    await locker.query('select 1 from keywords where id = $1 for update', [keywordId]);
    const { rows } = await locker.query<{ pid: number }>('select pg_backend_pid() as pid');
    return Object.assign(locker, { pid: rows[0]!.pid });
  }

  const waitingOnLock = () =>
    until('a request waiting on the row lock', async () => {
      const { rows } = await observer.query(
        `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
        [databaseName],
      );
      return rows.length > 0;
    });

  const changeFeedPid = () =>
    until('the change feed listening', async () => {
      const { rows } = await observer.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and application_name = 'geulgam-change-feed'`,
        [databaseName],
      );
      return rows[0]?.pid;
    });

  async function recovers(previousFeedPid: number) {
    expect(server.child.exitCode, server.output()).toBeNull();
    await until('reads answer again', async () => (await me()).status === 200);
    expect((await toggle()).status).toBe(200);
    const feed = await until('the change feed back on a new connection', async () => {
      const pid = await changeFeedPid();
      return pid !== previousFeedPid && pid;
    });
    expect(feed).not.toBe(previousFeedPid);
  }

  function expectUnavailable(answer: { status: number; body: string }) {
    expect(answer.status, `${answer.body}\n${server.output()}`).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'service_unavailable' });
  }

  it('survives its backends ended with pg_terminate_backend under load', async () => {
    expect((await toggle()).status).toBe(200);
    const feedPid = await changeFeedPid();
    const locker = await lockKeyword();
    const inFlight = toggle();
    const load = Array.from({ length: 20 }, () => me());
    await waitingOnLock();
    const endedAt = Date.now();
    await observer.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and pid <> $2`,
      [databaseName, locker.pid],
    );
    const answer = await inFlight;
    const answeredMs = Date.now() - endedAt;
    await locker.query('rollback');
    await locker.end();

    expectUnavailable(answer);
    expect(answeredMs).toBeLessThan(POOL_TIMEOUT_MS);
    for (const read of await Promise.all(load)) expect([200, 503]).toContain(read.status);
    await recovers(feedPid);
  }, 60_000);

  it('survives the network to the database cut mid-transaction', async () => {
    const feedPid = await changeFeedPid();
    const locker = await lockKeyword();
    const inFlight = toggle();
    const load = Array.from({ length: 20 }, () => me());
    await waitingOnLock();
    const cutAt = Date.now();
    forwarder.cut();
    const answer = await inFlight;
    const answeredMs = Date.now() - cutAt;
    await locker.query('rollback');
    await locker.end();

    expectUnavailable(answer);
    expect(answeredMs).toBeLessThan(POOL_TIMEOUT_MS);
    for (const read of await Promise.all(load)) expect([200, 503]).toContain(read.status);
    await recovers(feedPid);
  }, 60_000);
});
