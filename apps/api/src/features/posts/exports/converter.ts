import type { ExportFormat, VideoScript } from '@geulgam/contracts';
import { createThreadRunner, type ThreadReply } from '../../../shared/thread-runner.ts';
import type { ExportFile } from './post-export.ts';

interface PostInput {
  id: number;
  title: string;
  /** Stored post HTML; open experience slots are left out in the thread. */
  html: string;
  createdAt: string;
}

export type ConvertRequest = { id: number; post: PostInput } & (
  { kind: 'clean' } | { kind: 'export'; format: ExportFormat } | { kind: 'video-script' }
);
export type Converted =
  | { kind: 'clean'; html: string }
  | { kind: 'export'; file: ExportFile }
  | { kind: 'video-script'; script: VideoScript };
export type ConvertReply = ThreadReply<Converted>;

/**
 * The thread's entry: from source (tsx, tests) convert-thread.mjs, which registers the TypeScript loader first; in
 * the build (scripts/build-api.mjs) convert-thread.ts is bundled on its own into convert-thread.js beside this code.
 */
const THREAD_ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? './convert-thread.mjs' : './convert-thread.js',
  import.meta.url,
);

/** A conversion of a bounded post (200 KB, nesting ≤ 40) takes a few seconds at worst; past this it has hung. */
const CONVERT_TIMEOUT_MS = 20_000;

/** Converts member posts for leaving the product, in a thread of its own (one at a time per process). */
export function createPostConverter() {
  const runner = createThreadRunner<ConvertRequest, Converted>(THREAD_ENTRY, {
    timeoutMs: CONVERT_TIMEOUT_MS,
    name: 'post conversion',
  });
  const input = (post: { id: number; title: string; content: string; createdAt: Date }): PostInput => ({
    id: post.id,
    title: post.title,
    html: post.content,
    createdAt: post.createdAt.toISOString(),
  });
  return {
    /** The post's HTML without open experience slots (what the PDF renders). */
    async withoutOpenSlots(post: { id: number; title: string; content: string; createdAt: Date }): Promise<string> {
      const converted = await runner.run({ kind: 'clean', post: input(post) });
      return converted.kind === 'clean' ? converted.html : '';
    },
    async exportFile(
      post: { id: number; title: string; content: string; createdAt: Date },
      format: ExportFormat,
    ): Promise<ExportFile> {
      const converted = await runner.run({ kind: 'export', format, post: input(post) });
      if (converted.kind !== 'export') throw new Error('post conversion answered another kind');
      return converted.file;
    },
    async videoScript(post: { id: number; title: string; content: string; createdAt: Date }): Promise<VideoScript> {
      const converted = await runner.run({ kind: 'video-script', post: input(post) });
      if (converted.kind !== 'video-script') throw new Error('post conversion answered another kind');
      return converted.script;
    },
    close: () => runner.close(),
  };
}
