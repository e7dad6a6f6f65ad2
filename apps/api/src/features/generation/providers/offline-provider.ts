import { writeOfflineDraft } from '../offline/write.ts';
import { writeStoryDraft } from '../offline/write-story.ts';
import { keepReferences } from '../offline/cohere.ts';
import { withinCopyBar } from '../quality.ts';
import { withoutInstructions } from '../../../story/untrusted.ts';
import type { WriterProvider } from './provider.ts';
import { writerProvider } from './writer-events.ts';

/**
 * The default writer: no model, no network. With a fact sheet it plans the post and writes every point
 * in its own sentences (offline/write-story.ts); without one it falls back to choosing the sources'
 * sentences by the facts they carry (offline/write.ts). Either way a source sentence that gives orders
 * to the writer or the reader (prompt injection) is never material. It has nothing to preview: its
 * stream is its result.
 */
export function createOfflineProvider(): WriterProvider {
  return writerProvider({
    name: 'offline',
    model: 'story-ko-v3',
    async *stream(input) {
      const articles = input.articles.map((a) => ({
        ...a,
        title: withoutInstructions(a.title),
        body: withoutInstructions(a.body),
      }));
      const clean = { ...input, articles };
      const written = input.facts ? writeStoryDraft(clean, input.facts) : writeOfflineDraft(clean);
      const draft = withinCopyBar(keepReferences(written, input.facts), input.articles);
      const promptChars = input.articles.reduce((sum, a) => sum + a.body.length, 0);
      yield {
        event: 'result',
        data: { draft, usage: { promptTokens: Math.ceil(promptChars / 2), completionTokens: 0 } },
      };
    },
  });
}
