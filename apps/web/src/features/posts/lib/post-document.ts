import { documentText, sanitizeHtml } from '../../../lib/sanitize-html.ts';

/**
 * A post's HTML read once (the API's render-post.ts makes it): sanitized and parsed a single time into
 * a list of top-level blocks, from which the desk takes what it shows and measures (text, pictures,
 * open experience slots), what 복사하기 puts on the clipboard, and what 듣기 leaves out.
 */
export const EXPERIENCE_SLOT_CLASS = 'experience-slot';

// The post's furniture: the disclosure, the AI-use line, products, sources, tags, experience slots and
// picture captions. Eyes read it; 듣기 does not say it.
const FURNITURE = /\b(disclosure|post-ai|ai-note|post-tags|tag|sources?|products?|product|post-slot|experience)\b/;

/** Whether an element is the post's furniture rather than its text (what 듣기 skips). */
export function isFurniture(element: Element): boolean {
  if (element.tagName === 'FIGURE' || element.tagName === 'FIGCAPTION' || element.tagName === 'IMG') return true;
  if (FURNITURE.test(element.className)) return true;
  // The heading of the sources list reads "출처": nothing to say without the list.
  return /^H[2-4]$/.test(element.tagName) && element.textContent?.trim() === '출처';
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * An experience slot is open while its text is empty or still its placeholder (`data-placeholder`). A slot
 * without the attribute (an older post) counts as open while it ends with the placeholder's request.
 */
export function isOpenSlot(element: Element): boolean {
  if (!element.classList.contains(EXPERIENCE_SLOT_CLASS)) return false;
  const text = normalize(element.textContent ?? '');
  if (!text) return true;
  const placeholder = element.getAttribute('data-placeholder');
  if (placeholder !== null) return text === normalize(placeholder);
  return /(적어|넣어) 주세요\.?$/.test(text);
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const BLOCK = new Set([
  'p',
  'div',
  'section',
  'aside',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'figure',
  'pre',
]);

/** Inline text of a node: link URLs kept after their text, `<br>` as a line break. */
function inlineText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (!(node instanceof Element)) return '';
  if (node.localName === 'br') return '\n';
  if (node.localName === 'img') return node.getAttribute('alt') ? `[${node.getAttribute('alt')}]` : '';
  const inner = [...node.childNodes].map(inlineText).join('');
  if (node.localName === 'a') {
    const href = node.getAttribute('href');
    const text = inner.trim();
    if (href && /^https?:/i.test(href) && text !== href) return text ? `${inner} (${href})` : href;
  }
  return inner;
}

/**
 * Plain text a blog editor can take: headings and paragraphs as blocks, list items with `•` (numbers in
 * ordered lists, indented when nested), link URLs kept, pictures as their caption in brackets.
 */
function plainText(root: Element): string {
  const blocks: string[] = [];
  const line = (text: string) => {
    const cleaned = text
      .split('\n')
      .map((part) => part.replace(/[ \t]+/g, ' ').trim())
      .join('\n')
      .trim();
    if (cleaned) blocks.push(cleaned);
  };
  const list = (element: Element, depth: number) => {
    const ordered = element.localName === 'ol';
    const items: string[] = [];
    let number = 0;
    for (const item of element.children) {
      if (item.localName !== 'li') continue;
      number += 1;
      const own = [...item.childNodes]
        .filter((child) => !(child instanceof Element && (child.localName === 'ul' || child.localName === 'ol')))
        .map((child) =>
          child instanceof Element && BLOCK.has(child.localName) ? ` ${inlineText(child)} ` : inlineText(child),
        )
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      items.push(`${'  '.repeat(depth)}${ordered ? `${number}.` : '•'} ${own}`);
      for (const nested of item.children) {
        if (nested.localName === 'ul' || nested.localName === 'ol') items.push(list(nested, depth + 1));
      }
    }
    return items.join('\n');
  };
  const visit = (element: Element) => {
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        line(child.textContent ?? '');
        continue;
      }
      if (!(child instanceof Element)) continue;
      const name = child.localName;
      if (name === 'ul' || name === 'ol') {
        // Already one item a line, nested items indented.
        const items = list(child, 0);
        if (items.trim()) blocks.push(items);
      } else if (name === 'figure') {
        const caption = child.querySelector('figcaption');
        const text = normalize(caption?.textContent ?? '') || normalize(child.querySelector('img')?.alt ?? '');
        if (text) line(`[${text}]`);
      } else if (name === 'hr') line('―');
      else if (['div', 'section', 'aside', 'blockquote'].includes(name) && child.querySelector('p, ul, ol, h2, h3, h4'))
        visit(child);
      else line(inlineText(child));
    }
  };
  visit(root);
  return blocks.join('\n\n');
}

/** What 복사하기 takes from a parsed body: see `PostDocument.clipboard`. Works on a copy. */
function clipboardOf(body: HTMLElement): { html: string; text: string } {
  const copy = body.cloneNode(true) as HTMLElement;
  for (const slot of copy.querySelectorAll(`.${EXPERIENCE_SLOT_CLASS}`)) {
    if (isOpenSlot(slot)) slot.remove();
    else {
      slot.removeAttribute('data-placeholder');
      slot.removeAttribute('data-slot');
    }
  }
  return { html: copy.innerHTML.trim(), text: plainText(copy) };
}

export type PostBlockKind = 'heading' | 'paragraph' | 'list' | 'figure' | 'quote' | 'rule' | 'other';

/** One top-level block of the post. */
export interface PostBlock {
  kind: PostBlockKind;
  element: Element;
  /** See `isFurniture`. */
  furniture: boolean;
  /** An experience slot the member has not filled in. */
  openSlot: boolean;
}

function blockKind(element: Element): PostBlockKind {
  const name = element.localName;
  if (/^h[1-6]$/.test(name)) return 'heading';
  if (name === 'p') return 'paragraph';
  if (name === 'ul' || name === 'ol') return 'list';
  if (name === 'figure' || name === 'img') return 'figure';
  if (name === 'blockquote') return 'quote';
  if (name === 'hr') return 'rule';
  return 'other';
}

export interface PostDocument {
  /** The sanitized HTML, what the desk types in and the editor starts from. */
  html: string;
  blocks: PostBlock[];
  /** The readable text (blocks separated by blank lines): the statistics count it. */
  text: string;
  images: number;
  /** Experience slots still waiting for the member (the quality report). */
  openSlots: number;
  /** Nothing to read: no text and no picture. */
  empty: boolean;
  /**
   * What 복사하기 puts on the clipboard: the body as HTML and as plain text, without the title (blog
   * editors have their own title field) and without experience slots the member left open.
   */
  clipboard: () => { html: string; text: string };
}

/** Sanitizes and parses a post's HTML once; everything else reads the result. */
export function readPost(raw: string): PostDocument {
  const html = sanitizeHtml(raw);
  const doc = parse(html);
  const blocks = [...doc.body.children].map((element) => ({
    kind: blockKind(element),
    element,
    furniture: isFurniture(element),
    openSlot: isOpenSlot(element),
  }));
  const text = documentText(doc);
  const images = doc.images.length;
  let clipboard: { html: string; text: string } | null = null;
  return {
    html,
    blocks,
    text,
    images,
    openSlots: [...doc.querySelectorAll(`.${EXPERIENCE_SLOT_CLASS}`)].filter(isOpenSlot).length,
    empty: text.trim() === '' && images === 0,
    clipboard: () => (clipboard ??= clipboardOf(doc.body)),
  };
}

/** `readPost(html).openSlots`. */
export function countOpenSlots(html: string): number {
  return readPost(html).openSlots;
}

/** `readPost(html).clipboard()`. */
export function clipboardContent(html: string): { html: string; text: string } {
  return readPost(html).clipboard();
}
