import { sentenceRegister } from './register.ts';
import { batchimOf, isHangulSyllable, withBatchim } from './syllables.ts';

/*
 * A news sentence in 합니다체 ("…문을 엽니다.", "…다녀갔습니다.") as the 한다체 every other article is written in
 * ("…문을 연다.", "…다녀갔다."). Broadcasters' web articles are often read scripts in 합니다체; the writer builds
 * its own sentences from 한다체 clauses, and a clause that ends in "-습니다" would come out as "-습니며".
 */

/** Nouns that make a describing 하다 (필요하다, not 필요한다). */
const DESCRIBING_HADA =
  /(?:필요|가능|불가능|중요|충분|부족|다양|비슷|분명|확실|불확실|유리|불리|적합|편리|불편|안전|위험|간단|복잡|유명|심각|활발|특별|깨끗|조용|따뜻|시원|저렴|풍부|유사|동일|우수|원활|미흡|저조|상당|치열|뚜렷|흔|못|익숙|어색|행복|건강|똑똑|튼튼|무관|무사|확고|단단|미미|막대|열악|양호|부진|순조|팽팽|쟁쟁)$/;
/** Describing stems that end in a vowel (크다, 다르다), before -ㅂ니다. */
const DESCRIBING_OPEN = /(?:크|다르|빠르|바쁘|예쁘|아프|기쁘|나쁘|슬프|고프|비싸|싸|짜|게으르)$/;
/** Describing stems that end in a consonant, before -습니다. */
const DESCRIBING_CLOSED =
  /(?:많|적|높|낮|좋|싫|넓|좁|깊|얕|같|작|짧|늦|괜찮|어렵|쉽|가깝|멀|무겁|가볍|춥|덥|새롭|어둡|밝|맑|젊|늙|옳|굵|얇|두껍|아름답|고맙|반갑|없|있)$/;

/** The sentence with its last ending in 한다체 when it ends in 합니다체; any other sentence as it is. */
export function plainEnding(sentence: string): string {
  if (sentenceRegister(sentence) !== 'hamnida') return sentence;
  const match = /([가-힣])니다([.!?]?[)\]]*\s*)$/.exec(sentence);
  if (!match) return sentence;
  const [, syllable, tail] = match as unknown as [string, string, string];
  const stem = sentence.slice(0, match.index);
  const last = stem.at(-1) ?? '';
  if (syllable === '습') {
    if (!isHangulSyllable(last)) return sentence;
    // Past and future (갔습니다, 했습니다, 하겠습니다), 있다/없다, and describing stems end in 다.
    if (batchimOf(last) === 'ㅆ' || DESCRIBING_CLOSED.test(stem)) return `${stem}다${tail}`;
    return `${stem}는다${tail}`;
  }
  if (batchimOf(syllable) !== 'ㅂ') return sentence;
  // "열어 둔 겁니다", "갈 겁니다": 거 + 입니다 after a modifier, the noun 것 (것이다); "줄을 겁니다" is 걸다.
  const before = stem.trimEnd().at(-1) ?? '';
  const modifier = /\s$/.test(stem) && isHangulSyllable(before) && ['ㄴ', 'ㄹ'].includes(batchimOf(before));
  if (syllable === '겁' && (modifier || /[는던]\s$/.test(stem))) return `${stem}것이다${tail}`;
  const open = withBatchim(syllable, '');
  const word = `${stem}${open}`;
  // 계획입니다 → 계획이다, 아닙니다 → 아니다, 필요합니다 → 필요하다, 큽니다 → 크다.
  if (open === '이' || word.endsWith('아니')) return `${word}다${tail}`;
  if (open === '하' && DESCRIBING_HADA.test(stem)) return `${word}다${tail}`;
  if (DESCRIBING_OPEN.test(word)) return `${word}다${tail}`;
  // 엽니다 → 연다, 합니다 → 한다, 됩니다 → 된다, 만듭니다 → 만든다.
  return `${stem}${withBatchim(open, 'ㄴ')}다${tail}`;
}
