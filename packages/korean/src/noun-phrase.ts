import { finalConsonant, isPredicate } from './predicates.ts';

/**
 * Whether a short phrase reads as a noun phrase ("청록제약 비만약 허가", "파도의 문 800만 관객 돌파"): no
 * verb or adjective, no adnominal form left hanging ("먹는", "꺼진", "몰린"), no adverb, no quote, and more
 * than one word. Surface forms only; a caller that knows the text can vouch for a word that only looks
 * adnominal ("사진", "기간") through `isKnownNoun`.
 */

/** Endings of adnominal forms that no noun ends in: "먹는", "했던", "새로운". */
const ADNOMINAL_ALWAYS = /(?:[하되있없]는|[가-힣]던|[었았였했됐]던|로운|스러운|다운|적인)$/;
/** Adverbs made from adjectives and a few common ones: "크게", "새로", "함께". */
const ADVERB =
  /^(?:[가-힣]{1,3}게|[가-힣]{1,3}히|함께|새로|다시|모두|이미|아직|바로|또|더|가장|매우|아주|특히|결국|무려)$/;
/** Quotes and the marks headlines use around someone's words. */
const QUOTE_MARK = /["“”'‘’「」『』]/;

/**
 * A word that may be an adnominal form: it ends in 는/은/ㄴ/ㄹ like "먹는", "꺼진", "몰린", "갈". Many
 * nouns end so too ("사진", "관객", "기간"), so this only says "check it".
 */
export function looksAdnominal(word: string): boolean {
  if (!/[가-힣]$/.test(word) || [...word].length < 2) return false;
  if (ADNOMINAL_ALWAYS.test(word)) return true;
  if (/는$/.test(word)) return true;
  const final = finalConsonant(word.at(-1)!);
  // ㄴ (4) or ㄹ (8) closing a verb stem: 꺼진, 몰린, 열린, 늘어난, 갈.
  return final === 4 || final === 8;
}

/** True for a word that has to be an adnominal or adverb: a noun phrase never holds one. */
function notANoun(word: string, isKnownNoun: (word: string) => boolean): boolean {
  if (/[A-Za-z0-9]/.test(word)) return false;
  if (isKnownNoun(word)) return false;
  if (isPredicate(word) || ADVERB.test(word) || ADNOMINAL_ALWAYS.test(word)) return true;
  return looksAdnominal(word);
}

/**
 * A noun phrase a reader can parse: two or more words, none a verb, adjective, adverb or adnominal form
 * (unless `isKnownNoun` vouches for it), no quote marks, no trailing particle-like ending on the last word.
 */
export function isNounPhrase(phrase: string, isKnownNoun: (word: string) => boolean = () => false): boolean {
  const text = phrase.trim();
  if (!text || QUOTE_MARK.test(text) || /[.!?…,]/.test(text)) return false;
  const words = text.split(/\s+/);
  if (words.length < 2) return false;
  return words.every((word) => !notANoun(word, isKnownNoun));
}
