/*
 * A verb stem in the plain past ("올리" → "올렸다", "받" → "받았다", "하" → "했다"), so that a clause
 * joined with -며 or -면서 can stand as a sentence of its own. Irregular stems (ㅂ, ㄷ, ㅅ, ㅎ, 르) are
 * not guessed: the caller keeps the sentence whole.
 */
import { batchimOf, isBrightVowel, isHangulSyllable, join, split, vowelOf } from '@geulgam/korean';

const CONTRACT: Record<string, string> = {
  ㅣ: 'ㅕ',
  ㅗ: 'ㅘ',
  ㅜ: 'ㅝ',
  ㅡ: 'ㅓ',
  ㅐ: 'ㅐ',
  ㅔ: 'ㅔ',
  ㅏ: 'ㅏ',
  ㅓ: 'ㅓ',
  ㅕ: 'ㅕ',
};

/** The stem in the plain past, or undefined when its past is irregular or unknown. */
export function pastOf(stem: string): string | undefined {
  const last = stem[stem.length - 1];
  if (!last || !isHangulSyllable(last)) return undefined;
  const head = stem.slice(0, -1);
  if (last === '하') return `${head}했다`;
  if (last === '되') return `${head}됐다`;
  if (last === '르' || (last === '이' && head === '')) return undefined;
  const jong = batchimOf(last);
  const vowel = vowelOf(last);
  if (jong) {
    if (/[ㅅㅎ]/.test(jong)) return undefined;
    // ㄷ and ㅂ stems are regular in news verbs (받, 얻, 잡, 뽑) except these (듣 → 들었, 돕 → 도왔).
    if (/(?:듣|걷|싣|묻|닫|깨닫|돕|곱|눕|굽|롭|렵|겁|쉽|덥|춥|밉|갑|깝|럽)$/.test(stem) && !/(?:닫)$/.test(stem)) {
      return undefined;
    }
    return `${stem}${isBrightVowel(vowel) ? '았' : '었'}다`;
  }
  const contracted = CONTRACT[vowel];
  if (!contracted) return undefined;
  return `${head}${join({ ...split(last), jung: contracted, jong: 'ㅆ' })}다`;
}
