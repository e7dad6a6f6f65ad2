import type { FastifyBaseLogger } from 'fastify';
import type { ImageFetcher } from '../../proxy/image-fetcher.ts';
import { ServiceUnavailableError } from '../../shared/errors.ts';
import { RunnerFullError } from '../../shared/thread-runner.ts';
import { pdfCacheKey, type PdfSource, type PdfStore } from './pdf/pdf-cache.ts';
import { createPdfGate } from './pdf/pdf-gate.ts';
import type { PdfRenderer } from './pdf/pdf-renderer.ts';

/** How long a member is asked to wait when every render thread is busy and the queue is full. */
export const PDF_RETRY_AFTER_SECONDS = 2;

export interface PdfPostRow extends PdfSource {
  id: number;
}

export interface PdfFile {
  body: Buffer;
  /** The cache key, quoted: the same for every render of the same post content. */
  etag: string;
  renderedAt: Date;
  /** Served from the store, not rendered for this request. */
  cached: boolean;
}

export const pdfEtag = (post: PdfSource) => `"${pdfCacheKey(post)}"`;

/**
 * A post's PDF: the stored render of this content if there is one, else a render on the pool, kept for next
 * time. Requests for the same render while it runs share it. A render whose images could not all be fetched is
 * served but not kept, so a passing network failure does not leave a PDF without its pictures for good.
 */
export function createPdfExporter({
  images,
  renderer,
  store,
  log,
}: {
  images: ImageFetcher;
  renderer: PdfRenderer;
  store: PdfStore;
  log: FastifyBaseLogger;
}) {
  const rendering = new Map<string, Promise<{ body: Buffer; renderedAt: Date }>>();
  const busy = () =>
    new ServiceUnavailableError('PDF를 만드는 요청이 많아요. 잠시 후 다시 시도해 주세요.', PDF_RETRY_AFTER_SECONDS);
  const gate = createPdfGate({ capacity: renderer.capacity, kept: (postId) => store.kept(postId) });

  async function render(post: PdfPostRow, key: string) {
    // Refused before the images are fetched: a full pool answers at once.
    if (renderer.full) throw busy();
    // The post's own images, fetched here (through the shared cache) and handed to the render thread.
    const urls = [...new Set([post.image1Url, post.image2Url, post.image3Url].filter((url) => url !== null))];
    const loaded = await Promise.all(
      urls.map(async (url): Promise<[string, Uint8Array] | null> => {
        try {
          return [url, (await images.fetch(url)).body];
        } catch {
          return null;
        }
      }),
    );
    let body: Buffer;
    try {
      body = await renderer.render(
        { id: post.id, title: post.title, createdAt: post.createdAt.toISOString(), html: post.content },
        loaded.filter((entry) => entry !== null),
      );
    } catch (error) {
      if (error instanceof RunnerFullError) throw busy();
      throw error;
    }
    if (loaded.includes(null)) return { body, renderedAt: new Date() };
    try {
      return await store.write(post.id, key, body);
    } catch (error) {
      // Not kept (a full disk, the database away): this member still gets the PDF.
      log.warn({ err: error, postId: post.id }, 'rendered PDF not kept');
      return { body, renderedAt: new Date() };
    }
  }

  return {
    /**
     * Called when a request for the post's PDF arrives, before anything is read: what to call once it is answered,
     * or a 503 to answer at once when the render pool could not take it and no kept render of the post is known.
     */
    admit(postId: number): (() => void) | ServiceUnavailableError {
      return gate.enter(postId) ?? busy();
    },
    async file(post: PdfPostRow): Promise<PdfFile> {
      const key = pdfCacheKey(post);
      const etag = `"${key}"`;
      const stored = await store.read(post.id, key);
      if (stored) return { ...stored, etag, cached: true };
      const name = `${post.id}|${key}`;
      let pending = rendering.get(name);
      if (!pending) {
        pending = render(post, key).finally(() => rendering.delete(name));
        rendering.set(name, pending);
      }
      return { ...(await pending), etag, cached: false };
    },
    /** The renders of deleted posts go too (on failure they wait for eviction or the next start). */
    async forget(postIds: readonly number[]): Promise<void> {
      await store.forget(postIds).catch((error: unknown) => log.warn({ err: error }, 'PDF renders not dropped'));
    },
  };
}
