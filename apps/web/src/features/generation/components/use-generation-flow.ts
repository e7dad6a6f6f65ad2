import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { bodyDetail } from '../../../lib/api-error-text.ts';
import { addGeneratedKeyword, getAccessToken, getGeneratedKeywords } from '../../../lib/storage.ts';
import { isGenerated, markPostGenerated, recordKeywordClick } from '../api/generate.ts';
import { generatePostStream } from '../api/generate-stream.ts';
import { applyPreview, hasPreviewText, type PreviewBlock } from '../lib/preview-blocks.ts';
import type { ResultState } from './result-modal.tsx';

/** SPEC §9: after the log-in message, the app moves to /login a second later. */
export const LOGIN_REDIRECT_MS = 1_000;

export const GENERATION_MESSAGES = {
  loginRequired: '로그인 후 이용해 주세요.',
  invalidKeyword: '유효하지 않은 키워드예요.',
  failed: '글 생성에 실패했어요.',
  failedUnderGrid: '글 생성 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
} as const;

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
  start: (keyword: GenerationKeyword | null | undefined) => void;
  close: () => void;
}

class GenerationFailed extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? GENERATION_MESSAGES.failed);
  }
}

/**
 * The home page's generation flow (SPEC §2, §4, §5): checks the login and the
 * keyword, runs one generation at a time, records the click, remembers the
 * keyword as generated on success and marks the post, and reports failures in
 * the modal and under the grid. While the post is written, the modal shows the
 * draft (`preview` events of the stream), at most one update per frame.
 */
export function useGenerationFlow(): GenerationFlow {
  const navigate = useNavigate();
  const running = useRef(false);
  const mounted = useRef(true);
  const [runningId, setRunningId] = useState<number | null>(null);
  const [generatedIds, setGeneratedIds] = useState<number[]>(() => getGeneratedKeywords());
  const [message, setMessage] = useState<string | null>(null);
  const [result, setResult] = useState<GenerationFlow['result']>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const attempts = useRef(0);
  const previewFrame = useRef<number | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(redirectTimer.current);
      window.cancelAnimationFrame(previewFrame.current ?? 0);
    };
  }, []);

  const start = (keyword: GenerationKeyword | null | undefined) => {
    if (running.current) return;
    if (!getAccessToken()) {
      setMessage(GENERATION_MESSAGES.loginRequired);
      window.clearTimeout(redirectTimer.current);
      redirectTimer.current = window.setTimeout(() => void navigate(paths.login.getHref()), LOGIN_REDIRECT_MS);
      return;
    }
    const id = keyword?.id;
    if (!keyword || typeof id !== 'number' || !Number.isInteger(id) || id <= 0) {
      setMessage(GENERATION_MESSAGES.invalidKeyword);
      return;
    }
    const target = { ...keyword, id };
    attempts.current += 1;
    const attempt = attempts.current;
    running.current = true;
    setRunningId(id);
    setMessage(null);
    setResult({ keyword: target, state: { phase: 'loading', preview: [] }, attempt });
    recordKeywordClick(id).catch((error: unknown) => console.warn('키워드 클릭을 기록하지 못했어요.', error));

    // The draft so far. Events can come many times a second: the modal gets it once per frame.
    let preview: PreviewBlock[] = [];
    const showPreview = () => {
      previewFrame.current = undefined;
      if (!mounted.current) return;
      const blocks = preview;
      setResult((current) =>
        current?.attempt === attempt && current.state.phase === 'loading'
          ? { ...current, state: { phase: 'loading', preview: blocks } }
          : current,
      );
    };
    const schedulePreview = () => {
      if (previewFrame.current === undefined && mounted.current) {
        previewFrame.current = window.requestAnimationFrame(showPreview);
      }
    };

    void (async () => {
      let state: ResultState;
      try {
        const response = await generatePostStream(id, {
          onPreview: (event) => {
            preview = applyPreview(preview, event);
            schedulePreview();
          },
          onReset: () => {
            preview = [];
            schedulePreview();
          },
        });
        if (!isGenerated(response)) throw new GenerationFailed(response.error_message);
        addGeneratedKeyword(id);
        if (mounted.current) setGeneratedIds(getGeneratedKeywords());
        markPostGenerated(response.post_id).catch((error: unknown) =>
          console.warn('생성 완료 표시를 남기지 못했어요.', error),
        );
        // A member who watched the post being written sees it complete at once, not typed again.
        const streamed = hasPreviewText(preview);
        state = {
          phase: 'ready',
          postId: response.post_id,
          fromCache: response.from_cache,
          streamed,
          preview: streamed ? preview : [],
        };
      } catch (error) {
        const text =
          error instanceof GenerationFailed
            ? error.serverMessage?.trim() || GENERATION_MESSAGES.failed
            : (bodyDetail(error) ?? GENERATION_MESSAGES.failed);
        state = { phase: 'error', message: text };
        if (mounted.current) setMessage(GENERATION_MESSAGES.failedUnderGrid);
      } finally {
        running.current = false;
        window.cancelAnimationFrame(previewFrame.current ?? 0);
        previewFrame.current = undefined;
      }
      if (!mounted.current) return;
      setRunningId(null);
      // A modal the member closed meanwhile stays closed; the badge still shows.
      setResult((current) => (current?.attempt === attempt ? { keyword: target, state, attempt } : current));
    })();
  };

  return { runningId, generatedIds, message, result, start, close: () => setResult(null) };
}
