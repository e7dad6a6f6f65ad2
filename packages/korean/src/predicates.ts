/**
 * Verb and adjective forms of Korean prose told from nouns by their endings alone, without a
 * morphological analyser: "늘었다", "연다", "밝히며", "새로운" are predicates; "바다", "리콜" are not.
 */

const PREDICATE =
  /(?:[었았였했됐졌났왔갔섰켰봤줬겠렸웠쳤혔웠냈]다|[한된는린진운친힌긴인킨]다|[이였]다|[었았했됐]던|[하되]던|[하되있없](?:는|며|고|면|지|서|다)|같은|새로운|뜨거운|차가운|[짧작높낮좋많적넓깊얇굵싼][은다]|(?:히|리|기|우|추|으)며|(?:히|리|기|우|추)고|(?:[었았였했됐겠])(?:고|으며|지만|는데|다며|다고)|다며|다고|다는|다면|려고|려는|[르하되오가지나]자|습니다|ㅂ니다|니다|어요|아요|해요|예요|이요|세요|까요|[을를]까|이라)$/;

/** True for a conjugated verb or adjective form ("늘었다", "연다", "밝히며", "새로운"). */
export function isPredicate(word: string): boolean {
  if (PREDICATE.test(word)) return true;
  // "…ㄴ다"/"…ㅆ다" (나눈다, 줄였다) and "…ㄴ"/"…ㄹ" adnominal forms after a verb stem (젊은, 물러난).
  if (word.length >= 2 && word.endsWith('다')) {
    const final = finalConsonant(word.at(-2)!);
    if (final === 4 || final === 20) return true;
  }
  return false;
}

// Readings of a word never change: remembered across calls (bounded; cleared when full).
const CACHE_LIMIT = 50_000;
const predicateCache = new Map<string, boolean>();

/** `isPredicate`, remembered: grouping and titling ask about the same words many times. */
export function isPredicateCached(word: string): boolean {
  let value = predicateCache.get(word);
  if (value === undefined) {
    if (predicateCache.size >= CACHE_LIMIT) predicateCache.clear();
    predicateCache.set(word, (value = isPredicate(word)));
  }
  return value;
}

/** Empties the cache above (readings.ts); returns how many entries it held. */
export function forgetPredicateReadings(): number {
  const held = predicateCache.size;
  predicateCache.clear();
  return held;
}

/** Index of the final consonant of a Hangul syllable (0 = none, 4 = ㄴ, 8 = ㄹ, 20 = ㅆ), or -1. */
export function finalConsonant(syllable: string): number {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 ? code % 28 : -1;
}
