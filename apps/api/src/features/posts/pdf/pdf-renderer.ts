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
 * fails or hangs; the render it had then fails. Renders wait here, not in the thread's message
 * queue, so a render's time limit counts from when the thread starts it: under load a long queue
 * is slow, but it does not make the renders at its end look hung.
 */
export function createPdfRenderer({ timeoutMs = RENDER_TIMEOUT_MS } = {}) {
  let worker: Worker | null = null;
  let nextId = 1;
  interface Job {
    request: RenderRequest;
    resolve: (body: Buffer) => void;
    reject: (error: Error) => void;
  }
  const waiting: Job[] = [];
  let current: { job: Job; owner: Worker; timer: NodeJS.Timeout } | null = null;

  function settle(owner: Worker, outcome: { body: Buffer } | { error: Error }) {
    if (!current || current.owner !== owner) return;
    const { job, timer } = current;
    current = null;
    clearTimeout(timer);
    if ('body' in outcome) job.resolve(outcome.body);
    else job.reject(outcome.error);
    next();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(THREAD_ENTRY);
    started.unref();
    started.on('message', (reply: RenderReply) => {
      if (current?.job.request.id !== reply.id) return;
      settle(
        started,
        'error' in reply
          ? { error: new Error(`PDF render failed: ${reply.error}`) }
          : { body: Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength) },
      );
    });
    const lost = (error: Error) => {
      if (worker === started) worker = null;
      settle(started, { error });
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`PDF render thread exited (${code})`)));
    worker = started;
    return started;
  }

  function next() {
    if (current) return;
    const job = waiting.shift();
    if (!job) return;
    const owner = thread();
    // A hung render: the thread is ended, which fails this render ('exit' above) and starts the next one.
    const timer = setTimeout(() => void owner.terminate(), timeoutMs);
    timer.unref();
    current = { job, owner, timer };
    owner.postMessage(job.request);
  }

  return {
    render(post: RenderRequest['post'], images: RenderRequest['images']): Promise<Buffer> {
      return new Promise<Buffer>((resolve, reject) => {
        waiting.push({ request: { id: nextId++, post, images }, resolve, reject });
        next();
      });
    },
    async close(): Promise<void> {
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}

/** The process's PDF renderer: one render thread for the API. */
export const pdfRenderer = createPdfRenderer();
