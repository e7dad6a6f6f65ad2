import type { Block, InlineRun } from '../post-blocks.ts';

// Characters that would start markup anywhere in a line (an `&` only where it would start an entity).
const INLINE_MARKUP = /[\\`*_~[\]<]|&(?=#?[a-z0-9]+;)/gi;

function escapeText(text: string): string {
  return text.replace(INLINE_MARKUP, (char) => `\\${char}`);
}

/** Text at a line's start that would make it a heading, list item, quote or rule. */
function escapeLineStart(line: string): string {
  return line
    .replace(/^([-+]|#{1,6})(?=\s|$)/, '\\$1')
    .replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2')
    .replace(/^>/, '\\>')
    .replace(/^([-=])(?=\1*\s*$)/, '\\$1');
}

/** A URL inside `(…)`: spaces and brackets that would end it early are percent-encoded. */
function escapeUrl(url: string): string {
  return url.replace(/[\s()<>]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** Emphasis markers hug the text: spaces at either end stay outside them (`** a**` is not bold). */
function emphasize(text: string, bold: boolean, italic: boolean): string {
  const mark = (bold ? '**' : '') + (italic ? '*' : '');
  const core = text.trim();
  if (!mark || !core) return text;
  const lead = text.slice(0, text.indexOf(core));
  return `${lead}${mark}${core}${mark}${text.slice(lead.length + core.length)}`;
}

function inline(runs: readonly InlineRun[]): string {
  let out = '';
  for (let i = 0; i < runs.length;) {
    const href = runs[i]!.href;
    let text = '';
    for (; i < runs.length && runs[i]!.href === href; i++) {
      const run = runs[i]!;
      text += run.text
        .split('\n')
        .map((line) => emphasize(escapeText(line), run.bold, run.italic))
        .join('\n');
    }
    out += href ? `[${text.trim()}](${escapeUrl(href)})` : text;
  }
  return out
    .split('\n')
    .map((line) => escapeLineStart(line.trim()))
    .filter(Boolean)
    .join('\\\n');
}

function blockMarkdown(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${'#'.repeat(block.level)} ${inline(block.runs).replace(/\\\n/g, ' ')}`;
    case 'paragraph': {
      const text = inline(block.runs);
      if (block.indent === 0) return text;
      // Four spaces a level keeps nested items and an item's later paragraphs inside both `- ` and `1. ` items.
      const indent = '    '.repeat(block.indent - 1);
      if (!block.marker) return `${indent}    ${text}`;
      return `${indent}${block.marker === '•' ? '-' : block.marker} ${text}`;
    }
    case 'figure': {
      const images = block.images.map((image) => `![${escapeText(image.alt)}](${escapeUrl(image.src)})`);
      const caption = inline(block.caption);
      return [...images, ...(caption ? ['', caption] : [])].join('\n');
    }
    case 'rule':
      return '---';
  }
}

/** Markdown (CommonMark) of a post's blocks; blockquotes become `>` lines, lists keep their nesting. */
export function blocksToMarkdown(blocks: readonly Block[]): string {
  let out = '';
  let prev: Block | null = null;
  for (const block of blocks) {
    const text = blockMarkdown(block);
    if (!text) continue;
    const quote = '> '.repeat(block.quotes.length);
    if (prev) {
      // Items follow each other line by line while the list goes on; a bullet after a number (or the reverse)
      // or an item after an item's second paragraph starts after a blank line, so it is not read as a continuation.
      const sameList =
        prev.kind === 'paragraph' &&
        block.kind === 'paragraph' &&
        prev.marker !== null &&
        block.marker !== null &&
        (prev.marker === '•') === (block.marker === '•');
      let shared = 0;
      while (shared < prev.quotes.length && prev.quotes[shared] === block.quotes[shared]) shared++;
      out += sameList ? '\n' : `\n${'> '.repeat(shared).trimEnd()}\n`;
    }
    out += text
      .split('\n')
      .map((line) => `${quote}${line}`.trimEnd())
      .join('\n');
    prev = block;
  }
  return out;
}
