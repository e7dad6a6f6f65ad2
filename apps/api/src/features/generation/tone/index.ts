/**
 * One voice for every writer: `conjugate` puts a news sentence's final predicate in the chosen tone
 * (quotes, names and figures untouched); `sentenceRegister` tells which speech level a sentence ends in.
 */
export { conjugate } from './conjugate.ts';
export { sentenceRegister, type Register } from './register.ts';
export { quoteSpans, withoutQuotes, type QuoteSpan } from './quotes.ts';
