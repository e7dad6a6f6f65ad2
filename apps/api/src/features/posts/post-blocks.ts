import { ElementType, parseDocument } from 'htmlparser2';

/**
 * A post's HTML read once into a flat list of blocks: headings, paragraphs (list items carry their marker),
 * figures and rules, each with the blockquotes and lists around it and the classes of the elements it sits in.
 * Everything that turns a post into something else reads this list: the PDF layout, the Markdown and text
 * exports, the video script and the WordPress copy's excerpt, tags and images. Our writer uses only h2, h3, p,
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
  /** The classes of the block's own element and of every element around it, outermost first. */
  classes: readonly string[];
}

export type Block = BlockPlacement &
  (
    | { kind: 'heading'; level: 2 | 3; runs: InlineRun[] }
    | {
        kind: 'paragraph';
        runs: InlineRun[];
        /** `•` or `3.` on the first paragraph of a list item. */
        marker: string | null;
        /** The element whose text this is: `p`, `li`, `div`, …; empty for text outside any element. */
        element: string;
      }
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
  classes: readonly string[];
  /** The nearest element that starts a paragraph of its own. */
  element: string;
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

  private visitElement(el: Element, outer: Context): void {
    const tag = el.name.toLowerCase();
    if (SKIPPED.has(tag)) return;
    const ctx = withClasses(el, outer);
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
        return this.addImage(el, outer, ctx);
      case 'figure':
        return this.visitFigure(el, outer, ctx);
      case 'figcaption':
        this.addText(' ', ctx);
        this.walk(el.children, ctx);
        return this.addText(' ', ctx);
      case 'hr':
        this.flush(outer);
        if (!this.figure) this.blocks.push({ kind: 'rule', ...placement(ctx) });
        return;
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return this.visitHeading(el, tag === 'h1' || tag === 'h2' ? 2 : 3, outer, ctx);
      case 'blockquote': {
        this.flush(outer);
        const inner = { ...ctx, element: tag, quotes: [...ctx.quotes, this.nextQuoteId++] };
        this.walk(el.children, inner);
        return this.flush(inner);
      }
      case 'ul':
      case 'ol':
        return this.visitList(el, tag === 'ol', ctx);
      case 'li':
        return this.visitItem(el, '•', outer, ctx);
    }
    if (BLOCKS.has(tag)) {
      this.flush(outer);
      const inner = { ...ctx, element: tag };
      this.walk(el.children, inner);
      return this.flush(inner);
    }
    this.walk(el.children, ctx);
  }

  private visitHeading(el: Element, level: 2 | 3, outer: Context, ctx: Context): void {
    if (this.figure) return this.walk(el.children, ctx);
    this.flush(outer);
    this.walk(el.children, { ...ctx, bold: false, italic: false });
    if (hasText(this.runs)) this.blocks.push({ kind: 'heading', level, runs: this.runs, ...placement(ctx), indent: 0 });
    this.runs = [];
  }

  private visitList(el: Element, ordered: boolean, ctx: Context): void {
    this.flush(ctx);
    const start = Number.parseInt(el.attribs.start ?? '', 10);
    let number = Number.isFinite(start) ? start : 1;
    for (const child of el.children) {
      if (isElement(child) && child.name.toLowerCase() === 'li') {
        this.visitItem(child, ordered ? `${number++}.` : '•', ctx, withClasses(child, ctx));
      } else {
        this.visit(child, ctx);
      }
    }
    this.flush(ctx);
  }

  private visitItem(el: Element, marker: string, outer: Context, ctx: Context): void {
    if (this.figure) return this.walk(el.children, ctx);
    this.flush(outer);
    const inner = { ...ctx, element: 'li', indent: ctx.indent + 1 };
    this.marker = marker;
    this.walk(el.children, inner);
    this.flush(inner);
    this.marker = null;
  }

  private visitFigure(el: Element, outer: Context, ctx: Context): void {
    if (this.figure) return this.walk(el.children, ctx);
    this.flush(outer);
    const figure: { images: FigureImage[]; caption: InlineRun[] } = { images: [], caption: [] };
    this.figure = figure;
    this.walk(el.children, ctx);
    this.figure = null;
    if (figure.images.length > 0 || hasText(figure.caption)) {
      this.blocks.push({ kind: 'figure', ...figure, ...placement(ctx) });
    }
  }

  private addImage(el: Element, outer: Context, ctx: Context): void {
    const src = (el.attribs.src ?? '').trim();
    if (!src) return;
    const image = { src, alt: normalizeText(el.attribs.alt ?? '').trim() };
    if (this.figure) {
      this.figure.images.push(image);
      return;
    }
    this.flush(outer);
    this.blocks.push({ kind: 'figure', images: [image], caption: [], ...placement(ctx) });
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
        element: ctx.element,
        ...placement(ctx),
      });
      this.marker = null;
    }
    this.runs = [];
  }
}

/** The context inside an element: its classes added to those around it. */
function withClasses(el: Element, ctx: Context): Context {
  const own = el.attribs.class?.split(/\s+/).filter(Boolean) ?? [];
  return own.length > 0 ? { ...ctx, classes: [...ctx.classes, ...own] } : ctx;
}

function placement(ctx: Context): BlockPlacement {
  return { quotes: ctx.quotes, indent: ctx.indent, classes: ctx.classes };
}

/** Only absolute web and mail links become PDF link annotations; anything else stays plain text. */
function linkTarget(href: string | undefined): string | null {
  const value = href?.trim() ?? '';
  return /^(https?:\/\/|mailto:)/i.test(value) ? value : null;
}

export function htmlToBlocks(html: string): Block[] {
  const builder = new BlockBuilder();
  const ctx: Context = { bold: false, italic: false, href: null, quotes: [], indent: 0, classes: [], element: '' };
  builder.walk(parseDocument(html).children, ctx);
  builder.flush(ctx);
  return builder.blocks;
}
