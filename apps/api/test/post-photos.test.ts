import type { FastifyBaseLogger } from 'fastify';
import { unzipSync, strFromU8 } from 'fflate';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@geulgam/contracts';
import { ingestFeeds } from '../src/demo-newsroom.ts';
import { runIngestion } from '../src/features/ingestion/ingest.runner.ts';
import { startFakeServer } from './fake-http-server.ts';
import { bearer, createListeningTestApp, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('내가 찍은 사진')]);
let t: TestApp & { baseUrl: string };
let alice: SignedIn;
let bob: SignedIn;
let postId: number;
let elsewhere: Awaited<ReturnType<typeof startFakeServer>>;

beforeAll(async () => {
  elsewhere = await startFakeServer(() => ({ image: SVG }));
  t = await createListeningTestApp({ GENERATION_RATE_LIMIT: '1000' });
  await runIngestion(t.database.db, t.config, logger, ingestFeeds(t.config));
  alice = await socialLogin(t, 'kakao', 'alice@example.com');
  bob = await socialLogin(t, 'naver', 'bob@example.com');
  const [keyword] = (await t.app.inject({ url: '/api/keywords/' })).json().data as { id: number }[];
  const generated = await t.app.inject({
    method: 'POST',
    url: '/api/generate/',
    headers: bearer(alice.access),
    payload: { keyword_id: keyword!.id },
  });
  postId = generated.json().post_id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await elsewhere?.close();
});

const download = (token: string, id = postId) => t.app.inject({ url: apiPaths.postPhotos(id), headers: bearer(token) });

function unzip(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  return { names: Object.keys(files).sort(), credits: strFromU8(files['credits.txt']!), files };
}

describe('GET /api/posts/{id}/photos/', () => {
  it('zips the post’s pictures with a credits.txt naming each one’s caption and source', async () => {
    const answer = await download(alice.access);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/\.zip/);
    const { names, credits, files } = unzip(answer.rawPayload);
    const post = (await t.app.inject({ url: apiPaths.post(postId), headers: bearer(alice.access) })).json();
    const captions = [...post.content.matchAll(/class="post-credit">([^<]+)</g)].map((m: string[]) => m[1]!);
    expect(captions.length).toBeGreaterThan(0);
    const pictures = names.filter((name) => name !== 'credits.txt');
    expect(pictures).toHaveLength(new Set([post.image_1_url, post.image_2_url, post.image_3_url].filter(Boolean)).size);
    for (const name of pictures) {
      expect(name).toMatch(/^\d\d\.(png|jpg|gif|webp)$/);
      expect(files[name]!.length).toBeGreaterThan(0);
      expect(credits).toContain(name);
    }
    for (const caption of captions) expect(credits).toContain(`출처: ${caption.replace(/\s+/g, ' ').trim()}`);
  });

  it('hides another member’s post', async () => {
    expect((await download(bob.access)).statusCode).toBe(404);
  });

  it('takes the member’s own raster pictures, fetches none of their links, and names what it left out', async () => {
    const post = (await t.app.inject({ url: apiPaths.post(postId), headers: bearer(alice.access) })).json();
    const edited = await t.app.inject({
      method: 'PATCH',
      url: apiPaths.myPost(postId),
      headers: bearer(alice.access),
      payload: {
        content: [
          post.content,
          `<figure><img src="data:image/png;base64,${PNG.toString('base64')}" alt="내 사진"><figcaption>사진: 나</figcaption></figure>`,
          `<figure><img src="data:image/png;base64,${SVG.toString('base64')}" alt="PNG라고 한 SVG"></figure>`,
          `<figure><img src="${elsewhere.baseUrl}/logo.png" alt="남의 사이트 그림"></figure>`,
        ].join(''),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const answer = await download(alice.access);
    expect(answer.statusCode).toBe(200);
    const { names, credits, files } = unzip(answer.rawPayload);
    const mine = names.find((name) => Buffer.from(files[name]!).equals(PNG));
    expect(mine).toMatch(/\.png$/);
    expect(credits).toContain('출처: 사진: 나');
    expect(credits).toContain('PNG라고 한 SVG: 사진 파일(PNG, JPEG, GIF, WebP)이 아니에요');
    expect(credits).toContain('남의 사이트 그림: 글에 링크로만 들어 있어 내려받지 않았어요');
    expect(names.some((name) => strFromU8(files[name]!).includes('<svg'))).toBe(false);
    expect(elsewhere.requests).toEqual([]);
  });

  it('says so in Korean when the post has no picture', async () => {
    const edited = await t.app.inject({
      method: 'PATCH',
      url: apiPaths.myPost(postId),
      headers: bearer(alice.access),
      payload: { content: '<p>사진 없이 글만 남겼어요.</p>' },
    });
    expect(edited.statusCode).toBe(200);
    const answer = await download(alice.access);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().detail).toBe('이 글에는 내려받을 사진이 없어요.');
  });
});
