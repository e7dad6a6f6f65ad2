import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PdfStore } from './pdf-cache.ts';

/** `<post id>.<cache key>.pdf`; anything else in the folder is not ours and stays. */
const FILE = /^(\d+)\.([A-Za-z0-9_-]+)\.pdf$/;

interface Entry {
  key: string;
  bytes: number;
  renderedAt: Date;
}

/**
 * Rendered PDFs as files in one folder (PGlite, one process): an index in memory, read from the folder on first
 * use, in the order the files were written, so the oldest go first when the folder passes `maxBytes`. Files of
 * posts that no longer exist (`livePosts` says which do) are removed when the index is read.
 */
export function createPdfDiskStore(
  dir: string,
  maxBytes: number,
  livePosts: (ids: Iterable<number>) => Promise<Set<number>>,
): PdfStore {
  let index: Promise<Map<number, Entry>> | null = null;
  /** The index once read (what `kept` looks at without waiting). */
  let loaded: Map<number, Entry> | null = null;
  let total = 0;
  const fileOf = (postId: number, key: string) => path.join(dir, `${postId}.${key}.pdf`);

  async function load(): Promise<Map<number, Entry>> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const found: [number, Entry][] = [];
    const unwanted: string[] = [];
    for (const name of await readdir(dir)) {
      const match = FILE.exec(name);
      if (!match) {
        // A write cut short by a crash.
        if (name.endsWith('.tmp')) unwanted.push(name);
        continue;
      }
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (info?.isFile()) found.push([Number(match[1]), { key: match[2]!, bytes: info.size, renderedAt: info.mtime }]);
    }
    found.sort(([, a], [, b]) => a.renderedAt.getTime() - b.renderedAt.getTime());
    const live = found.length > 0 ? await livePosts(new Set(found.map(([postId]) => postId))) : new Set<number>();
    const entries = new Map<number, Entry>();
    for (const [postId, entry] of found) {
      const older = entries.get(postId);
      // Two renders of one post (a crash between writing the new one and removing the old): the newer stays.
      if (older) unwanted.push(path.basename(fileOf(postId, older.key)));
      if (!live.has(postId)) unwanted.push(path.basename(fileOf(postId, entry.key)));
      else entries.set(postId, entry);
    }
    await Promise.all(unwanted.map((name) => rm(path.join(dir, name), { force: true })));
    total = 0;
    for (const entry of entries.values()) total += entry.bytes;
    loaded = entries;
    return entries;
  }

  function indexed(): Promise<Map<number, Entry>> {
    index ??= load().catch((error: unknown) => {
      index = null;
      throw error;
    });
    return index;
  }

  function drop(entries: Map<number, Entry>, postId: number): Promise<void> {
    const entry = entries.get(postId);
    if (!entry) return Promise.resolve();
    entries.delete(postId);
    total -= entry.bytes;
    return rm(fileOf(postId, entry.key), { force: true });
  }

  return {
    async read(postId, key) {
      const entries = await indexed();
      const entry = entries.get(postId);
      if (entry?.key !== key) return null;
      try {
        return { body: await readFile(fileOf(postId, key)), renderedAt: entry.renderedAt };
      } catch {
        // Removed or unreadable behind our back: render it again.
        if (entries.get(postId) === entry) await drop(entries, postId);
        return null;
      }
    },
    async write(postId, key, body) {
      const entries = await indexed();
      const temporary = path.join(dir, `${postId}.${randomUUID()}.tmp`);
      await writeFile(temporary, body, { mode: 0o600 });
      await rename(temporary, fileOf(postId, key));
      const renderedAt = new Date();
      const older = entries.get(postId);
      if (older && older.key !== key) await drop(entries, postId);
      else if (older) {
        entries.delete(postId);
        total -= older.bytes;
      }
      // Written last, so iterated last: the map's order is the order of writing.
      entries.set(postId, { key, bytes: body.length, renderedAt });
      total += body.length;
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break;
        await drop(entries, oldest);
      }
      return { body, renderedAt };
    },
    async forget(postIds) {
      const entries = await indexed();
      await Promise.all(postIds.map((postId) => drop(entries, postId)));
    },
    kept(postId) {
      // Not read yet: reading starts now, and until it ends nothing is known to be kept.
      if (!loaded) indexed().catch(() => {});
      return loaded?.has(postId) ?? false;
    },
  };
}
