import { NOUN_PARTICLES, NOUN_PARTICLE_SET, AMBIGUOUS_PARTICLES } from './particles.ts';
import { isPredicateCached } from './predicates.ts';

/**
 * Every word of a text as a particle-free key with its surface form: what figures, entities, grouping
 * and titles build on. A conjugated Sino-Korean verbal noun gives back its noun ("선임했다" → 선임).
 */

/** Verb/adjective endings after a Sino-Korean verbal noun: "선임했다" → 선임, "개막한" → 개막. */
const LIGHT_VERB =
  /^(.{2,}?)(?:했다|한다|된다|됐다|되었다|하였다|하겠다|되겠다|할|한|하는|된|되는|될|하고|되고|하며|되며|해|돼|하기|되기|하자|되자|했고|됐고|했으며|됐으며|하면서|되면서|했던|됐던|하던|되던|해서|돼서|하지|되지|해야|돼야|했지만|됐지만)$/;

/** Nouns that look like a verbal noun plus an ending. */
const NOT_VERBAL = new Set(['지난해', '새해', '올해', '내년해']);

// Readings of a word never change: remembered across calls (bounded; cleared when full).
const STEM_CACHE_LIMIT = 50_000;
const stemCache = new Map<string, { stem: string; ending: string }[]>();

function candidateStems(raw: string): { stem: string; ending: string }[] {
  let cached = stemCache.get(raw);
  if (!cached) {
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(raw, (cached = readStems(raw)));
  }
  return cached;
}

function readStems(raw: string): { stem: string; ending: string }[] {
  const analyses = [{ stem: raw, ending: '' }];
  if (!/[가-힣]$/.test(raw)) return analyses;
  for (const particle of NOUN_PARTICLES) {
    if (raw.length >= particle.length + 2 && raw.endsWith(particle)) {
      analyses.push({ stem: raw.slice(0, -particle.length), ending: particle });
    }
  }
  const light = NOT_VERBAL.has(raw) ? null : LIGHT_VERB.exec(raw);
  if (light) analyses.push({ stem: light[1]!, ending: raw.slice(light[1]!.length) });
  return analyses;
}

export interface Term {
  /** Lower-cased, particle-free key ("도담에너지"). */
  key: string;
  /** The word as written without its particle ("도담에너지"). */
  surface: string;
  /** The word as written ("도담에너지가"). */
  raw: string;
  /** Offset of `raw` in the input. */
  index: number;
  /** The stem came from a conjugated verbal noun ("선임했다" → 선임). */
  verbal: boolean;
  /** The raw word is a predicate and no verbal noun could be recovered from it. */
  predicate: boolean;
}

const WORD_RE = /[가-힣A-Za-z0-9][가-힣A-Za-z0-9&+.]*/g;

/**
 * Every word of the text as a particle-free key. A stem wins when the text also spells it with other
 * endings: "누리페이" stays whole when "누리페이가" appears too, instead of becoming 누리페 + 이.
 */
export function nounTerms(text: string): Term[] {
  const cached = termCache.get(text);
  if (cached) return cached;
  const terms = readTerms(text);
  if (termCache.size >= TERM_CACHE_LIMIT) termCache.delete(termCache.keys().next().value!);
  termCache.set(text, terms);
  return terms;
}

// Grouping and titling read the same articles several times in one run: the last few texts are kept.
const TERM_CACHE_LIMIT = 512;
const termCache = new Map<string, Term[]>();

/** Empties the two caches above (readings.ts); returns how many entries they held. */
export function forgetTermReadings(): number {
  const held = stemCache.size + termCache.size;
  stemCache.clear();
  termCache.clear();
  return held;
}

function readTerms(text: string): Term[] {
  const words = [...text.matchAll(WORD_RE)].map((m) => ({ raw: m[0].replace(/[.]+$/, ''), index: m.index }));
  const endingsOf = new Map<string, Set<string>>();
  const analysesOf = new Map<string, { stem: string; ending: string }[]>();
  for (const { raw } of words) {
    if (analysesOf.has(raw)) continue;
    const analyses = candidateStems(raw);
    analysesOf.set(raw, analyses);
    for (const { stem, ending } of analyses) {
      let endings = endingsOf.get(stem);
      if (!endings) endingsOf.set(stem, (endings = new Set()));
      endings.add(ending);
    }
  }
  return words.flatMap(({ raw, index }) => {
    const analyses = analysesOf.get(raw)!;
    // The best-supported stem; on a tie, the shorter one (a particle is the likelier reading) unless the
    // particle is a syllable many nouns end in ("제주도", "맛지도", "정도").
    let best = analyses[0]!;
    for (const analysis of analyses.slice(1)) {
      const support = endingsOf.get(analysis.stem)!.size;
      const bestSupport = endingsOf.get(best.stem)!.size;
      const tieStrips = !AMBIGUOUS_PARTICLES.has(analysis.ending) && analysis.stem.length < best.stem.length;
      if (support > bestSupport || (support === bestSupport && tieStrips)) best = analysis;
    }
    const verbal = best.ending !== '' && !NOUN_PARTICLE_SET.has(best.ending);
    const predicate = !verbal && isPredicateCached(raw);
    if (best.stem.length < 2 && !/^[A-Za-z0-9]/.test(best.stem)) return [];
    return [{ key: best.stem.toLowerCase(), surface: best.stem, raw, index, verbal, predicate }];
  });
}
