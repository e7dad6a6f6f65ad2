// DATA_DIR holds the embedded database (admin password hashes) and the JWT secret: nothing in it may be
// readable by other local users.
import { chmodSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareDataDir } from '../src/config/data-dir.ts';
import { loadConfig } from '../src/config/env.ts';
import { startRuntime } from '../src/runtime.ts';

/** Every file and folder under `root` (itself included) with its permission bits. */
function modes(root: string): [string, number][] {
  const entries = readdirSync(root, { recursive: true }).map((entry) => path.join(root, String(entry)));
  return [root, ...entries].map((entry) => [path.relative(root, entry) || '.', statSync(entry).mode & 0o777]);
}

describe('DATA_DIR permissions', () => {
  it('creates a fresh DATA_DIR, the database and the secret private to the owner', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'geulgam-perm-')), 'data');
    // What server.ts does at start: the config (which writes the generated JWT secret), then the runtime.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, NEWS_FEEDS: '' });
    const runtime = await startRuntime(config, { runWorkers: false });
    await runtime.database.db.execute(sql`create table later_table (id int)`);
    await runtime.close();
    const found = modes(dataDir);
    expect(found.map(([entry]) => entry)).toEqual(expect.arrayContaining(['secrets.json', 'db']));
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter(([, mode]) => (mode & 0o077) !== 0)).toEqual([]);
  }, 90_000);

  it('warns about an existing DATA_DIR that others can read', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'geulgam-open-'));
    chmodSync(dataDir, 0o755);
    expect(prepareDataDir({ dataDir })).toMatch(/open to other users \(mode 755\)/);
    chmodSync(dataDir, 0o700);
    expect(prepareDataDir({ dataDir })).toBeNull();
    // From then on new files are the owner's alone, whatever mode they ask for.
    writeFileSync(path.join(dataDir, 'new-file'), 'x', { mode: 0o666 });
    expect(statSync(path.join(dataDir, 'new-file')).mode & 0o777).toBe(0o600);
  });
});
