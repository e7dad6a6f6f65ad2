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
  // Short forms whose past is their long form's (머물다 → 머무르다 → 머물렀다).
  if (/(?:머물|서툴)$/.test(stem)) return `${stem}렀다`;
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
  if (vowel === 'ㅡ' && head) {
    // ㅡ drops and the vowel before it chooses: 모으 → 모았다, 바쁘 → 바빴다, 기쁘 → 기뻤다.
    const bright = isBrightVowel(vowelOf(head[head.length - 1]!));
    const { cho } = split(last);
    if (cho === 'ㅇ') return `${head}${bright ? '았' : '었'}다`;
    return `${head}${join({ ...split(last), jung: bright ? 'ㅏ' : 'ㅓ', jong: 'ㅆ' })}다`;
  }
  const contracted = CONTRACT[vowel];
  if (!contracted) return undefined;
  return `${head}${join({ ...split(last), jung: contracted, jong: 'ㅆ' })}다`;
}

/** One-off happenings said in the present ("들어선다", "개막한다") and the same said as done. */
const HAPPENS: [RegExp, string][] = [
  [/들어선다$/, '들어섰다'],
  [/막을 올린다$/, '막을 올렸다'],
  [/첫선을 보인다$/, '첫선을 보였다'],
  [/선보인다$/, '선보였다'],
  [/열린다$/, '열렸다'],
  [/(개막|폐막|개장|개점|개업|개관|개통|오픈|출시|착공|준공|완공|개최|출범|취임)한다$/, '$1했다'],
  [/(개막|폐막|개장|개점|개업|개관|개통|오픈|출시|착공|준공|완공|개최|출범|취임)된다$/, '$1됐다'],
];

/** Words that put a clause ahead of the story's time or make it a habit ("매일", "오전 7시에"): not a happening. */
const NOT_DONE = /(?:내년|오는|다음 ?달|다음 ?주|예정|계획|앞으로|매일|매주|주말마다|마다|\d+시)/;

/**
 * A clause about a one-off happening told in the present, put in the past when the story says it is over
 * ("2호점은 3층 건물에 들어선다" → "들어섰다"); any other clause as it is. `over` is false when the
 * story's event has happened but may still be running (a festival after its opening day).
 */
export function settled(clause: string, over = true): string {
  const text = clause.replace(/[.!]+$/, '');
  if (NOT_DONE.test(text)) return clause;
  for (const [pattern, past] of HAPPENS) {
    // "열린다" may be a festival still running after its opening day: only an event that is over was held.
    if (!over && String(pattern) === String(/열린다$/)) continue;
    if (pattern.test(text)) return `${text.replace(pattern, past)}${clause.slice(text.length)}`;
  }
  return clause;
}
