import { afterAll, describe, expect, it } from 'vitest';
import { renderImagePng } from '@geulgam/demo-newsroom';
import { createPdfRenderer } from './pdf-renderer.ts';

const renderer = createPdfRenderer();
afterAll(() => renderer.close());

const IMAGE = 'https://img.example.com/photo.png';
const proxied = (url: string) => `http://127.0.0.1:8001/api/v1/internal/proxy-image?url=${encodeURIComponent(url)}`;
const post = (html: string) => ({ id: 7, title: '렌더 스레드 확인', createdAt: '2026-11-22T03:00:00.000Z', html });
const imageCount = (pdf: Buffer) => pdf.toString('latin1').split('/Subtype /Image').length - 1;

describe('the PDF render thread', () => {
  it('renders a post, with the images it was handed, found by their proxied address', async () => {
    const html = `<p>첫 문단이에요.</p><figure><img src="${proxied(IMAGE)}" alt="사진"></figure><img src="${proxied('https://elsewhere.example/x.png')}">`;
    const pdf = await renderer.render(post(html), [[IMAGE, renderImagePng('economy-1a-1')]]);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Only the handed image: the other address is never fetched by the thread.
    expect(imageCount(pdf)).toBe(1);
  });

  it('renders many posts asked for at once', async () => {
    const titles = Array.from({ length: 6 }, (_, index) => `동시에 ${index}`);
    const pdfs = await Promise.all(titles.map((title) => renderer.render({ ...post('<p>본문</p>'), title }, [])));
    expect(pdfs.every((pdf) => pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true);
  });

  it('fails the renders of a lost thread, then starts a new one', async () => {
    const held = renderer.render(post(`<p>${'긴 문단이에요. '.repeat(400)}</p>`), []);
    await renderer.close();
    await expect(held).rejects.toThrow(/render thread exited/);
    const pdf = await renderer.render(post('<p>다시 시작했어요.</p>'), []);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives each render its whole time limit, however long the queue before it', async () => {
    const long = post(`<p>${'긴 문단이에요. '.repeat(400)}</p>`);
    const timed = async (work: () => Promise<unknown>) => {
      const started = Date.now();
      await work();
      return Date.now() - started;
    };
    const oneRender = await timed(() => renderer.render(long, []));
    const probe = createPdfRenderer();
    const firstRender = await timed(() => probe.render(long, [])).finally(() => probe.close());
    // A limit that fits a first render (it also starts the thread and reads the fonts) and a few more, with room for
    // a loaded machine, and a queue three limits long: were a limit counted from when a render is asked for, the
    // queue's tail would end the thread and fail every render it held.
    const timeoutMs = Math.max(firstRender * 3, oneRender * 6);
    const limited = createPdfRenderer({ timeoutMs });
    try {
      const queued = Array.from({ length: Math.min(60, Math.ceil((3 * timeoutMs) / oneRender)) }, () =>
        limited.render(long, []),
      );
      const pdfs = await Promise.all(queued);
      expect(pdfs.every((pdf) => pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
