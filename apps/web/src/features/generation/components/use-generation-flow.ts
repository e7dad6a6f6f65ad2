import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { bodyDetail } from '../../../lib/api-error-text.ts';
import { getAccessToken, getGeneratedKeywords } from '../../../lib/storage.ts';
import {
  type GenerateOptions,
  GenerationFailed,
  type GenerateVariables,
  useGeneratePost,
} from '../api/generate-stream.ts';
import { generationKeys } from '../api/generation-keys.ts';
import type { PreviewBlock } from '../lib/preview-blocks.ts';

/** SPEC §9: after the log-in message, the app moves to /login a second later. */
export const LOGIN_REDIRECT_MS = 1_000;

export const GENERATION_MESSAGES = {
  loginRequired: '로그인 후 이용해 주세요.',
  invalidKeyword: '유효하지 않은 키워드예요.',
  failed: '글 생성에 실패했어요.',
  failedUnderGrid: '글 생성 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
} as const;

/**
 * What the desk shows for the open generation: running (with the draft written so far), failed, or the
 * post it made. `streamed`: the member watched the draft being written, so the post appears complete at
 * once instead of typing itself in again; its `preview` stays up while the post loads.
 */
export type ResultState =
  | { phase: 'loading'; preview: PreviewBlock[] }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; postId: number; fromCache: boolean; streamed: boolean; preview: PreviewBlock[] };

export interface GenerationKeyword {
  id?: number | null;
  title: string;
}

export interface GenerationFlow {
  /** The keyword whose post is being generated, if any: one at a time. */
  runningId: number | null;
  /** Keyword ids this browser generated a post for (`generatedKeywords`). */
  generatedIds: number[];
  /** A message for under the keyword grid (log-in needed, invalid keyword, failure). */
  message: string | null;
  /** The open result modal, if any. */
  result: { keyword: GenerationKeyword & { id: number }; state: ResultState; attempt: number } | null;
  /** `options`: 다시 생성하기's tone and length (a new version). */
  start: (keyword: GenerationKeyword | null | undefined, options?: GenerateOptions) => void;
  close: () => void;
}

const NO_DRAFT: PreviewBlock[] = [];
const generating = { mutationKey: generationKeys.generate() };

/** The draft of the running generation. Events can come many times a second: it changes once per frame. */
function useDraft() {
  const [draft, setDraft] = useState(NO_DRAFT);
  const frame = useRef<number | undefined>(undefined);
  const latest = useRef(NO_DRAFT);
  useEffect(() => () => window.cancelAnimationFrame(frame.current ?? 0), []);
  const show = useCallback((blocks: PreviewBlock[]) => {
    latest.current = blocks;
    frame.current ??= window.requestAnimationFrame(() => {
      frame.current = undefined;
      setDraft(latest.current);
    });
  }, []);
  const clear = useCallback(() => {
    window.cancelAnimationFrame(frame.current ?? 0);
    frame.current = undefined;
    latest.current = NO_DRAFT;
    setDraft(NO_DRAFT);
  }, []);
  return { draft, show, clear };
}

function failureText(error: unknown): string {
  if (error instanceof GenerationFailed) return error.serverMessage?.trim() || GENERATION_MESSAGES.failed;
  return bodyDetail(error) ?? GENERATION_MESSAGES.failed;
}

/**
 * The home page's generation flow (SPEC §2, §4, §5): checks the login and the keyword, runs one
 * generation at a time (a mutation: `useGeneratePost`), and reports failures in the modal and under
 * the grid. While the post is written, the modal shows the draft. Closing the modal does not stop the
 * generation; a modal the member closed stays closed.
 */
export function useGenerationFlow(): GenerationFlow {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { draft, show, clear } = useDraft();
  const generate = useGeneratePost({ onDraft: show });
  const [notice, setNotice] = useState<string | null>(null);
  const [open, setOpen] = useState<{ keyword: GenerationKeyword & { id: number }; attempt: number } | null>(null);
  const attempts = useRef(0);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // Read from the mutation cache, so a generation keeps its card busy (and then marked) even when it
  // was started before the page was left and entered again.
  const runningIds = useMutationState({
    filters: { ...generating, status: 'pending' },
    select: (mutation) => (mutation.state.variables as GenerateVariables).keywordId,
  });
  const doneIds = useMutationState({
    filters: { ...generating, status: 'success' },
    select: (mutation) => (mutation.state.variables as GenerateVariables).keywordId,
  });
  const [storedIds] = useState(getGeneratedKeywords);
  const generatedIds = useMemo(() => [...new Set([...storedIds, ...doneIds])], [storedIds, doneIds]);

  const start = (keyword: GenerationKeyword | null | undefined, options?: GenerateOptions) => {
    // The cache knows at once; the rendered `runningId` only after its next notification.
    if (queryClient.isMutating(generating) > 0) return;
    if (!getAccessToken()) {
      setNotice(GENERATION_MESSAGES.loginRequired);
      window.clearTimeout(redirectTimer.current);
      redirectTimer.current = window.setTimeout(() => void navigate(paths.login.getHref()), LOGIN_REDIRECT_MS);
      return;
    }
    const id = keyword?.id;
    if (!keyword || typeof id !== 'number' || !Number.isInteger(id) || id <= 0) {
      setNotice(GENERATION_MESSAGES.invalidKeyword);
      return;
    }
    attempts.current += 1;
    const attempt = attempts.current;
    setNotice(null);
    clear();
    setOpen({ keyword: { ...keyword, id }, attempt });
    generate.mutate({ keywordId: id, attempt, ...(options && { options }) });
  };

  let result: GenerationFlow['result'] = null;
  if (open) {
    // Until the mutation reports this attempt, it is still starting.
    const own = generate.variables?.attempt === open.attempt;
    let state: ResultState;
    if (own && generate.isError) state = { phase: 'error', message: failureText(generate.error) };
    else if (own && generate.isSuccess) {
      const { postId, fromCache, preview } = generate.data;
      // A member who watched the post being written sees it complete at once, not typed again.
      state = { phase: 'ready', postId, fromCache, streamed: preview.length > 0, preview };
    } else state = { phase: 'loading', preview: draft };
    result = { ...open, state };
  }

  return {
    runningId: runningIds[0] ?? null,
    generatedIds,
    message: notice ?? (generate.isError ? GENERATION_MESSAGES.failedUnderGrid : null),
    result,
    start,
    close: () => setOpen(null),
  };
}
