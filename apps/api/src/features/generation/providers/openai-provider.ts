import { z } from 'zod';
import { INSTRUCTIONS_LEAKED, parseWriterDraft } from './draft-answer.ts';
import { createJsonStringReader } from './json-string-reader.ts';
import { createPreviewGuard } from './preview-guard.ts';
import { buildChatMessages, DEFAULT_MAX_PROMPT_CHARS, INSTRUCTION_FRAGMENTS, OPENAI_SYSTEM_PROMPT } from './prompt.ts';
import {
  WriterError,
  type WriterDraft,
  type WriterInput,
  type WriterProvider,
  type WriterResult,
  type WriterUsage,
  type WriteOptions,
  type PreviewListener,
} from './provider.ts';

type PreviewGuard = ReturnType<typeof createPreviewGuard>;

/**
 * A writer backed by any OpenAI-compatible Chat Completions endpoint (OpenAI, CLOVA Studio's
 * OpenAI-compatible base, Ollama, vLLM): `POST {baseUrl}/chat/completions` with plain `fetch`.
 *
 * Safety model: the system prompt never contains input; news text travels in the user message as
 * delimited, neutralized data; the answer is parsed as JSON, validated, and every text field is
 * stripped of markup, links and URLs before it leaves this module.
 */
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
const MAX_RETRY_AFTER_MS = 10_000;

const TIMEOUT_USER_MESSAGE = '글을 만드는 데 시간이 너무 오래 걸렸어요. 잠시 후 다시 시도해 주세요.';
const BUSY_USER_MESSAGE = '지금 요청이 많아 글을 만들지 못했어요. 잠시 후 다시 시도해 주세요.';
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
  const fetchImpl = options.fetchImpl ?? globalThis.fetch;
  const sleep = options.sleep ?? defaultSleep;
  const endpoint = `${baseUrl}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;

  const streamingHeaders = { ...headers, accept: 'text/event-stream' };

  // Learned once per provider: servers that reject `response_format` or `stream` are asked without it afterwards.
  let responseFormatSupported = true;
  let streamingSupported = true;

  const redact = (text: string) => (apiKey ? text.split(apiKey).join('***') : text);

  async function attempt(
    body: string,
    signal: AbortSignal | undefined,
    guard: PreviewGuard | undefined,
  ): Promise<AttemptOutcome> {
    const controller = new AbortController();
    let timedOut = false;
    const expire = () => {
      timedOut = true;
      controller.abort(new Error(`timed out after ${timeoutMs} ms`));
    };
    let timer = setTimeout(expire, timeoutMs);
    // A stream that keeps sending is alive: its timeout counts from the latest chunk.
    const touch = () => {
      clearTimeout(timer);
      timer = setTimeout(expire, timeoutMs);
    };
    const onCallerAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: guard ? streamingHeaders : headers,
        body,
        signal: controller.signal,
      });
      if (response.ok && guard && response.body && isEventStream(response.headers)) {
        const payload = await readCompletionStream(response.body, guard, touch);
        if (guard.poisoned) {
          throw new WriterError(`openai: ${INSTRUCTIONS_LEAKED}`);
        }
        return { kind: 'ok', payload };
      }
      const text = await response.text();
      if (!response.ok) {
        return {
          kind: 'http',
          status: response.status,
          detail: redact(errorDetail(text)),
          retryAfterMs: retryAfterMs(response.headers),
        };
      }
      try {
        return { kind: 'ok', payload: JSON.parse(text) as unknown };
      } catch {
        throw new WriterError(`openai: HTTP ${response.status} response is not JSON`);
      }
    } catch (error) {
      if (error instanceof WriterError) throw error;
      if (signal?.aborted) throw abortedByCaller();
      if (timedOut) return { kind: 'timeout' };
      return { kind: 'network', detail: redact(describeError(error)) };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

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
      const request: Record<string, unknown> = {
        model,
        messages,
        temperature: TEMPERATURE,
        max_tokens: maxCompletionTokens,
      };
      if (withResponseFormat) request.response_format = { type: 'json_object' };
      if (streaming) Object.assign(request, { stream: true, stream_options: { include_usage: true } });
      // A new attempt starts from an empty preview.
      guard?.reset();
      guard = streaming && preview ? createPreviewGuard(INSTRUCTION_FRAGMENTS, preview) : undefined;
      const outcome = await attempt(JSON.stringify(request), signal, guard);
      if (outcome.kind === 'ok') return toResult(outcome.payload, promptChars);

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

// ---------------------------------------------------------------------------------------------
// Transport

type AttemptOutcome =
  | { kind: 'ok'; payload: unknown }
  | { kind: 'http'; status: number; detail: string; retryAfterMs: number | undefined }
  | { kind: 'network'; detail: string }
  | { kind: 'timeout' };

type FailedOutcome = Exclude<AttemptOutcome, { kind: 'ok' }>;

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

/** The server reported an error in the middle of a stream: retried like a dropped connection. */
class StreamBrokeOff extends Error {}

function isEventStream(headers: Headers): boolean {
  return (headers.get('content-type') ?? '').toLowerCase().includes('text/event-stream');
}

const streamChunkSchema = z.object({
  /** Some servers report a failure inside the stream, after the 200. */
  error: z.unknown().optional(),
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .nullish(),
  usage: z.object({ prompt_tokens: z.number().nullish(), completion_tokens: z.number().nullish() }).nullish(),
});

/**
 * Reads a streamed chat completion (`data: {chunk}` lines, then `data: [DONE]`), feeding every
 * content delta to the preview as it arrives, and returns it shaped like a non-streamed completion.
 * Stops early when the preview guard has seen the answer repeat its instructions; an error chunk
 * throws StreamBrokeOff. `touch` is called on every chunk (the attempt's timeout restarts).
 */
async function readCompletionStream(
  body: ReadableStream<Uint8Array>,
  guard: PreviewGuard,
  touch: () => void,
): Promise<unknown> {
  const reader = createJsonStringReader(guard.reader);
  const decoder = new TextDecoder();
  let content = '';
  let finishReason: string | null = null;
  let usage: z.infer<typeof streamChunkSchema>['usage'] = null;
  let pending = '';
  let done = false;
  const onLine = (line: string) => {
    if (!line.startsWith('data:')) return;
    const data = line.slice(5).trim();
    if (data === '[DONE]') {
      done = true;
      return;
    }
    let chunk: z.infer<typeof streamChunkSchema>;
    try {
      chunk = streamChunkSchema.parse(JSON.parse(data));
    } catch {
      throw new WriterError('openai: a streamed chunk is not a chat completion chunk');
    }
    if (chunk.error !== undefined) throw new StreamBrokeOff(errorDetail(JSON.stringify(chunk)));
    if (chunk.usage) usage = chunk.usage;
    const choice = chunk.choices?.[0];
    if (choice?.finish_reason) finishReason = choice.finish_reason;
    const piece = choice?.delta?.content;
    if (piece) {
      content += piece;
      reader.push(piece);
    }
  };
  for await (const bytes of body) {
    touch();
    pending += decoder.decode(bytes, { stream: true });
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line);
    guard.flush();
    if (done || guard.poisoned) break;
  }
  pending += decoder.decode();
  if (!done && pending) onLine(pending);
  guard.flush();
  return { choices: [{ message: { content }, finish_reason: finishReason }], usage };
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

function abortedByCaller(): WriterError {
  return new WriterError('openai: request aborted by the caller');
}

function errorDetail(text: string): string {
  let json: Record<string, unknown> | undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) json = value as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  const error = json?.error;
  let detail: unknown = text;
  if (typeof error === 'string') detail = error;
  else if (error && typeof error === 'object' && 'message' in error) detail = error.message;
  else if (json && typeof json.message === 'string') detail = json.message;
  else if (json && typeof json.detail === 'string') detail = json.detail;
  return String(detail).replace(/\s+/g, ' ').trim().slice(0, 300);
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.slice(0, 300);
}

/** `retry-after-ms` (OpenAI) or `Retry-After` in seconds or as an HTTP date; capped at 10 s. */
function retryAfterMs(headers: Headers): number | undefined {
  const milliseconds = headers.get('retry-after-ms')?.trim();
  if (milliseconds && /^\d+(\.\d+)?$/.test(milliseconds)) return Math.min(Number(milliseconds), MAX_RETRY_AFTER_MS);
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.min(Number(value) * 1000, MAX_RETRY_AFTER_MS);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.min(Math.max(0, date - Date.now()), MAX_RETRY_AFTER_MS);
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
