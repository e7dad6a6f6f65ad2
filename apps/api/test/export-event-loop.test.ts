// One member's exports must not stall everyone else: turning a post of dense markup into Markdown takes seconds,
// and it runs in a thread of its own. While ten exports of such a post run, /healthz keeps answering — many times
// between one export finishing and the next — instead of once per gap between exports on a blocked event loop.
// Counted, not timed: the test compares how often the API answered with how many exports finished meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_CONTENT_MAX_BYTES } from '@geulgam/contracts';
import { generatedPosts } from '../src/db/schema.ts';
import { bearer, createListeningTestApp, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

let t: TestApp & { baseUrl: string };
let member: SignedIn;
let postId: number;
const EXPORTS = 10;

beforeAll(async () => {
  t = await createListeningTestApp();
  member = await socialLogin(t, 'kakao', 'exports@example.com');
  const [row] = await t.database.db
    .insert(generatedPosts)
    .values({ userId: member.user.id, title: '무거운 글', content: '<p>자리만 잡아 둔 글이에요.</p>' })
    .returning({ id: generatedPosts.id });
  postId = row!.id;
  // Dense inline markup, the most Markdown work per byte the edit accepts.
  const content = `<p>${'<b>가</b><i>나</i>'.repeat(8_000)}</p>`;
  expect(Buffer.byteLength(content)).toBeLessThan(POST_CONTENT_MAX_BYTES);
  const edited = await t.app.inject({
    method: 'PATCH',
    url: `/api/mypage/posts/${postId}/`,
    headers: bearer(member.access),
    payload: { content },
  });
  expect(edited.statusCode, edited.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('exports and the event loop', () => {
  it('keeps /healthz answering while ten Markdown exports of the heaviest post run', async () => {
    let finished = 0;
    let answeredWhileRunning = 0;
    const exports = Array.from({ length: EXPORTS }, async () => {
      const response = await fetch(`${t.baseUrl}/api/posts/${postId}/export/?format=md`, {
        headers: bearer(member.access),
      });
      const body = await response.text();
      finished += 1;
      return { status: response.status, body };
    });
    const all = Promise.all(exports);
    // Health checks one after another, from when the first export is done until the last one is.
    const checks = (async () => {
      while (finished === 0) await new Promise((resolve) => setImmediate(resolve));
      while (finished < EXPORTS) {
        const health = await fetch(`${t.baseUrl}/healthz`);
        expect(health.status).toBe(200);
        if (finished < EXPORTS) answeredWhileRunning += 1;
      }
    })();
    const answers = await all;
    await checks;
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.startsWith('# 무거운 글\n')).toBe(true);
    }
    // On a blocked event loop a health check gets through only between two exports: at most one or two per gap.
    expect(answeredWhileRunning).toBeGreaterThan(5 * (EXPORTS - 1));
  }, 120_000);
});
