import type { Tone } from '@geulgam/contracts';
import { conjugate, sentenceRegister, withoutQuotes } from '../tone/index.ts';

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

const HANGUL_BASE = 0xac00;

function finalConsonant(syllable: string): number {
  const code = syllable.charCodeAt(0) - HANGUL_BASE;
  return code >= 0 && code < 11_172 ? code % 28 : -1;
}

const hasFinal = (syllable: string) => finalConsonant(syllable) > 0;
/** ㅆ: the past tense (했, 였, 왔…). */
const isPast = (syllable: string) => finalConsonant(syllable) === 20;

type Rule = [RegExp, (match: RegExpExecArray) => string];

// The other tones' endings (and plain ones `conjugate` left), each to the wanted tone; an empty result skips the rule.
const TO_TONE: Record<Tone, Rule[]> = {
  haeyo: [
    [/([가-힣])다$/, (m) => (isPast(m[1]!) ? `${m[1]}어요` : '')],
    [/겠습니다$/, () => '겠어요'],
    [/([가-힣])습니다$/, (m) => (isPast(m[1]!) ? `${m[1]}어요` : '')],
    [/것입니다$/, () => '거예요'],
    [/것이다$/, () => '거예요'],
    [/입니다$/, (m) => copula(m, 'haeyo')],
    [/이다$/, (m) => copula(m, 'haeyo')],
    [/합니다$/, () => '해요'],
    [/한다$/, () => '해요'],
    [/됩니다$/, () => '돼요'],
    [/된다$/, () => '돼요'],
    [/있습니다$/, () => '있어요'],
    [/있다$/, () => '있어요'],
    [/없습니다$/, () => '없어요'],
    [/없다$/, () => '없어요'],
    [/겠다$/, () => '겠어요'],
    // 반말 to 해요체: the ending takes 요.
    [/이야$/, () => '이에요'],
    [/([가-힣])야$/, (m) => (hasFinal(m[1]!) ? '' : `${m[1]}예요`)],
    [/([어아해돼지])$/, (m) => `${m[1]}요`],
  ],
  hamnida: [
    [/([가-힣])어요$/, (m) => (isPast(m[1]!) ? `${m[1]}습니다` : '')],
    [/([가-힣])다$/, (m) => (isPast(m[1]!) ? `${m[1]}습니다` : '')],
    [/겠어요$/, () => '겠습니다'],
    [/거예요$/, () => '것입니다'],
    [/것이다$/, () => '것입니다'],
    [/(이에요|예요|이다)$/, () => '입니다'],
    [/(해요|한다)$/, () => '합니다'],
    [/(돼요|된다)$/, () => '됩니다'],
    [/(있어요|있다)$/, () => '있습니다'],
    [/(없어요|없다)$/, () => '없습니다'],
    [/겠다$/, () => '겠습니다'],
  ],
  banmal: [
    [/([가-힣])어요$/, (m) => (isPast(m[1]!) ? `${m[1]}어` : '')],
    [/([가-힣])다$/, (m) => (isPast(m[1]!) ? `${m[1]}어` : '')],
    [/([가-힣])습니다$/, (m) => (isPast(m[1]!) ? `${m[1]}어` : '')],
    [/(겠어요|겠습니다|겠다)$/, () => '겠어'],
    [/(거예요|것입니다|것이다)$/, () => '거야'],
    [/(이에요|예요|입니다|이다)$/, (m) => copula(m, 'banmal')],
    [/(해요|합니다|한다)$/, () => '해'],
    [/(돼요|됩니다|된다)$/, () => '돼'],
    [/(있어요|있습니다|있다)$/, () => '있어'],
    [/(없어요|없습니다|없다)$/, () => '없어'],
  ],
};

/** 이다/입니다 after a noun: 이에요/예요 (해요체), 이야/야 (반말) by the noun's last syllable. */
function copula(match: RegExpExecArray, tone: Tone): string {
  const before = match.input.slice(0, match.index).at(-1) ?? '';
  const final = /[가-힣]/.test(before) && hasFinal(before);
  if (tone === 'haeyo') return final ? '이에요' : '예요';
  return final ? '이야' : '야';
}

/**
 * The sentence with its ending (outside quotes) in `tone`: `conjugate` for plain endings, the rules
 * above for the other tones' common endings; unchanged when neither knows the ending, so callers check
 * the result with `registerOf`.
 */
export function toTone(sentence: string, tone: Tone): string {
  const conjugated = conjugate(sentence, tone);
  if (registerOf(conjugated) === tone) return conjugated;
  return convertEnding(conjugated, tone);
}

function convertEnding(sentence: string, tone: Tone): string {
  const match = /^(.*?)([.!?…]*)$/su.exec(sentence.trim());
  const body = match?.[1] ?? sentence;
  const punctuation = match?.[2] || '.';
  // A sentence that ends in a quote has no ending of its own to change.
  if (/["”’'」』]$/.test(body)) return sentence;
  for (const [pattern, replace] of TO_TONE[tone]) {
    const found = pattern.exec(body);
    if (!found) continue;
    const replacement = replace(found);
    if (!replacement) continue;
    return `${body.slice(0, found.index)}${replacement}${punctuation}`;
  }
  return sentence;
}
