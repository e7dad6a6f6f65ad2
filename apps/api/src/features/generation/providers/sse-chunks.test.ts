import { describe, expect, it } from 'vitest';
import { chunkParts, eventData, StreamErrorEvent } from './sse-chunks.ts';

/** A body that hands over exactly these byte pieces, one per read. */
function bodyOf(pieces: Uint8Array[]) {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

async function collect(body: ReadableStream<Uint8Array>) {
  const reads: string[][] = [];
  for await (const events of eventData(body)) reads.push(events);
  return reads;
}

describe('eventData', () => {
  it('joins events split anywhere, a Korean character included, and gives those of one read together', async () => {
    const bytes = new TextEncoder().encode('data: {"a":"한강"}\n\ndata: 2\n\n: comment\n\ndata: 3\n\n');
    // Split inside 한 (three bytes), right after it, and inside the second event.
    const cut = [0, 12, 13, 27, bytes.length];
    const pieces = cut.slice(1).map((end, i) => bytes.slice(cut[i], end));
    expect(await collect(bodyOf(pieces).body)).toEqual([['{"a":"한강"}'], ['2', '3']]);
  });

  it('gives nothing after [DONE] and reads the body to its end', async () => {
    const source = bodyOf([new TextEncoder().encode('data: 1\n\ndata: [DONE]\n\ndata: 2\n\n')]);
    expect(await collect(source.body)).toEqual([['1']]);
    expect(source.cancelled()).toBe(false);
  });

  it('cancels the body when the reader stops early', async () => {
    const encoder = new TextEncoder();
    const source = bodyOf([encoder.encode('data: 1\n\n'), encoder.encode('data: 2\n\n')]);
    for await (const events of eventData(source.body)) {
      expect(events).toEqual(['1']);
      break;
    }
    expect(source.cancelled()).toBe(true);
  });
});

describe('chunkParts', () => {
  it('reads the first choice, the finish reason and the usage', () => {
    expect(chunkParts('{"choices":[{"index":0,"delta":{"content":"안녕"},"finish_reason":null}]}')).toEqual({
      content: '안녕',
      finishReason: null,
      usage: null,
    });
    expect(chunkParts('{"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":4}}')).toEqual({
      content: '',
      finishReason: null,
      usage: { prompt_tokens: 3, completion_tokens: 4 },
    });
    expect(chunkParts('{"choices":[{"delta":{},"finish_reason":"stop"}]}').finishReason).toBe('stop');
  });

  it('refuses what is not a chat completion chunk', () => {
    for (const data of [
      'not json',
      '"text"',
      '{"choices":{}}',
      '{"choices":[{"delta":{"content":5}}]}',
      '{"usage":{"prompt_tokens":"3"}}',
    ]) {
      expect(() => chunkParts(data), data).toThrow(SyntaxError);
    }
  });

  it('throws the error a server reports inside the stream', () => {
    expect(() => chunkParts('{"error":{"message":"overloaded"}}')).toThrow(
      new StreamErrorEvent({ message: 'overloaded' }),
    );
    expect(() => chunkParts('{"error":{"message":"overloaded"}}')).toThrow('overloaded');
  });
});
