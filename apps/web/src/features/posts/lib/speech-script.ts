import { isFurniture } from './post-document.ts';

/** One utterance of 듣기: the words to say and where they are on screen (for the highlight). */
export interface SpeechSegment {
  text: string;
  range: Range;
  /** A heading: read on its own, like a pause before a new part. */
  heading: boolean;
}

interface Collected extends SpeechSegment {
  /** 1–4 for a heading, 0 for text: a heading whose section has no text to say is left out. */
  level: number;
}

const BLOCKS = new Set(['P', 'LI', 'H1', 'H2', 'H3', 'H4', 'BLOCKQUOTE']);
// Sentence ends come from the platform's sentence segmenter (Unicode sentence boundaries: a full stop, ? or !
// followed by a space, never inside 4.2 or after a word that merely ends in 요/다). Without it, only those
// marks followed by a space end a sentence.
const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('ko', { granularity: 'sentence' }) : null;
const FALLBACK_END = /(?<!\d)[.!?…]+["'”’)]*(?=\s|$)/g;

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
  if (segmenter) {
    for (const { index, segment } of segmenter.segment(text)) push(index + segment.length);
  } else {
    for (const match of text.matchAll(FALLBACK_END)) push(match.index + match[0].length);
    push(text.length);
  }
  return spans;
}

/**
 * What 듣기 reads, in order: headings on their own, paragraphs sentence by sentence, each list item as one
 * line; captions, the disclosure, products, sources and tags are skipped, and so is the heading of a skipped
 * part ("함께 보면 좋은 상품" over the products) or of a part with nothing left to read.
 */
export function speechSegments(root: Element): SpeechSegment[] {
  const segments: Collected[] = [];
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
    const level = /^H[1-4]$/.test(element.tagName) ? Number(element.tagName[1]) : 0;
    const heading = level > 0;
    // A heading introduces what follows it: over a skipped list (products, sources) it has nothing to introduce.
    const next = element.nextElementSibling;
    if (heading && next && isFurniture(next)) return;
    const whole: [number, number][] = index.text.trim() ? [[0, index.text.length]] : [];
    const spans = element.tagName === 'P' || element.tagName === 'BLOCKQUOTE' ? sentenceSpans(index.text) : whole;
    for (const [start, end] of spans) {
      const text = index.text.slice(start, end).replace(/\s+/g, ' ').trim();
      if (text) segments.push({ text, range: spanRange(element, index, start, end), heading, level });
    }
  };
  visit(root);
  return segments
    .filter((segment, at) => !segment.level || sectionHasText(segments, at))
    .map(({ text, range, heading }) => ({ text, range, heading }));
}

/** Whether the section under the heading at `at` (up to the next heading of its level or above) says anything. */
function sectionHasText(segments: Collected[], at: number): boolean {
  const level = segments[at]!.level;
  for (const next of segments.slice(at + 1)) {
    if (!next.level) return true;
    if (next.level <= level) return false;
  }
  return false;
}
