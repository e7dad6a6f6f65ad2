import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { generatedPosts, pdfRenders } from '../../../db/schema.ts';
import type { PdfStore } from './pdf-cache.ts';

/** How old this process's list of kept posts may grow before the next look at it reads it again. */
const KEPT_REFRESH_MS = 5_000;
/** How long this process goes without counting the table's bytes again (its own writes it counts as it makes them). */
const BYTES_RECOUNT_MS = 10_000;

/**
 * Rendered PDFs in the `pdf_renders` table (PostgreSQL): every API process reads what any of them rendered. A
 * post's row goes with the post (foreign key, on delete cascade); past `maxBytes` the oldest renders go.
 *
 * `kept` answers from a set of post ids in memory: what this process read or wrote, and the table's ids, read again
 * in the background (ids only) when a look finds the set older than a few seconds, so another process's renders
 * join it soon. Nothing reads the table until the first look.
 *
 * The bound is enforced without ranking the table after every render: the process knows the table's bytes as of its
 * last eviction pass plus what it wrote since, and runs the pass (a window over every row, then the delete) only when
 * that reaches the bound or the count is older than BYTES_RECOUNT_MS (the other processes' writes). Past the bound,
 * the table may hold what the other processes wrote in that time at most (ADR 071).
 */
export function createPdfDatabaseStore(db: Db, maxBytes: number): PdfStore {
  let known = new Set<number>();
  let readAt = -Infinity;
  /** Posts learned while the table is being read: the answer may predate them. */
  let learnedMeanwhile: Set<number> | null = null;
  /** The table's bytes at the last eviction pass plus this process's writes since; null before the first pass. */
  let bytesKnown: number | null = null;
  let countedAt = -Infinity;

  function learn(postId: number) {
    known.add(postId);
    learnedMeanwhile?.add(postId);
  }

  function readKept() {
    if (learnedMeanwhile || Date.now() - readAt < KEPT_REFRESH_MS) return;
    const learned = new Set<number>();
    learnedMeanwhile = learned;
    readAt = Date.now();
    db.select({ postId: pdfRenders.postId })
      .from(pdfRenders)
      .then(
        (rows) => {
          known = new Set(rows.map((row) => row.postId));
          for (const postId of learned) known.add(postId);
        },
        // The database away: the set stays as it was, and the next look after the interval tries again.
        () => {},
      )
      .finally(() => {
        learnedMeanwhile = null;
      });
  }

  return {
    async read(postId, key) {
      const [row] = await db
        .select({ body: pdfRenders.body, renderedAt: pdfRenders.renderedAt })
        .from(pdfRenders)
        .where(and(eq(pdfRenders.postId, postId), eq(pdfRenders.cacheKey, key)))
        .limit(1);
      if (!row) return null;
      learn(postId);
      return { body: Buffer.from(row.body), renderedAt: row.renderedAt };
    },
    async write(postId, key, body) {
      // Only while the post exists (it may have been deleted while it rendered); a newer render replaces an older.
      const kept = await db.execute(sql`
        insert into ${pdfRenders} (post_id, cache_key, body, bytes)
        select id, ${key}, ${body}, ${body.length} from ${generatedPosts} where id = ${postId}
        on conflict (post_id) do update set cache_key = excluded.cache_key, body = excluded.body,
          bytes = excluded.bytes, rendered_at = now()
        returning rendered_at`);
      if (bytesKnown !== null) bytesKnown += body.length;
      if (bytesKnown === null || bytesKnown > maxBytes || Date.now() - countedAt > BYTES_RECOUNT_MS) {
        // Newest first, the renders past the bound go; what stays is counted.
        const left = await db.execute(sql`
          with ranked as (
            select post_id, bytes, sum(bytes) over (order by rendered_at desc, post_id desc) as running
            from ${pdfRenders}
          ), gone as (
            delete from ${pdfRenders} where post_id in (select post_id from ranked where running > ${maxBytes})
          )
          select coalesce(sum(bytes), 0)::bigint as bytes from ranked where running <= ${maxBytes}`);
        bytesKnown = Number((left as unknown as { rows: { bytes: string | number }[] }).rows[0]?.bytes ?? 0);
        countedAt = Date.now();
      }
      const renderedAt = (kept as unknown as { rows: { rendered_at: Date | string }[] }).rows[0]?.rendered_at;
      if (renderedAt) learn(postId);
      return { body, renderedAt: renderedAt ? new Date(renderedAt) : new Date() };
    },
    // The rows went with their posts.
    forget: async (postIds) => {
      for (const postId of postIds) known.delete(postId);
    },
    kept(postId) {
      readKept();
      return known.has(postId);
    },
  };
}
