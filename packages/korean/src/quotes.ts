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

/**
 * Whether the quoted span is a title or a name ('안개 우체국', 「파도의 문」) rather than someone's words:
 * short, not a sentence of its own, and followed by a particle or a space rather than a quoting ending.
 */
export function isTitleSpan(text: string, span: QuoteSpan): boolean {
  const inner = text.slice(span.start + 1, span.end - 1).trim();
  if (inner.length === 0 || inner.length > 24) return false;
  if (/[.!?,…]|[다요죠까네]$/.test(inner)) return false;
  const after = text.slice(span.end);
  return !/^(?:이?라고|이?라며|이?라는 말|고\s|며\s|면서)/.test(after);
}

/** The text with every quoted span of someone's words replaced; titles and names stay whole, marks and all. */
export function withoutQuotedWords(text: string, replacement = ''): string {
  let result = '';
  let from = 0;
  for (const span of quoteSpans(text)) {
    if (isTitleSpan(text, span)) continue;
    result += text.slice(from, span.start) + replacement;
    from = span.end;
  }
  return result + text.slice(from);
}
