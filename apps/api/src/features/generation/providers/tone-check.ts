import {
  batchimOf,
  conjugate,
  isBrightVowel,
  isHangulSyllable,
  join,
  sentenceRegister,
  split,
  vowelOf,
  withBatchim,
  withoutQuotes,
} from '@geulgam/korean';
import type { Tone } from '@geulgam/contracts';

/*
 * The register of a sentence outside its quotes and its conversion to a tone, as the LLM writer's
 * checks need them (ADR 021). The judgement and the conversion of news prose's plain endings are the
 * tone module's (`sentenceRegister`, `conjugate`); what it leaves alone because a model, not news
 * prose, wrote it — a polite ending in the other polite tone (…해요 in a 합니다체 post) — is converted
 * here.
 */

/** `plain` is news prose (한다체); `unknown` a sentence whose ending tells nothing (a noun, a fragment, a quote). */
export type Register = Tone | 'plain' | 'unknown';

/** The register the sentence's last words are in, quotes aside. */
export function registerOf(sentence: string): Register {
  const register = sentenceRegister(sentence);
  return register === 'other' ? 'unknown' : register;
}

/** True when the text has no letters or, outside quotes, Hangul is at least half of them. */
export function isKorean(text: string): boolean {
  const letters = withoutQuotes(text, ' ').match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return true;
  const hangul = letters.filter((letter) => /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/.test(letter)).length;
  return hangul * 2 >= letters.length;
}

/** Stem finals whose 해요체 and 합니다체 forms are irregular (어렵다, 듣다, 낫다, 그렇다) or drop (살다): left alone. */
const IRREGULAR_FINALS = new Set(['ㄹ', 'ㅂ', 'ㄷ', 'ㅅ', 'ㅎ']);
/** 해요체 vowel contractions and the stem vowel they come from (봐 ← 보, 줘 ← 주, 려 ← 리). */
const CONTRACTED: Record<string, string> = { ㅘ: 'ㅗ', ㅝ: 'ㅜ', ㅕ: 'ㅣ' };
const UNCONTRACTED: Record<string, string> = Object.fromEntries(
  Object.entries(CONTRACTED).map(([contracted, stem]) => [stem, contracted]),
);
/** Vowels a stem keeps unchanged before -아요/-어요 (가요, 서요, 내요). */
const KEPT_VOWELS = new Set(['ㅏ', 'ㅓ', 'ㅐ', 'ㅔ']);

const vowel = (syllable: string) => (isHangulSyllable(syllable) ? vowelOf(syllable) : '');
const withVowel = (syllable: string, jung: string) => join({ ...split(syllable), jung });

type Rule = [RegExp, (match: RegExpExecArray) => string | undefined];

/** Endings of the other registers in 해요체: the pivot every conversion goes through. */
const TO_HAEYO: Rule[] = [
  // 합니다체
  [/보입니다$/, () => '보여요'],
  [/겠습니다$/, () => '겠어요'],
  [/것입니다$/, () => '거예요'],
  [/([가-힣])습니다$/, ([, stem]) => politeFromStem(stem!)],
  [/입니다$/, (match) => copula(match, 'haeyo')],
  [/합니다$/, () => '해요'],
  [/됩니다$/, () => '돼요'],
  [/([가-힣])니다$/, ([, syllable]) => haeyoFromB(syllable!)],
  // 반말
  [/(이야|이지)$/, () => '이에요'],
  [/([가-힣])야$/, ([, noun]) => (batchimOf(noun!) ? undefined : `${noun}예요`)],
  [/거야$/, () => '거예요'],
  [/지$/, () => '죠'],
  [/([어아여해돼봐줘워려져])$/, ([, ending]) => `${ending}요`],
];

/** 해요체 endings in 합니다체 and 반말. */
const FROM_HAEYO: Record<Exclude<Tone, 'haeyo'>, Rule[]> = {
  hamnida: [
    [/보여요$/, () => '보입니다'],
    [/거예요$/, () => '것입니다'],
    [/(이에요|예요)$/, () => '입니다'],
    [/해요$/, () => '합니다'],
    [/돼요$/, () => '됩니다'],
    [/세요$/, () => '십시오'],
    [/죠$/, () => '지요'],
    [/([가-힣])([아어])요$/, ([, stem]) => hamnidaFromStem(stem!)],
    [/([가-힣])요$/, ([, syllable]) => hamnidaFromVowel(syllable!)],
  ],
  banmal: [
    [/거예요$/, () => '거야'],
    [/(이에요|예요)$/, (match) => copula(match, 'banmal')],
    [/죠$/, () => '지'],
    [/([가-힣])세요$/, ([, stem]) => casualFromStem(stem!)],
    [/([가-힣])요$/, ([, syllable]) => (syllable === '세' || syllable === '에' ? undefined : syllable)],
  ],
};

/** 좋습니다 → 좋아요, 먹습니다 → 먹어요, 했습니다 → 했어요. */
function politeFromStem(stem: string): string | undefined {
  const final = batchimOf(stem);
  if (final === 'ㅆ') return `${stem}어요`;
  if (!final || IRREGULAR_FINALS.has(final)) return undefined;
  return `${stem}${isBrightVowel(vowel(stem)) ? '아' : '어'}요`;
}

/** 납니다 → 나요, 봅니다 → 봐요, 줍니다 → 줘요, 열립니다 → 열려요. */
function haeyoFromB(syllable: string): string | undefined {
  if (batchimOf(syllable) !== 'ㅂ') return undefined;
  const open = withBatchim(syllable, '');
  const jung = vowel(open);
  if (KEPT_VOWELS.has(jung)) return `${open}요`;
  const contracted = UNCONTRACTED[jung];
  return contracted ? `${withVowel(open, contracted)}요` : undefined;
}

/** 좋아요 → 좋습니다, 먹어요 → 먹습니다, 했어요 → 했습니다. */
function hamnidaFromStem(stem: string): string | undefined {
  const final = batchimOf(stem);
  if (!final || (final !== 'ㅆ' && IRREGULAR_FINALS.has(final))) return undefined;
  return `${stem}습니다`;
}

/** 나요 → 납니다, 봐요 → 봅니다, 려요 → 립니다 (어려워요 → 어려웁니다 would be wrong: 워 is left alone). */
function hamnidaFromVowel(syllable: string): string | undefined {
  // 아/어 alone is the ending after a consonant stem (좋아요): handled by the stem, or left alone.
  if (batchimOf(syllable) || ['워', '와', '아', '어'].includes(syllable)) return undefined;
  const jung = vowel(syllable);
  const stemVowel = KEPT_VOWELS.has(jung) ? jung : CONTRACTED[jung];
  if (!stemVowel) return undefined;
  return `${withBatchim(withVowel(syllable, stemVowel), 'ㅂ')}니다`;
}

/** 보세요 → 봐, 하세요 → 해, 가세요 → 가, 주세요 → 줘: the stem with -아/-어 contracted. */
function casualFromStem(stem: string): string | undefined {
  if (batchimOf(stem)) return undefined;
  if (stem === '하') return '해';
  const jung = vowel(stem);
  if (KEPT_VOWELS.has(jung)) return stem;
  const contracted = UNCONTRACTED[jung];
  return contracted ? withVowel(stem, contracted) : undefined;
}

/** 이다/입니다 after a noun: 이에요/예요 (해요체), 이야/야 (반말) by the noun's last syllable. */
function copula(match: RegExpExecArray, tone: Tone): string {
  const before = match.input.slice(0, match.index).at(-1) ?? '';
  const final = isHangulSyllable(before) && batchimOf(before) !== '';
  if (tone === 'haeyo') return final ? '이에요' : '예요';
  return final ? '이야' : '야';
}

function applyRules(body: string, rules: Rule[]): string | undefined {
  for (const [pattern, replace] of rules) {
    const found = pattern.exec(body);
    if (!found) continue;
    const replacement = replace(found);
    if (replacement === undefined) continue;
    return `${body.slice(0, found.index)}${replacement}`;
  }
  return undefined;
}

/**
 * The sentence with its ending (outside quotes) in `tone`: `conjugate` for plain endings, else the
 * other polite or casual endings by way of 해요체; unchanged when neither knows the ending, so callers
 * check the result with `registerOf`.
 */
export function toTone(sentence: string, tone: Tone): string {
  const conjugated = conjugate(sentence, tone);
  if (registerOf(conjugated) === tone) return conjugated;
  const match = /^(.*?)([.!?…~]*)$/su.exec(conjugated.trim());
  const body = match?.[1] ?? conjugated;
  const punctuation = match?.[2] || '.';
  // A sentence that ends in a quote has no ending of its own to change.
  if (/["”’'」』]$/.test(body)) return sentence;
  const haeyo = registerOf(body) === 'haeyo' ? body : applyRules(body, TO_HAEYO);
  if (haeyo === undefined) return sentence;
  const result = tone === 'haeyo' ? haeyo : applyRules(haeyo, FROM_HAEYO[tone]);
  return result === undefined ? sentence : `${result}${punctuation}`;
}
