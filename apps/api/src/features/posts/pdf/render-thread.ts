import '../../../map-bundle-stacks.ts';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { withoutOpenSlots } from '../../../shared/html.ts';
import { renderPostPdf } from './post-pdf.ts';
import type { RenderReply, RenderRequest } from './pdf-renderer.ts';

/**
 * The PDF render thread: renders one post at a time, off the API's event loop. Each render leaves
 * a few megabytes of garbage (the document, the font subset, the layout); once the thread has had
 * nothing to do for IDLE_COLLECT_MS it collects it, so the process does not keep it until V8 decides to.
 *
 * Not after every render: a full collection cost ~29 ms of CPU and made the next render slower too (its
 * code and caches were cold again), more than doubling what a render cost whenever the queue emptied
 * between renders, which under a steady trickle of PDFs is after every one (ADR 071).
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const IDLE_COLLECT_MS = 2_000;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/** Post HTML refers to its images through the image proxy; the original URL is the `url` parameter. */
function originalImageUrl(src: string): string {
  try {
    return new URL(src).searchParams.get('url') ?? src;
  } catch {
    return src;
  }
}

async function render(request: RenderRequest): Promise<RenderReply> {
  try {
    const images = new Map(request.images.map(([url, bytes]) => [url, Buffer.from(bytes)]));
    const body = await renderPostPdf({
      id: request.post.id,
      title: request.post.title,
      createdAt: new Date(request.post.createdAt),
      // Open experience slots are left out here, as in every copy that leaves the product.
      html: withoutOpenSlots(request.post.html),
      // Only the images the main thread sent (the post's own): the HTML cannot fetch anything.
      loadImage: async (src) => images.get(originalImageUrl(src)) ?? null,
    });
    return { id: request.id, result: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

let queue = Promise.resolve();
let waiting = 0;
parentPort!.on('message', (request: RenderRequest) => {
  waiting += 1;
  clearTimeout(idleTimer);
  queue = queue.then(async () => {
    const reply = await render(request);
    parentPort!.postMessage(reply, 'result' in reply ? [reply.result.buffer as ArrayBuffer] : []);
    waiting -= 1;
    if (waiting === 0) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(collectGarbage, IDLE_COLLECT_MS);
      // The pool ends the thread when it is done with it; a pending collection does not keep it alive.
      idleTimer.unref();
    }
  });
});
