/** Whitespace and sentences of Korean prose, and its length the way Korean bloggers count it. */

export function normalizeWhitespace(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const segmenter = new Intl.Segmenter('ko', { granularity: 'sentence' });

/** Sentences of a text, trimmed, without empty ones. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    for (const { segment } of segmenter.segment(paragraph)) {
      const sentence = segment.trim();
      if (sentence.length > 0) sentences.push(sentence);
    }
  }
  return sentences;
}

/** Characters without whitespace, as Korean bloggers count them. */
export function countWithoutSpaces(text: string): number {
  return [...text.replace(/\s+/g, '')].length;
}
