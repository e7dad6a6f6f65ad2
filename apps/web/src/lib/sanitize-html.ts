import DOMPurify from 'dompurify';

/** Every HTML body the server sends (posts) goes through here before it is rendered (DESIGN §6). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);

/** The readable text of a parsed, sanitized document (see `htmlText`). */
export function documentText(doc: Document): string {
  let out = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (!(node instanceof Element)) return;
    const name = node.localName;
    if (name === 'br') {
      out += '\n';
      return;
    }
    const block = BLOCKS.has(name);
    if (block) out += '\n\n';
    node.childNodes.forEach(walk);
    if (block) out += '\n\n';
  };
  doc.body.childNodes.forEach(walk);
  return out
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The readable text of an HTML body: blocks separated by blank lines, `<br>` as a line
 * break, runs of spaces inside a line collapsed (for the plain-text clipboard and previews).
 */
export function htmlText(html: string): string {
  return documentText(new DOMParser().parseFromString(sanitizeHtml(html), 'text/html'));
}
