import type { GeneratePreviewEvent, GenerateResponse } from '@geulgam/contracts';
import { apiPaths } from '@geulgam/contracts/paths';
import { memberApi } from '../../../lib/api-clients.ts';
import { loadContracts } from '../../../lib/contracts.ts';
import { GENERATE_TIMEOUT_MS } from './generate.ts';

/** One server-sent event: its name (`message` when the server named none) and its joined `data:` lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental `text/event-stream` parser (the WHATWG "event stream interpretation"): feed it
 * decoded text in chunks of any size; it calls `onEvent` for each complete event. Lines end with
 * `\r\n`, `\n` or `\r` (a `\r` at the end of a chunk waits for the next one, in case a `\n` follows);
 * `:` lines are comments; several `data:` lines are joined with `\n`; `id:`, `retry:` and unknown
 * fields are ignored. Unlike the standard, `end()` also dispatches a last event that lacks its
 * closing blank line, so a server that ends the stream right after `result` still counts.
 */
export class SseParser {
  private buffer = '';
  private eventName = '';
  private data: string[] = [];

  constructor(private readonly onEvent: (event: SseEvent) => void) {}

  push(text: string): void {
    this.buffer += text;
    this.drain(false);
  }

  end(): void {
    this.drain(true);
    if (this.buffer !== '') this.line(this.buffer);
    this.buffer = '';
    this.dispatch();
  }

  private drain(final: boolean): void {
    let start = 0;
    const { buffer } = this;
    while (start < buffer.length) {
      let index = start;
      while (index < buffer.length && buffer[index] !== '\n' && buffer[index] !== '\r') index += 1;
      if (index === buffer.length) break;
      // A lone `\r` at the very end may be the first half of `\r\n`.
      if (buffer[index] === '\r' && index === buffer.length - 1 && !final) break;
      this.line(buffer.slice(start, index));
      start = index + (buffer[index] === '\r' && buffer[index + 1] === '\n' ? 2 : 1);
    }
    this.buffer = buffer.slice(start);
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventName = value;
    else if (field === 'data') this.data.push(value);
  }

  private dispatch(): void {
    // As the standard says, an event without data lines is not dispatched.
    if (this.data.length > 0) {
      this.onEvent({ event: this.eventName || 'message', data: this.data.join('\n') });
    }
    this.eventName = '';
    this.data = [];
  }
}

export interface GenerateStreamOptions {
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
  { onPreview, onReset, signal }: GenerateStreamOptions = {},
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
      body: { keyword_id: keywordId },
      headers: { Accept: 'text/event-stream' },
      signal: stop,
    });
    return await readGenerateStream(response, contractsPromise, { onPreview, onReset }, { touch, stop });
  } finally {
    window.clearTimeout(timer);
  }
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
