import { combineCharacter, combineVowels, disassembleCompleteCharacter } from 'es-hangul';

/**
 * Syllable arithmetic for verb endings, on top of es-hangul's decomposition: batchim,
 * 모음조화 and the contractions of 해요체 (하+어→해, 되+어→돼, 리+어→려, 보+아→봐…).
 */

export interface Syllable {
  cho: string;
  jung: string;
  jong: string;
}

export function isHangulSyllable(char: string | undefined): boolean {
  return char !== undefined && char.length === 1 && char >= '가' && char <= '힣';
}

export function split(char: string): Syllable {
  const parts = disassembleCompleteCharacter(char);
  if (!parts) throw new Error(`not a Hangul syllable: ${char}`);
  return { cho: parts.choseong, jung: parts.jungseong, jong: parts.jongseong };
}

/** Compound vowels as es-hangul wants them when composing (ㅘ → ㅗㅏ). */
const DECOMPOSED: Record<string, string> = {
  ㅘ: 'ㅗㅏ',
  ㅙ: 'ㅗㅐ',
  ㅚ: 'ㅗㅣ',
  ㅝ: 'ㅜㅓ',
  ㅞ: 'ㅜㅔ',
  ㅟ: 'ㅜㅣ',
  ㅢ: 'ㅡㅣ',
};

export function join({ cho, jung, jong }: Syllable): string {
  return combineCharacter(cho, DECOMPOSED[jung] ?? jung, jong);
}

/** es-hangul spells compound vowels and double batchim as sequences ('ㅗㅏ', 'ㄴㅎ'); compare by the composed jamo. */
export function vowelOf(char: string): string {
  if (!isHangulSyllable(char)) return '';
  const { jung } = split(char);
  return jung.length === 1 ? jung : combineVowels(jung[0]!, jung[1]!);
}

/** The final consonant of a syllable, '' when it has none or is not a syllable (double batchim keep their two letters, e.g. 'ㄴㅎ'). */
export function batchimOf(char: string): string {
  return isHangulSyllable(char) ? split(char).jong : '';
}

export function withBatchim(char: string, jong: string): string {
  return join({ ...split(char), jong });
}

const DIGIT_HAS_BATCHIM = [true, true, false, true, false, false, true, true, true, false];
/** Latin letters read with a final consonant: 엘, 엠, 엔, 알. */
const LATIN_WITH_BATCHIM = new Set(['L', 'M', 'N', 'R']);
/** Units and signs whose reading ends in a vowel (퍼센트, 포인트…) or a consonant (원…) after a number. */
const SIGN_READING: Record<string, boolean> = { '%': false, '℃': false, '°': false, '㎞': false, '㎏': false };
/** Units after a number, read as words: 킬로미터, 그램, 리터, 기가바이트. */
const UNIT = /\d\s?(km|cm|mm|m|kg|mg|g|ml|l|gb|mb|tb|kw|w|kwh)$/i;
const UNIT_BATCHIM: Record<string, boolean> = {
  km: false,
  cm: false,
  mm: false,
  m: false,
  kg: true,
  mg: true,
  g: true,
  ml: false,
  l: false,
  gb: false,
  mb: false,
  tb: false,
  kw: false,
  w: false,
  kwh: false,
};
const CLOSERS = /["'“”‘’»」』)\]}]/;

/**
 * Whether the text is read with a final consonant, looking past closing quotes and brackets
 * (so "'흥행 보증수표'" reads 표 and "(가칭)" reads 칭). Numbers end in 영/일/이/삼…, ten and above in 십/백/천/만.
 */
export function endsWithBatchim(text: string): boolean | undefined {
  let i = text.length - 1;
  while (i >= 0 && (CLOSERS.test(text[i]!) || /\s/.test(text[i]!))) i -= 1;
  const char = text[i];
  if (char === undefined) return undefined;
  const unit = UNIT.exec(text.slice(0, i + 1));
  if (unit) return UNIT_BATCHIM[unit[1]!.toLowerCase()];
  if (isHangulSyllable(char)) return batchimOf(char) !== '';
  if (/[0-9]/.test(char)) {
    if (char === '0') return true;
    return DIGIT_HAS_BATCHIM[Number(char)]!;
  }
  if (/[A-Za-z]/.test(char)) return LATIN_WITH_BATCHIM.has(char.toUpperCase());
  if (char in SIGN_READING) return SIGN_READING[char];
  return undefined;
}

/** ㅏ, ㅗ (and ㅑ, ㅘ) take -아; every other vowel takes -어. */
export function isBrightVowel(vowel: string): boolean {
  return vowel === 'ㅏ' || vowel === 'ㅗ' || vowel === 'ㅑ' || vowel === 'ㅘ';
}
