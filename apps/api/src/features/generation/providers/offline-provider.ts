import { writeOfflineDraft } from '../offline/write.ts';
import type { WriterProvider } from './provider.ts';
import { writerProvider } from './writer-events.ts';

/**
 * The default writer: no model, no network. It chooses the sources' sentences by the facts they carry
 * (each fact once), routes them to sections that earn their headings, puts every sentence in the
 * member's tone, and frames them with lines drawn by the seed from large pools (offline/). It has
 * nothing to preview: its stream is its result.
 */
export function createOfflineProvider(): WriterProvider {
  return writerProvider({
    name: 'offline',
    model: 'extractive-ko-v2',
    async *stream(input) {
      const draft = writeOfflineDraft(input);
      const promptChars = input.articles.reduce((sum, a) => sum + a.body.length, 0);
      yield {
        event: 'result',
        data: { draft, usage: { promptTokens: Math.ceil(promptChars / 2), completionTokens: 0 } },
      };
    },
  });
}
