import { GenerationDraft, GenerationProgress } from '../features/generation/components/generation-progress.tsx';
import type { ResultState } from '../features/generation/components/use-generation-flow.ts';
import { PostDesk, type RegenerateRequest } from '../features/posts/components/post-desk.tsx';
import { LazyPostEditor } from './post-editor.ts';

/**
 * The home page's desk: the generation's state shown in the posts feature's desk. While the post is
 * written the desk holds the generation's progress line and draft; once it exists, the desk has it.
 */
export function GenerationDesk({
  keywordTitle,
  state,
  onClose,
  onRegenerate,
  regenerating,
}: {
  keywordTitle: string;
  state: ResultState;
  onClose: () => void;
  onRegenerate: (request: RegenerateRequest) => void;
  regenerating: boolean;
}) {
  const ready = state.phase === 'ready' ? state : null;
  return (
    <PostDesk
      keywordTitle={keywordTitle}
      postId={ready?.postId ?? null}
      failure={state.phase === 'error' ? state.message : null}
      fromCache={ready?.fromCache ?? false}
      // A member who watched the post being written sees it complete at once, not typed again.
      typeIn={ready !== null && !ready.streamed}
      fresh
      progress={state.phase === 'loading' ? <GenerationProgress preview={state.preview} /> : null}
      draft={state.phase === 'error' ? null : <GenerationDraft blocks={state.preview} finishing={ready !== null} />}
      onClose={onClose}
      onRegenerate={onRegenerate}
      regenerating={regenerating}
      Editor={LazyPostEditor}
    />
  );
}
