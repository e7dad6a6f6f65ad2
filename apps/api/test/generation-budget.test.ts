// What one member can add: versions per keyword are capped (a new one replaces the oldest the member neither edited
// nor published; with none to replace, a Korean 409), and new posts per member per day are capped (a Korean 429
// with Retry-After). Answers from cache cost nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedKeyword } from './admin-setup.ts';
import { bearer, createListeningTestApp, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

let t: TestApp & { baseUrl: string };
let alice: SignedIn;
let bob: SignedIn;
let first: number;
let second: number;

beforeAll(async () => {
  t = await createListeningTestApp({
    GENERATION_RATE_LIMIT: '1000',
    POST_VERSIONS_PER_KEYWORD: '3',
    GENERATIONS_PER_DAY: '6',
  });
  alice = await socialLogin(t, 'kakao', 'alice-budget@example.com');
  bob = await socialLogin(t, 'naver', 'bob-budget@example.com');
  first = await seedKeyword(t, { key: 'budget-a', title: '한강 가을 축제', category: '여행' });
  second = await seedKeyword(t, { key: 'budget-b', title: '코스피 반등 소식', category: '경제' });
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const generate = (member: SignedIn, keywordId: number, regenerate = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate/',
    headers: bearer(member.access),
    payload: { keyword_id: keywordId, regenerate },
  });

async function versions(member: SignedIn, postId: number) {
  const response = await t.app.inject({ url: `/api/mypage/posts/${postId}/versions/`, headers: bearer(member.access) });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; version: number; edited: boolean }[];
}

describe('versions per member and keyword', () => {
  it('keeps the newest ones, prunes the oldest unedited, and refuses when nothing can go', async () => {
    let newest = 0;
    for (let i = 0; i < 5; i += 1) {
      const response = await generate(alice, first);
      expect(response.json().status, response.body).toBe('success');
      newest = response.json().post_id;
    }
    const kept = await versions(alice, newest);
    expect(kept.map((v) => v.version).sort()).toEqual([3, 4, 5]);

    for (const version of kept) {
      const edit = await t.app.inject({
        method: 'PATCH',
        url: `/api/mypage/posts/${version.id}/`,
        headers: bearer(alice.access),
        payload: { content: `<p>제가 고친 ${version.version}번째 글이에요.</p>` },
      });
      expect(edit.statusCode).toBe(200);
    }
    const full = await generate(alice, first);
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toMatch(/버전 3개/);
    expect((await versions(alice, newest)).map((v) => v.version).sort()).toEqual([3, 4, 5]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/posts/${kept[0]!.id}/`,
      headers: bearer(alice.access),
    });
    expect(removed.statusCode).toBe(204);
    const again = await generate(alice, first);
    expect(again.json().status).toBe('success');
  });
});

describe('new posts per member per day', () => {
  it('answers 429 with Retry-After past GENERATIONS_PER_DAY, and still answers from cache', async () => {
    for (let i = 0; i < 6; i += 1) expect((await generate(bob, second)).json().status).toBe('success');
    const over = await generate(bob, second);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'rate_limited',
      detail: expect.stringMatching(/하루에 만들 수 있는 글 6개/),
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3_600);
    const cached = await generate(bob, second, false);
    expect(cached.json()).toMatchObject({ status: 'success', from_cache: true });
    // Another member has a budget of their own.
    const carol = await socialLogin(t, 'kakao', 'carol-budget@example.com');
    expect((await generate(carol, second)).json().status).toBe('success');
  });
});
