import type { GeneratePreviewEvent, PreviewBlockKind } from '@geulgam/contracts';

/** One block of the draft shown while the post is written: its number, kind and text so far. */
export interface PreviewBlock {
  block: number;
  kind: PreviewBlockKind;
  text: string;
}

/**
 * Applies one `preview` event of the generation stream to the blocks, returning a new array
 * (sorted by block number): `append` adds the text to the block, `replace` sets its whole text; a
 * block seen for the first time is created. The kind follows the latest event, so a block the
 * server first saw as a paragraph can turn into a heading. A `reset` is simply `[]`.
 */
export function applyPreview(blocks: readonly PreviewBlock[], event: GeneratePreviewEvent): PreviewBlock[] {
  const index = blocks.findIndex((block) => block.block === event.block);
  if (index === -1) {
    const next = [...blocks, { block: event.block, kind: event.kind, text: event.text }];
    return next.sort((a, b) => a.block - b.block);
  }
  const current = blocks[index]!;
  const text = event.mode === 'append' ? current.text + event.text : event.text;
  return blocks.map((block, at) => (at === index ? { block: event.block, kind: event.kind, text } : block));
}

/** Whether the member saw any of the draft (at least one block with text). */
export function hasPreviewText(blocks: readonly PreviewBlock[]): boolean {
  return blocks.some((block) => block.text.trim() !== '');
}

/** The blocks in render order, consecutive items gathered into one list. */
export type PreviewGroup = { kind: 'list'; items: PreviewBlock[] } | { kind: 'block'; block: PreviewBlock };

export function groupPreview(blocks: readonly PreviewBlock[]): PreviewGroup[] {
  const groups: PreviewGroup[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.kind === 'item') {
      if (last?.kind === 'list') last.items.push(block);
      else groups.push({ kind: 'list', items: [block] });
    } else {
      groups.push({ kind: 'block', block });
    }
  }
  return groups;
}
