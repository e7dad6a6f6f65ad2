import { withoutQuotes } from './quotes.ts';
import { batchimOf, isHangulSyllable, vowelOf } from './syllables.ts';

/**
 * The speech level a sentence ends in, judged on its last predicate outside quotes:
 * 'haeyo' (…해요, …죠), 'hamnida' (…합니다, …습니까), 'banmal' (…해, …야, …지), 'plain' (한다체: …한다, …했다)
 * or 'other' (a noun phrase, a bare quote, no Korean ending).
 */
export type Register = 'haeyo' | 'hamnida' | 'banmal' | 'plain' | 'other';

/** Trailing punctuation, emoji, closing brackets and a trailing parenthetical such as "(사진=…)". */
const TAIL = /(?:\s|[.!?…~·,;:)\]}>」』》〉-]|\([^()]*\)|\p{Extended_Pictographic}|\uFE0F)+$/u;

/** 해체 endings (-거든, -잖아, -지, -네, -야, -까…) and the common contracted -어/-아 syllables (해, 돼, 커, 달라, 아파). */
const BANMAL_ENDINGS = ['거든', '잖아', '걸', '군', '구나', '네', '지', '게', '데', '래', '대', '니', '야', '냐', '까'];
const BANMAL_SYLLABLES = new Set([...'어아여해내돼봐와줘워둬러커써꺼떠퍼뻐라나빠파싸세']);
/** Vowels that only a contracted -어 ending produces at the end of a sentence (늘려, 봐, 줘, 돼). */
const CONTRACTED_VOWELS = new Set(['ㅕ', 'ㅘ', 'ㅝ', 'ㅙ']);

export function sentenceRegister(sentence: string): Register {
  const outside = withoutQuotes(sentence.normalize('NFC'), ' ').replace(TAIL, '');
  const last = outside[outside.length - 1] ?? '';
  if (!isHangulSyllable(last)) return 'other';
  if (/(?:십시오|시오)$/.test(outside)) return 'hamnida';
  // -ㅂ니다/-습니다, -ㅂ니까/-습니까, -ㅂ시다/-읍시다 (not 어머니다).
  if (/(?:니다|니까|시다)$/.test(outside) && batchimOf(outside[outside.length - 3] ?? '') === 'ㅂ') return 'hamnida';
  if (last === '요' || last === '죠') return 'haeyo';
  if (last === '다') return 'plain';
  // -는가, -(으)ㄴ가: the question of written prose (옳은가, 무엇인가).
  if (last === '가' && (outside.endsWith('는가') || batchimOf(outside[outside.length - 2] ?? '') === 'ㄴ'))
    return 'plain';
  if (BANMAL_ENDINGS.some((ending) => outside.endsWith(ending))) return 'banmal';
  if (BANMAL_SYLLABLES.has(last)) return 'banmal';
  if (batchimOf(last) === '' && CONTRACTED_VOWELS.has(vowelOf(last))) return 'banmal';
  return 'other';
}
