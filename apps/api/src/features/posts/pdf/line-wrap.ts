/**
 * Line breaking for Korean text, like CSS `word-break: keep-all`: a line may end only at a space (or a forced
 * break), never inside a word — Hangul included. Only a single word wider than the whole line is cut, between
 * grapheme clusters. Pure: widths come from the `measure` callback, so the PDF renderer and tests share it.
 */

export interface StyledText<S> {
  text: string;
  style: S;
}

export interface LinePiece<S> {
  text: string;
  style: S;
  /** Offset from the line's start. */
  x: number;
  width: number;
}

export interface Line<S> {
  pieces: LinePiece<S>[];
  width: number;
}

export type Measure<S> = (text: string, style: S) => number;

type Item<S> =
  { kind: 'word'; parts: StyledText<S>[]; width: number } | { kind: 'space'; style: S } | { kind: 'break' };

/** Room for rounding: a word that fits within this much is not pushed to the next line. */
const EPSILON = 0.01;

const graphemes = new Intl.Segmenter('ko', { granularity: 'grapheme' });

/** Splits runs into words (which may span several styles), spaces and forced breaks (`\n`). */
function tokenize<S>(runs: readonly StyledText<S>[], measure: Measure<S>): Item<S>[] {
  const items: Item<S>[] = [];
  let word: StyledText<S>[] = [];
  const endWord = () => {
    if (word.length === 0) return;
    items.push({
      kind: 'word',
      parts: word,
      width: word.reduce((sum, part) => sum + measure(part.text, part.style), 0),
    });
    word = [];
  };
  for (const run of runs) {
    for (const token of run.text.split(/(\n| +)/)) {
      if (token === '') continue;
      if (token === '\n') {
        endWord();
        items.push({ kind: 'break' });
      } else if (token.startsWith(' ')) {
        endWord();
        items.push({ kind: 'space', style: run.style });
      } else {
        word.push({ text: token, style: run.style });
      }
    }
  }
  endWord();
  return items;
}

const SOFT_BREAK_AFTER = /(?<=[/\\\-?&=#_.,;:])/;
const ENDS_SOFT = /[/\\\-?&=#_.,;:]$/;

/** Splits an overlong word after URL-ish punctuation into chunks that may go on separate lines. */
function softChunks<S>(
  parts: readonly StyledText<S>[],
  measure: Measure<S>,
): { parts: StyledText<S>[]; width: number }[] {
  const chunks: { parts: StyledText<S>[]; width: number }[] = [];
  let current: StyledText<S>[] = [];
  for (const part of parts) {
    const pieces = part.text.split(SOFT_BREAK_AFTER);
    pieces.forEach((text, index) => {
      current.push({ text, style: part.style });
      if (index < pieces.length - 1 || ENDS_SOFT.test(text)) {
        chunks.push({ parts: current, width: 0 });
        current = [];
      }
    });
  }
  if (current.length > 0) chunks.push({ parts: current, width: 0 });
  for (const chunk of chunks) chunk.width = chunk.parts.reduce((sum, p) => sum + measure(p.text, p.style), 0);
  return chunks;
}

class LineBuilder<S> {
  readonly lines: Line<S>[] = [];
  private pieces: LinePiece<S>[] = [];
  private width = 0;

  constructor(private readonly measure: Measure<S>) {}

  get isEmpty(): boolean {
    return this.pieces.length === 0;
  }

  get currentWidth(): number {
    return this.width;
  }

  /** Appends text to the current line, merging it into the last piece when the style is the same object. */
  append(text: string, style: S, width: number): void {
    const last = this.pieces.at(-1);
    if (last && last.style === style) {
      last.text += text;
      last.width += width;
    } else {
      this.pieces.push({ text, style, x: this.width, width });
    }
    this.width += width;
  }

  endLine(): void {
    this.lines.push({ pieces: this.pieces, width: this.width });
    this.pieces = [];
    this.width = 0;
  }

  /** Places a word wider than a whole line: cut between grapheme clusters, filling each line. */
  appendCutWord(parts: readonly StyledText<S>[], maxWidth: number): void {
    for (const part of parts) {
      for (const { segment } of graphemes.segment(part.text)) {
        const width = this.measure(segment, part.style);
        if (!this.isEmpty && this.width + width > maxWidth + EPSILON) this.endLine();
        this.append(segment, part.style, width);
      }
    }
  }
}

/**
 * Breaks styled runs into lines no wider than `maxWidth`. Spaces are collapsed, never start or end a line, and
 * are the only places a line may break (besides `\n`).
 */
export function wrapRuns<S>(runs: readonly StyledText<S>[], maxWidth: number, measure: Measure<S>): Line<S>[] {
  const builder = new LineBuilder(measure);
  let pendingSpace: S | null = null;
  for (const item of tokenize(runs, measure)) {
    if (item.kind === 'space') {
      if (!builder.isEmpty) pendingSpace ??= item.style;
      continue;
    }
    if (item.kind === 'break') {
      builder.endLine();
      pendingSpace = null;
      continue;
    }
    const spaceWidth = pendingSpace !== null && !builder.isEmpty ? measure(' ', pendingSpace) : 0;
    if (builder.currentWidth + spaceWidth + item.width <= maxWidth + EPSILON) {
      if (pendingSpace !== null && spaceWidth > 0) builder.append(' ', pendingSpace, spaceWidth);
    } else if (!builder.isEmpty) {
      builder.endLine();
    }
    pendingSpace = null;
    if (item.width <= maxWidth + EPSILON) {
      for (const part of item.parts) builder.append(part.text, part.style, measure(part.text, part.style));
      continue;
    }
    // Wider than a line (a URL, say): break after its punctuation first, inside a chunk only as a last resort.
    for (const chunk of softChunks(item.parts, measure)) {
      if (!builder.isEmpty && builder.currentWidth + chunk.width > maxWidth + EPSILON) builder.endLine();
      if (chunk.width > maxWidth + EPSILON) builder.appendCutWord(chunk.parts, maxWidth);
      else for (const part of chunk.parts) builder.append(part.text, part.style, measure(part.text, part.style));
    }
  }
  if (!builder.isEmpty) builder.endLine();
  return builder.lines;
}
