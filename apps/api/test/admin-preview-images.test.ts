// The admin console shows members' posts, and a member chooses what an edited post holds: an image link to their
// own server would make the admin's browser call it (their address, the moment they looked). Every image in post
// HTML the console receives loads through our image proxy instead; data URLs stay as they are.
import { apiPaths } from '@geulgam/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxiedContentImages } from '../src/shared/image-urls.ts';
import { adminTestCalls, createAdminTestApp, seedKeyword, type AdminTestApp } from './admin-setup.ts';
import { bearer, socialLogin } from './helpers.ts';

let t: AdminTestApp;
let keywordId: number;
let postId: number;
const { admin, generate } = adminTestCalls(() => t);
const TRACKER = 'https://tracker.example/pixel.png?who=admin&amp;when=now';
const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';

beforeAll(async () => {
  t = await createAdminTestApp();
  const member = await socialLogin(t, 'kakao', 'pixel@example.com');
  keywordId = await seedKeyword(t, { key: 'pixel', title: '추적 이미지', category: '여행' });
  postId = await generate(member, keywordId);
  const edited = await t.app.inject({
    method: 'PATCH',
    url: `/api/mypage/posts/${postId}/`,
    headers: bearer(member.access),
    payload: {
      content: `<p>제 글이에요.</p><img src="${TRACKER}"><img src="http://192.168.0.7/a.jpg"><img src="${PIXEL}">`,
    },
  });
  expect(edited.statusCode, edited.body).toBe(200);
}, 90_000);
afterAll(async () => {
  await t?.close();
});

/** Every `src` of an image in the HTML, as the browser would read it. */
function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

function expectOnlyProxied(html: string) {
  const sources = imageSources(html);
  expect(sources.length).toBeGreaterThanOrEqual(3);
  const proxy = `${t.config.publicProxyUrl.replace(/\/$/, '')}${apiPaths.proxyImage}?url=`;
  for (const src of sources) {
    if (src.startsWith('data:')) continue;
    expect(src.startsWith(proxy), src).toBe(true);
  }
  expect(sources).toContain(PIXEL);
  expect(sources).toContain(`${proxy}${encodeURIComponent(TRACKER.replaceAll('&amp;', '&'))}`);
}

describe('post HTML in the admin console', () => {
  it('loads every image through the proxy in each view of a post', async () => {
    const views = [
      (await admin('GET', apiPaths.admin.generatedOne(postId))).json().data.content,
      (await admin('GET', `${apiPaths.admin.generated}?page_size=100`))
        .json()
        .data.find((item: { id: number }) => item.id === postId).content,
      (await admin('GET', apiPaths.admin.keywordPreview(keywordId))).json().data.content,
      (await admin('GET', apiPaths.admin.keyword(keywordId))).json().data.generated_post.content,
      (await admin('GET', `${apiPaths.admin.keywords}?page_size=100`))
        .json()
        .data.find((item: { id: number }) => item.id === keywordId).generated_post.content,
    ] as string[];
    for (const html of views) expectOnlyProxied(html);
  });

  it('leaves images already on the proxy alone and drops other schemes', () => {
    const proxy = 'http://127.0.0.1:8001';
    const already = `${proxy}${apiPaths.proxyImage}?url=https%3A%2F%2Fa.example%2Fx.png&amp;w=1`;
    const html = `<img src="${already}" /><img src="ftp://a.example/x.png" alt="x" />`;
    expect(proxiedContentImages(proxy, html)).toBe(`<img src="${already}" /><img src="" alt="x" />`);
  });
});
