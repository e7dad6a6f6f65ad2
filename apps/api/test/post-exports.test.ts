import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_CAPTION_LINE_MAX, type VideoScript } from '@geulgam/contracts';
import { endsOnParticle, isAdnominal } from '@geulgam/korean';
import { ingestFeeds } from '../src/demo-newsroom.ts';
import { runIngestion } from '../src/features/ingestion/ingest.runner.ts';
import { downloadFileName } from '../src/features/posts/download-name.ts';
import { bearer, createListeningTestApp, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let t: TestApp & { baseUrl: string };
let alice: SignedIn;
let bob: SignedIn;
const posts: { id: number; title: string; content: string }[] = [];

beforeAll(async () => {
  t = await createListeningTestApp({ GENERATION_RATE_LIMIT: '1000' });
  await runIngestion(t.database.db, t.config, logger, ingestFeeds(t.config));
  alice = await socialLogin(t, 'kakao', 'alice@example.com');
  bob = await socialLogin(t, 'naver', 'bob@example.com');
  const keywords = (await t.app.inject({ url: '/api/keywords/?page_size=100' })).json().data as { id: number }[];
  for (const keyword of keywords) {
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/generate/',
      headers: bearer(alice.access),
      payload: { keyword_id: keyword.id },
    });
    const id = generated.json().post_id as number;
    posts.push((await t.app.inject({ url: `/api/posts/${id}/`, headers: bearer(alice.access) })).json());
  }
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .replace(/\s+/g, ' ');
const figures = (value: string) => value.match(/\d[\d,.]*/g) ?? [];

describe('GET /api/posts/{id}/export/', () => {
  it('downloads each format with a UTF-8 file name, for the owner only', async () => {
    const post = posts[0]!;
    for (const [format, type] of [
      ['md', 'text/markdown'],
      ['html', 'text/html'],
      ['txt', 'text/plain'],
    ] as const) {
      const response = await t.app.inject({
        url: `/api/posts/${post.id}/export/?format=${format}`,
        headers: bearer(alice.access),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain(type);
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toMatch(new RegExp(`filename\\*=UTF-8''[^;]+\\.${format}$`));
      // A title may hold characters no file system accepts ("|"): the name is the title made safe, never the id.
      expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(downloadFileName(post.title, post.id, format));
      // Markdown escapes its own syntax in the title ("\\|"); the text formats carry it as written.
      const shownTitle = format === 'md' ? post.title.replace(/[\\`*_~[\]#|]/g, '\\$&') : post.title;
      expect(response.body).toContain(format === 'html' ? post.title.replace(/&/g, '&amp;') : shownTitle);
    }
    const other = await t.app.inject({ url: `/api/posts/${post.id}/export/?format=md`, headers: bearer(bob.access) });
    expect(other.statusCode).toBe(404);
    const bad = await t.app.inject({ url: `/api/posts/${post.id}/export/?format=docx`, headers: bearer(alice.access) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/[가-힣]/);
    expect((await t.app.inject({ url: `/api/posts/${post.id}/export/?format=md` })).statusCode).toBe(401);
  });
});

describe('GET /api/posts/{id}/video-script/', () => {
  it('fits 40–60 s for every demo keyword (45 unless the post is thin), with short captions and only the post’s figures', async () => {
    expect(posts.length).toBeGreaterThan(10);
    for (const post of posts) {
      const response = await t.app.inject({
        url: `/api/posts/${post.id}/video-script/`,
        headers: bearer(alice.access),
      });
      expect(response.statusCode).toBe(200);
      const script = response.json() as VideoScript;
      const parts = [script.hook, ...script.beats, script.cta];
      const total = parts.reduce((sum, part) => sum + part.seconds, 0);
      // A thin post is read at the slowest pace rather than padded, so it may end a few seconds short of 45.
      expect(total, post.title).toBeGreaterThanOrEqual(40);
      expect(total, post.title).toBeLessThanOrEqual(60);
      expect(script.duration_s).toBeCloseTo(total);
      expect(script.hook.seconds).toBeLessThanOrEqual(2);
      expect(script.beats.length).toBeGreaterThanOrEqual(4);
      expect(script.beats.length).toBeLessThanOrEqual(6);
      const postText = `${post.title} ${text(post.content)}`;
      for (const part of parts) {
        for (const line of part.caption.split('\n')) expect(line.length).toBeLessThanOrEqual(VIDEO_CAPTION_LINE_MAX);
        for (const figure of figures(`${part.narration} ${part.caption}`)) expect(postText).toContain(figure);
      }
      // Captions are whole clauses of what is read: two lines of 14 at most, never stopping on a particle or a
      // modifier, on screen for a share of the beat that follows their length.
      for (const part of [script.hook, ...script.beats.flatMap((beat) => beat.captions), script.cta]) {
        const caption = 'text' in part ? part.text : part.caption;
        const lines = caption.split('\n');
        expect(lines.length, caption).toBeLessThanOrEqual(2);
        for (const line of lines) expect(line.length, caption).toBeLessThanOrEqual(VIDEO_CAPTION_LINE_MAX);
        const last = lines.at(-1)!.split(' ').at(-1)!;
        expect(
          endsOnParticle(last) || isAdnominal(last),
          `${post.title}: ${caption} / ${JSON.stringify(script.beats.map((b) => b.narration))}`,
        ).toBe(false);
      }
      for (const beat of script.beats) {
        const squeeze = (text: string) => text.replace(/["“”'‘’.…\s]/g, '');
        expect(squeeze(beat.captions.map((c) => c.text).join('')), beat.narration).toBe(squeeze(beat.narration));
        expect(beat.captions.reduce((sum, c) => sum + c.seconds, 0)).toBeCloseTo(beat.seconds);
        const perSyllable = beat.captions.map((c) => c.seconds / c.text.replace(/[^\p{L}\p{N}]/gu, '').length);
        expect(Math.max(...perSyllable) / Math.min(...perSyllable), beat.narration).toBeLessThan(2);
      }
    }
  });

  it('downloads SRT captions whose cues parse and follow each other', async () => {
    const post = posts[1]!;
    const response = await t.app.inject({
      url: `/api/posts/${post.id}/video-script/?format=srt`,
      headers: bearer(alice.access),
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain('.srt');
    const cues = response.body.trim().split(/\n\n/);
    let previousEnd = 0;
    const toSeconds = (stamp: string) => {
      const [h, m, rest] = stamp.split(':');
      const [s, ms] = rest!.split(',');
      return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
    };
    cues.forEach((cue, index) => {
      const [number, timing, ...lines] = cue.split('\n');
      expect(Number(number)).toBe(index + 1);
      const match = /^(\d\d:\d\d:\d\d,\d{3}) --> (\d\d:\d\d:\d\d,\d{3})$/.exec(timing!);
      expect(match).not.toBeNull();
      const [start, end] = [toSeconds(match![1]!), toSeconds(match![2]!)];
      expect(start).toBeCloseTo(previousEnd);
      expect(end).toBeGreaterThan(start);
      previousEnd = end;
      expect(lines.length).toBeGreaterThan(0);
    });
    expect(previousEnd).toBeGreaterThanOrEqual(45);
    expect(previousEnd).toBeLessThanOrEqual(60);
    const other = await t.app.inject({ url: `/api/posts/${post.id}/video-script/`, headers: bearer(bob.access) });
    expect(other.statusCode).toBe(404);
  });
});
