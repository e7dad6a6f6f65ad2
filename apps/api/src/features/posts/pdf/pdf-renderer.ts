import { availableParallelism } from 'node:os';
import { createThreadRunner, type ThreadReply } from '../../../shared/thread-runner.ts';

/** What the render thread needs: the post, and the bytes of its images by original URL. */
export interface RenderRequest {
  id: number;
  post: { id: number; title: string; createdAt: string; html: string };
  images: [url: string, bytes: Uint8Array][];
}

export type RenderReply = ThreadReply<Uint8Array>;

/** Renders a post's PDF; refuses at once with RunnerFullError when the pool is busy and its queue full. */
export interface PdfRenderer {
  render(post: RenderRequest['post'], images: RenderRequest['images']): Promise<Buffer>;
  /** A render asked for now would be refused (checked before the work that leads up to one). */
  readonly full: boolean;
  /** Renders it takes at once: its threads and the renders that may wait for one (Infinity when unbounded). */
  readonly capacity: number;
  close(): Promise<void>;
}

/**
 * The thread's entry. From source (tsx, tests) it is render-thread.mjs, which registers the TypeScript loader
 * first; in the build (scripts/build-api.mjs) render-thread.ts is bundled on its own into render-thread.js,
 * beside the bundle this code is in.
 */
const THREAD_ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? './render-thread.mjs' : './render-thread.js',
  import.meta.url,
);

/** A render that takes longer than this has hung: the thread is replaced. */
const RENDER_TIMEOUT_MS = 30_000;
/** A render thread holds ~100 MB (its own fonts, pdfkit, modules): one unused this long is ended. */
const IDLE_MS = 5 * 60_000;

/** Render threads when the operator names none: the cores less one for the API's own loop, at most 4. */
export function defaultRenderThreads(cores = availableParallelism()): number {
  return Math.min(4, Math.max(1, cores - 1));
}

export interface PdfRendererOptions {
  /** Threads rendering side by side (PDF_RENDER_THREADS). */
  threads?: number;
  /** Renders that may wait for a thread (PDF_RENDER_QUEUE); one more is refused. */
  queue?: number;
  timeoutMs?: number;
}

/**
 * Renders post PDFs in a pool of worker threads (render-thread.ts) with a bounded queue (ADR 013, ADR 036). No
 * thread starts before the first render; one that fails or hangs is replaced, and the render it had fails.
 */
export function createPdfRenderer({
  threads = defaultRenderThreads(),
  queue = Infinity,
  timeoutMs = RENDER_TIMEOUT_MS,
}: PdfRendererOptions = {}): PdfRenderer {
  const runner = createThreadRunner<RenderRequest, Uint8Array>(THREAD_ENTRY, {
    name: 'PDF render',
    timeoutMs,
    threads,
    maxWaiting: queue,
    idleMs: IDLE_MS,
  });
  return {
    async render(post, images) {
      const body = await runner.run({ post, images });
      return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    },
    get full() {
      return runner.full;
    },
    capacity: Math.max(1, threads) + queue,
    close: () => runner.close(),
  };
}
