import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { generatedPosts, pdfRenders } from '../../../db/schema.ts';
import type { PdfStore } from './pdf-cache.ts';

/**
 * Rendered PDFs in the `pdf_renders` table (PostgreSQL): every API process reads what any of them rendered. A
 * post's row goes with the post (foreign key, on delete cascade); past `maxBytes` the oldest renders go.
 */
export function createPdfDatabaseStore(db: Db, maxBytes: number): PdfStore {
  return {
    async read(postId, key) {
      const [row] = await db
        .select({ body: pdfRenders.body, renderedAt: pdfRenders.renderedAt })
        .from(pdfRenders)
        .where(and(eq(pdfRenders.postId, postId), eq(pdfRenders.cacheKey, key)))
        .limit(1);
      return row ? { body: Buffer.from(row.body), renderedAt: row.renderedAt } : null;
    },
    async write(postId, key, body) {
      // Only while the post exists (it may have been deleted while it rendered); a newer render replaces an older.
      const kept = await db.execute(sql`
        insert into ${pdfRenders} (post_id, cache_key, body, bytes)
        select id, ${key}, ${body}, ${body.length} from ${generatedPosts} where id = ${postId}
        on conflict (post_id) do update set cache_key = excluded.cache_key, body = excluded.body,
          bytes = excluded.bytes, rendered_at = now()
        returning rendered_at`);
      // Newest first, the renders past the bound go.
      await db.execute(sql`
        delete from ${pdfRenders} where post_id in (
          select post_id from (
            select post_id, sum(bytes) over (order by rendered_at desc, post_id desc) as running from ${pdfRenders}
          ) ranked where running > ${maxBytes}
        )`);
      const renderedAt = (kept as unknown as { rows: { rendered_at: Date | string }[] }).rows[0]?.rendered_at;
      return { body, renderedAt: renderedAt ? new Date(renderedAt) : new Date() };
    },
    // The rows went with their posts.
    forget: async () => {},
  };
}
