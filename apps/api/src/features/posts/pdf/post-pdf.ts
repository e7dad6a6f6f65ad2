import PDFDocument from 'pdfkit';
import { FONT_WEIGHTS, type FontWeight, parsedFonts, sharedLayoutStore } from './fonts.ts';
import { type Block, htmlToBlocks } from '../post-blocks.ts';
import { IMAGE_LIMITS, isUsableImageData } from './images.ts';
import {
  CONTENT_WIDTH,
  type Doc,
  LIST_INDENT,
  type LoadedImage,
  NO_MARKUP,
  PAGE,
  PostLayout,
  QUOTE_INDENT,
  TEXT,
  type TextSpec,
} from './page-layout.ts';

/**
 * A generated post as a PDF (A4): the title, its date, then the body laid out from the post's HTML with the
 * Pretendard font embedded (subset), so the text stays selectable and searchable. Korean breaks only at spaces
 * (CSS `word-break: keep-all`): line breaking is done here (line-wrap.ts), never by pdfkit.
 */

export interface PdfPost {
  id: number;
  title: string;
  createdAt: Date;
  html: string;
  /** The image bytes for an `<img src>`, or null when it can't be had; a rejection counts as null. */
  loadImage(url: string): Promise<Buffer | null>;
}

const DATE_FORMAT = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** "2026년 11월 22일", in Korean time; empty for an invalid date. */
export function koreanDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(DATE_FORMAT.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}년 ${parts.month}월 ${parts.day}일`;
}

/** Vertical space between two consecutive blocks. */
function gapBetween(prev: Block | null, next: Block): number {
  if (!prev) return 0;
  if (next.kind === 'heading') return next.level === 2 ? 26 : 18;
  if (prev.kind === 'heading') return prev.level === 2 ? 9 : 7;
  if (next.kind === 'figure' || prev.kind === 'figure' || next.kind === 'rule' || prev.kind === 'rule') return 16;
  if (prev.indent > 0 && next.indent > 0) return 5;
  if (prev.quotes.length !== next.quotes.length) return 14;
  return 10;
}

async function loadImages(blocks: readonly Block[], post: PdfPost, doc: Doc): Promise<Map<string, LoadedImage>> {
  const urls = new Set<string>();
  for (const block of blocks) if (block.kind === 'figure') for (const image of block.images) urls.add(image.src);
  const loaded = new Map<string, LoadedImage>();
  await Promise.all(
    [...urls].map(async (url) => {
      let data: Buffer | null;
      try {
        data = await post.loadImage(url);
      } catch {
        return;
      }
      if (!data || !isUsableImageData(data)) return;
      try {
        const image = doc.openImage(data);
        const upright = (image.orientation ?? 1) <= 4;
        const width = upright ? image.width : image.height;
        const height = upright ? image.height : image.width;
        if (width > 0 && height > 0 && width * height <= IMAGE_LIMITS.maxPixels) {
          loaded.set(url, { image, width, height });
        }
      } catch {
        // pdfkit could not read it (a damaged JPEG header): the PDF goes without this image.
      }
    }),
  );
  return loaded;
}

function renderBlocks(layout: PostLayout, blocks: readonly Block[], images: ReadonlyMap<string, LoadedImage>): void {
  let prev: Block | null = null;
  for (const block of blocks) {
    const x = PAGE.left + block.quotes.length * QUOTE_INDENT + block.indent * LIST_INDENT;
    const width = PAGE.left + CONTENT_WIDTH - x;
    const quotes = block.quotes;
    if (block.kind === 'figure') {
      const loaded = block.images.flatMap((image) => images.get(image.src) ?? []);
      // A caption describes its picture: without any picture there is nothing to caption.
      if (loaded.length === 0) continue;
      layout.space(gapBetween(prev, block));
      const caption = block.caption.length > 0 ? layout.wrap(block.caption, TEXT.caption, width) : [];
      const captionHeight = caption.length * TEXT.caption.base.size * TEXT.caption.lineHeight;
      loaded.forEach((image, index) => {
        if (index > 0) layout.space(6);
        layout.image(
          image,
          x,
          width,
          quotes,
          index === loaded.length - 1 && caption.length > 0 ? captionHeight + 6 : 0,
        );
      });
      if (caption.length > 0) {
        layout.space(6);
        layout.text(caption, TEXT.caption, { x, width, quotes, align: 'center' });
      }
    } else if (block.kind === 'rule') {
      layout.space(gapBetween(prev, block));
      layout.rule(quotes);
    } else if (block.kind === 'heading') {
      const spec = block.level === 2 ? TEXT.h2 : TEXT.h3;
      const lines = layout.wrap(block.runs, spec, width);
      layout.space(gapBetween(prev, block));
      // Keep a heading with the first lines of what follows it.
      layout.keep(
        lines.length * spec.base.size * spec.lineHeight + 10 + 2 * TEXT.body.base.size * TEXT.body.lineHeight,
      );
      layout.text(lines, spec, { x, width, quotes });
    } else {
      const spec = quotes.length > 0 ? TEXT.quote : TEXT.body;
      layout.space(gapBetween(prev, block));
      layout.text(layout.wrap(block.runs, spec, width), spec, {
        x,
        width,
        quotes,
        marker: block.marker,
        depth: block.indent,
      });
    }
    prev = block;
  }
}

/**
 * Each weight's words shaped once per thread, not once per document (fonts.ts): pdfkit makes a document's font
 * object when the font is first chosen, and from then on that object reads and writes the shared store. Hooked
 * where fonts are chosen, so they are made in the same order as before and the bytes of the PDF do not change.
 */
function shareLayouts(doc: Doc): void {
  const choose = doc.font.bind(doc) as (...args: unknown[]) => Doc;
  const weights = new Set<string>(FONT_WEIGHTS);
  (doc as unknown as { font: (...args: unknown[]) => Doc }).font = (...args) => {
    const chosen = choose(...args);
    const name = args[0];
    const made = (doc as unknown as { _font?: { layoutCache?: unknown } })._font;
    if (typeof name === 'string' && weights.has(name) && made?.layoutCache) {
      made.layoutCache = sharedLayoutStore(name as FontWeight);
    }
    return chosen;
  };
}

export async function renderPostPdf(post: PdfPost): Promise<Buffer> {
  const fonts = parsedFonts();
  const title = post.title.trim() || '제목 없음';
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    bufferPages: true,
    lang: 'ko-KR',
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: title, Author: '글감', Creator: '글감', Producer: '글감' },
  }) as Doc;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit takes a parsed fontkit font where its types say bytes (PDFFontFactory checks for `layout`).
  for (const weight of FONT_WEIGHTS) doc.registerFont(weight, fonts[weight] as unknown as Buffer);
  shareLayouts(doc);

  const blocks = htmlToBlocks(post.html);
  const images = await loadImages(blocks, post, doc);
  const layout = new PostLayout(doc);

  const plainLine = (text: string, spec: TextSpec) =>
    layout.text(layout.wrap([{ text, ...NO_MARKUP }], spec, CONTENT_WIDTH), spec, {
      x: PAGE.left,
      width: CONTENT_WIDTH,
      quotes: [],
    });
  plainLine(title, TEXT.title);
  const date = koreanDate(post.createdAt);
  if (date) {
    layout.space(6);
    plainLine(date, TEXT.date);
  }
  layout.space(16);
  layout.rule([]);
  layout.space(22);

  renderBlocks(layout, blocks, images);
  layout.footer();
  doc.end();
  return done;
}
