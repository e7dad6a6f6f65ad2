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

/** Quotation marks opened and not closed in a text (straight double quotes count by their parity). */
function openQuotes(text: string): number {
  const curly = (text.match(/“/g)?.length ?? 0) - (text.match(/”/g)?.length ?? 0);
  const straight = (text.match(/"/g)?.length ?? 0) % 2;
  return Math.max(curly, 0) + straight;
}

/** Sentences of a text, trimmed, without empty ones (a quotation of several sentences is split with them). */
export function splitSentences(text: string): string[] {
  return sentencesOf(text, false);
}

/**
 * Sentences of a news text, where a quotation of several sentences ("…걱정했다. 감사하다"고 말했다) is one
 * sentence with the words that quote it: split only where its quotation marks close.
 */
export function splitKeepingQuotes(text: string): string[] {
  return sentencesOf(text, true);
}

function sentencesOf(text: string, keepQuotes: boolean): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    // The segmenter reads "끌어올렸다. 5km 구간은" as one sentence (a period before a digit looks like an
    // abbreviation's); after a Hangul ending and a space, a digit opens the next one.
    const segments = [...segmenter.segment(paragraph)].flatMap(({ segment }) =>
      segment.split(/(?<=[가-힣][.!?]\s+)(?=\d)/),
    );
    for (let i = 0; i < segments.length; i += 1) {
      let sentence = segments[i]!;
      // Joined only when a later segment closes the quotation: a stray mark leaves the paragraph as it is.
      while (keepQuotes && openQuotes(sentence) > 0 && /[”"]/.test(segments.slice(i + 1).join(''))) {
        i += 1;
        sentence += segments[i]!;
      }
      const trimmed = sentence.trim();
      if (trimmed.length > 0) sentences.push(trimmed);
    }
  }
  return sentences;
}

/** Characters without whitespace, as Korean bloggers count them. */
export function countWithoutSpaces(text: string): number {
  return [...text.replace(/\s+/g, '')].length;
}
