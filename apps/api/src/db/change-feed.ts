import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL channel every process of one installation listens on. */
export const CHANGE_CHANNEL = 'geulgam_changes';
const RECONNECT_MS = [250, 1_000, 5_000];

/**
 * Tells the other processes on the same PostgreSQL database what changed, so their in-memory views can drop it at once
 * (LISTEN/NOTIFY; ADR 023). A message is a short string; a process does not hear its own. While the listening
 * connection is down messages are missed: `onGap` is called when it drops and again when it is back, so the caller can
 * treat everything as changed and shorten its caches meanwhile (`connected`).
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

export async function startChangeFeed(options: ChangeFeedOptions): Promise<ChangeFeed> {
  const origin = randomUUID().slice(0, 8);
  // Publishing goes through a small pool of its own, so a busy request pool never delays (or loses) a notice.
  const pool = new pg.Pool({ connectionString: options.connectionString, max: 2, connectionTimeoutMillis: 2_000 });
  pool.on('error', () => {});
  let listener: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let attempt = 0;

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
    const client = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: 2_000 });
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
  }

  await listen();

  return {
    publish(message) {
      pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, `${origin} ${message}`]).catch((error: unknown) => {
        // Another process keeps a stale view until its short TTL runs out; say so, but the request has succeeded.
        options.onError?.(error);
      });
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
      await pool.end().catch(() => {});
    },
  };
}
