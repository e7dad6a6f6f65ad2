import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL channel every process of one installation listens on. */
export const CHANGE_CHANNEL = 'geulgam_changes';
/** The listening connection's `application_name`. */
export const CHANGE_FEED_APPLICATION = 'geulgam-change-feed';
const RECONNECT_MS = [250, 1_000, 5_000];

/**
 * Tells the other processes on the same PostgreSQL database what changed, so their in-memory views can drop it at once
 * (LISTEN/NOTIFY; ADR 023). A message is a short string; a process does not hear its own. While the listening
 * connection is down, others' messages are missed: `onGap` is called when it drops and again when it is back, so the
 * caller can treat everything as changed and shorten its caches meanwhile (`connected`); its own are sent when it is
 * back (`overflow` stands for them all when too many wait).
 */
export interface ChangeFeed {
  publish(message: string): void;
  readonly connected: boolean;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  connectionString: string;
  onMessage(message: string): void;
  /** The feed may have missed messages (it dropped, or it is back after a drop). */
  onGap(): void;
  onError?(error: unknown): void;
}

/** Notices kept while the connection is down; past this many, one `overflow` notice stands for all of them. */
const MAX_PENDING = 1_000;

export async function startChangeFeed(options: ChangeFeedOptions & { overflow: string[] }): Promise<ChangeFeed> {
  const origin = randomUUID().slice(0, 8);
  let listener: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let attempt = 0;
  // Notices are sent on the listening connection itself (it is already open: no pool to wait for under load), and
  // kept while it is down, then sent once it is back: the other processes hear a change late, but they hear it.
  let pending = new Set<string>();

  // One notice at a time on the connection (pg no longer wants a query sent while one is running).
  let sending: Promise<unknown> = Promise.resolve();
  function send(client: pg.Client, message: string) {
    sending = sending
      .then(() => client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, `${origin} ${message}`]))
      .catch((error: unknown) => {
        keep(message);
        options.onError?.(error);
      });
  }

  function keep(message: string) {
    if (pending.size >= MAX_PENDING) pending = new Set(options.overflow);
    else pending.add(message);
  }

  function dropped(error?: unknown) {
    if (error) options.onError?.(error);
    if (!connected) return;
    connected = false;
    listener = null;
    options.onGap();
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed) return;
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    setTimeout(() => void listen().catch(retry), delay).unref();
  }

  function retry(error: unknown) {
    options.onError?.(error);
    scheduleReconnect();
  }

  async function listen() {
    if (closed) return;
    const client = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: 5_000,
      // Named so an operator (and the connection-loss test) can tell it apart in pg_stat_activity.
      application_name: CHANGE_FEED_APPLICATION,
    });
    client.on('error', (error) => dropped(error));
    client.on('end', () => dropped());
    client.on('notification', ({ channel, payload }) => {
      if (channel !== CHANGE_CHANNEL || !payload) return;
      const separator = payload.indexOf(' ');
      if (separator < 0 || payload.slice(0, separator) === origin) return;
      options.onMessage(payload.slice(separator + 1));
    });
    await client.connect();
    await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    if (closed) {
      await client.end();
      return;
    }
    const wasReconnect = attempt > 0;
    listener = client;
    connected = true;
    attempt = 0;
    // What happened while nobody listened is unknown.
    if (wasReconnect) options.onGap();
    const backlog = pending;
    pending = new Set();
    for (const message of backlog) send(client, message);
  }

  await listen();

  return {
    publish(message) {
      if (listener && connected) send(listener, message);
      else keep(message);
    },
    get connected() {
      return connected;
    },
    async close() {
      closed = true;
      connected = false;
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
