import { Worker } from 'node:worker_threads';

/** What the render thread needs: the post, and the bytes of its images by original URL. */
export interface RenderRequest {
  id: number;
  post: { id: number; title: string; createdAt: string; html: string };
  images: [url: string, bytes: Uint8Array][];
}

export type RenderReply = { id: number; body: Uint8Array } | { id: number; error: string };

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

/**
 * Renders post PDFs in a worker thread (render-thread.ts), one at a time in arrival order. The
 * thread starts on first use, does not keep the process alive, and is started again after it
 * fails or hangs; the renders it had then fail.
 */
export function createPdfRenderer() {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { owner: Worker; resolve: (body: Buffer) => void; reject: (error: Error) => void }>();

  /** Fails the renders a lost thread held. */
  function failHeldBy(owner: Worker, error: Error) {
    for (const [id, job] of pending) {
      if (job.owner !== owner) continue;
      pending.delete(id);
      job.reject(error);
    }
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(THREAD_ENTRY);
    started.unref();
    started.on('message', (reply: RenderReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if ('error' in reply) job.reject(new Error(`PDF render failed: ${reply.error}`));
      else job.resolve(Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength));
    });
    const lost = (error: Error) => {
      if (worker === started) worker = null;
      failHeldBy(started, error);
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`PDF render thread exited (${code})`)));
    worker = started;
    return started;
  }

  return {
    render(post: RenderRequest['post'], images: RenderRequest['images']): Promise<Buffer> {
      const id = nextId++;
      const target = thread();
      return new Promise<Buffer>((resolve, reject) => {
        // A hung render: the thread is ended, which fails every render it held ('exit' above).
        const timer = setTimeout(() => void target.terminate(), RENDER_TIMEOUT_MS);
        timer.unref();
        pending.set(id, {
          owner: target,
          resolve: (body) => {
            clearTimeout(timer);
            resolve(body);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        target.postMessage({ id, post, images } satisfies RenderRequest);
      });
    },
    async close(): Promise<void> {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
    },
  };
}

/** The process's PDF renderer: one render thread for the API. */
export const pdfRenderer = createPdfRenderer();
