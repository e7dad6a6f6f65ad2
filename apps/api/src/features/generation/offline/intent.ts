/*
 * A plan told as what was decided (issue 26): "X는 Y를 넓힐 계획이다" is "X는 Y를 넓히기로 했다" or
 * "X는 Y를 넓히려고 한다". News states plans with a noun ("계획이다", "방침이다"); a blog says what someone
 * decided or means to do, and the verb's own form frees the clause's words to move (an adnominal before
 * 계획 ties them in place).
 */
import { batchimOf, isHangulSyllable, withBatchim } from '@geulgam/korean';

/** ㄹ-stem verbs whose future adnominal is the stem itself ("열 계획", "만들 계획"): nothing to take off. */
const L_STEMS = /(?:열|만들|팔|알|걸|벌|풀|끌|빌|밀|돌|털|놀|늘|들|얼|불|달)$/;
/** A future adnominal of two verbs ("살" is 사다 or 살다) and nouns ending in ㄹ ("이달 계획"): left alone. */
const UNSURE = /^(?:살|.*(?:이달|다음달|서울|마을|가을|겨울|하늘|오늘|내일|주말|연말|월말|기술|시설))$/;
/** ㅅ-irregular stems before 을 ("지을" is 짓다, "이을" 잇다); another vowel before 을 is a ㅡ stem ("모을"). */
const S_IRREGULAR = /(?:지|이|나|부|그|저)$/;
/** ㅂ-irregular stems before 울 ("도울" is 돕다, "세울" is 세우다). */
const B_IRREGULAR: Record<string, string> = { 도울: '돕', 구울: '굽', 누울: '눕', 주울: '줍' };

/** The verb stem of a future adnominal ("넓힐" → "넓히", "받을" → "받", "지을" → "짓", "열" → "열"). */
export function futureStem(word: string): string | undefined {
  if (word.length < 1 || !/^[가-힣]+$/.test(word)) return undefined;
  const last = word.at(-1)!;
  const head = word.slice(0, -1);
  if (B_IRREGULAR[word.slice(-2)]) return `${word.slice(0, -2)}${B_IRREGULAR[word.slice(-2)]}`;
  if (last === '을') {
    const before = head.at(-1);
    if (!before || !isHangulSyllable(before)) return undefined;
    const jong = batchimOf(before);
    // "지을", "이을": the ㅅ the ending took away; "들을", "걸을": ㄷ read as ㄹ before a vowel.
    if (jong === '') return S_IRREGULAR.test(head) ? `${head.slice(0, -1)}${withBatchim(before, 'ㅅ')}` : `${head}으`;
    if (jong === 'ㄹ') return `${head.slice(0, -1)}${withBatchim(before, 'ㄷ')}`;
    return head;
  }
  if (!isHangulSyllable(last) || batchimOf(last) !== 'ㄹ' || UNSURE.test(word)) return undefined;
  if (L_STEMS.test(word)) return word;
  return `${head}${withBatchim(last, '')}`;
}

/** The intention's verb ("지을" → "지으려고", "넓힐" → "넓히려고", "열" → "열려고", "도울" → "도우려고"). */
function intentionOf(word: string): string {
  if (word.endsWith('을')) return `${word.slice(0, -1)}으려고`;
  if (L_STEMS.test(word)) return `${word}려고`;
  return `${word.slice(0, -1)}${withBatchim(word.at(-1)!, '')}려고`;
}

/**
 * The clause's plan told as a decision or an intention, as word lists ("넓힐 계획이다" → ["넓히기로",
 * "했다"] and ["넓히려고", "한다"]); none when the clause ends in no plan of a verb.
 */
export function decided(words: string[]): string[][] {
  const end = words.at(-1);
  const verb = words.at(-2);
  if (!end || !verb || words.length < 3 || !/^(?:계획|방침)이다[.]?$/.test(end)) return [];
  const head = words.slice(0, -2);
  // "끌어오겠다는 계획이다": the intention already holds the stem.
  const intended = /^([가-힣]+)겠다는$/.exec(verb)?.[1];
  const stem = intended ?? futureStem(verb);
  if (!stem || stem.length < 1) return [];
  const intention = intended
    ? `${stem}${batchimOf(stem.at(-1)!) && batchimOf(stem.at(-1)!) !== 'ㄹ' ? '으' : ''}려고`
    : intentionOf(verb);
  return [
    [...head, `${stem}기로`, '했다'],
    [...head, intention, '한다'],
  ];
}
