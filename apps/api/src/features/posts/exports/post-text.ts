import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

const BLOCKS = new Set(['p', 'div', 'section', 'article', 'figure', 'blockquote', 'table', 'tr', 'aside']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** Inline text of a node: links keep their URL after the text, line breaks stay, spaces collapse. */
function inlineText(nodes: ChildNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += node.data.replace(/\s+/g, ' ');
    else if (isElement(node)) {
      if (node.name === 'script' || node.name === 'style') continue;
      if (node.name === 'br') out += '\n';
      else if (node.name === 'img') out += node.attribs.alt ? `[사진: ${node.attribs.alt}]` : '';
      else if (node.name === 'a') {
        const text = inlineText(node.children).trim();
        const href = node.attribs.href ?? '';
        out += href && href !== text ? `${text} (${href})` : text;
      } else out += inlineText(node.children);
    }
  }
  return out;
}

function blocks(nodes: ChildNode[], lines: string[]): void {
  let inline: ChildNode[] = [];
  const flush = () => {
    const text = inlineText(inline).trim();
    if (text) lines.push(text);
    inline = [];
  };
  for (const node of nodes) {
    if (!isElement(node)) {
      inline.push(node);
      continue;
    }
    const name = node.name;
    if (HEADINGS.has(name)) {
      flush();
      lines.push(`\n${inlineText(node.children).trim()}`);
    } else if (name === 'ul' || name === 'ol') {
      flush();
      let index = 0;
      for (const item of node.children) {
        if (!isElement(item) || item.name !== 'li') continue;
        index += 1;
        const bullet = name === 'ol' ? `${index}.` : '•';
        lines.push(`${bullet} ${inlineText(item.children).trim()}`);
      }
      lines.push('');
    } else if (name === 'figcaption') {
      flush();
      const caption = inlineText(node.children).trim();
      if (caption) lines.push(`(${caption})`);
    } else if (BLOCKS.has(name)) {
      flush();
      const before = lines.length;
      blocks(node.children, lines);
      if (lines.length > before) lines.push('');
    } else inline.push(node);
  }
  flush();
}

/** Plain text of post HTML: headings on their own lines, list bullets, link URLs kept, image alt text. */
export function htmlToPlainText(html: string): string {
  const lines: string[] = [];
  blocks(parseDocument(html).children, lines);
  return lines
    .join('\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
