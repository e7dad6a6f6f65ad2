import { ElementType, parseDocument } from 'htmlparser2';

/**
 * Turns a post's sanitized HTML into a flat list of blocks for the PDF layout. Our writer uses only h2, h3, p,
 * ul/ol/li, blockquote, strong, em, a, figure/img/figcaption, hr and section/div/span wrappers; anything else is
 * unwrapped (its text is kept) except elements that never carry readable text (script, style, ...).
 */

export interface InlineRun {
  text: string;
  bold: boolean;
  italic: boolean;
  href: string | null;
}

export interface FigureImage {
  src: string;
  alt: string;
}

interface BlockPlacement {
  /** Ids of the blockquotes this block is inside, outermost first. */
  quotes: readonly number[];
  /** List nesting depth. */
  indent: number;
}

export type Block = BlockPlacement &
  (
    | { kind: 'heading'; level: 2 | 3; runs: InlineRun[] }
    | { kind: 'paragraph'; runs: InlineRun[]; marker: string | null }
    | { kind: 'figure'; images: FigureImage[]; caption: InlineRun[] }
    | { kind: 'rule' }
  );

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<Node, { attribs: unknown }>;

function isElement(node: Node): node is Element {
  return node.type === ElementType.Tag || node.type === ElementType.Script || node.type === ElementType.Style;
}

interface Context {
  bold: boolean;
  italic: boolean;
  href: string | null;
  quotes: readonly number[];
  indent: number;
}

const SKIPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'title',
  'iframe',
  'object',
  'svg',
  'math',
]);
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'address',
  'details',
  'summary',
  'pre',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'caption',
  'body',
  'html',
]);

/** Whitespace as HTML collapses it (not the no-break space, which becomes a plain space). */
function normalizeText(text: string): string {
  return (
    text
      .replace(/[\t\n\r\f \u00a0]+/g, ' ')
      // eslint-disable-next-line no-control-regex -- control characters have no glyph; drop them
      .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\u200b\u2028\u2029\ufeff]/g, '')
  );
}

function hasText(runs: readonly InlineRun[]): boolean {
  return runs.some((run) => run.text.trim() !== '');
}

class BlockBuilder {
  readonly blocks: Block[] = [];
  private runs: InlineRun[] = [];
  private marker: string | null = null;
  private nextQuoteId = 1;
  /** While inside a figure, every image and every piece of text belongs to it. */
  private figure: { images: FigureImage[]; caption: InlineRun[] } | null = null;

  walk(nodes: readonly Node[], ctx: Context): void {
    for (const node of nodes) this.visit(node, ctx);
  }

  private visit(node: Node, ctx: Context): void {
    if (node.type === ElementType.Text) this.addText(normalizeText(node.data), ctx);
    else if (isElement(node)) this.visitElement(node, ctx);
    else if (node.type === ElementType.Root || node.type === ElementType.CDATA) this.walk(node.children, ctx);
  }

  private visitElement(el: Element, ctx: Context): void {
    const tag = el.name.toLowerCase();
    if (SKIPPED.has(tag)) return;
    switch (tag) {
      case 'strong':
      case 'b':
        return this.walk(el.children, { ...ctx, bold: true });
      case 'em':
      case 'i':
      case 'cite':
        return this.walk(el.children, { ...ctx, italic: true });
      case 'a':
        return this.walk(el.children, { ...ctx, href: linkTarget(el.attribs.href) });
      case 'br':
        return this.addText('\n', ctx);
      case 'td':
      case 'th':
        this.addText(' ', ctx);
        this.walk(el.children, ctx);
        return this.addText(' ', ctx);
      case 'img':
        return this.addImage(el, ctx);
      case 'figure':
        return this.visitFigure(el, ctx);
      case 'figcaption':
        this.addText(' ', ctx);
        this.walk(el.children, ctx);
        return this.addText(' ', ctx);
      case 'hr':
        this.flush(ctx);
        if (!this.figure) this.blocks.push({ kind: 'rule', quotes: ctx.quotes, indent: ctx.indent });
        return;
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return this.visitHeading(el, tag === 'h1' || tag === 'h2' ? 2 : 3, ctx);
      case 'blockquote': {
        this.flush(ctx);
        const inner = { ...ctx, quotes: [...ctx.quotes, this.nextQuoteId++] };
        this.walk(el.children, inner);
        return this.flush(inner);
      }
      case 'ul':
      case 'ol':
        return this.visitList(el, tag === 'ol', ctx);
      case 'li':
        return this.visitItem(el, '•', ctx);
    }
    if (BLOCKS.has(tag)) {
      this.flush(ctx);
      this.walk(el.children, ctx);
      return this.flush(ctx);
    }
    this.walk(el.children, ctx);
  }

  private visitHeading(el: Element, level: 2 | 3, ctx: Context): void {
    if (this.figure) return this.walk(el.children, ctx);
    this.flush(ctx);
    this.walk(el.children, { ...ctx, bold: false, italic: false });
    if (hasText(this.runs))
      this.blocks.push({ kind: 'heading', level, runs: this.runs, quotes: ctx.quotes, indent: 0 });
    this.runs = [];
  }

  private visitList(el: Element, ordered: boolean, ctx: Context): void {
    this.flush(ctx);
    const start = Number.parseInt(el.attribs.start ?? '', 10);
    let number = Number.isFinite(start) ? start : 1;
    for (const child of el.children) {
      if (isElement(child) && child.name.toLowerCase() === 'li') {
        this.visitItem(child, ordered ? `${number++}.` : '•', ctx);
      } else {
        this.visit(child, ctx);
      }
    }
    this.flush(ctx);
  }

  private visitItem(el: Element, marker: string, ctx: Context): void {
    if (this.figure) return this.walk(el.children, ctx);
    this.flush(ctx);
    const inner = { ...ctx, indent: ctx.indent + 1 };
    this.marker = marker;
    this.walk(el.children, inner);
    this.flush(inner);
    this.marker = null;
  }

  private visitFigure(el: Element, ctx: Context): void {
    if (this.figure) return this.walk(el.children, ctx);
    this.flush(ctx);
    const figure: { images: FigureImage[]; caption: InlineRun[] } = { images: [], caption: [] };
    this.figure = figure;
    this.walk(el.children, ctx);
    this.figure = null;
    if (figure.images.length > 0 || hasText(figure.caption)) {
      this.blocks.push({ kind: 'figure', ...figure, quotes: ctx.quotes, indent: ctx.indent });
    }
  }

  private addImage(el: Element, ctx: Context): void {
    const src = (el.attribs.src ?? '').trim();
    if (!src) return;
    const image = { src, alt: normalizeText(el.attribs.alt ?? '').trim() };
    if (this.figure) {
      this.figure.images.push(image);
      return;
    }
    this.flush(ctx);
    this.blocks.push({ kind: 'figure', images: [image], caption: [], quotes: ctx.quotes, indent: ctx.indent });
  }

  private addText(text: string, ctx: Context): void {
    if (text === '') return;
    const target = this.figure ? this.figure.caption : this.runs;
    const last = target.at(-1);
    if (last && last.bold === ctx.bold && last.italic === ctx.italic && last.href === ctx.href) {
      last.text += text;
    } else {
      target.push({ text, bold: ctx.bold, italic: ctx.italic, href: ctx.href });
    }
  }

  /** Ends the current paragraph (if it has any text) at a block boundary. */
  flush(ctx: Context): void {
    if (this.figure) return;
    if (hasText(this.runs)) {
      this.blocks.push({
        kind: 'paragraph',
        runs: this.runs,
        marker: this.marker,
        quotes: ctx.quotes,
        indent: ctx.indent,
      });
      this.marker = null;
    }
    this.runs = [];
  }
}

/** Only absolute web and mail links become PDF link annotations; anything else stays plain text. */
function linkTarget(href: string | undefined): string | null {
  const value = href?.trim() ?? '';
  return /^(https?:\/\/|mailto:)/i.test(value) ? value : null;
}

export function htmlToBlocks(html: string): Block[] {
  const builder = new BlockBuilder();
  const ctx: Context = { bold: false, italic: false, href: null, quotes: [], indent: 0 };
  builder.walk(parseDocument(html).children, ctx);
  builder.flush(ctx);
  return builder.blocks;
}
