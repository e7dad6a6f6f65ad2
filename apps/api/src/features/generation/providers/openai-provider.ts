import { z } from 'zod';
import { INSTRUCTIONS_LEAKED, parseWriterDraft } from './draft-answer.ts';
import { createJsonStringReader } from './json-string-reader.ts';
import { abortedByCaller, createOpenAiTransport, type AttemptOutcome, type ChatRequest } from './openai-transport.ts';
import { createPreviewGuard } from './preview-guard.ts';
import { buildChatMessages, DEFAULT_MAX_PROMPT_CHARS, INSTRUCTION_FRAGMENTS, OPENAI_SYSTEM_PROMPT } from './prompt.ts';
import {
  WriterError,
  type PreviewListener,
  type WriterDraft,
  type WriterInput,
  type WriterProvider,
  type WriterResult,
  type WriterUsage,
  type WriteOptions,
} from './provider.ts';

type PreviewGuard = ReturnType<typeof createPreviewGuard>;
type FailedOutcome = Exclude<AttemptOutcome, { kind: 'ok' }>;

export interface OpenAiProviderOptions {
  /** e.g. `https://api.openai.com/v1`, `http://127.0.0.1:11434/v1` (Ollama). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` only when set (local servers usually need none). */
  apiKey?: string;
  model: string;
  /** Per attempt, including reading the response body; for a streamed answer, since its latest chunk. */
  timeoutMs: number;
  /** Retries after the first attempt on 429, 5xx, network errors and timeouts. Default 2. */
  maxRetries?: number;
  /** Cap on system + user message characters. Default 12,000. */
  maxPromptChars?: number;
  /** `max_tokens` of every request. Default 2,000. */
  maxCompletionTokens?: number;
  /** Handed to the SDK (tests, proxies). */
  fetchImpl?: typeof fetch;
  /** Waits between retries; injectable so tests do not really wait. */
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_MAX_COMPLETION_TOKENS = 2_000;
const DEFAULT_MAX_RETRIES = 2;
const TEMPERATURE = 0.4;
const BACKOFF_BASE_MS = 500;
const BACKOFF_FACTOR = 3;
const JITTER_RATIO = 0.2;

const TIMEOUT_USER_MESSAGE = '글을 만드는 데 시간이 너무 오래 걸렸어요. 잠시 후 다시 시도해 주세요.';
const BUSY_USER_MESSAGE = '지금 요청이 많아 글을 만들지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * A writer backed by any OpenAI-compatible Chat Completions endpoint (OpenAI, CLOVA Studio's
 * OpenAI-compatible base, Ollama, vLLM). It composes the prompt (prompt.ts), one request at a time
 * through the SDK (openai-transport.ts), the live preview (json-string-reader.ts + preview-guard.ts)
 * and the answer's parsing (draft-answer.ts), and decides what to try again.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): WriterProvider {
  const baseUrl = options.baseUrl.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/\S+$/i.test(baseUrl)) throw new Error('openai provider: baseUrl must be an http(s) URL');
  const model = options.model.trim();
  if (!model) throw new Error('openai provider: model is required');
  const timeoutMs = options.timeoutMs;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new Error('openai provider: timeoutMs must be positive');
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  if (!Number.isInteger(maxRetries) || maxRetries < 0) throw new Error('openai provider: maxRetries must be ≥ 0');
  const maxPromptChars = options.maxPromptChars ?? DEFAULT_MAX_PROMPT_CHARS;
  if (!Number.isInteger(maxPromptChars) || maxPromptChars <= OPENAI_SYSTEM_PROMPT.length + 1_000) {
    throw new Error(`openai provider: maxPromptChars must exceed ${OPENAI_SYSTEM_PROMPT.length + 1_000}`);
  }
  const maxCompletionTokens = options.maxCompletionTokens ?? DEFAULT_MAX_COMPLETION_TOKENS;
  if (!Number.isInteger(maxCompletionTokens) || maxCompletionTokens <= 0) {
    throw new Error('openai provider: maxCompletionTokens must be a positive integer');
  }
  const apiKey = options.apiKey?.trim() || undefined;
  const sleep = options.sleep ?? defaultSleep;
  const transport = createOpenAiTransport({
    baseUrl,
    timeoutMs,
    ...(apiKey ? { apiKey } : {}),
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  });

  // Learned once per provider: servers that reject `response_format` or `stream` are asked without it afterwards.
  let responseFormatSupported = true;
  let streamingSupported = true;

  async function write(input: WriterInput, callOptions?: WriteOptions): Promise<WriterResult> {
    const preview = callOptions?.preview;
    let shown = false;
    const watched: PreviewListener | undefined = preview && {
      preview(event) {
        shown = true;
        preview.preview(event);
      },
      reset() {
        shown = false;
        preview.reset();
      },
    };
    try {
      return await draft(input, callOptions?.signal, watched);
    } catch (error) {
      // A failed answer leaves nothing on screen (the writer may fall back to another provider).
      if (shown) watched?.reset();
      throw error;
    }
  }

  /*
   * The retries are ours, not the SDK's (it runs with maxRetries: 0): a stream that breaks off after
   * its first chunk must be asked again too, which the SDK never does, and one policy for both keeps
   * the count of attempts and the waits (Retry-After capped at 10 s, injectable sleep) in one place.
   */
  async function draft(
    input: WriterInput,
    signal: AbortSignal | undefined,
    preview: PreviewListener | undefined,
  ): Promise<WriterResult> {
    if (signal?.aborted) throw abortedByCaller();
    const messages = buildChatMessages(input, maxPromptChars);
    const promptChars = messages.reduce((total, message) => total + message.content.length, 0);
    let withResponseFormat = responseFormatSupported;
    let streaming = preview !== undefined && streamingSupported;
    let retries = 0;
    let guard: PreviewGuard | undefined;
    for (;;) {
      const request: ChatRequest = {
        model,
        messages,
        temperature: TEMPERATURE,
        max_tokens: maxCompletionTokens,
        ...(withResponseFormat ? { response_format: { type: 'json_object' } } : {}),
      };
      // A new attempt starts from an empty preview.
      guard?.reset();
      guard = streaming && preview ? createPreviewGuard(INSTRUCTION_FRAGMENTS, preview) : undefined;
      const sink = guard && previewSink(guard);
      const outcome = await transport.send(request, signal, sink).finally(() => sink?.cancel());
      if (outcome.kind === 'ok') {
        guard?.flush();
        if (guard?.poisoned) throw new WriterError(`openai: ${INSTRUCTIONS_LEAKED}`);
        return toResult(outcome.payload, promptChars);
      }

      // A server without JSON mode or without streaming: ask again once without it (not counted as a retry).
      if (outcome.kind === 'http' && withResponseFormat && rejectsOption(outcome, /response_format|response format/i)) {
        withResponseFormat = false;
        responseFormatSupported = false;
        continue;
      }
      if (outcome.kind === 'http' && streaming && rejectsOption(outcome, /\bstream(_options)?\b/i)) {
        streaming = false;
        streamingSupported = false;
        continue;
      }
      const retryable = outcome.kind !== 'http' || outcome.status === 429 || outcome.status >= 500;
      if (!retryable || retries >= maxRetries) throw failure(outcome, retries + 1);
      const delay =
        outcome.kind === 'http' && outcome.retryAfterMs !== undefined ? outcome.retryAfterMs : backoffDelay(retries);
      await pause(sleep, delay, signal);
      retries += 1;
    }
  }

  return { name: 'openai', model, write };
}

/**
 * The streamed answer's content goes through the JSON reader into the guard; a poisoned guard stops
 * the stream. The guard judges what arrived together at once: it flushes when the stream waits for
 * the network again (a burst of chunks becomes one preview event rather than one per chunk), and
 * when a value is complete, so a finished title or paragraph is shown without waiting for the next.
 */
function previewSink(guard: PreviewGuard) {
  let completed = false;
  const reader = createJsonStringReader({
    text: guard.reader.text,
    end(path) {
      guard.reader.end(path);
      completed = true;
    },
  });
  let pending: NodeJS.Immediate | undefined;
  const flush = () => {
    pending = undefined;
    guard.flush();
  };
  return {
    content(piece: string) {
      reader.push(piece);
      if (completed) {
        completed = false;
        guard.flush();
      }
      pending ??= setImmediate(flush);
    },
    get stopped() {
      return guard.poisoned;
    },
    /** The attempt is over: nothing more is sent from here (a complete answer is flushed by the caller). */
    cancel() {
      if (pending) clearImmediate(pending);
      pending = undefined;
    },
  };
}

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().nullish(), completion_tokens: z.number().nullish() }).nullish(),
});

function toResult(payload: unknown, promptChars: number): WriterResult {
  const parsed = completionSchema.safeParse(payload);
  if (!parsed.success) throw new WriterError('openai: the response is not a chat completion');
  const choice = parsed.data.choices[0];
  const content = choice?.message?.content ?? '';
  if (!content.trim()) {
    const refusal = choice?.message?.refusal ? ' (refused)' : '';
    throw new WriterError(`openai: the response has no message content${refusal}`);
  }
  let draft: WriterDraft;
  try {
    draft = parseWriterDraft(content);
  } catch (error) {
    if (!(error instanceof WriterError)) throw error;
    const cutOff = choice?.finish_reason === 'length' ? '; the answer was cut off at max_tokens' : '';
    throw new WriterError(`openai: ${error.message}${cutOff}`, error.userMessage);
  }
  const usage = parsed.data.usage;
  const result: WriterUsage = {
    promptTokens: tokenCount(usage?.prompt_tokens) ?? estimateTokens(promptChars),
    completionTokens: tokenCount(usage?.completion_tokens) ?? estimateTokens(content.length),
  };
  return { draft, usage: result };
}

function tokenCount(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
}

/** Korean text runs about two characters per token. */
function estimateTokens(chars: number): number {
  return Math.ceil(chars / 2);
}

function rejectsOption(outcome: { status: number; detail: string }, option: RegExp): boolean {
  return (outcome.status === 400 || outcome.status === 422) && option.test(outcome.detail);
}

function failure(outcome: FailedOutcome, attempts: number): WriterError {
  const tries = `after ${attempts} attempt${attempts === 1 ? '' : 's'}`;
  switch (outcome.kind) {
    case 'timeout':
      return new WriterError(`openai: request timed out ${tries}`, TIMEOUT_USER_MESSAGE);
    case 'network':
      return new WriterError(`openai: network error ${tries}: ${outcome.detail}`);
    case 'http':
      return new WriterError(
        `openai: HTTP ${outcome.status} ${tries}${outcome.detail ? `: ${outcome.detail}` : ''}`,
        outcome.status === 429 ? BUSY_USER_MESSAGE : undefined,
      );
  }
}

/** 500 ms, 1,500 ms, 4,500 ms … plus up to 20 % jitter. */
function backoffDelay(retry: number): number {
  const base = BACKOFF_BASE_MS * BACKOFF_FACTOR ** retry;
  return Math.round(base + Math.random() * base * JITTER_RATIO);
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function pause(sleep: (ms: number) => Promise<void>, ms: number, signal: AbortSignal | undefined) {
  if (!signal) return sleep(ms);
  if (signal.aborted) throw abortedByCaller();
  await new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(abortedByCaller());
    signal.addEventListener('abort', onAbort, { once: true });
    sleep(ms).then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
