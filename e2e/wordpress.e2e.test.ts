// Publishing to a real WordPress (Debian's package, served by PHP's built-in server on loopback, MariaDB):
// a member signs up in Chromium, connects the site with an application password and publishes a post.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStorage, signUpMember } from './support/accounts.ts';
import { browserAvailable, DESKTOP, launchBrowser, MOBILE, shot } from './support/browser.ts';
import { type ServerUnderTest, startProduct, stopProduct, WEB_DIST } from './support/product.ts';
import { startWordpress, wordpressMissing, type WordpressSite } from './support/wordpress.ts';

const missing = wordpressMissing() ?? (WEB_DIST ? null : 'no web build (run through scripts/e2e.mjs)');
if (missing && process.env.CI) throw new Error(`The WordPress publishing test cannot run in CI: ${missing}`);
if (missing) {
  console.warn(`\n  ⚠️  SKIPPING the WordPress publishing e2e test: ${missing}.\n`);
}

let site: WordpressSite;
let product: ServerUnderTest;
let browser: Browser;
let page: Page;
let access: string;

async function saveDownload(click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = path.join(os.tmpdir(), `geulgam-e2e-${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return readFileSync(file);
}

beforeAll(async () => {
  if (missing || !browserAvailable()) return;
  site = await startWordpress();
  product = await startProduct(WEB_DIST!, { LLM_PROVIDER: 'offline', WORDPRESS_ALLOW_HOSTS: site.hostPort });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: DESKTOP, locale: 'ko-KR' })).newPage();
  await signUpMember(page, 'kakao', { origin: product.webUrl, categories: ['경제', '여행'] });
  access = (await readStorage(page, 'accessToken'))!;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await stopProduct(product);
  await site?.stop();
});

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${product.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${access}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function wordpress(path: string, body?: unknown) {
  const auth = Buffer.from(`${site.username}:${site.applicationPassword}`).toString('base64');
  const response = await fetch(`${site.url}/wp-json/wp/v2/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Basic ${auth}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  return response.json();
}

describe.skipIf(!!missing || !browserAvailable())('publishing to a real WordPress', () => {
  it('refuses a wrong application password with a Korean 400', async () => {
    const wrong = await api('PUT', '/api/user/integrations/wordpress/', {
      site_url: site.url,
      username: site.username,
      application_password: 'wrong wrong wrong wrong',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.detail).toContain('비밀번호');
  });

  it('publishes a post with its images, featured image, category, slug, reviewed tags and excerpt, and updates the same post the second time', async () => {
    const connected = await api('PUT', '/api/user/integrations/wordpress/', {
      site_url: site.url,
      username: site.username,
      application_password: site.applicationPassword,
    });
    expect(connected.status).toBe(200);
    expect(connected.json).toEqual({ connected: true, site_url: site.url, username: site.username });

    const keywords = await api('GET', '/api/keywords/');
    const generated = await api('POST', '/api/generate/', { keyword_id: keywords.json.data[0].id });
    expect(generated.json.status).toBe('success');
    const post = (await api('GET', `/api/posts/${generated.json.post_id}/`)).json;
    const storedTags = [...String(post.content).matchAll(/<span class="tag">#([^<]+)<\/span>/g)].map((m) => m[1]!);

    // The site's own categories reach the picker.
    const travel = await wordpress('categories', { name: '글감 여행' });
    const categories = await api('GET', '/api/user/integrations/wordpress/categories/');
    expect(categories.status).toBe(200);
    expect(categories.json.data).toContainEqual({ id: travel.id, name: '글감 여행', parent: 0 });

    // Without the member's review nothing is created on their blog.
    const tagsBefore = (await wordpress('tags?per_page=100')).length;
    const unreviewed = await api('POST', `/api/posts/${post.id}/publish/wordpress/`, { status: 'draft' });
    expect(unreviewed.status).toBe(200);
    expect((await wordpress('tags?per_page=100')).length).toBe(tagsBefore);

    const first = await api('POST', `/api/posts/${post.id}/publish/wordpress/`, {
      status: 'draft',
      category_id: travel.id,
      slug: 'geulgam-e2e-post',
      tags: storedTags,
    });
    expect(first.status).toBe(200);
    expect(first.json.status).toBe('draft');
    const remote = await wordpress(`posts/${first.json.remote_id}?context=edit`);
    expect(remote.title.raw).toBe(post.title);
    const images = [...String(remote.content.raw).matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(images.length).toBeGreaterThan(0);
    for (const src of images) {
      expect(src.startsWith(`${site.url}/wp-content/uploads/`)).toBe(true);
      const image = await fetch(src);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
    }
    const tags = (await Promise.all((remote.tags as number[]).map((id) => wordpress(`tags/${id}`)))).map((t) => t.name);
    expect(new Set(tags)).toEqual(new Set(storedTags));
    expect(first.json.remote_id).toBe(unreviewed.json.remote_id);
    // The first picture is the featured image; the category and slug are the member's.
    const featured = await wordpress(`media/${remote.featured_media}`);
    expect(featured.source_url).toBe(images[0]);
    expect(remote.categories).toEqual([travel.id]);
    expect(remote.slug).toBe('geulgam-e2e-post');
    // The excerpt is the post's own meta description (its SEO package), not the AI-use line or a slot.
    expect(String(remote.excerpt.raw).length).toBeGreaterThan(20);
    expect(String(remote.excerpt.raw)).toBe(post.meta_description);
    expect(String(remote.content.raw)).not.toContain('나의 경험 한 줄');

    const again = await api('POST', `/api/posts/${post.id}/publish/wordpress/`, { status: 'publish' });
    expect(again.status).toBe(200);
    expect(again.json.remote_id).toBe(first.json.remote_id);
    expect(again.json.status).toBe('publish');
    const all = await wordpress('posts?context=edit&status=publish,draft&per_page=100');
    expect(all.filter((p: { title: { raw: string } }) => p.title.raw === post.title)).toHaveLength(1);
    const media = await wordpress('media?per_page=100');
    expect(media).toHaveLength(new Set(images).size);
  });

  it('the desk offers the site’s categories, a slug and the tags to review, and saves the pictures and the script', async () => {
    const keyword = (await api('GET', '/api/keywords/')).json.data[0] as { title: string };
    await page.goto(`${product.webUrl}/`);
    const list = page.getByRole('list', { name: '추천 키워드' });
    await list.waitFor({ timeout: 20_000 });
    await list.getByRole('article').filter({ hasText: keyword.title }).first().getByRole('button').first().click();
    const modal = page.getByRole('dialog');
    const copy = modal.getByRole('button', { name: '복사하기' });
    await expect.poll(() => copy.isEnabled(), { timeout: 20_000 }).toBe(true);

    await modal.getByRole('button', { name: '발행하기' }).click();
    const category = modal.getByRole('combobox', { name: '카테고리' });
    await expect.poll(() => category.locator('option').allTextContents(), { timeout: 15_000 }).toContain('글감 여행');
    expect(await modal.getByRole('list', { name: '보낼 태그' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await shot(page, 'wordpress-publish');
    await page.keyboard.press('Escape');

    await modal.getByRole('button', { name: '내보내기' }).click();
    await shot(page, 'wordpress-export');
    const zip = await saveDownload(() => modal.getByRole('button', { name: '사진 모두 내려받기 (.zip)' }).click());
    const files = unzipSync(new Uint8Array(zip));
    expect(strFromU8(files['credits.txt']!)).toContain('사진:');
    expect(Object.keys(files).filter((name) => /^\d\d\.(png|jpg|gif|webp)$/.test(name)).length).toBeGreaterThan(0);

    await modal.getByRole('tab', { name: '영상 대본', exact: true }).click();
    const json = await saveDownload(() => modal.getByRole('button', { name: 'JSON 받기' }).click());
    const script = JSON.parse(json.toString('utf8')) as { beats: { captions: { text: string }[] }[] };
    expect(script.beats.every((beat) => beat.captions.length > 0)).toBe(true);
    await shot(page, 'wordpress-video-script');

    await page.setViewportSize(MOBILE);
    await modal.getByRole('tab', { name: '글', exact: true }).click();
    await modal.getByRole('button', { name: '더보기' }).click();
    await modal.getByRole('button', { name: '사진 모두 내려받기 (.zip)' }).waitFor();
    await shot(page, 'wordpress-more');
    await modal.getByRole('button', { name: '발행하기' }).click();
    await modal.getByRole('combobox', { name: '카테고리' }).waitFor();
    await shot(page, 'wordpress-publish');
    await page.keyboard.press('Escape');
    await modal.getByRole('tab', { name: /글 정보/ }).click();
    await modal.getByRole('tab', { name: '영상 대본', exact: true }).click();
    await modal.getByRole('button', { name: 'JSON 받기' }).waitFor();
    await shot(page, 'wordpress-video-script');
    await page.setViewportSize(DESKTOP);
  }, 120_000);
});
