import type { GeneratePreviewEvent, GenerateResponse, PostLength, Tone } from '@geulgam/contracts';
import { apiPaths } from '@geulgam/contracts/paths';
import { createParser, type EventSourceParser } from 'eventsource-parser';
import { useMutation } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { loadContracts } from '../../../lib/contracts.ts';
import { addGeneratedKeyword } from '../../../lib/storage.ts';
import { applyPreview, hasPreviewText, type PreviewBlock } from '../lib/preview-blocks.ts';
import { GENERATE_TIMEOUT_MS, isGenerated, markPostGenerated, recordKeywordClick } from './generate.ts';
import { generationKeys } from './generation-keys.ts';

/** One server-sent event: its name (`message` when the server named none) and its joined `data:` lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Decoded `text/event-stream` text in chunks of any size in, complete events out (the parsing itself is
 * `eventsource-parser`'s). Unlike the standard, `end()` also dispatches a last event that lacks its
 * closing blank line, so a server that ends the stream right after `result` still counts.
 */
export class SseParser {
  private readonly parser: EventSourceParser;

  constructor(onEvent: (event: SseEvent) => void) {
    this.parser = createParser({
      onEvent: ({ event, data }) => onEvent({ event: event ?? 'message', data }),
    });
  }

  push(text: string): void {
    this.parser.feed(text);
  }

  end(): void {
    // Two line ends finish a pending line (or the `\n` of a held-back `\r\n`) and then the event.
    this.parser.feed('\n\n');
    this.parser.reset();
  }
}

/** What 다시 생성하기 asks for: another voice or length, or a fresh version with the same ones. */
export interface GenerateOptions {
  tone?: Tone;
  length?: PostLength;
  regenerate?: boolean;
}

export interface GenerateStreamOptions {
  /** Sent with the keyword (`tone`, `length`, `regenerate`); left out when not given. */
  options?: GenerateOptions;
  /** A `preview` event: readable text of the draft while the model writes it. */
  onPreview?: (event: GeneratePreviewEvent) => void;
  /** A `reset` event: forget every preview block. */
  onReset?: () => void;
  signal?: AbortSignal;
}

/** The stream ended (or broke off) before its `result` event. */
export class GenerateStreamIncomplete extends Error {
  override readonly name = 'GenerateStreamIncomplete';
  constructor() {
    super('글 생성 결과를 받지 못했어요.');
  }
}

function parseJson(text: string): unknown {
  return JSON.parse(text) as unknown;
}

/**
 * POST /api/generate/ with `Accept: text/event-stream` — writes (or returns the cached) post for a
 * keyword, answered as server-sent events (ADR 012): `preview` and `reset` events go to the callbacks
 * while the post is written, and the `result` event (the route's JSON body) resolves the
 * promise. Errors before the stream (401, 400, 429) throw `ApiError` as usual; a stream without a
 * `result` throws `GenerateStreamIncomplete`. A JSON answer (a server without streaming) is read
 * as the plain generate response.
 */
export async function generatePostStream(
  keywordId: number,
  { onPreview, onReset, signal, options }: GenerateStreamOptions = {},
): Promise<GenerateResponse> {
  // zod loads while the request is on its way; it stays out of the home page's first bundle.
  const contractsPromise = loadContracts();
  contractsPromise.catch(() => {}); // reported below, if the request itself succeeds
  // SPEC §9's minute of patience counts from the latest sign of life: a post that keeps streaming
  // may take longer than a minute in all.
  const idle = new AbortController();
  const expire = () => idle.abort(new DOMException('글 생성이 1분 동안 응답하지 않았어요.', 'TimeoutError'));
  let timer = window.setTimeout(expire, GENERATE_TIMEOUT_MS);
  const touch = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(expire, GENERATE_TIMEOUT_MS);
  };
  try {
    const stop = signal ? AbortSignal.any([signal, idle.signal]) : idle.signal;
    const response = await memberApi.requestRaw(apiPaths.generate, {
      method: 'POST',
      body: { keyword_id: keywordId, ...definedOptions(options) },
      headers: { Accept: 'text/event-stream' },
      signal: stop,
    });
    return await readGenerateStream(response, contractsPromise, { onPreview, onReset }, { touch, stop });
  } finally {
    window.clearTimeout(timer);
  }
}

function definedOptions(options: GenerateOptions | undefined): GenerateOptions {
  const body: GenerateOptions = {};
  if (options?.tone) body.tone = options.tone;
  if (options?.length) body.length = options.length;
  if (options?.regenerate) body.regenerate = true;
  return body;
}

async function readGenerateStream(
  response: Response,
  contractsPromise: ReturnType<typeof loadContracts>,
  { onPreview, onReset }: Pick<GenerateStreamOptions, 'onPreview' | 'onReset'>,
  { touch, stop }: { touch: () => void; stop: AbortSignal },
): Promise<GenerateResponse> {
  const { generateResponse, generatePreviewEvent } = await contractsPromise;

  const type = response.headers.get('content-type') ?? '';
  if (!type.toLowerCase().includes('text/event-stream') || !response.body) {
    return generateResponse.parse(parseJson(await response.text()));
  }

  let result: GenerateResponse | undefined;
  const parser = new SseParser(({ event, data }) => {
    if (result) return; // `result` is the last event; anything after it is ignored.
    switch (event) {
      case 'preview': {
        let parsed: ReturnType<typeof generatePreviewEvent.safeParse> | undefined;
        try {
          parsed = generatePreviewEvent.safeParse(parseJson(data));
        } catch {
          parsed = undefined;
        }
        if (parsed?.success) onPreview?.(parsed.data);
        else console.warn('알 수 없는 미리보기 이벤트를 건너뛰었어요.', data);
        break;
      }
      case 'reset':
        onReset?.();
        break;
      case 'result':
        result = generateResponse.parse(parseJson(data));
        break;
      default:
        // Events a newer server may add; this client does not know them.
        break;
    }
  });

  const reader = response.body.getReader();
  // Stopping the fetch does not end a read in every environment: a stopped read fails at once.
  const stopped = new Promise<never>((_, reject) => {
    const fail = () => reject(stop.reason as Error);
    if (stop.aborted) fail();
    else stop.addEventListener('abort', fail, { once: true });
  });
  stopped.catch(() => {});
  const decoder = new TextDecoder();
  let ended = false;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), stopped]);
      touch();
      if (done) {
        ended = true;
        break;
      }
      parser.push(decoder.decode(value, { stream: true }));
      if (result) break;
    }
    if (ended) {
      parser.push(decoder.decode());
      parser.end();
    }
  } finally {
    // Stopped early (the result came, a bad result, an abort): let go of the connection.
    if (!ended) reader.cancel().catch(() => {});
  }
  if (!result) throw new GenerateStreamIncomplete();
  return result;
}

/** An answer without a post (`fail`, or `success` without `post_id`); the server's reason, if it gave one. */
export class GenerationFailed extends Error {
  override readonly name = 'GenerationFailed';
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? '글 생성에 실패했어요.');
  }
}

export interface GenerateVariables {
  keywordId: number;
  /** Which opening of the result modal asked; the modal shows only its own generation. */
  attempt: number;
  /** 다시 생성하기's choices. */
  options?: GenerateOptions;
}

export interface GeneratedPost {
  postId: number;
  fromCache: boolean;
  /** The draft the member watched being written; empty when there was none to see. */
  preview: PreviewBlock[];
}

export interface GeneratePostOptions {
  /** The draft so far, on every `preview` or `reset` event. */
  onDraft: (blocks: PreviewBlock[]) => void;
}

/**
 * One generation (SPEC §4, §5) as a mutation: records the click, streams the post, and on success
 * remembers the keyword as generated in this browser and marks the post. A `fail` answer rejects
 * with `GenerationFailed`.
 */
export function useGeneratePost({ onDraft }: GeneratePostOptions) {
  return useMutation({
    mutationKey: generationKeys.generate(),
    mutationFn: async ({ keywordId, options }: GenerateVariables): Promise<GeneratedPost> => {
      let draft: PreviewBlock[] = [];
      const response = await generatePostStream(keywordId, {
        options,
        onPreview: (event) => {
          draft = applyPreview(draft, event);
          onDraft(draft);
        },
        onReset: () => {
          draft = [];
          onDraft(draft);
        },
      });
      if (!isGenerated(response)) throw new GenerationFailed(response.error_message);
      return {
        postId: response.post_id,
        fromCache: response.from_cache,
        preview: hasPreviewText(draft) ? draft : [],
      };
    },
    onMutate: ({ keywordId }) => {
      recordKeywordClick(keywordId).catch((error: unknown) => console.warn('키워드 클릭을 기록하지 못했어요.', error));
    },
    onSuccess: ({ postId }, { keywordId }) => {
      addGeneratedKeyword(keywordId);
      markPostGenerated(postId).catch((error: unknown) => console.warn('생성 완료 표시를 남기지 못했어요.', error));
    },
  });
}
