import type { FontWeight } from './fonts.ts';
import type { InlineRun } from '../post-blocks.ts';
import { type Line, type StyledText, wrapRuns } from './line-wrap.ts';

/**
 * The page of a post's PDF: its geometry and type styles, and the flow that places boxes down the page, breaks
 * pages, draws the blockquote bars beside what they quote, and draws wrapped text, list markers, rules, images
 * and the page footers.
 */

// Geometry in PDF points (1/72 in). A4 is 595.28 × 841.89.
export const PAGE = { width: 595.28, height: 841.89, top: 64, bottom: 76, left: 66, right: 66 };
export const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;
const CONTENT_BOTTOM = PAGE.height - PAGE.bottom;
const FOOTER_Y = PAGE.height - 46;
const MAX_IMAGE_HEIGHT = (CONTENT_BOTTOM - PAGE.top) * 0.55;
export const LIST_INDENT = 18;
export const QUOTE_INDENT = 16;
const QUOTE_BAR_WIDTH = 3;

/** Pretendard's ascender as a fraction of the font size (hhea): the baseline's depth below a line box's top. */
const ASCENT = 0.952;

const COLOR = {
  title: '#1b1e24',
  heading: '#1b1e24',
  body: '#2c3038',
  quote: '#454b55',
  muted: '#5c636e',
  rule: '#d5dae1',
  quoteBar: '#bac8ff',
  link: '#364fc7',
  marker: '#5c636e',
};

interface TextStyle {
  weight: FontWeight;
  size: number;
  color: string;
  italic: boolean;
  href: string | null;
}

export interface TextSpec {
  base: Omit<TextStyle, 'href' | 'italic'>;
  /** Weight of `<strong>` text in this kind of block. */
  strong: FontWeight;
  lineHeight: number;
}

export const TEXT: Record<'title' | 'date' | 'h2' | 'h3' | 'body' | 'quote' | 'caption' | 'footer', TextSpec> = {
  title: { base: { weight: 'bold', size: 22, color: COLOR.title }, strong: 'bold', lineHeight: 1.36 },
  date: { base: { weight: 'regular', size: 10, color: COLOR.muted }, strong: 'semibold', lineHeight: 1.5 },
  h2: { base: { weight: 'bold', size: 15.5, color: COLOR.heading }, strong: 'bold', lineHeight: 1.42 },
  h3: { base: { weight: 'semibold', size: 12.5, color: COLOR.heading }, strong: 'bold', lineHeight: 1.45 },
  body: { base: { weight: 'regular', size: 11, color: COLOR.body }, strong: 'bold', lineHeight: 1.6 },
  quote: { base: { weight: 'regular', size: 11, color: COLOR.quote }, strong: 'bold', lineHeight: 1.6 },
  caption: { base: { weight: 'regular', size: 8.5, color: COLOR.muted }, strong: 'semibold', lineHeight: 1.45 },
  footer: { base: { weight: 'regular', size: 8.5, color: COLOR.muted }, strong: 'semibold', lineHeight: 1.2 },
};

export interface LoadedImage {
  image: PdfKitImage;
  width: number;
  height: number;
}

/** What pdfkit's (untyped) `openImage` returns; `image()` accepts it in place of a buffer. */
interface PdfKitImage {
  width: number;
  height: number;
  orientation?: number;
}

export const NO_MARKUP = { bold: false, italic: false, href: null } as const;

export type Doc = PDFKit.PDFDocument & { openImage(src: Buffer): PdfKitImage };

export class PostLayout {
  private y = PAGE.top;
  private gap = 0;
  private atPageTop = true;
  private lastQuotes: readonly number[] = [];
  private readonly styles = new Map<string, TextStyle>();
  private readonly widths = new Map<string, number>();

  constructor(private readonly doc: Doc) {}

  // --- text measuring and wrapping ---

  private style(spec: TextSpec, run: Pick<InlineRun, 'bold' | 'italic' | 'href'>): TextStyle {
    const weight = run.bold ? spec.strong : spec.base.weight;
    const color = run.href ? COLOR.link : spec.base.color;
    const key = `${weight}|${spec.base.size}|${color}|${run.italic}|${run.href ?? ''}`;
    let style = this.styles.get(key);
    if (!style) {
      style = { weight, size: spec.base.size, color, italic: run.italic, href: run.href };
      this.styles.set(key, style);
    }
    return style;
  }

  private readonly measure = (text: string, style: TextStyle): number => {
    const key = `${style.weight}|${style.size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.doc.font(style.weight).fontSize(style.size).widthOfString(text);
      this.widths.set(key, width);
    }
    return width;
  };

  wrap(runs: readonly InlineRun[], spec: TextSpec, width: number): Line<TextStyle>[] {
    const styled: StyledText<TextStyle>[] = runs.map((run) => ({ text: run.text, style: this.style(spec, run) }));
    return wrapRuns(styled, width, this.measure);
  }

  // --- vertical flow ---

  /** Asks for at least `points` of space before the next box (gaps collapse like CSS margins). */
  space(points: number): void {
    this.gap = Math.max(this.gap, points);
  }

  /** Starts a new page unless `height` (plus the pending gap) still fits on this one. */
  keep(height: number): void {
    if (!this.atPageTop && this.y + this.gap + height > CONTENT_BOTTOM) this.newPage();
  }

  private newPage(): void {
    this.doc.addPage();
    this.y = PAGE.top;
    this.gap = 0;
    this.atPageTop = true;
  }

  /** Reserves a box of `height` in the flow and returns its top; draws the blockquote bars beside it. */
  place(height: number, quotes: readonly number[]): number {
    const gap = this.atPageTop ? 0 : this.gap;
    if (!this.atPageTop && this.y + gap + height > CONTENT_BOTTOM) this.newPage();
    else if (gap > 0) this.quoteBars(sharedPrefix(this.lastQuotes, quotes), this.y, gap);
    const top = this.atPageTop ? this.y : this.y + gap;
    this.quoteBars(quotes.length, top, height);
    this.y = top + height;
    this.gap = 0;
    this.atPageTop = false;
    this.lastQuotes = quotes;
    return top;
  }

  private quoteBars(depth: number, top: number, height: number): void {
    for (let level = 0; level < depth; level++) {
      this.doc.rect(PAGE.left + level * QUOTE_INDENT, top, QUOTE_BAR_WIDTH, height).fill(COLOR.quoteBar);
    }
  }

  // --- drawing ---

  /** Lays out wrapped text line by line; a paragraph never starts with a lone line at the foot of a page. */
  text(
    lines: readonly Line<TextStyle>[],
    spec: TextSpec,
    opts: {
      x: number;
      width: number;
      quotes: readonly number[];
      align?: 'left' | 'center';
      marker?: string | null;
      depth?: number;
    },
  ): void {
    const lineHeight = spec.base.size * spec.lineHeight;
    this.keep(Math.min(lines.length, 2) * lineHeight);
    lines.forEach((line, index) => {
      const top = this.place(lineHeight, opts.quotes);
      const textTop = top + (lineHeight - this.lineBox(spec.base.size)) / 2;
      if (index === 0 && opts.marker) this.marker(opts.marker, spec, opts.x, textTop, opts.depth ?? 1);
      const offset = opts.align === 'center' ? (opts.width - line.width) / 2 : 0;
      for (const piece of line.pieces)
        this.piece(piece.text, piece.style, opts.x + offset + piece.x, textTop, piece.width);
    });
  }

  private lineBox(size: number): number {
    return this.doc.fontSize(size).currentLineHeight();
  }

  private piece(text: string, style: TextStyle, x: number, top: number, width: number): void {
    this.doc
      .font(style.weight)
      .fontSize(style.size)
      .fillColor(style.color)
      .text(text, x, top, {
        lineBreak: false,
        ...(style.href ? { link: style.href } : {}),
        ...(style.italic ? { oblique: 10 } : {}),
      });
    if (style.href) {
      const underlineY = top + style.size * (ASCENT + 0.12);
      this.doc
        .moveTo(x, underlineY)
        .lineTo(x + width, underlineY)
        .lineWidth(0.6)
        .strokeColor(style.color)
        .stroke();
    }
  }

  /** A list marker left of the first line: a dot for bullets (hollow when nested), the number for ordered items. */
  private marker(marker: string, spec: TextSpec, x: number, textTop: number, depth: number): void {
    const size = spec.base.size;
    if (marker === '•') {
      const cx = x - 9;
      const cy = textTop + size * (ASCENT - 0.36);
      if (depth > 1) this.doc.circle(cx, cy, 1.7).lineWidth(0.7).stroke(COLOR.marker);
      else this.doc.circle(cx, cy, 1.9).fill(COLOR.marker);
      return;
    }
    const style = this.style({ ...spec, base: { ...spec.base, color: COLOR.marker } }, NO_MARKUP);
    const width = this.measure(marker, style);
    this.piece(marker, style, x - 6 - width, textTop, width);
  }

  rule(quotes: readonly number[], color = COLOR.rule): void {
    const top = this.place(0.75, quotes);
    this.doc.rect(PAGE.left, top, CONTENT_WIDTH, 0.75).fill(color);
  }

  image(loaded: LoadedImage, x: number, width: number, quotes: readonly number[], keepBelow: number): void {
    let w = width;
    let h = (width * loaded.height) / loaded.width;
    if (h > MAX_IMAGE_HEIGHT) {
      h = MAX_IMAGE_HEIGHT;
      w = (h * loaded.width) / loaded.height;
    }
    this.keep(h + keepBelow);
    const top = this.place(h, quotes);
    this.doc.image(loaded.image as unknown as Buffer, x + (width - w) / 2, top, { width: w, height: h });
  }

  footer(): void {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const style = this.style(TEXT.footer, NO_MARKUP);
      const label = `글감 · 페이지 ${i - range.start + 1}`;
      const width = this.measure(label, style);
      this.piece(label, style, PAGE.left + (CONTENT_WIDTH - width) / 2, FOOTER_Y, width);
    }
  }
}

function sharedPrefix(a: readonly number[], b: readonly number[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}
