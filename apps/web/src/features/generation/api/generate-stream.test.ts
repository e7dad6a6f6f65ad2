import { apiPaths, type GeneratePreviewEvent, type GenerateResponse } from '@geulgam/contracts';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/create-api-client.ts';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { apiUrl } from '../../../testing/api-url.ts';
import { server } from '../../../testing/server.ts';
import { generatePostStream, GenerateStreamIncomplete, type SseEvent, SseParser } from './generate-stream.ts';

const result: GenerateResponse = {
  status: 'success',
  post_id: 9,
  created_at: '2026-11-22T10:00:00+09:00',
  error_message: null,
  from_cache: false,
};

const previews: GeneratePreviewEvent[] = [
  { block: 0, kind: 'title', mode: 'append', text: '기준금리 ' },
  { block: 0, kind: 'title', mode: 'append', text: '동결 🎉' },
  { block: 1, kind: 'paragraph', mode: 'append', text: '한국은행이 금리를 동결했어요.' },
  { block: 1, kind: 'paragraph', mode: 'replace', text: '한국은행이 기준금리를 동결했어요.' },
];

/** A body sent in the given byte slices, one chunk each. */
function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/** The UTF-8 bytes of `text`, cut at every `size` bytes (so, inside Korean characters and emoji too). */
function slices(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.slice(start, start + size));
  return chunks;
}

function respondWith(body: ReadableStream<Uint8Array> | string, contentType = 'text/event-stream; charset=utf-8') {
  const requests: Request[] = [];
  server.use(
    http.post(apiUrl(apiPaths.generate), ({ request }) => {
      requests.push(request.clone());
      return new HttpResponse(body, { headers: { 'content-type': contentType } });
    }),
  );
  return requests;
}

const event = (name: string, data: unknown, eol = '\n') =>
  `event: ${name}${eol}data: ${JSON.stringify(data)}${eol}${eol}`;

function wire(eol = '\n'): string {
  return [
    `: keep-alive${eol}${eol}`,
    ...previews.map((preview) => event('preview', preview, eol)),
    event('reset', {}, eol),
    event('preview', { block: 0, kind: 'heading', mode: 'append', text: '다시 쓴 제목' }, eol),
    event('result', result, eol),
  ].join('');
}

async function run(body: ReadableStream<Uint8Array> | string, contentType?: string) {
  const seen: (GeneratePreviewEvent | 'reset')[] = [];
  const requests = respondWith(body, contentType);
  const response = await generatePostStream(7, {
    onPreview: (preview) => seen.push(preview),
    onReset: () => seen.push('reset'),
  });
  return { response, seen, requests };
}

const expectedSeen = [
  ...previews,
  'reset',
  { block: 0, kind: 'heading', mode: 'append', text: '다시 쓴 제목' },
] as const;

describe('SseParser', () => {
  const parse = (chunks: string[], end = true) => {
    const events: SseEvent[] = [];
    const parser = new SseParser((item) => events.push(item));
    for (const chunk of chunks) parser.push(chunk);
    if (end) parser.end();
    return events;
  };

  it('joins several data lines, ignores comments, ids and unknown fields, and names unnamed events "message"', () => {
    expect(parse([': hi\nid: 1\nretry: 10\nevent: a\ndata: one\ndata:two\ndata\nfoo: bar\n\ndata: x\n\n'])).toEqual([
      { event: 'a', data: 'one\ntwo\n' },
      { event: 'message', data: 'x' },
    ]);
  });

  it('treats \\r\\n split across chunks as one line end, and a lone \\r as a line end', () => {
    expect(parse(['event: a\r', '\ndata: 1\r', '\n\r', '\nevent: b\rdata: 2\r\r'])).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('waits for the blank line, and dispatches a last event without one at the end', () => {
    expect(parse(['event: a\ndata: 1\n'], false)).toEqual([]);
    expect(parse(['event: a\ndata: 1'])).toEqual([{ event: 'a', data: '1' }]);
    expect(parse(['\n\n: only a comment\n\n'])).toEqual([]);
    expect(parse(['event: no-data\n\n'])).toEqual([]);
  });
});

describe('generatePostStream', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('posts the keyword with the member token and asks for an event stream', async () => {
    const { response, seen, requests } = await run(streamOf(slices(wire(), 4_096)));
    expect(response).toEqual(result);
    expect(seen).toEqual(expectedSeen);
    const request = requests[0]!;
    expect(await request.json()).toEqual({ keyword_id: 7 });
    expect(request.headers.get('authorization')).toBe('Bearer member-token');
    expect(request.headers.get('accept')).toBe('text/event-stream');
  });

  it.each([1, 2, 5, 13])('reads events cut every %i bytes, inside Korean characters too', async (size) => {
    const { response, seen } = await run(streamOf(slices(wire(), size)));
    expect(response).toEqual(result);
    expect(seen).toEqual(expectedSeen);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('reads CRLF line ends, also cut between \\r and \\n', async () => {
    const text = wire('\r\n');
    const cut = text.indexOf('\r\n') + 1;
    const bytes = new TextEncoder();
    const { response, seen } = await run(streamOf([bytes.encode(text.slice(0, cut)), ...slices(text.slice(cut), 3)]));
    expect(response).toEqual(result);
    expect(seen).toEqual(expectedSeen);
  });

  it('joins a result sent over several data lines', async () => {
    const data = JSON.stringify(result, null, 1)
      .split('\n')
      .map((line) => `data: ${line}`);
    const { response } = await run(streamOf(slices(`event: result\n${data.join('\n')}\n\n`, 7)));
    expect(response).toEqual(result);
  });

  it('skips unknown events quietly and malformed previews with a warning', async () => {
    const text = [
      event('progress', { percent: 10 }),
      'data: {"no":"name"}\n\n',
      event('preview', { block: -1, kind: 'title', mode: 'append', text: 'x' }),
      event('preview', { block: 0, kind: 'quote', mode: 'append', text: 'x' }),
      'event: preview\ndata: {not json\n\n',
      event('preview', previews[0]),
      event('result', result),
    ].join('');
    const { response, seen } = await run(streamOf(slices(text, 9)));
    expect(response).toEqual(result);
    expect(seen).toEqual([previews[0]]);
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it('fails when the stream ends without a result', async () => {
    respondWith(streamOf(slices(event('preview', previews[0]), 5)));
    await expect(generatePostStream(7)).rejects.toBeInstanceOf(GenerateStreamIncomplete);
  });

  it('fails on a result that is not a generate response', async () => {
    respondWith(streamOf(slices(event('result', { status: 'maybe' }), 64)));
    await expect(generatePostStream(7)).rejects.toThrow();
  });

  it('resolves at the result, even when the server keeps the stream open', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(event('result', result)));
      },
    });
    const { response } = await run(body);
    expect(response).toEqual(result);
  });

  describe('the minute of patience (SPEC §9)', () => {
    /** A response body the test writes to, and a way to let the fetch machinery run. */
    async function openStream() {
      let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
      respondWith(new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) }));
      const outcome = generatePostStream(7).then(
        (response) => ({ response }),
        (error: unknown) => ({ error }),
      );
      for (let i = 0; i < 50 && !controller; i += 1) await vi.advanceTimersByTimeAsync(0);
      const write = (text: string) => controller!.enqueue(new TextEncoder().encode(text));
      return { outcome, write, close: () => controller!.close() };
    }

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      return () => vi.useRealTimers();
    });

    it('counts from the latest event, so a post that keeps streaming may take longer', async () => {
      const { outcome, write, close } = await openStream();
      for (const preview of previews) {
        await vi.advanceTimersByTimeAsync(50_000);
        write(event('preview', preview));
      }
      await vi.advanceTimersByTimeAsync(50_000);
      write(event('result', result));
      close();
      expect(await outcome).toEqual({ response: result });
    });

    it('gives up after a minute without a sign of life', async () => {
      const { outcome, write } = await openStream();
      write(event('preview', previews[0]));
      await vi.advanceTimersByTimeAsync(60_001);
      const settled = await outcome;
      expect('error' in settled && settled.error).toMatchObject({ name: 'TimeoutError' });
    });
  });

  it('reads a JSON answer (a server without streaming) as the generate response', async () => {
    const { response, seen } = await run(JSON.stringify(result), 'application/json');
    expect(response).toEqual(result);
    expect(seen).toEqual([]);
  });

  it('throws the ApiError of a JSON error answered before the stream', async () => {
    server.use(
      http.post(apiUrl(apiPaths.generate), () =>
        HttpResponse.json({ detail: '잠시 후 다시 시도해 주세요.', code: 'rate_limited' }, { status: 429 }),
      ),
    );
    const error = await generatePostStream(7).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, detail: '잠시 후 다시 시도해 주세요.' });
  });
});
