// A full disk: a write that fails for lack of space answers 507 with a Korean detail, /readyz says why until a
// write goes through again, and a start on a full disk ends with a message that says so. The full disk is
// injected where it happens: PostgreSQL's own `disk_full` error from the table being written (a trigger raising
// it, on PGlite and PostgreSQL alike), and ENOSPC from every file write under DATA_DIR in a started process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedPosts } from '../src/db/schema.ts';
import { REPO_ROOT } from './db-template.ts';
import { bearer, createListeningTestApp, freePort, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

describe('writes on a full disk', () => {
  let t: TestApp;
  let member: SignedIn;
  let postId: number;

  beforeAll(async () => {
    t = await createListeningTestApp();
    member = await socialLogin(t, 'kakao', 'full-disk@example.com');
    const [row] = await t.database.db
      .insert(generatedPosts)
      .values({ userId: member.user.id, title: '디스크', content: '<p>원래 글이에요.</p>' })
      .returning({ id: generatedPosts.id });
    postId = row!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  async function fillDisk() {
    await t.database.db.execute(sql`
      create function pretend_disk_full() returns trigger language plpgsql as $$
      begin
        raise exception 'could not extend file "base/5/16384": No space left on device' using errcode = 'disk_full';
      end $$`);
    await t.database.db.execute(sql`
      create trigger pretend_disk_full before insert or update on generated_posts
        for each row execute function pretend_disk_full()`);
  }
  async function freeDisk() {
    await t.database.db.execute(sql`drop trigger pretend_disk_full on generated_posts`);
    await t.database.db.execute(sql`drop function pretend_disk_full()`);
  }
  const edit = (content: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/mypage/posts/${postId}/`,
      headers: bearer(member.access),
      payload: { content },
    });

  it('answers 507 in Korean, and /readyz says the disk is full until a write succeeds', async () => {
    expect((await t.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ok', storage: 'ok' });
    await fillDisk();
    const refused = await edit('<p>고친 글이에요.</p>');
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({
      detail: expect.stringMatching(/저장 공간/),
      code: 'insufficient_storage',
    });
    expect(refused.body).not.toMatch(/base\/5|extend file|No space/);

    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      database: 'ok',
      storage: 'full',
      detail: expect.stringMatching(/저장 공간이 가득/),
    });
    // Reads still work.
    expect((await t.app.inject({ url: `/api/posts/${postId}/`, headers: bearer(member.access) })).statusCode).toBe(200);

    await freeDisk();
    expect((await edit('<p>고친 글이에요.</p>')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ok', storage: 'ok' });
  });
});

describe('a start on a full disk', () => {
  it('exits with a message that says the disk is full', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'geulgam-full-'));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        path.join(REPO_ROOT, 'apps/api/test/fakes/full-disk.ts'),
        path.join(REPO_ROOT, 'apps/api/src/server.ts'),
      ],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATA_DIR: dataDir,
          FULL_DISK_DIR: dataDir,
          DATABASE_URL: '',
          JWT_SECRET: 'full-disk-test-secret-long-enough-for-hs256',
          INTEGRATION_KEY: Buffer.alloc(32, 7).toString('base64'),
          PORT: String(await freePort()),
          PROXY_PORT: String(await freePort()),
          SERVE_WEB: 'false',
          NEWS_FEEDS: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    expect(code, output).toBe(1);
    expect(output).toContain('저장 공간이 가득 차서 시작할 수 없어요');
    expect(output).toContain('ENOSPC');
    expect(output).not.toMatch(/RuntimeError|Aborted\(\)/);
  }, 60_000);
});
