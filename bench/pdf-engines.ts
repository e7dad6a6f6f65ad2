// Issue 27: our hand layout on pdfkit against pdfmake, rendering the same demo posts (Korean text, three demo
// images each) in one process, one engine at a time. A throwaway measurement for ADR 036, not part of `all`.
//
//   npm install --no-save --prefix /tmp/pdfmake-bench pdfmake@0.3.11      # pdfmake is not a dependency
//   PDFMAKE_DIR=/tmp/pdfmake-bench node --expose-gc --import tsx bench/pdf-engines.ts
//
// For each engine: render time (warm, median and p95 over BENCH_PDF_ROUNDS × posts; wall clock and the process's
// CPU time, which a busy machine disturbs less), the first render (fonts
// read and parsed), heap and RSS after the renders (after a forced GC), output size, and Korean line breaking:
// lines of the extracted text (poppler's pdftotext) that end inside an eojeol, i.e. a source word split across two
// lines (CSS `word-break: keep-all` allows none). `ab` instead renders with the three keep-all engines taking turns
// in one process (time only), the fairest comparison on a busy machine. pdfmake runs three ways: as documented (font files, its own
// UAX #14 line breaking), with every eojeol a `noWrap` inline (the keep-all rule pdfmake allows), and with that
// plus the parsed fonts our renderer shares between documents.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Category } from '@geulgam/contracts';
import { demoArticles, renderImagePng } from '@geulgam/demo-newsroom';
import { buildOutline } from '../apps/api/src/features/generation/outline.ts';
import { createOfflineProvider } from '../apps/api/src/features/generation/providers/offline-provider.ts';
import type { SourceArticle } from '../apps/api/src/features/generation/providers/provider.ts';
import { renderPostHtml } from '../apps/api/src/features/generation/render-post.ts';
import { factSheetFor } from '../apps/api/src/features/generation/story-facts.ts';
import { htmlToBlocks, type InlineRun } from '../apps/api/src/features/posts/post-blocks.ts';
import { fontBuffers, parsedFonts } from '../apps/api/src/features/posts/pdf/fonts.ts';
import { renderPostPdf } from '../apps/api/src/features/posts/pdf/post-pdf.ts';
import { withoutOpenSlots } from '../apps/api/src/shared/html.ts';

const rounds = Number(process.env.BENCH_PDF_ROUNDS ?? 5);
const postCount = Number(process.env.BENCH_PDF_POSTS ?? 6);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

interface BenchPost {
  title: string;
  createdAt: Date;
  html: string;
  images: Map<string, Buffer>;
}

/** One demo story per category, written by the offline writer at standard length, with the story's images. */
async function demoPosts(): Promise<BenchPost[]> {
  const byStory = new Map<string, typeof demoArticles>();
  for (const article of demoArticles) byStory.set(article.storyId, [...(byStory.get(article.storyId) ?? []), article]);
  const seen = new Set<Category>();
  const posts: BenchPost[] = [];
  for (const articles of byStory.values()) {
    const category = articles[0]!.category;
    if (seen.has(category) || posts.length >= postCount) continue;
    seen.add(category);
    const keyword = articles[0]!.title.split(/[,…·]/)[0]!.slice(0, 20);
    const sources: SourceArticle[] = articles.map((a) => ({
      title: a.title,
      outlet: a.outlet,
      url: `https://news.example/${a.id}`,
      body: a.body,
      publishedAt: new Date('2026-11-24T09:00:00+09:00'),
    }));
    const { draft } = await createOfflineProvider().write({
      keyword: { title: keyword, category },
      articles: sources,
      outline: buildOutline(keyword, category),
      tone: 'haeyo',
      length: 'standard',
      seed: keyword,
      facts: factSheetFor(sources, keyword),
    });
    const pictures = articles.flatMap((a) => a.images).slice(0, 3);
    const images = new Map(pictures.map((p) => [`https://img.example/${p.id}.png`, renderImagePng(p.id)]));
    const html = renderPostHtml({
      draft,
      tone: 'haeyo',
      seed: keyword,
      images: pictures.map((p) => ({
        url: `https://img.example/${p.id}.png`,
        alt: p.alt,
        credit: articles[0]!.outlet,
      })),
      products: [],
      sources: sources.map((s) => ({ title: s.title, url: s.url, outlet: s.outlet })),
      disclosures: [],
    });
    posts.push({
      title: draft.title,
      createdAt: new Date('2026-11-24T09:00:00+09:00'),
      html: withoutOpenSlots(html),
      images,
    });
  }
  return posts;
}

// --- pdfmake: the same blocks (post-blocks.ts) as a document definition, as close to our layout as it allows ---

type Pdfmake = {
  setFonts(fonts: unknown): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  virtualfs: { writeFileSync(name: string, data: unknown): void };
  createPdf(doc: unknown): { getBuffer(): Promise<Buffer> };
};

function loadPdfmake(): Pdfmake {
  const dir = process.env.PDFMAKE_DIR;
  const require = createRequire(dir ? path.join(path.resolve(dir), 'package.json') : import.meta.url);
  return require('pdfmake') as Pdfmake;
}

const inlines = (runs: InlineRun[], keepAll: boolean) =>
  runs.flatMap((run) => {
    const style = { bold: run.bold, italics: run.italic, ...(run.href ? { link: run.href } : {}) };
    if (!keepAll) return [{ text: run.text, ...style }];
    // keep-all: every eojeol one unbreakable inline, the spaces between them the only break opportunities.
    return run.text
      .split(/(\s+)/)
      .filter(Boolean)
      .map((part) => (/^\s+$/.test(part) ? { text: part, ...style } : { text: part, noWrap: true, ...style }));
  });

function pdfmakeDocument(post: BenchPost, keepAll: boolean) {
  const content: unknown[] = [
    { text: post.title, fontSize: 22, bold: true, lineHeight: 1.2, margin: [0, 0, 0, 6] },
    { text: '2026년 11월 24일', fontSize: 10, color: '#6b7280', margin: [0, 0, 0, 16] },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 463, y2: 0, lineColor: '#e5e7eb' }], margin: [0, 0, 0, 22] },
  ];
  for (const block of htmlToBlocks(post.html)) {
    if (block.kind === 'heading') {
      content.push({
        text: inlines(block.runs, keepAll),
        fontSize: block.level === 2 ? 15.5 : 12.5,
        bold: true,
        margin: [0, block.level === 2 ? 26 : 18, 0, 9],
        headlineLevel: block.level,
      });
    } else if (block.kind === 'paragraph') {
      const text = inlines(block.runs, keepAll);
      content.push(
        block.marker
          ? { columns: [{ width: 14, text: block.marker }, { text }], margin: [block.indent * 14, 0, 0, 5] }
          : { text, margin: [0, 0, 0, 10] },
      );
    } else if (block.kind === 'figure') {
      for (const image of block.images) {
        const bytes = post.images.get(image.src);
        if (bytes)
          content.push({
            image: `data:image/png;base64,${bytes.toString('base64')}`,
            fit: [463, 300],
            alignment: 'center',
            margin: [0, 16, 0, 6],
          });
      }
      content.push({
        text: inlines(block.caption, keepAll),
        fontSize: 8.5,
        alignment: 'center',
        color: '#6b7280',
        margin: [0, 0, 0, 16],
      });
    } else {
      content.push({
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 463, y2: 0, lineColor: '#e5e7eb' }],
        margin: [0, 16, 0, 16],
      });
    }
  }
  return {
    pageSize: 'A4',
    pageMargins: [66, 64, 66, 76],
    defaultStyle: { font: 'Pretendard', fontSize: 11, lineHeight: 1.45, color: '#1f2937' },
    info: { title: post.title, author: '글감', creator: '글감', producer: '글감' },
    footer: (page: number, pages: number) => ({
      text: `${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8.5,
      color: '#6b7280',
    }),
    content,
  };
}

// --- Korean line breaking, read back from the PDF ---

const HANGUL = /[\uac00-\ud7a3]/;
/** Lines that end in the middle of a source eojeol: the word continues at the start of the next line. */
function midWordBreaks(pdf: Buffer, html: string): { lines: number; splits: number } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-engines-'));
  try {
    const file = path.join(dir, 'post.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const words = new Set(
      htmlToBlocks(html)
        .flatMap((block) => ('runs' in block ? block.runs : block.kind === 'figure' ? block.caption : []))
        .map((run) => run.text)
        .join(' ')
        .split(/\s+/)
        .filter(Boolean),
    );
    const lines = text.split('\n').map((line) => line.trim());
    let splits = 0;
    let counted = 0;
    for (let i = 0; i + 1 < lines.length; i++) {
      const last = lines[i]!.split(/\s+/).at(-1) ?? '';
      const first = lines[i + 1]!.split(/\s+/)[0] ?? '';
      if (!last || !first) continue;
      counted += 1;
      // Split: neither half is a word of the post, and together they are.
      if (HANGUL.test(last + first) && !words.has(last) && words.has(last + first)) splits += 1;
    }
    return { lines: counted, splits };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// --- measuring ---

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function measure(name: string, render: (post: BenchPost) => Promise<Buffer>, posts: BenchPost[]) {
  gc!();
  const rssBefore = process.memoryUsage().rss;
  let started = performance.now();
  const first = await render(posts[0]!);
  const firstMs = performance.now() - started;
  const times: number[] = [];
  const cpu: number[] = [];
  const sizes: number[] = [];
  let splits = 0;
  let lines = 0;
  let peakRss = 0;
  for (const post of posts) {
    const pdf = await render(post);
    sizes.push(pdf.length);
    const broken = midWordBreaks(pdf, post.html);
    splits += broken.splits;
    lines += broken.lines;
  }
  for (let round = 0; round < rounds; round++) {
    for (const post of posts) {
      started = performance.now();
      const cpuBefore = process.cpuUsage();
      await render(post);
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
  }
  gc!();
  const memory = process.memoryUsage();
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    engine: name,
    firstMs: Math.round(firstMs),
    p50Ms: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    cpuP50Ms: Math.round(percentile(cpu, 50)),
    cpuP95Ms: Math.round(percentile(cpu, 95)),
    meanKiB: Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024),
    firstBytes: first.length,
    heapAfterGcMiB: mib(memory.heapUsed),
    rssGrowthMiB: mib(memory.rss - rssBefore),
    peakRssGrowthMiB: mib(peakRss - rssBefore),
    midWordBreaks: `${splits} of ${lines} line ends`,
  };
}

const posts = await demoPosts();
const engine = process.argv[2] ?? 'all';
const ours = (post: BenchPost) =>
  renderPostPdf({
    id: 1,
    title: post.title,
    createdAt: post.createdAt,
    html: post.html,
    loadImage: async (src) => post.images.get(src) ?? null,
  });

/** pdfmake with two font families: the font files (as documented) and the parsed fonts our renderer shares. */
function pdfmakeRenderers() {
  const pdfmake = loadPdfmake();
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  for (const [weight, bytes] of Object.entries(fontBuffers())) pdfmake.virtualfs.writeFileSync(`${weight}.otf`, bytes);
  // pdfkit takes a parsed font where it expects bytes (≥ 0.20); pdfmake hands it through from its virtual files.
  for (const [weight, font] of Object.entries(parsedFonts())) {
    pdfmake.virtualfs.writeFileSync(`parsed-${weight}.otf`, font);
  }
  const family = (prefix: string) => ({
    normal: `${prefix}regular.otf`,
    bold: `${prefix}bold.otf`,
    italics: `${prefix}regular.otf`,
    bolditalics: `${prefix}bold.otf`,
  });
  pdfmake.setFonts({ Pretendard: family(''), PretendardParsed: family('parsed-') });
  return (keepAll: boolean, font = 'Pretendard') =>
    (post: BenchPost) => {
      const doc = pdfmakeDocument(post, keepAll);
      return pdfmake.createPdf({ ...doc, defaultStyle: { ...doc.defaultStyle, font } }).getBuffer();
    };
}

const results = [];
if (engine === 'ab') {
  // One process, the engines taking turns render by render, so a busy machine slows them alike: time only.
  const pdfmake = pdfmakeRenderers();
  const engines: [string, (post: BenchPost) => Promise<Buffer>][] = [
    ['pdfkit, our layout', ours],
    ['pdfmake keep-all, font files', pdfmake(true)],
    ['pdfmake keep-all, parsed fonts', pdfmake(true, 'PretendardParsed')],
  ];
  const samples = engines.map(() => ({ wall: [] as number[], cpu: [] as number[] }));
  for (const [, render] of engines) await render(posts[0]!);
  for (let round = 0; round < rounds; round++) {
    for (const post of posts) {
      for (let turn = 0; turn < engines.length; turn++) {
        const index = (turn + round) % engines.length;
        const started = performance.now();
        const cpuBefore = process.cpuUsage();
        await engines[index]![1](post);
        samples[index]!.wall.push(performance.now() - started);
        const used = process.cpuUsage(cpuBefore);
        samples[index]!.cpu.push((used.user + used.system) / 1000);
      }
    }
  }
  for (const [index, [name]] of engines.entries()) {
    const wall = samples[index]!.wall.sort((a, b) => a - b);
    const cpu = samples[index]!.cpu.sort((a, b) => a - b);
    results.push({
      engine: name,
      renders: wall.length,
      p50Ms: Math.round(percentile(wall, 50)),
      p95Ms: Math.round(percentile(wall, 95)),
      cpuP50Ms: Math.round(percentile(cpu, 50)),
      cpuP95Ms: Math.round(percentile(cpu, 95)),
    });
  }
} else {
  if (engine === 'all' || engine === 'pdfkit')
    results.push(await measure('pdfkit, our layout (line-wrap.ts)', ours, posts));
  if (engine === 'all' || engine.startsWith('pdfmake')) {
    const pdfmake = pdfmakeRenderers();
    if (engine === 'all' || engine === 'pdfmake')
      results.push(await measure('pdfmake, font files, UAX #14 breaks', pdfmake(false), posts));
    if (engine === 'all' || engine === 'pdfmake-keep-all')
      results.push(await measure('pdfmake, font files, keep-all (noWrap eojeols)', pdfmake(true), posts));
    if (engine === 'all' || engine === 'pdfmake-parsed') {
      results.push(
        await measure('pdfmake, parsed fonts, keep-all (noWrap eojeols)', pdfmake(true, 'PretendardParsed'), posts),
      );
    }
  }
}
console.log(
  `${posts.length} demo posts (${posts.map((p) => p.images.size).join('/')} images), ${rounds} rounds; node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.table(results);
