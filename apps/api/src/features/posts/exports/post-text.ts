import { type Block, htmlToBlocks, type InlineRun } from '../post-blocks.ts';

/** The text of runs, a link's address after its text unless the text already is the address. */
export function runsText(runs: readonly InlineRun[]): string {
  let out = '';
  for (let i = 0; i < runs.length;) {
    const href = runs[i]!.href;
    let text = '';
    // A link styled in parts (bold inside a link) is still one link: its address follows all of it.
    for (; i < runs.length && runs[i]!.href === href; i++) text += runs[i]!.text;
    out += href && href !== text.trim() ? `${text.trimEnd()} (${href})${text.slice(text.trimEnd().length)}` : text;
  }
  return out
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return runsText(block.runs);
    case 'paragraph': {
      const text = runsText(block.runs);
      if (!block.marker) return text;
      return `${'  '.repeat(Math.max(0, block.indent - 1))}${block.marker} ${text}`;
    }
    case 'figure': {
      const lines = block.images.filter((image) => image.alt).map((image) => `[사진: ${image.alt}]`);
      const caption = runsText(block.caption);
      if (caption) lines.push(`(${caption})`);
      return lines.join('\n');
    }
    case 'rule':
      return '';
  }
}

/** Plain text of a post's blocks: a blank line between blocks, list items one a line, headings with what follows. */
export function blocksToPlainText(blocks: readonly Block[]): string {
  let out = '';
  let prev: Block | null = null;
  for (const block of blocks) {
    const text = blockText(block);
    if (!text) continue;
    const sameList = prev?.kind === 'paragraph' && block.kind === 'paragraph' && prev.indent > 0 && block.indent > 0;
    if (prev) out += sameList || prev.kind === 'heading' ? '\n' : '\n\n';
    out += text;
    prev = block;
  }
  return out;
}

/** Plain text of post HTML: headings on their own lines, list bullets, link URLs kept, image alt text. */
export function htmlToPlainText(html: string): string {
  return blocksToPlainText(htmlToBlocks(html));
}
