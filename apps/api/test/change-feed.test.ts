// The change feed itself (PostgreSQL runs only): notices reach the other processes and not their sender, and a
// dropped listening connection is reported as a gap, reconnected and reported again once it is back.
import { afterAll, describe, expect, it } from 'vitest';
import { startChangeFeed, type ChangeFeed } from '../src/db/change-feed.ts';
import pg from 'pg';
import { postgresTestUrl } from './db-template.ts';

const postgresUrl = postgresTestUrl();

function recorder() {
  const heard: string[] = [];
  let gaps = 0;
  return {
    heard,
    gaps: () => gaps,
    options: {
      onMessage: (message: string) => heard.push(message),
      onGap: () => (gaps += 1),
      overflow: ['everything'],
    },
  };
}

/** The backends listening for changes on the test database. */
async function listeners(): Promise<number[]> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where query = 'LISTEN geulgam_changes' and datname = current_database()`,
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

async function until(check: () => boolean, ms = 5_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!postgresUrl)('change feed (PostgreSQL)', () => {
  const feeds: ChangeFeed[] = [];
  afterAll(async () => {
    await Promise.all(feeds.map((feed) => feed.close()));
  });

  it('tells the others, not the sender, and survives a dropped connection', async () => {
    const one = recorder();
    const two = recorder();
    const first = await startChangeFeed({ connectionString: postgresUrl!, ...one.options });
    const before = new Set(await listeners());
    const second = await startChangeFeed({ connectionString: postgresUrl!, ...two.options });
    const secondPid = (await listeners()).find((pid) => !before.has(pid));
    feeds.push(first, second);
    expect(secondPid).toBeDefined();

    first.publish('member 7');
    await until(() => two.heard.length === 1);
    expect(two.heard).toEqual(['member 7']);
    second.publish('keywords');
    await until(() => one.heard.length === 1);
    expect(one.heard).toEqual(['keywords']);
    expect(two.heard).toEqual(['member 7']);

    // The second feed's listening connection is killed, as a restart of PostgreSQL or a proxy would.
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [secondPid]).finally(() => admin.end());
    await until(() => two.gaps() >= 1);
    // What the second publishes while it is down is sent once it is back.
    expect(second.connected).toBe(false);
    second.publish('member 8');
    await until(() => second.connected && two.gaps() >= 2);
    first.publish('members');
    await until(() => two.heard.length === 2);
    expect(two.heard).toEqual(['member 7', 'members']);
    await until(() => one.heard.includes('member 8'));
  }, 30_000);
});
