import { writeOfflineDraft } from '../offline/write.ts';
import type { WriterProvider } from './provider.ts';

/**
 * The default writer: no model, no network. It chooses the sources' sentences by the facts they carry
 * (each fact once), routes them to sections that earn their headings, puts every sentence in the
 * member's tone, and frames them with lines drawn by the seed from large pools (offline/).
 */
export function createOfflineProvider(): WriterProvider {
  return {
    name: 'offline',
    model: 'extractive-ko-v2',
    async write(input) {
      const draft = writeOfflineDraft(input);
      const promptChars = input.articles.reduce((sum, a) => sum + a.body.length, 0);
      return { draft, usage: { promptTokens: Math.ceil(promptChars / 2), completionTokens: 0 } };
    },
  };
}
