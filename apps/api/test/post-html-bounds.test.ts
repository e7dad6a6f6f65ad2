// A member's edit is bounded before it is stored: HTML that nests too deeply, or that sanitizing inflates past the
// size limit, is refused with a Korean detail and the stored post stays as it was. Everything later (reads, exports,
// PDF, video script, publishing) walks the stored HTML, so these bounds are what keeps its cost bounded.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_CONTENT_MAX_BYTES, POST_CONTENT_MAX_DEPTH } from '@geulgam/contracts';
import { generatedPosts } from '../src/db/schema.ts';
import { bearer, createListeningTestApp, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

let t: TestApp & { baseUrl: string };
let member: SignedIn;
let postId: number;
const ORIGINAL = '<h2>원래 제목</h2><p>원래 본문이에요.</p>';

beforeAll(async () => {
  t = await createListeningTestApp();
  member = await socialLogin(t, 'kakao', 'bounds@example.com');
  const [row] = await t.database.db
    .insert(generatedPosts)
    .values({ userId: member.user.id, title: '한계 시험', content: ORIGINAL })
    .returning({ id: generatedPosts.id });
  postId = row!.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const edit = (content: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/mypage/posts/${postId}/`,
    headers: bearer(member.access),
    payload: { content },
  });

async function storedContent() {
  const [row] = await t.database.db
    .select({ content: generatedPosts.content })
    .from(generatedPosts)
    .where(eq(generatedPosts.id, postId));
  return row!.content;
}

describe('PATCH /api/mypage/posts/{id}/ bounds', () => {
  it('refuses markup nested deeper than the limit and stores nothing', async () => {
    for (const content of ['<b>'.repeat(40_000), `<div>${'<span>'.repeat(POST_CONTENT_MAX_DEPTH)}x</div>`]) {
      const response = await edit(content);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().detail).toMatch(new RegExp(`[가-힣].*${POST_CONTENT_MAX_DEPTH}단계`));
      expect(await storedContent()).toBe(ORIGINAL);
    }
    const read = await t.app.inject({ url: `/api/posts/${postId}/`, headers: bearer(member.access) });
    expect(read.statusCode).toBe(200);
  });

  it('refuses HTML that sanitizing makes larger than the limit', async () => {
    // Each link gains rel and target once sanitized (and unclosed ones are closed): twice the bytes or more, from
    // under the limit as sent.
    for (const link of ['<a href="https://a.example/">x</a>', '<a href="https://a.example/">x']) {
      const content = `<p>${link.repeat(Math.floor(POST_CONTENT_MAX_BYTES / 40))}</p>`;
      expect(Buffer.byteLength(content)).toBeLessThanOrEqual(POST_CONTENT_MAX_BYTES);
      const response = await edit(content);
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json().detail).toMatch(/200KB/);
      expect(await storedContent()).toBe(ORIGINAL);
    }
  });

  it('accepts nesting up to the limit', async () => {
    const depth = POST_CONTENT_MAX_DEPTH - 1;
    const content = `<div>${'<span>'.repeat(depth - 1)}깊은 글${'</span>'.repeat(depth - 1)}</div>`;
    const response = await edit(content);
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedContent()).toContain('깊은 글');
  });
});
