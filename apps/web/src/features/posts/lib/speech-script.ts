import { isFurniture } from './post-document.ts';

/** One utterance of 듣기: the words to say and where they are on screen (for the highlight). */
export interface SpeechSegment {
  text: string;
  range: Range;
  /** A heading: read on its own, like a pause before a new part. */
  heading: boolean;
}

const BLOCKS = new Set(['P', 'LI', 'H1', 'H2', 'H3', 'H4', 'BLOCKQUOTE']);
// A sentence ends at . ! ? … (or 요/다 followed by a space) — not inside a number like 4.2.
const SENTENCE_END = /(?<!\d)[.!?…]+["'”’)]*(?=\s|$)|(?<=[요다])(?=\s+["“]?[가-힣A-Za-z0-9])/g;

/** Text nodes of `block` with their offsets, to turn a span of its text into a Range. */
function textIndex(block: Element) {
  const nodes: { node: Text; start: number }[] = [];
  const walker = block.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement && node.parentElement.closest('figure, figcaption')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push({ node: node as Text, start: text.length });
    text += (node as Text).data;
  }
  const at = (offset: number): [Text, number] => {
    let index = nodes.length - 1;
    while (index > 0 && nodes[index]!.start > offset) index -= 1;
    const entry = nodes[index]!;
    return [entry.node, Math.min(offset - entry.start, entry.node.data.length)];
  };
  return { text, at };
}

function spanRange(block: Element, index: ReturnType<typeof textIndex>, start: number, end: number): Range {
  const range = block.ownerDocument.createRange();
  range.setStart(...index.at(start));
  range.setEnd(...index.at(end));
  return range;
}

/** Splits a block's text into sentences as [start, end) offsets, trimmed. */
export function sentenceSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let start = 0;
  const push = (end: number) => {
    const piece = text.slice(start, end);
    const lead = piece.length - piece.trimStart().length;
    const trimmed = piece.trim();
    if (trimmed) spans.push([start + lead, start + lead + trimmed.length]);
    start = end;
  };
  for (const match of text.matchAll(SENTENCE_END)) push(match.index + match[0].length);
  push(text.length);
  return spans;
}

/**
 * What 듣기 reads, in order: headings on their own, paragraphs sentence by sentence, each list item as one
 * line; captions, the disclosure, products, sources and tags are skipped.
 */
export function speechSegments(root: Element): SpeechSegment[] {
  const segments: SpeechSegment[] = [];
  const visit = (element: Element) => {
    if (isFurniture(element)) return;
    if (!BLOCKS.has(element.tagName)) {
      for (const child of Array.from(element.children)) visit(child);
      return;
    }
    // A list item or blockquote holding blocks of its own is read through them.
    if (
      Array.from(element.children).some(
        (child) => BLOCKS.has(child.tagName) || child.tagName === 'UL' || child.tagName === 'OL',
      )
    ) {
      for (const child of Array.from(element.children)) visit(child);
      return;
    }
    const index = textIndex(element);
    const heading = /^H[1-4]$/.test(element.tagName);
    const whole: [number, number][] = index.text.trim() ? [[0, index.text.length]] : [];
    const spans = element.tagName === 'P' || element.tagName === 'BLOCKQUOTE' ? sentenceSpans(index.text) : whole;
    for (const [start, end] of spans) {
      const text = index.text.slice(start, end).replace(/\s+/g, ' ').trim();
      if (text) segments.push({ text, range: spanRange(element, index, start, end), heading });
    }
  };
  visit(root);
  return segments;
}
