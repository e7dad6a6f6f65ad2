import type { APIError } from 'openai';
import type * as OpenAiSdk from './openai-sdk.ts';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { slicedDelay } from '../../../shared/sliced-timeout.ts';
import { WriterError } from './provider.ts';
import { chunkParts, eventData, type ChunkParts } from './sse-chunks.ts';

type Sdk = typeof OpenAiSdk;
/**
 * The SDK (~2 MiB of heap with its resources) is loaded at the first request to a model, not with the API: a
 * product writing offline, the default, never needs it (ADR 045).
 */
let sdk: Sdk | undefined;
let sdkLoading: Promise<Sdk> | undefined;
function loadSdk(): Promise<Sdk> {
  sdkLoading ??= import('./openai-sdk.ts').then((loaded) => (sdk = loaded));
  return sdkLoading;
}

/*
 * One request to an OpenAI-compatible Chat Completions endpoint, through the official `openai` SDK:
 * URL, headers, authorization and error answers (status, body, headers) are the SDK's; the server-sent
 * events of a streamed answer are read by sse-chunks.ts. What the SDK does not do is here: a timeout that counts a
 * stream's silence (the SDK's `timeout` ends when the response headers arrive), a plain JSON answer
 * to a streamed request, and the outcome of the attempt as the provider's retry loop needs it.
 */

export interface OpenAiTransportOptions {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export type ChatRequest = ChatCompletionCreateParamsNonStreaming;

export type AttemptOutcome =
  | { kind: 'ok'; payload: unknown }
  | { kind: 'http'; status: number; detail: string; retryAfterMs: number | undefined }
  | { kind: 'network'; detail: string }
  | { kind: 'timeout' };

const MAX_RETRY_AFTER_MS = 10_000;

export function createOpenAiTransport(options: OpenAiTransportOptions) {
  const { apiKey, timeoutMs } = options;
  const settings = {
    baseURL: options.baseUrl,
    // The SDK insists on a key; local servers need none, so then no Authorization header is sent.
    apiKey: apiKey ?? 'unused',
    ...(apiKey ? {} : { defaultHeaders: { Authorization: null } }),
    // Not from OPENAI_ORG_ID / _PROJECT_ID / _ADMIN_KEY: this client talks to whichever server is configured.
    organization: null,
    project: null,
    adminAPIKey: null,
    // Retries are the provider's: they also cover a stream that breaks off, which the SDK never retries.
    maxRetries: 0,
    timeout: Math.ceil(timeoutMs),
    logLevel: 'off',
    ...(options.fetchImpl ? { fetch: options.fetchImpl } : {}),
  } as const;
  let client: InstanceType<Sdk['CompatibleClient']> | undefined;
  const clientNow = async () => (client ??= new (await loadSdk()).CompatibleClient(settings));

  const redact = (text: string) => (apiKey ? text.split(apiKey).join('***') : text);

  /** Sends `request` once and waits for the whole answer. */
  async function send(request: ChatRequest, signal: AbortSignal | undefined): Promise<AttemptOutcome> {
    const silence = createSilenceTimer(timeoutMs);
    try {
      return { kind: 'ok', payload: await sendPlain(request, abortOn(signal, silence)) };
    } catch (error) {
      return failedOutcome(error, signal, silence);
    } finally {
      silence.clear();
    }
  }

  /**
   * Sends `request` once, streamed: yields the answer's content as it arrives, and returns how the attempt ended.
   * The caller may pass a pause in milliseconds to `next()`: the body is then read again only after it, and what
   * arrived meanwhile comes as one piece (ADR 077).
   */
  async function* stream(
    request: ChatRequest,
    signal: AbortSignal | undefined,
  ): AsyncGenerator<string, AttemptOutcome, number | undefined> {
    const silence = createSilenceTimer(timeoutMs);
    try {
      return { kind: 'ok', payload: yield* sendStreamed(request, abortOn(signal, silence), silence.restart) };
    } catch (error) {
      return failedOutcome(error, signal, silence);
    } finally {
      silence.clear();
    }
  }

  function failedOutcome(error: unknown, signal: AbortSignal | undefined, silence: SilenceTimer): AttemptOutcome {
    if (error instanceof WriterError) throw error;
    if (signal?.aborted) throw abortedByCaller();
    // Without the SDK loaded the error cannot be one of its own.
    if (silence.expired || (sdk && error instanceof sdk.APIConnectionTimeoutError)) return { kind: 'timeout' };
    if (sdk && error instanceof sdk.APIError && error.status !== undefined) {
      return {
        kind: 'http',
        status: error.status,
        detail: redact(errorDetail(error)),
        retryAfterMs: retryAfterMs(error.headers),
      };
    }
    // No answer at all, a connection dropped mid-stream, or an error event inside the stream.
    return { kind: 'network', detail: redact(describeError(error)) };
  }

  async function sendPlain(request: ChatRequest, signal: AbortSignal): Promise<unknown> {
    let answer: { data: unknown; response: Response };
    try {
      answer = await (await clientNow()).chat.completions.create(request, { signal }).withResponse();
    } catch (error) {
      if (error instanceof SyntaxError) throw new WriterError('openai: the response is not JSON');
      throw error;
    }
    // The SDK hands over a body that is not JSON as text.
    if (typeof answer.data !== 'object') {
      throw new WriterError(`openai: HTTP ${answer.response.status} response is not JSON`);
    }
    return answer.data;
  }

  async function* sendStreamed(
    request: ChatRequest,
    signal: AbortSignal,
    alive: () => void,
  ): AsyncGenerator<string, unknown, number | undefined> {
    // The SDK sends the request and maps its error answers; the body is read here (sse-chunks.ts).
    const response = await (
      await clientNow()
    ).chat.completions
      .create(
        { ...request, stream: true, stream_options: { include_usage: true } },
        { signal, headers: { Accept: 'text/event-stream' } },
      )
      .asResponse();
    // Some servers answer a streamed request with one JSON body.
    if (!(response.headers.get('content-type') ?? '').toLowerCase().includes('text/event-stream') || !response.body) {
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new WriterError(`openai: HTTP ${response.status} response is not JSON`);
      }
    }
    let content = '';
    let finishReason: string | null = null;
    let usage: ChunkParts['usage'] = null;
    try {
      for await (const events of eventData(response.body)) {
        alive();
        // The pieces that arrived together go on as one: the preview judges them at once anyway.
        let arrived = '';
        for (const data of events) {
          const chunk = chunkParts(data);
          if (chunk.usage) usage = chunk.usage;
          if (chunk.finishReason) finishReason = chunk.finishReason;
          arrived += chunk.content;
        }
        if (arrived) {
          content += arrived;
          // While the body is not read, the network's pieces gather in the HTTP client's buffer and the next read
          // takes them all: one step through the parser, the preview and the generators instead of one per token.
          // The 200 streams' pauses end together; each resumes within a slice of a loop turn (ADR 084).
          const pause = yield arrived;
          if (pause !== undefined && pause > 0) await slicedDelay(pause);
        }
      }
    } catch (error) {
      if (error instanceof SyntaxError)
        throw new WriterError('openai: a streamed chunk is not a chat completion chunk');
      throw error;
    }
    signal.throwIfAborted();
    return { choices: [{ message: { content }, finish_reason: finishReason }], usage };
  }

  return { send, stream };
}

function abortOn(signal: AbortSignal | undefined, silence: SilenceTimer): AbortSignal {
  return signal ? AbortSignal.any([signal, silence.signal]) : silence.signal;
}

/**
 * Aborts after `ms` without a sign of life; `restart` on every streamed chunk, so a long answer
 * that keeps coming is not cut off, while one that stalls is.
 */
type SilenceTimer = ReturnType<typeof createSilenceTimer>;

function createSilenceTimer(ms: number) {
  const controller = new AbortController();
  let expired = false;
  const expire = () => {
    expired = true;
    controller.abort(new Error(`timed out after ${ms} ms`));
  };
  let timer = setTimeout(expire, ms);
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    restart() {
      clearTimeout(timer);
      timer = setTimeout(expire, ms);
    },
    clear() {
      clearTimeout(timer);
    },
  };
}

export function abortedByCaller(): WriterError {
  return new WriterError('openai: request aborted by the caller');
}

/** The server's own words: `error` as a string or its `message`, else the SDK's message without the status. */
function errorDetail(error: APIError): string {
  const body: unknown = error.error;
  let detail = error.message.replace(/^\d{3} /, '').replace(/^status code \(no body\)$/, '');
  if (typeof body === 'string') detail = body;
  else if (body && typeof body === 'object' && 'message' in body) detail = String(body.message);
  return detail.replace(/\s+/g, ' ').trim().slice(0, 300);
}

function describeError(error: unknown): string {
  // The SDK wraps a failed fetch; its cause says what happened.
  const inner = sdk && error instanceof sdk.APIConnectionError && error.cause instanceof Error ? error.cause : error;
  if (!(inner instanceof Error)) return String(inner);
  const cause = inner.cause instanceof Error ? `: ${inner.cause.message}` : '';
  return `${inner.message}${cause}`.slice(0, 300);
}

/** `retry-after-ms` (OpenAI) or `Retry-After` in seconds or as an HTTP date; capped at 10 s. */
function retryAfterMs(headers: Headers | undefined): number | undefined {
  const milliseconds = headers?.get('retry-after-ms')?.trim();
  if (milliseconds && /^\d+(\.\d+)?$/.test(milliseconds)) return Math.min(Number(milliseconds), MAX_RETRY_AFTER_MS);
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.min(Number(value) * 1000, MAX_RETRY_AFTER_MS);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.min(Math.max(0, date - Date.now()), MAX_RETRY_AFTER_MS);
}
