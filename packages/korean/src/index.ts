/**
 * 글감's Korean language tools, pure functions with no I/O, one module per job:
 * particles (조사), sentences and quotes, figures, dates, nouns and predicates, named entities,
 * similarity (shingles, SimHash) and register (speech level, conjugation into a tone).
 * Everything is a heuristic over surface forms: no morphological analyser installs offline.
 */
export { AMBIGUOUS_PARTICLES, NOUN_PARTICLES, particle, stripParticle, withParticle } from './particles.ts';
export { countWithoutSpaces, normalizeWhitespace, splitKeepingQuotes, splitSentences } from './sentences.ts';
export { isTitleSpan, quoteSpans, withoutQuotedWords, withoutQuotes, type QuoteSpan } from './quotes.ts';
export { extractFigures, parseKoreanNumber, type Figure } from './figures.ts';
export { extractDates, type DateMention } from './dates.ts';
export { finalConsonant, isPredicate } from './predicates.ts';
export { nounTerms, type Term } from './nouns.ts';
export { forgetReadings } from './readings.ts';
export {
  extractEntities,
  GENERIC_NOUNS,
  PLACES,
  ROLE_AFTER,
  ROLE_BEFORE,
  codeOf,
  namesIn,
  withoutCounter,
  withoutSpeech,
  type Entity,
  type EntitySignal,
} from './entities.ts';
export { captionLines, clauseCaptions, endsClause, endsOnParticle, isAdnominal } from './captions.ts';
export { contentWords } from './words.ts';
export {
  isSectionName,
  looksLikeOutletName,
  mayBePersonName,
  namesReporter,
  OUTLET_ENDING,
  REPORTER_TITLE,
} from './outlet-names.ts';
export { EVENT_NOUNS, eventPattern, isEventNoun, withEventNouns } from './events.ts';
export { isNounPhrase, looksAdnominal } from './noun-phrase.ts';
export { hammingDistance, jaccard, shingles, simhash } from './similarity.ts';
export { sentenceRegister, type Register } from './register.ts';
export { conjugate, type Tone } from './conjugate.ts';
export { plainWords } from './plain-words.ts';
export {
  batchimOf,
  endsWithBatchim,
  isBrightVowel,
  isHangulSyllable,
  join,
  split,
  vowelOf,
  withBatchim,
  type Syllable,
} from './syllables.ts';
export {
  endsInDoNoun,
  leadingReference,
  namesPerson,
  namesTwo,
  promisesWords,
  type LeadingReference,
  type ReferenceKind,
} from './references.ts';
export { plainEnding } from './plain-ending.ts';
