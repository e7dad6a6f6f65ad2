import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { generatedPosts } from '../../../db/schema.ts';
import { createPdfDatabaseStore } from './pdf-database-store.ts';
import { createPdfDiskStore } from './pdf-disk-store.ts';

/**
 * Bump on any change that alters the PDF of an unchanged post: the layout (post-pdf.ts, page-layout.ts,
 * line-wrap.ts, post-blocks.ts), the fonts, pdfkit, or what the render reads. Every cached render then goes.
 */
export const PDF_LAYOUT_VERSION = 2;

/** What a post's PDF is made of: anything that changes the bytes is here, and goes into the key. */
export interface PdfSource {
  title: string;
  content: string;
  createdAt: Date;
  image1Url: string | null;
  image2Url: string | null;
  image3Url: string | null;
}

/** The name of a post's render: a hash of the layout version and everything the render reads (also its ETag). */
export function pdfCacheKey(post: PdfSource): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        PDF_LAYOUT_VERSION,
        post.title,
        post.createdAt.toISOString(),
        post.content,
        [post.image1Url, post.image2Url, post.image3Url],
      ]),
    )
    .digest('base64url');
}

export interface StoredPdf {
  body: Buffer;
  renderedAt: Date;
}

/**
 * Rendered PDFs, one per post: the render whose key is asked for, or nothing. Callers check that the member owns
 * the post before they ask (the store knows posts, not members).
 */
export interface PdfStore {
  read(postId: number, key: string): Promise<StoredPdf | null>;
  /** Keeps the render (replacing the post's older one) and drops the oldest renders past the store's bound. */
  write(postId: number, key: string, body: Buffer): Promise<StoredPdf>;
  /** Drops the renders of posts that were deleted. */
  forget(postIds: readonly number[]): Promise<void>;
  /**
   * Whether a render of the post (of any version) is known to be kept, from memory only: never waits for a query.
   * It may lag behind the store (false for a render another process just made), so it only decides whether a
   * request may skip the line when the render pool is full (pdf-gate.ts), never what is served.
   */
  kept(postId: number): boolean;
}

/**
 * On PostgreSQL the renders live in the database, where every API process finds them; on PGlite (one process) in
 * files under DATA_DIR, which keeps the megabytes out of the embedded database's memory.
 */
export function createPdfStore(database: Database, dataDir: string, maxBytes: number): PdfStore {
  if (database.kind === 'postgres') return createPdfDatabaseStore(database.db, maxBytes);
  return createPdfDiskStore(`${dataDir}/pdf-cache`, maxBytes, async (ids) => {
    const rows = await database.db
      .select({ id: generatedPosts.id })
      .from(generatedPosts)
      .where(inArray(generatedPosts.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  });
}
