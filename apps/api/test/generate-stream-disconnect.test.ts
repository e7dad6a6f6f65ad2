import http from 'node:http';
import { Writable } from 'node:stream';
import { generatedPosts } from '../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { seedKeyword } from './admin-setup.ts';
import { fakeReplies, sampleDraft, startFakeOpenAiServer, type FakeOpenAiServer } from './fakes/fake-openai-server.ts';
import { bearer, createTestDatabase, freePort, socialLogin, testConfig, type TestApp } from './helpers.ts';

/**
 * A member who closes the page while their post is streamed (ADR 073): the generation goes on and stores the post
 * (ADR 012), and the server logs the early close as an ordinary end of the answer, not as an error.
 */

interface LogLine {
  level: number;
  msg?: string;
  err?: unknown;
}

const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

let t: TestApp & { baseUrl: string };
let llm: FakeOpenAiServer;

beforeAll(async () => {
  // Slow enough that the member leaves long before the model is done.
  llm = await startFakeOpenAiServer({ tokensPerSecond: 150 });
  llm.setDefaultReply(fakeReplies.draft(sampleDraft()));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = testConfig({
    PORT: String(port),
    PUBLIC_API_URL: baseUrl,
    LOG_LEVEL: 'info',
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: 'fake-model',
  });
  const testDb = await createTestDatabase();
  const logger = pino({ level: 'info' }, sink) as unknown as FastifyBaseLogger;
  const app = await buildApp({ config, database: testDb.database }, { logger });
  await app.listen({ host: '127.0.0.1', port });
  t = {
    app,
    config,
    database: testDb.database,
    baseUrl,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}, 90_000);

afterAll(async () => {
  await t?.close();
  await llm?.close();
});

it('ends a stream the member left as a normal end: the post is stored and nothing is logged as an error', async () => {
  const member = await socialLogin(t, 'kakao', 'leaver@example.com');
  const keywordId = await seedKeyword(t, { key: 'stream-leaver', title: '떠난 독자 소식', category: '경제' });
  // The browser closes the page: its connection ends after the first preview arrived.
  const seen = await new Promise<string>((resolve, reject) => {
    const request = http.request(
      `${t.baseUrl}/api/generate/`,
      {
        method: 'POST',
        agent: false,
        headers: { ...bearer(member.access), accept: 'text/event-stream', 'content-type': 'application/json' },
      },
      (response) => {
        expect(response.statusCode).toBe(200);
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          if (text.includes('event: preview')) {
            request.destroy();
            resolve(text);
          }
        });
        response.on('end', () => resolve(text));
      },
    );
    request.on('error', (error) => (error.message === 'socket hang up' ? undefined : reject(error)));
    request.end(JSON.stringify({ keyword_id: keywordId }));
  });
  expect(seen).toContain('event: preview');
  lines.length = 0;

  // The generation goes on to the end and stores the post.
  const stored = async () =>
    (await t.database.db.select().from(generatedPosts).where(eq(generatedPosts.keywordId, keywordId))).length;
  await expect.poll(stored, { timeout: 60_000, interval: 200 }).toBe(1);
  // What the server logs at the end of the stream comes after the post is stored.
  await expect
    .poll(() => lines.some((line) => line.msg === 'generation stream ended: the member left'), {
      timeout: 10_000,
      interval: 100,
    })
    .toBe(true);
  // Warn (40) and up are for what an operator must look at; a member who leaves is not one.
  expect(lines.filter((line) => line.level >= 40)).toEqual([]);
}, 90_000);
