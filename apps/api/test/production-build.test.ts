// The production build (scripts/build-api.mjs): the bundles run by themselves, and find the migrations, the
// fonts and the PDF render thread from where they are, not from where the TypeScript source is.
import { fork, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './db-template.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const ENTRIES = [
  'server',
  'worker',
  'ingest',
  'admin-create',
  'render-thread',
  'convert-thread',
  'create-cluster',
  'reader-process',
];

let tmp: string;
let outdir: string;
let server: ServerProcess | undefined;

beforeAll(() => {
  // Inside apps/api like dist/ (the bundles are ESM by its package.json and find node_modules above it), but
  // at another depth, so that a path counted in `..` from the bundle's folder misses.
  const parent = path.join(REPO_ROOT, 'apps/api/.tmp');
  mkdirSync(parent, { recursive: true });
  tmp = mkdtempSync(path.join(parent, 'build-'));
  outdir = path.join(tmp, 'dist');
  const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-api.mjs'), '--outdir', outdir], {
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
});

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(tmp, { recursive: true, force: true });
});

describe('production build', () => {
  it('writes one bundle per entry, with source maps, the workspace packages inside and npm packages outside', () => {
    const files = readdirSync(outdir);
    for (const entry of ENTRIES) {
      expect(files).toContain(`${entry}.js`);
      expect(files).toContain(`${entry}.js.map`);
    }
    const code = files
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(outdir, file), 'utf8'))
      .join('\n');
    expect(code).not.toMatch(/from "@geulgam\//);
    expect(code).not.toMatch(/from "tsx/);
    expect(code).toMatch(/from "fastify"/);
    const map = JSON.parse(readFileSync(path.join(outdir, 'server.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.endsWith('src/server.ts'))).toBe(true);
  });

  it('converts a post in the bundled conversion thread', async () => {
    const thread = new Worker(path.join(outdir, 'convert-thread.js'));
    try {
      const reply = await new Promise<{ id: number; result?: { kind: string; file: { body: string } } }>(
        (resolve, reject) => {
          thread.once('message', resolve);
          thread.once('error', reject);
          thread.postMessage({
            id: 1,
            kind: 'export',
            format: 'md',
            post: { id: 1, title: '묶음 시험', html: '<p>본문이에요.</p>', createdAt: new Date().toISOString() },
          });
        },
      );
      expect(reply.result?.file.body).toBe('# 묶음 시험\n\n본문이에요.\n');
    } finally {
      await thread.terminate();
    }
  });

  it('renders a PDF in the bundled render thread', async () => {
    const thread = new Worker(path.join(outdir, 'render-thread.js'));
    try {
      const reply = await new Promise<{ id: number; result?: Uint8Array; error?: string }>((resolve, reject) => {
        thread.once('message', resolve);
        thread.once('error', reject);
        thread.postMessage({
          id: 1,
          post: { id: 1, title: '묶음 시험', html: '<p>본문이에요.</p>', createdAt: new Date().toISOString() },
          images: [],
        });
      });
      expect(reply.error).toBeUndefined();
      expect(Buffer.from(reply.result!).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await thread.terminate();
    }
  });

  it('reads a feed and an article page in the bundled page reader process', async () => {
    const child = fork(path.join(outdir, 'reader-process.js'), [], { serialization: 'advanced', execArgv: [] });
    try {
      const feed =
        '<rss version="2.0"><channel><title>시험일보</title><item><title>첫 기사</title>' +
        '<link>https://news.example.com/1</link></item></channel></rss>';
      const reply = await new Promise<{ id: number; result?: { kind: string; feed: { items: unknown[] } } }>(
        (resolve, reject) => {
          child.once('message', resolve as (message: unknown) => void);
          child.once('error', reject);
          child.send({ id: 1, kind: 'feed', xml: feed, feedUrl: 'https://news.example.com/rss' });
        },
      );
      expect(reply.result?.kind).toBe('feed');
      expect(reply.result?.feed.items).toHaveLength(1);
      // An article page: linkedom, Readability and their packages are inside the bundle (ADR 053).
      const paragraph = '시험시 북부 도서관이 다음 달부터 평일 저녁 아홉 시까지 문을 연다고 밝혔어요. '.repeat(4);
      const html =
        `<html><head><title>도서관 저녁 개방</title><style>p { color: black }</style></head><body><article>` +
        `<h1>도서관 저녁 개방</h1><p>${paragraph}</p><p>${paragraph}</p><p>${paragraph}</p></article></body></html>`;
      const article = await new Promise<{ id: number; result?: { kind: string; article: { body: string } } }>(
        (resolve, reject) => {
          child.once('message', resolve as (message: unknown) => void);
          child.once('error', reject);
          child.send({
            id: 2,
            kind: 'article',
            item: {
              url: 'https://news.example.com/1',
              title: '도서관 저녁 개방',
              publishedAt: null,
              category: null,
              outlet: null,
            },
            page: { url: 'https://news.example.com/1', text: html, charset: 'utf-8', charsetFrom: 'header' },
          });
        },
      );
      expect(article.result?.kind).toBe('article');
      expect(article.result?.article.body).toContain('평일 저녁 아홉 시까지');
    } finally {
      child.kill();
    }
  });

  it('starts from the bundle: migrates a new database and answers', async () => {
    server = await startServerProcess({ LOG_LEVEL: 'info', NEWS_FEEDS: '' }, [
      '--max-semi-space-size=4',
      '--max-old-space-size=512',
      path.join(outdir, 'server.js'),
    ]);
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
  }, 90_000);
});
