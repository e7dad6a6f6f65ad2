/** Quote pairs of Korean news prose: straight and curly double/single quotes and corner brackets. */
const PAIRS: Record<string, string> = {
  '"': '"',
  "'": "'",
  '“': '”',
  '‘': '’',
  '「': '」',
  '『': '』',
  '《': '》',
  '〈': '〉',
};

export interface QuoteSpan {
  /** Index of the opening mark. */
  start: number;
  /** Index just after the closing mark. */
  end: number;
}

/**
 * Spans of quoted text, outermost only. An opening mark with no closing mark (an apostrophe in
 * "'24년", a quote the sentence splitter cut) is not a quote.
 */
export function quoteSpans(text: string): QuoteSpan[] {
  const spans: QuoteSpan[] = [];
  let i = 0;
  while (i < text.length) {
    const close = PAIRS[text[i]!];
    if (close !== undefined) {
      const end = text.indexOf(close, i + 1);
      if (end > i) {
        spans.push({ start: i, end: end + 1 });
        i = end + 1;
        continue;
      }
    }
    i += 1;
  }
  return spans;
}

/** The text with every quoted span replaced by `replacement` (default: removed). */
export function withoutQuotes(text: string, replacement = ''): string {
  let result = '';
  let from = 0;
  for (const span of quoteSpans(text)) {
    result += text.slice(from, span.start) + replacement;
    from = span.end;
  }
  return result + text.slice(from);
}
