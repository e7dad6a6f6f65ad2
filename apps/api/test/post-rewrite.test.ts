import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWithoutSpaces, extractFigures, splitSentences } from '@geulgam/korean';
import { postDetail, rewriteState, rewriteTurn, type RewriteOperation, type RewriteTurn } from '@geulgam/contracts';
import { ingestFeeds } from '../src/demo-newsroom.ts';
import { runIngestion } from '../src/features/ingestion/ingest.runner.ts';
import { readOutline, rewritableSections } from '../src/features/generation/rewrite/post-sections.ts';
import { bearer, createListeningTestApp, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let t: TestApp & { baseUrl: string };
let alice: SignedIn;
let bob: SignedIn;
let postId: number;
let keywordIds: number[];

beforeAll(async () => {
  t = await createListeningTestApp({ GENERATION_RATE_LIMIT: '1000', REWRITE_RATE_LIMIT: '1000' });
  await runIngestion(t.database.db, t.config, logger, ingestFeeds(t.config));
  alice = await socialLogin(t, 'kakao', 'alice@example.com');
  bob = await socialLogin(t, 'naver', 'bob@example.com');
  const keywords = (await t.app.inject({ url: '/api/keywords/?page_size=100' })).json().data as { id: number }[];
  keywordIds = keywords.map((k) => k.id);
  postId = await generate(keywordIds[0]!);
}, 120_000);

async function generate(keywordId: number) {
  const generated = await t.app.inject({
    method: 'POST',
    url: '/api/generate/',
    headers: bearer(alice.access),
    payload: { keyword_id: keywordId, length: 'short' },
  });
  expect(generated.json().status, generated.body).toBe('success');
  return generated.json().post_id as number;
}
afterAll(async () => {
  await t?.close();
});

async function content(id: number) {
  const response = await t.app.inject({ url: `/api/posts/${id}/`, headers: bearer(alice.access) });
  expect(response.statusCode).toBe(200);
  return postDetail.parse(response.json()).content;
}

function rewrite(id: number, payload: Record<string, unknown>, token = alice.access) {
  return t.app.inject({ method: 'POST', url: `/api/mypage/posts/${id}/rewrite/`, headers: bearer(token), payload });
}

/** Every byte outside the section's paragraphs is the same in both versions. */
function expectOnlySectionChanged(before: string, after: string, index: number) {
  const section = readOutline(before).sections.find((s) => s.index === index)!;
  const start = section.paragraphs[0]!.start;
  const end = section.paragraphs[section.paragraphs.length - 1]!.end;
  expect(after.slice(0, start)).toBe(before.slice(0, start));
  expect(after.slice(after.length - (before.length - end))).toBe(before.slice(end));
  expect(after).not.toBe(before);
}

const sectionText = (html: string, index: number) =>
  readOutline(html)
    .sections.find((s) => s.index === index)!
    .paragraphs.map((p) => p.text)
    .join(' ');

describe('rewriting one section', () => {
  it('lists the sections that can be rewritten, and says free instructions need a model', async () => {
    const response = await t.app.inject({
      url: `/api/mypage/posts/${postId}/revisions/`,
      headers: bearer(alice.access),
    });
    expect(response.statusCode).toBe(200);
    const state = rewriteState.parse(response.json());
    expect(state.free_instructions).toBe(false);
    expect(state.sections.length).toBeGreaterThanOrEqual(2);
    expect(state.sections.map((s) => s.heading)).not.toContain('출처');
    expect(state.turns).toEqual([]);
  });

  it.each<RewriteOperation>(['different', 'shorter', 'longer', 'plainer'])(
    '%s makes a new version that differs only in that section',
    async (operation) => {
      // 더 짧게 needs a section of two sentences or more, 쉬운 말로 one with something to make plainer, 더 자세히 a story with facts the post has
      // not told yet: the first section (and story) that has. A refusal says why, in Korean.
      let turn: RewriteTurn | undefined;
      let index = -1;
      let base = postId;
      let before = '';
      for (const keywordId of operation === 'longer' || operation === 'plainer' ? keywordIds : [keywordIds[0]!]) {
        base = keywordId === keywordIds[0] ? postId : await generate(keywordId);
        before = await content(base);
        for (const section of rewritableSections(readOutline(before))) {
          const response = await rewrite(base, { section: section.index, operation });
          if (response.statusCode === 422) {
            expect(response.json().detail).toMatch(/[가-힣]/);
            continue;
          }
          expect(response.statusCode, response.body).toBe(200);
          turn = rewriteTurn.parse(response.json());
          index = section.index;
          break;
        }
        if (turn) break;
      }
      expect(turn, `no section could be rewritten ${operation}`).toBeDefined();
      const after = await content(turn!.post_id);
      expectOnlySectionChanged(before, after, index);
      expect(turn!.from_post_id).toBe(base);
      expect(turn!.operation).toBe(operation);
      expect(turn!.message).toContain(turn!.heading!);
      expect(turn!.changes).toHaveLength(1);
      expect(turn!.changes[0]!.after.join(' ')).toBe(sectionText(after, index));

      const oldText = sectionText(before, index);
      const newText = sectionText(after, index);
      if (operation === 'shorter') {
        expect(countWithoutSpaces(newText)).toBeLessThan(countWithoutSpaces(oldText));
      }
      if (operation === 'longer') {
        expect(countWithoutSpaces(newText)).toBeGreaterThan(countWithoutSpaces(oldText));
        // What was added tells no figure the post already told, and repeats no sentence of it.
        const added = splitSentences(newText).filter((s) => !splitSentences(oldText).includes(s));
        expect(added.length).toBeGreaterThan(0);
        // The post's own prose (the sources list's article titles are not something the post tells).
        const outline = readOutline(before);
        const rest = [
          ...outline.intro,
          ...outline.summary,
          ...outline.sections.flatMap((x) => x.paragraphs.map((p) => p.text)),
          ...outline.closing,
        ].join(' ');
        const told = new Set(extractFigures(rest).map((f) => f.key));
        for (const sentence of added) {
          expect(rest).not.toContain(sentence);
          for (const figure of extractFigures(sentence)) expect(told.has(figure.key), sentence).toBe(false);
        }
      }
      if (operation === 'different') {
        const same = splitSentences(newText).filter((s) => splitSentences(oldText).includes(s));
        expect(same.length).toBeLessThan(splitSentences(newText).length);
      }
    },
  );

  it('keeps the conversation: each rewrite is a turn, and a kept version becomes the 대표', async () => {
    const state = rewriteState.parse(
      (await t.app.inject({ url: `/api/mypage/posts/${postId}/revisions/`, headers: bearer(alice.access) })).json(),
    );
    expect(state.turns.map((turn) => turn.operation)).toEqual(expect.arrayContaining(['different', 'shorter']));
    const first = state.turns[0]!;
    const keep = await t.app.inject({
      method: 'POST',
      url: `/api/mypage/posts/${first.post_id}/keep/`,
      headers: bearer(alice.access),
    });
    expect(keep.statusCode).toBe(204);
    const versions = (
      await t.app.inject({ url: `/api/mypage/posts/${postId}/versions/`, headers: bearer(alice.access) })
    ).json().data as { id: number; representative: boolean }[];
    expect(versions.find((v) => v.representative)!.id).toBe(first.post_id);
    const again = rewriteState.parse(
      (await t.app.inject({ url: `/api/mypage/posts/${postId}/revisions/`, headers: bearer(alice.access) })).json(),
    );
    expect(again.turns.filter((turn) => turn.representative).map((turn) => turn.post_id)).toEqual([first.post_id]);
  });

  it("answers 404 for another member's post", async () => {
    const sections = rewritableSections(readOutline(await content(postId)));
    const response = await rewrite(postId, { section: sections[0]!.index, operation: 'shorter' }, bob.access);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('글을 찾을 수 없어요.');
    for (const url of [`/api/mypage/posts/${postId}/revisions/`]) {
      expect((await t.app.inject({ url, headers: bearer(bob.access) })).statusCode).toBe(404);
    }
    const keep = await t.app.inject({
      method: 'POST',
      url: `/api/mypage/posts/${postId}/keep/`,
      headers: bearer(bob.access),
    });
    expect(keep.statusCode).toBe(404);
  });

  it('refuses bad input with a Korean detail', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ operation: 'shorter' }, /부분을 골라/],
      [{ section: 1 }, /방법을 고르거나/],
      [{ section: 1, operation: 'louder' }, /./],
      [{ section: 1, operation: 'shorter', instruction: '짧게' }, /둘 중 하나만/],
      [{ instruction: '더 친근하게' }, /AI 모델이 연결된/],
      [{ instruction: 'x'.repeat(201) }, /200자/],
      [{ section: 150, operation: 'shorter' }, /다시 쓸 수 없어요/],
    ];
    for (const [payload, detail] of cases) {
      const response = await rewrite(postId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail, JSON.stringify(payload)).toMatch(detail);
      expect(response.json().detail).toMatch(/[가-힣]/);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/mypage/posts/${postId}/rewrite/`,
          payload: { section: 1, operation: 'shorter' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
