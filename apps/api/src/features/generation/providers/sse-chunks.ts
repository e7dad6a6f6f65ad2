import { createParser } from 'eventsource-parser';

/*
 * The body of a streamed chat completion, read as server-sent events with eventsource-parser. The SDK's own
 * iterator (three nested async generators, a line decoder of its own and one step per event) was a tenth of the
 * API's busy time under 20 concurrent streams (ADR 037); here each network read is one step, and the events it
 * completed come out together.
 */

/** What one streamed chunk says; `content` is '' when it carries none. */
export interface ChunkParts {
  content: string;
  finishReason: string | null;
  usage: { prompt_tokens?: number | null; completion_tokens?: number | null } | null;
}

/** An `error` the server sent inside the stream (OpenAI sends `data: {"error": …}` when it fails mid-answer). */
export class StreamErrorEvent extends Error {
  constructor(error: unknown) {
    const message =
      error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
        ? error.message
        : JSON.stringify(error);
    super(message);
    this.name = 'StreamErrorEvent';
  }
}

/**
 * The `data` of every event in `body`, those completed by one network read in one array; nothing after `[DONE]`.
 * The body is read to its end (the connection can then be reused) or cancelled when the caller stops early.
 */
export async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let batch: string[] = [];
  let done = false;
  let ended = false;
  const parser = createParser({
    onEvent(message) {
      if (done) return;
      if (message.data.startsWith('[DONE]')) done = true;
      else batch.push(message.data);
    },
  });
  try {
    for (;;) {
      const read = await reader.read();
      if (read.done) {
        ended = true;
        parser.feed(decoder.decode());
      } else {
        parser.feed(decoder.decode(read.value, { stream: true }));
      }
      if (batch.length > 0) {
        const events = batch;
        batch = [];
        yield events;
      }
      if (ended) return;
    }
  } finally {
    if (!ended) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const nullish = (value: unknown) => value === null || value === undefined;
const optionalNumber = (value: unknown) => nullish(value) || typeof value === 'number';

/**
 * One event's `data` as a chat completion chunk; throws a SyntaxError when it is not one (JSON or shape), and a
 * StreamErrorEvent when the server reports an error in it.
 */
export function chunkParts(data: string): ChunkParts {
  const chunk: unknown = JSON.parse(data);
  if (!isObject(chunk)) throw new SyntaxError('not a chat completion chunk');
  if (chunk.error) throw new StreamErrorEvent(chunk.error);
  const { choices, usage } = chunk;
  if (!nullish(usage)) {
    if (!isObject(usage) || !optionalNumber(usage.prompt_tokens) || !optionalNumber(usage.completion_tokens)) {
      throw new SyntaxError('not a chat completion chunk');
    }
  }
  if (!nullish(choices) && !Array.isArray(choices)) throw new SyntaxError('not a chat completion chunk');
  let first: { content: string; finishReason: string | null } = { content: '', finishReason: null };
  for (const [index, choice] of ((choices as unknown[] | null | undefined) ?? []).entries()) {
    if (!isObject(choice)) throw new SyntaxError('not a chat completion chunk');
    const { delta, finish_reason: finishReason } = choice;
    if (!nullish(finishReason) && typeof finishReason !== 'string')
      throw new SyntaxError('not a chat completion chunk');
    if (!nullish(delta) && !isObject(delta)) throw new SyntaxError('not a chat completion chunk');
    const content = isObject(delta) ? delta.content : undefined;
    if (!nullish(content) && typeof content !== 'string') throw new SyntaxError('not a chat completion chunk');
    if (index === 0)
      first = {
        content: (content as string | null | undefined) ?? '',
        finishReason: (finishReason as string | null | undefined) ?? null,
      };
  }
  return { ...first, usage: nullish(usage) ? null : (usage as ChunkParts['usage']) };
}
