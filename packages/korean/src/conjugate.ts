import { quoteSpans } from './quotes.ts';
import {
  batchimOf,
  endsWithBatchim,
  isBrightVowel,
  isHangulSyllable,
  join,
  split,
  vowelOf,
  withBatchim,
} from './syllables.ts';

/**
 * Sentence-final endings of news prose (한다체: 늘린다, 밝혔다, 전망이다, 분주하다…) turned into
 * 해요체, 합니다체 or 친근한 반말. Only the predicate at the very end of the sentence, outside
 * quotes, changes: quotes, names and figures stay exactly as written.
 */

/** The speech levels a post can be written in (the same names as the contract's tone). */
export type Tone = 'haeyo' | 'hamnida' | 'banmal';

/** How a stem behaves before -어/-아 (its 해요체 form) and -습니다. */
type StemClass = 'regular' | 'b' | 'd' | 's' | 'h' | 'l' | 'vowel';

/** A predicate in two shapes from which every tone is built: -어/-아 (해, 늘려, 커) and -습니다 (합니다, 늘립니다). */
interface Forms {
  informal: string;
  formal: string;
}

/** A sentence ending in a noun + 이다: the tone's copula follows the noun. */
interface Copula {
  noun: string;
  batchim: boolean;
}

const lastChar = (text: string) => text[text.length - 1] ?? '';
const dropLast = (text: string) => text.slice(0, -1);

/** ㄹ-stem verbs whose present form loses the ㄹ (만든다, 연다, 판다…): the ㄴ-syllable → the stem's last syllable. */
const L_STEM_PRESENT: Record<string, string> = {
  든: '들',
  연: '열',
  판: '팔',
  건: '걸',
  번: '벌',
  분: '불',
  논: '놀',
  몬: '몰',
  푼: '풀',
  끈: '끌',
  떤: '떨',
  던: '덜',
  단: '달',
  안: '알',
};
/** Present forms that read as a ㄹ-stem only as a whole word (세운다/키운다 are 세우다/키우다). */
const L_STEM_PRESENT_WORD: Record<string, string> = { 운: '울', 는: '늘', 민: '밀', 빈: '빌', 문: '물' };
/** Short forms of 르 stems (머물다 ← 머무르다): present 머문다, but 머물러요, never 머물어요. */
const SHORT_REU: Record<string, string> = { 머문: '머물', 서둔: '서둘' };

/** ㅂ-irregular verbs (돕는다 → 도와요); every other ㅂ verb is regular (잡는다 → 잡아요). */
const B_IRREGULAR_VERBS = new Set(['돕', '굽', '줍', '눕', '깁']);
/** ㅂ adjectives that stay regular (좁다 → 좁아요); the rest are irregular (쉽다 → 쉬워요). */
const B_REGULAR_ADJECTIVES = new Set(['좁', '줍', '굽']);
const D_IRREGULAR = ['듣', '걷', '묻', '싣', '깨닫', '일컫', '붇'];
const S_IRREGULAR = new Set(['잇', '짓', '붓', '긋', '낫', '젓']);
const H_IRREGULAR = new Set(['렇', '떻', '갛', '랗', '얗', '맣']);
/** 르 stems that only lose ㅡ (따라요, 치러요, 들러요) instead of doubling ㄹ (달라요). */
const REU_REGULAR = ['따르', '치르', '들르'];

/** Vowel stems of adjectives and verbs that appear bare before -다 (크다, 다르다); any other vowel + 다 is a noun + 이다. */
const VOWEL_PREDICATES = [
  '크',
  '바쁘',
  '기쁘',
  '슬프',
  '아프',
  '예쁘',
  '고프',
  '나쁘',
  '비싸',
  '거세',
  '드세',
  '다르',
  '빠르',
  '이르',
  '바르',
  '가파르',
  '게으르',
  '배부르',
  '푸르',
  '어리',
  '흐리',
  // -지다 adjectives (값지다 → 값져요, 멋지다, 기름지다, 건방지다).
  '값지',
  '멋지',
  '기름지',
  '건방지',
  '지나치',
  '드무',
  '되',
  '보이',
  '쓰이',
  '놓이',
  '쌓이',
  '높이',
  '줄이',
  '붙이',
  '모이',
  '벌이',
  '기울이',
  '숙이',
];
/** What may stand before a verb in 이 in one word ("선보이다", "내보이다", "덧붙이다", "드높이다", "끌어모이다"). */
const I_VERB_PREFIX = /^(?:선|내|덧|드|돋|엿|들여다|내다|넘겨다|치켜|끌어|갖다|떠|쳐다)$/;
/** Bare vowel stems that are predicates only as the whole word (싸다, 짜다, 세다, 쓰다). */
const VOWEL_PREDICATE_WORDS = new Set(['싸', '짜', '세', '쓰', '뜨']);
/** Nouns ending in 이 (차이다 = 차이 + 다, not 차 + 이다). */
const NOUNS_IN_I = ['차이', '사이', '아이', '나이', '길이', '깊이', '넓이', '놀이', '거리', '꼬리', '자리'];
/** Nouns that end in 하 and take the copula ("20대 이하다", "기온은 영하다"), never a 하다 verb. */
const NOUNS_IN_HA = ['이하', '영하', '지하', '산하', '슬하', '휘하'];

function stemClass(stem: string, verb: boolean): StemClass {
  const last = lastChar(stem);
  const jong = batchimOf(last);
  if (jong === '') return 'vowel';
  if (jong === 'ㄹ') return 'l';
  if (jong === 'ㅂ') {
    if (verb) return B_IRREGULAR_VERBS.has(last) ? 'b' : 'regular';
    return B_REGULAR_ADJECTIVES.has(last) ? 'regular' : 'b';
  }
  if (verb && jong === 'ㄷ' && D_IRREGULAR.some((d) => stem.endsWith(d))) return 'd';
  if (jong === 'ㅅ' && S_IRREGULAR.has(last)) return 's';
  if (!verb && jong === 'ㅎ' && H_IRREGULAR.has(last)) return 'h';
  return 'regular';
}

/** The -어/-아 ending a consonant stem takes: 있/했/겠 (ㅆ) and dark vowels take 어, ㅏ/ㅗ take 아. */
function harmony(char: string): '아' | '어' {
  if (batchimOf(char) === 'ㅆ') return '어';
  return isBrightVowel(vowelOf(char)) ? '아' : '어';
}

/** 해 / 돼 / 늘려 / 봐 / 줘 / 커 / 달라 / 따라: the -어 form of a stem ending in a vowel. */
function vowelInformal(stem: string, reachVerb: boolean): string {
  const head = dropLast(stem);
  const last = lastChar(stem);
  const s = split(last);
  const vowel = vowelOf(last);
  if (last === '하') return `${head}해`;
  if (last === '르' && head.length > 0) {
    if (reachVerb && stem.endsWith('이르')) return `${stem}러`;
    if (REU_REGULAR.some((r) => stem.endsWith(r))) {
      return `${head}${join({ cho: 'ㄹ', jung: isBrightVowel(vowelOf(lastChar(head))) ? 'ㅏ' : 'ㅓ', jong: '' })}`;
    }
    const before = lastChar(head);
    const bright = isBrightVowel(vowelOf(before));
    return `${dropLast(head)}${withBatchim(before, 'ㄹ')}${bright ? '라' : '러'}`;
  }
  switch (vowel) {
    case 'ㅣ':
      return `${head}${join({ ...s, jung: 'ㅕ' })}`;
    case 'ㅗ':
      return `${head}${join({ ...s, jung: 'ㅘ' })}`;
    case 'ㅜ':
      return `${head}${join({ ...s, jung: 'ㅝ' })}`;
    case 'ㅚ':
      return `${head}${join({ ...s, jung: 'ㅙ' })}`;
    case 'ㅡ': {
      const before = head.length > 0 ? lastChar(head) : '';
      const bright = isHangulSyllable(before) && isBrightVowel(vowelOf(before));
      return `${head}${join({ ...s, jung: bright ? 'ㅏ' : 'ㅓ' })}`;
    }
    case 'ㅏ':
    case 'ㅓ':
    case 'ㅐ':
    case 'ㅔ':
    case 'ㅕ':
    case 'ㅒ':
    case 'ㅘ':
    case 'ㅝ':
    case 'ㅙ':
      return stem;
    default:
      // ㅟ, ㅢ, ㅛ, ㅠ, ㅞ: no contraction (뛰어, 띄어).
      return `${stem}어`;
  }
}

function formsOf(stem: string, cls: StemClass, reachVerb = false): Forms {
  const head = dropLast(stem);
  const last = lastChar(stem);
  switch (cls) {
    case 'vowel':
      return { informal: vowelInformal(stem, reachVerb), formal: `${head}${withBatchim(last, 'ㅂ')}니다` };
    case 'l':
      return { informal: `${stem}${harmony(last)}`, formal: `${head}${withBatchim(last, 'ㅂ')}니다` };
    case 'b': {
      const open = withBatchim(last, '');
      const wa = vowelOf(last) === 'ㅗ' && (last === '돕' || last === '곱');
      return { informal: `${head}${open}${wa ? '와' : '워'}`, formal: `${stem}습니다` };
    }
    case 'd':
      return { informal: `${head}${withBatchim(last, 'ㄹ')}${harmony(last)}`, formal: `${stem}습니다` };
    case 's':
      return { informal: `${head}${withBatchim(last, '')}${harmony(last)}`, formal: `${stem}습니다` };
    case 'h': {
      const s = split(last);
      const jung = vowelOf(last) === 'ㅑ' ? 'ㅒ' : 'ㅐ';
      return { informal: `${head}${join({ cho: s.cho, jung, jong: '' })}`, formal: `${stem}습니다` };
    }
    case 'regular':
      return { informal: `${stem}${harmony(last)}`, formal: `${stem}습니다` };
  }
}

function fromForms(forms: Forms, tone: Tone): string {
  if (tone === 'hamnida') return forms.formal;
  return tone === 'haeyo' ? `${forms.informal}요` : forms.informal;
}

function fromCopula({ noun, batchim }: Copula, tone: Tone): string {
  if (tone === 'hamnida') return `${noun}입니다`;
  if (tone === 'haeyo') return `${noun}${batchim ? '이에요' : '예요'}`;
  return `${noun}${batchim ? '이야' : '야'}`;
}

function copula(noun: string): Copula | undefined {
  const batchim = endsWithBatchim(noun);
  return batchim === undefined ? undefined : { noun, batchim };
}

/**
 * The predicate word (everything after the last space, or after the last closing quote) without
 * its final 다, in the chosen tone; undefined when the ending is not one this conjugator knows.
 */
function conjugateWord(word: string, before: string, tone: Tone): string | undefined {
  const pre = dropLast(word);
  if (pre.endsWith('니') && pre.length >= 2 && batchimOf(lastChar(dropLast(pre))) === 'ㅂ') return undefined; // 합니다체
  // -(으)ㄹ 것이다, -다는 것이다, 할 거다
  if (pre.endsWith('것이') || pre === '거') {
    const head = pre.endsWith('것이') ? pre.slice(0, -2) : pre.slice(0, -1);
    return `${head}${tone === 'hamnida' ? '것입니다' : tone === 'haeyo' ? '거예요' : '거야'}`;
  }
  if (pre.endsWith('아니')) {
    const head = pre.slice(0, -2);
    return `${head}${tone === 'hamnida' ? '아닙니다' : tone === 'haeyo' ? '아니에요' : '아니야'}`;
  }
  if (pre === '' || pre === '이') {
    // '흥행 보증수표'다 / (가칭)이다: the noun sits before the quote or bracket.
    const noun = copula(before);
    return noun ? fromCopula({ noun: '', batchim: noun.batchim }, tone) : undefined;
  }
  const last = lastChar(pre);
  if (!isHangulSyllable(last)) {
    const noun = copula(pre);
    return noun ? fromCopula(noun, tone) : undefined;
  }
  // "5벌이다", "2천 벌이다": a count of clothes or rows with the copula, never the verb 벌이다 or 줄이다.
  const counted = /\d$/.test(pre.slice(0, -2)) || (pre.length === 2 && /(?:\d|[십백천만억])\s*$/.test(before));
  // "선보이다", "덧붙이다": a verb in 이 after a prefix it takes; "규모이다" is 규모 with the copula, not 모이다.
  const iVerb = VOWEL_PREDICATES.find((p) => p.endsWith('이') && pre.endsWith(p));
  const iPrefix = iVerb ? pre.slice(0, -iVerb.length) : '';
  const verbInI = iVerb !== undefined && (iPrefix === '' || I_VERB_PREFIX.test(iPrefix));
  if (last === '이' && (counted || !verbInI)) {
    if (NOUNS_IN_I.includes(pre)) return fromCopula({ noun: pre, batchim: false }, tone);
    const noun = copula(dropLast(pre));
    return noun ? fromCopula(noun, tone) : undefined;
  }
  const jong = batchimOf(last);
  if (jong === 'ㅆ') return fromForms(formsOf(pre, 'regular'), tone);
  // -는다: a consonant stem in the present (먹는다, 않는다, 듣는다).
  if (last === '는' && pre.length >= 2 && batchimOf(lastChar(dropLast(pre))) !== '') {
    const stem = dropLast(pre);
    return fromForms(formsOf(stem, stemClass(stem, true)), tone);
  }
  // -ㄴ다: a vowel stem (늘린다, 한다, 오른다) or a ㄹ-stem (만든다, 연다) in the present.
  if (jong === 'ㄴ') {
    const short = Object.keys(SHORT_REU).find((k) => pre.endsWith(k));
    if (short) {
      const stem = `${pre.slice(0, -short.length)}${SHORT_REU[short]}`;
      return fromForms(
        { informal: `${stem}러`, formal: `${dropLast(stem)}${withBatchim(lastChar(stem), 'ㅂ')}니다` },
        tone,
      );
    }
    const lStem = (pre.length === 1 ? L_STEM_PRESENT_WORD[last] : undefined) ?? L_STEM_PRESENT[last];
    if (lStem) return fromForms(formsOf(`${dropLast(pre)}${lStem}`, 'l'), tone);
    const stem = `${dropLast(pre)}${withBatchim(last, '')}`;
    return fromForms(formsOf(stem, 'vowel', true), tone);
  }
  // An adjective with a consonant stem (높다, 많다, 쉽다, 길다, 그렇다) or 있다/없다.
  if (jong !== '') return fromForms(formsOf(pre, stemClass(pre, false)), tone);
  if (NOUNS_IN_HA.includes(pre)) return fromCopula({ noun: pre, batchim: false }, tone);
  if (last === '하') return fromForms(formsOf(pre, 'vowel'), tone);
  if (VOWEL_PREDICATES.some((p) => pre.endsWith(p)) || VOWEL_PREDICATE_WORDS.has(pre)) {
    return fromForms(formsOf(pre, 'vowel'), tone);
  }
  // A noun + 다 (행사다, 추세다, 평가다).
  return fromCopula({ noun: pre, batchim: false }, tone);
}

const TRAILING = /[\s.!?…~]*$/;
const QUOTE_MARKS = /["'“”‘’「」『』《》〈〉]/;

/**
 * The sentence with its final predicate in the chosen tone. Sentences that do not end in a plain
 * -다 outside quotes (already polite, a quote, a noun phrase) come back unchanged.
 */
export function conjugate(sentence: string, tone: Tone): string {
  const text = sentence.normalize('NFC').trim();
  const trailing = TRAILING.exec(text)?.[0] ?? '';
  const body = text.slice(0, text.length - trailing.length);
  if (!body.endsWith('다')) return text;
  const spans = quoteSpans(body);
  const lastQuoteEnd = spans.length > 0 ? spans[spans.length - 1]!.end : 0;
  if (lastQuoteEnd >= body.length) return text;
  // The predicate word: after the last space, never reaching back into a quote.
  let start = body.lastIndexOf(' ') + 1;
  let cut = start;
  for (let i = body.length - 1; i >= start; i -= 1) {
    if (QUOTE_MARKS.test(body[i]!) || body[i] === ')' || body[i] === ']') {
      cut = i + 1;
      break;
    }
  }
  if (cut > start) start = cut;
  if (start < lastQuoteEnd) start = lastQuoteEnd;
  const word = body.slice(start);
  const replaced = conjugateWord(word, body.slice(0, start), tone);
  if (replaced === undefined) return text;
  return `${body.slice(0, start)}${replaced}${trailing}`;
}
