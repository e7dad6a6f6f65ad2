import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAiTransport, type AttemptOutcome } from './openai-transport.ts';
import { PREVIEW_READ_PACE_MS, previewAttempt } from './preview-events.ts';
import type { PreviewEvent } from './provider.ts';

/** A streamed chat completion chunk carrying `content`. */
const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;

/**
 * A model that writes its first chunk at once and every later one only when the test says so, each in a write of its
 * own (as a model streaming token by token does).
 */
async function startModel() {
  let answer: http.ServerResponse | undefined;
  const arrived: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(chunk('{"title":"'));
    answer = response;
    arrived.splice(0).forEach((resolve) => resolve());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const writeEach = async (pieces: string[]) => {
    for (const piece of pieces) {
      await new Promise<void>((resolve) => answer!.write(chunk(piece), () => resolve()));
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    writeEach,
    end: () => answer!.end('data: [DONE]\n\n'),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

let model: Awaited<ReturnType<typeof startModel>> | undefined;
afterEach(() => model?.close());

describe('openai-transport: a paced stream (ADR 077)', () => {
  it('gives the pieces that arrived during a pause as one, and the whole answer at the end', async () => {
    model = await startModel();
    const transport = createOpenAiTransport({ baseUrl: model.baseUrl, timeoutMs: 30_000 });
    const attempt = transport.stream({ model: 'm', messages: [{ role: 'user', content: 'x' }] }, undefined);

    expect(await attempt.next()).toEqual({ done: false, value: '{"title":"' });
    // The consumer asks for the next piece after a pause; meanwhile the model writes four chunks, one by one.
    const next = attempt.next(400);
    await model.writeEach(['한강', ' 가을', ' 축제', '"}']);
    expect(await next).toEqual({ done: false, value: '한강 가을 축제"}' });

    model.end();
    const last = await attempt.next();
    expect(last.done).toBe(true);
    expect(last.value).toMatchObject({
      kind: 'ok',
      payload: { choices: [{ message: { content: '{"title":"한강 가을 축제"}' } }] },
    });
  });

  it('reads each piece as it comes when no pause is asked for', async () => {
    model = await startModel();
    const transport = createOpenAiTransport({ baseUrl: model.baseUrl, timeoutMs: 30_000 });
    const attempt = transport.stream({ model: 'm', messages: [{ role: 'user', content: 'x' }] }, undefined);

    expect(await attempt.next()).toEqual({ done: false, value: '{"title":"' });
    const next = attempt.next();
    await model.writeEach(['한강']);
    expect(await next).toEqual({ done: false, value: '한강' });
    model.end();
    expect((await attempt.next()).done).toBe(true);
  });
});

describe('previewAttempt: the stream is paced only after the first text (ADR 077)', () => {
  it('asks for the next piece at once until a word is shown, then with PREVIEW_READ_PACE_MS', async () => {
    const asked: (number | undefined)[] = [];
    const pieces = ['{"title":"', '한강', ' 가을', ' 축제', '"}'];
    async function* attempt(): AsyncGenerator<string, AttemptOutcome, number | undefined> {
      for (const piece of pieces) asked.push(yield piece);
      return { kind: 'ok', payload: {} };
    }
    const events: PreviewEvent[] = [];
    const run = previewAttempt(attempt());
    for (let step = await run.next(); !step.done; step = await run.next()) events.push(step.value);

    // Nothing is paced before the first word is whole (after ' 가을'); once a preview is out, every read is.
    const firstPaced = asked.indexOf(PREVIEW_READ_PACE_MS);
    expect(asked.slice(0, 2)).toEqual([undefined, undefined]);
    expect(firstPaced).toBeGreaterThan(1);
    expect(asked.slice(firstPaced).every((pause) => pause === PREVIEW_READ_PACE_MS)).toBe(true);
    expect(events.map((event) => (event.event === 'preview' ? event.data.text : event.event)).join('')).toBe(
      '한강 가을 축제',
    );
  });
});
