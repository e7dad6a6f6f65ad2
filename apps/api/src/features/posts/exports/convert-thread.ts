import '../../../map-bundle-stacks.ts';
import { parentPort } from 'node:worker_threads';
import { withoutOpenSlots } from '../../../shared/html.ts';
import type { ConvertReply, ConvertRequest, Converted } from './converter.ts';
import { exportPost } from './post-export.ts';
import { videoScriptFromPost } from './video-script.ts';

/**
 * The conversion thread: every walk over a member's post HTML that leaves the product (the copy without open
 * slots, Markdown, HTML and text files, the video script) runs here, off the API's event loop. A member's post may
 * hold 200 KB of dense markup, and turning that into Markdown takes seconds.
 */
function convert(request: ConvertRequest): Converted {
  const html = withoutOpenSlots(request.post.html);
  switch (request.kind) {
    case 'clean':
      return { kind: 'clean', html };
    case 'export':
      return {
        kind: 'export',
        file: exportPost({ ...request.post, html, createdAt: new Date(request.post.createdAt) }, request.format),
      };
    case 'video-script':
      return { kind: 'video-script', script: videoScriptFromPost({ title: request.post.title, html }) };
  }
}

parentPort!.on('message', (request: ConvertRequest) => {
  let reply: ConvertReply;
  try {
    reply = { id: request.id, result: convert(request) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
