// The kept PDFs' store on its own (ADR 036): bounded in bytes, oldest out first, and read back as it was left —
// files under DATA_DIR on PGlite, the pdf_renders table on PostgreSQL.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generatedPosts, users } from '../src/db/schema.ts';
import { createPdfStore } from '../src/features/posts/pdf/pdf-cache.ts';
import { createTestDatabase, type TestDatabase } from './helpers.ts';

let testDb: TestDatabase;
let dataDir: string;
const ids: number[] = [];
const render = (fill: number) => Buffer.alloc(1000, fill);

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'geulgam-pdf-store-'));
  const [user] = await testDb.database.db
    .insert(users)
    .values({ email: 'store@example.com', provider: 'kakao', nickname: 'store' })
    .returning({ id: users.id });
  const rows = await testDb.database.db
    .insert(generatedPosts)
    .values(Array.from({ length: 9 }, (_, i) => ({ userId: user!.id, title: `글 ${i}`, content: '<p>본문</p>' })))
    .returning({ id: generatedPosts.id });
  ids.push(...rows.map((row) => row.id));
}, 60_000);
afterAll(async () => {
  await testDb?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('PDF store', () => {
  it('keeps renders up to its bound in bytes, the oldest going first, and reads them back after a restart', async () => {
    const store = createPdfStore(testDb.database, dataDir, 2_500);
    const [a, b, c] = ids as [number, number, number];
    await store.write(a, 'key-a', render(1));
    await store.write(b, 'key-b', render(2));
    expect((await store.read(a, 'key-a'))?.body.equals(render(1))).toBe(true);
    // Only the key it was kept under.
    expect(await store.read(a, 'key-b')).toBeNull();
    await store.write(c, 'key-c', render(3));
    expect(await store.read(a, 'key-a')).toBeNull();
    expect((await store.read(b, 'key-b'))?.body.equals(render(2))).toBe(true);

    // A new render of a post replaces its old one, and counts as the newest.
    await store.write(b, 'key-b2', render(4));
    expect(await store.read(b, 'key-b')).toBeNull();
    await store.write(a, 'key-a2', render(5));
    expect(await store.read(c, 'key-c')).toBeNull();

    const reopened = createPdfStore(testDb.database, dataDir, 2_500);
    const b2 = await reopened.read(b, 'key-b2');
    expect(b2?.body.equals(render(4))).toBe(true);
    expect(b2?.renderedAt).toBeInstanceOf(Date);
    expect((await reopened.read(a, 'key-a2'))?.body.equals(render(5))).toBe(true);
    expect(await reopened.read(c, 'key-c')).toBeNull();
  });

  it('keeps nothing for a post that no longer exists, and forgets deleted ones', async () => {
    const store = createPdfStore(testDb.database, dataDir, 1_000_000);
    await store.write(999_999, 'key-gone', render(6));
    await store.write(ids[3]!, 'key-d', render(7));
    // The member deletes the post; the route then tells the store.
    await testDb.database.db.delete(generatedPosts).where(eq(generatedPosts.id, ids[3]!));
    await store.forget([ids[3]!]);
    expect(await store.read(ids[3]!, 'key-d')).toBeNull();
    const reopened = createPdfStore(testDb.database, dataDir, 1_000_000);
    expect(await reopened.read(999_999, 'key-gone')).toBeNull();
    if (testDb.kind === 'pglite') {
      // The file of a post that is gone was removed when the folder was read; a crash's leftover too.
      writeFileSync(path.join(dataDir, 'pdf-cache', `${ids[4]}.cut-short.tmp`), 'x');
      await createPdfStore(testDb.database, dataDir, 1_000_000).read(ids[4]!, 'none');
      const names = readdirSync(path.join(dataDir, 'pdf-cache'));
      expect(names.some((name) => name.startsWith('999999.') || name.endsWith('.tmp'))).toBe(false);
    }
  });

  it('holds the bound across processes sharing the table once each has counted it again', async (context) => {
    // Two API processes on one PostgreSQL database; on PGlite there is one process and its files.
    if (testDb.kind !== 'postgres') return context.skip();
    const [, , , , e, f, g, h] = ids as number[];
    const one = createPdfStore(testDb.database, dataDir, 2_500);
    const two = createPdfStore(testDb.database, dataDir, 2_500);
    await one.write(e!, 'key-e', render(8));
    await two.write(f!, 'key-f', render(9));
    // Within its count's lifetime, a process does not rank the table after its own render under the bound.
    await one.write(g!, 'key-g', render(10));
    const later = Date.now() + 60_000;
    const now = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      await one.write(h!, 'key-h', render(11));
    } finally {
      now.mockRestore();
    }
    expect(await one.read(e!, 'key-e')).toBeNull();
    expect(await one.read(f!, 'key-f')).toBeNull();
    expect((await two.read(g!, 'key-g'))?.body.equals(render(10))).toBe(true);
    expect((await two.read(h!, 'key-h'))?.body.equals(render(11))).toBe(true);
  });
});
