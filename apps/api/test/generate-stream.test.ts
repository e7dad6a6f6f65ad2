import { generatePreviewEvent, generateResponse, type GenerateResponse } from '@geulgam/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generatedPosts, providerCalls } from '../src/db/schema.ts';
import {
  fakeReplies,
  hostileDraft,
  sampleDraft,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from './fakes/fake-openai-server.ts';
import { SYSTEM_PROMPT_CANARY } from '../src/features/generation/providers/prompt.ts';
import { seedKeyword } from './admin-setup.ts';
import { bearer, createListeningTestApp, socialLogin, type TestApp } from './helpers.ts';

/**
 * POST /api/generate/ with `Accept: text/event-stream` (ADR 012): the draft's text while the model
 * writes it, then the same result as the JSON answer. Read over a real socket, event by event.
 */

interface ReceivedEvent {
  event: string;
  data: unknown;
  /** Whether the fake model had finished its answer when this event arrived. */
  modelDone: boolean;
}

let t: TestApp & { baseUrl: string };
let llm: FakeOpenAiServer;
let member: { access: string };
let keywordSeq = 0;

beforeAll(async () => {
  llm = await startFakeOpenAiServer({ tokensPerSecond: 400 });
  t = await createListeningTestApp({ LLM_PROVIDER: 'openai', LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'fake-model' });
  member = await socialLogin(t, 'kakao', 'stream@example.com');
}, 90_000);
afterAll(async () => {
  await t?.close();
  await llm?.close();
});
beforeEach(() => {
  llm.reset();
  llm.setDefaultReply(fakeReplies.draft(sampleDraft()));
});

const newKeyword = () =>
  seedKeyword(t, { key: `stream-${(keywordSeq += 1)}`, title: `스트리밍 소식 ${keywordSeq}`, category: '경제' });

async function streamGenerate(keywordId: number, headers: Record<string, string> = bearer(member.access)) {
  const response = await fetch(`${t.baseUrl}/api/generate/`, {
    method: 'POST',
    headers: { ...headers, accept: 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify({ keyword_id: keywordId }),
  });
  const events: ReceivedEvent[] = [];
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { response, events, body: (await response.json()) as { detail?: unknown } };
  }
  const decoder = new TextDecoder();
  let pending = '';
  for await (const bytes of response.body!) {
    pending += decoder.decode(bytes, { stream: true });
    const parts = pending.split('\n\n');
    pending = parts.pop()!;
    for (const part of parts) {
      const event = /^event: (.+)$/m.exec(part)?.[1];
      const data = /^data: (.+)$/m.exec(part)?.[1];
      if (!event || !data) continue;
      events.push({ event, data: JSON.parse(data), modelDone: llm.chatRequests().at(-1)?.finishedAt !== undefined });
    }
  }
  return { response, events, body: undefined as { detail?: unknown } | undefined };
}

function previewTexts(events: ReceivedEvent[]): string[] {
  const blocks: string[] = [];
  for (const { event, data } of events) {
    if (event === 'reset') blocks.length = 0;
    if (event !== 'preview') continue;
    const preview = generatePreviewEvent.parse(data);
    blocks[preview.block] = preview.mode === 'append' ? (blocks[preview.block] ?? '') + preview.text : preview.text;
  }
  return blocks;
}

function resultOf(events: ReceivedEvent[]): GenerateResponse {
  const last = events.at(-1);
  expect(last?.event).toBe('result');
  expect(events.filter((event) => event.event === 'result')).toHaveLength(1);
  return generateResponse.parse(last!.data);
}

describe('streamed generation', () => {
  it('sends the draft as it is written, before the model finishes, then the stored post', async () => {
    const keywordId = await newKeyword();
    const { response, events } = await streamGenerate(keywordId);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-cache');

    const previews = events.filter((event) => event.event === 'preview');
    // Written in batches, at most one every 50 ms (ADR 037): still many, the first long before the model is done.
    expect(previews.length).toBeGreaterThan(5);
    expect(previews[0]!.modelDone).toBe(false);
    const result = resultOf(events);
    expect(result).toMatchObject({ status: 'success', from_cache: false });

    const draft = sampleDraft();
    const texts = previewTexts(events);
    expect(texts[0]).toBe(draft.title);
    expect(texts).toContain(draft.intro);
    expect(texts).toContain(draft.sections[4]!.heading);
    expect(texts.at(-1)).toBe(draft.closing);
    const [post] = await t.database.db.select().from(generatedPosts).where(eq(generatedPosts.id, result.post_id!));
    expect(post!.title).toBe(draft.title);
    for (const text of texts.slice(1)) expect(post!.content).toContain(text.slice(0, 10));
    expect(llm.chatRequests().at(-1)!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });

    // The same member and keyword again: the cached post, as one result event.
    const again = await streamGenerate(keywordId);
    expect(again.events.map((event) => event.event)).toEqual(['result']);
    expect(resultOf(again.events)).toMatchObject({ status: 'success', post_id: result.post_id, from_cache: true });
  });

  it('never sends markup, links or the canary, and starts over when the model leaks its instructions', async () => {
    const leaky = sampleDraft();
    leaky.summary = [...leaky.summary.slice(0, 2), `비공개 식별자는 ${SYSTEM_PROMPT_CANARY} 이에요.`];
    for (const reply of [fakeReplies.draft(hostileDraft()), fakeReplies.draft(leaky)]) {
      llm.setDefaultReply(reply);
      const { events } = await streamGenerate(await newKeyword());
      const sent = JSON.stringify(events.filter((event) => event.event !== 'result'));
      expect(sent).not.toMatch(/evil|https?:|www\.|<|>|GGM-/i);
      expect(resultOf(events).status).toBe('success');
    }
    // The leaking answer: what was shown is withdrawn, and the offline writer's post is the result.
    const { events } = await streamGenerate(await newKeyword());
    expect(events.some((event) => event.event === 'reset')).toBe(true);
    expect(previewTexts(events)).toEqual([]);
  });

  it('withdraws the preview when the model drops the connection, and retries from scratch', async () => {
    llm.enqueue(fakeReplies.draft(sampleDraft(), { disconnectAfterTokens: 60 }));
    const { events } = await streamGenerate(await newKeyword());
    const kinds = events.map((event) => event.event);
    const reset = kinds.indexOf('reset');
    expect(reset).toBeGreaterThan(0);
    expect(kinds.slice(0, reset)).toContain('preview');
    expect(kinds.slice(reset + 1)).toContain('preview');
    expect(previewTexts(events)[0]).toBe(sampleDraft().title);
    expect(resultOf(events).status).toBe('success');
    // The writing request twice (the outline request before it is not streamed).
    expect(llm.writeRequests()).toHaveLength(2);
  });

  it('repairs a revision that still copies the articles, and says so in the post’s quality report', async () => {
    // Four of ten body sentences are the articles' sentences with new endings, in the answer and its revision.
    const lifted = sampleDraft();
    lifted.summary = [
      '축제에는 지난해보다 30% 많은 12만 명이 찾을 것으로 예상돼요.',
      '행사장 주변에는 먹거리 장터와 공연 무대가 마련될 예정이에요.',
      '교통 혼잡을 줄이기 위해 지하철 운행 횟수도 늘어나요.',
    ];
    lifted.sections[1]!.paragraphs = ['서울시는 올해 가을 한강 공원에서 대규모 축제를 연다고 밝혔어요.'];
    llm.enqueue(fakeReplies.draft(lifted), fakeReplies.draft(lifted));
    const before = await t.database.db.select().from(providerCalls);
    const { events } = await streamGenerate(await newKeyword());
    const result = resultOf(events);
    expect(result.status).toBe('success');

    // One writing request, one revision, and no third; both counted in one recorded call.
    expect(llm.writeRequests()).toHaveLength(2);
    expect(llm.writeRequests()[1]!.body!.messages!.at(-1)!.content).toContain('[수정 요청]');
    const calls = (await t.database.db.select().from(providerCalls)).slice(before.length);
    expect(calls).toEqual([expect.objectContaining({ provider: 'openai', ok: true })]);
    expect(calls[0]!.completionTokens).toBeGreaterThan(JSON.stringify(lifted).length / 2 + 100);

    const [post] = await t.database.db.select().from(generatedPosts).where(eq(generatedPosts.id, result.post_id!));
    expect(post!.quality!.problems[0]).toMatch(/기사 문장을 거의 그대로 옮긴 문장이 많아 \d+개를 뺐어요/);
    expect(post!.quality!.copied_share).toBeLessThanOrEqual(0.3);
    expect(post!.content).not.toContain('교통 혼잡을 줄이기 위해');
  });

  it('answers errors before the stream as JSON: no token, a bad body, an unknown keyword', async () => {
    const anonymous = await streamGenerate(1, {});
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.body?.detail).toEqual(expect.any(String));

    const badBody = await fetch(`${t.baseUrl}/api/generate/`, {
      method: 'POST',
      headers: { ...bearer(member.access), accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ keyword_id: 'abc' }),
    });
    expect(badBody.status).toBe(400);
    expect(((await badBody.json()) as { detail?: unknown }).detail).toEqual(expect.any(String));

    const unknown = await streamGenerate(999_999);
    expect(resultOf(unknown.events)).toMatchObject({ status: 'fail', post_id: null });
  });
});

describe('streamed generation with the offline writer', () => {
  it('sends one result event, the same as the JSON answer', async () => {
    const offline = await createListeningTestApp();
    try {
      const keywordId = await seedKeyword(offline, {
        key: 'offline-stream',
        title: '오프라인 스트림',
        category: '경제',
      });
      const signedIn = await socialLogin(offline, 'naver', 'offline-stream@example.com');
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/generate/',
        headers: { ...bearer(signedIn.access), accept: 'text/event-stream' },
        payload: { keyword_id: keywordId },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/event-stream');
      const [event, ...rest] = response.body.trim().split('\n\n');
      expect(rest).toEqual([]);
      expect(event).toMatch(/^event: result\ndata: /);
      const result = generateResponse.parse(JSON.parse(event!.split('\ndata: ')[1]!));
      expect(result).toMatchObject({ status: 'success', from_cache: false });
    } finally {
      await offline.close();
    }
  });
});
