import { batchimOf, jaccard, quoteSpans, withBatchim } from '@geulgam/korean';
import { factWords, needsPrevious } from './analyze.ts';
import type { Random } from '../random.ts';

/**
 * Seeded changes of sentence shape that keep every fact: two short past-tense sentences joined with
 * -고 ("…늘었다. …줄었다." → "…늘었고, …줄었다."), or one long sentence cut at its -고/-으며
 * ("…증가했고, 영업이익은 …" → "…증가했다. 영업이익은 …"). Sentences stay in plain prose here;
 * the tone comes after.
 */

const insideQuote = (text: string, index: number) => quoteSpans(text).some((s) => index > s.start && index < s.end);
const hasQuote = (text: string) => quoteSpans(text).length > 0;

/** "…했다." → "…했고," when the sentence ends in a past or -겠/-있 form outside quotes. */
export function asConnective(sentence: string): string | undefined {
  const match = /([가-힣])다\.$/.exec(sentence);
  // 있고/없고 read as a list, not a sequence of events: only past and -겠 forms join.
  if (!match || batchimOf(match[1]!) !== 'ㅆ' || match[1] === '있') return undefined;
  if (/["'”’」』]/.test(sentence.slice(-4, -2))) return undefined;
  return `${sentence.slice(0, -2)}고,`;
}

/** The sentence cut after its first past-tense -고/-으며 clause, when both halves stand on their own. */
export function splitAtConnective(sentence: string): [string, string] | undefined {
  const pattern = /([가-힣]*[가-힣])(고|으며),\s/g;
  for (const match of sentence.matchAll(pattern)) {
    const syllable = match[1]!.slice(-1);
    if (batchimOf(syllable) !== 'ㅆ' || insideQuote(sentence, match.index)) continue;
    const cut = match.index + match[1]!.length;
    const first = `${sentence.slice(0, cut)}다.`;
    const second = sentence.slice(cut + match[2]!.length + 2).trim();
    if (first.length < 15 || second.length < 15 || needsPrevious(second)) continue;
    return [first, second];
  }
  return undefined;
}

function canJoin(first: string, second: string): boolean {
  return (
    first.length <= 90 &&
    second.length <= 90 &&
    !hasQuote(first) &&
    !hasQuote(second) &&
    !needsPrevious(second) &&
    asConnective(first) !== undefined &&
    // Only sentences about the same thing: "후드티는 …품절됐다" and "무니는 …작가다" stay apart.
    jaccard(factWords(first), factWords(second)) >= 0.12
  );
}

/** Replaces the first match outside quotes, or returns undefined. */
function replaceOutsideQuotes(text: string, pattern: RegExp, replacement: string): string | undefined {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (const match of text.matchAll(global)) {
    if (insideQuote(text, match.index)) continue;
    const replaced = match[0].replace(new RegExp(pattern.source, pattern.flags.replace('g', '')), replacement);
    return text.slice(0, match.index) + replaced + text.slice(match.index + match[0].length);
  }
  return undefined;
}

/**
 * Rewordings that change no fact: a filler adverb dropped, a reporting verb swapped for its synonym
 * (밝혔다/전했다), 지난해 ↔ 작년, -면서 → -며, a direct quote closed with 라고 instead of 고, 뒤 → 후.
 */
const REWORDINGS: [RegExp, string][] = [
  [/(^|\s)(?:이날|또한|특히) /, '$1'],
  // Only as reporting verbs ("…다고 밝혔다"), never "불을 밝혔다".
  [/([다"”]고|라고) 밝혔다\.$/, '$1 전했다.'],
  [/([다"”]고|라고) 말했다\.$/, '$1 밝혔다.'],
  [/([다"”]고|라고) 전했다\.$/, '$1 밝혔다.'],
  [/([다"”]고|라고) 설명했다\.$/, '$1 밝혔다.'],
  [/([다"”]고|라고) 내다봤다\.$/, '$1 전망했다.'],
  [/지난해/, '작년'],
  [/면서 /, '며 '],
  [/(["”])고 /, '$1라고 '],
  [/(["”])며 /, '$1라며 '],
  [/ 뒤 /, ' 후 '],
  [/([원명개곳대])가량/, '$1 정도'],
  [/^하지만 /, '그러나 '],
  [/^그러나 /, '하지만 '],
  [/에 달했다\.$/, '에 이르렀다.'],
  [/(\s)늘었다\.$/, '$1증가했다.'],
  [/(\s)줄었다\.$/, '$1감소했다.'],
  [/(%\s?)늘어난 /, '$1증가한 '],
  [/(%\s?)줄어든 /, '$1감소한 '],
  [/(%\s?)오른 /, '$1상승한 '],
  [/(%\s?)올랐다\.$/, '$1상승했다.'],
  [/것으로 보인다\.$/, '것으로 예상된다.'],
  [/관측이 나온다\.$/, '전망이 나온다.'],
  [/것으로 알려졌다\.$/, '것으로 전해졌다.'],
  [/^또 /, ''],
  [/([았었였했됐])으며, /, '$1고, '],
  [/([았었였했됐])고, /, '$1으며, '],
  [/를 이겼다\.$/, '를 꺾었다.'],
  [/을 이겼다\.$/, '을 꺾었다.'],
  [/ 팔렸다\.$/, ' 판매됐다.'],
  [/ 품절됐다\.$/, ' 매진됐다.'],
  [/ 매진됐다\.$/, ' 모두 팔렸다.'],
  [/ 선정됐다\.$/, ' 뽑혔다.'],
  [/ 뽑혔다\.$/, ' 선정됐다.'],
  [/ 달성했다\.$/, ' 이뤘다.'],
  [/ 마쳤다\.$/, ' 끝냈다.'],
  [/를 늘렸다\.$/, '를 확대했다.'],
  [/을 늘렸다\.$/, '을 확대했다.'],
  [/를 높였다\.$/, '를 올렸다.'],
  [/을 높였다\.$/, '을 올렸다.'],
  [/를 낮췄다\.$/, '를 내렸다.'],
  [/을 낮췄다\.$/, '을 내렸다.'],
  [/(관심|눈길|이목)을 모았다\.$/, '$1을 끌었다.'],
  [/(관심|눈길|이목)을 끌었다\.$/, '$1을 모았다.'],
  [/기로 했다\.$/, '기로 결정했다.'],
  [/에 달한다\.$/, '에 이른다.'],
  [/에 이른다\.$/, '에 달한다.'],
  [/로 조사됐다\.$/, '로 나타났다.'],
  [/잇따라 /, '연이어 '],
  [/크게 (웃돌|늘|줄|올|밑돌)/, '큰 폭으로 $1'],
  [/(\d[^\s]*) 가운데 /, '$1 중 '],
  [/다음 달/, '내달'],
  [/(^|\s)이달/, '$1이번 달'],
  [/뿐만 아니라/, '뿐 아니라'],
  [/에 대한 /, '에 관한 '],
  [/새로운 /, '새 '],
  [/에서는 /, '에선 '],
];

/** "-고 있다" → "-는 중이다" (커지고 있다 → 커지는 중이다, 만들고 있다 → 만드는 중이다). */
function progressive(sentence: string): string | undefined {
  const match = /(\S+)고 있다\.$/.exec(sentence);
  if (!match || match[1]!.length === 0) return undefined;
  const stem = match[1]!;
  const last = stem.slice(-1);
  const open = batchimOf(last) === 'ㄹ' ? withBatchim(last, '') : last;
  return `${sentence.slice(0, match.index)}${stem.slice(0, -1)}${open}는 중이다.`;
}

/** Last words of a leading adverbial that can move ("실적 발표 직후", "이 홈런으로", "발표 당일"). */
const ADVERBIAL_END = /^(?:이날|[가-힣]*당일|[가-힣]*직후|뒤|후|이후|끝에|[가-힣]+으로|[가-힣]+로)$/;
/** A word that modifies the next one or carries a particle: nothing we may move a phrase across. */
const BOUND = /(?:은|는|이|가|을|를|의|에|도|던|서|며|고)$/;
const endsInNOrL = (word: string) => {
  const jong = batchimOf(word.slice(-1));
  return jong === 'ㄴ' || jong === 'ㄹ';
};

/**
 * A leading adverbial moved after the topic: "실적 발표 직후 한빛전자 주가는 …" → "한빛전자 주가는 실적
 * 발표 직후 …". Only when the adverbial is a bare time or means phrase and the topic a short noun phrase.
 */
export function frontTopic(sentence: string): string | undefined {
  if (quoteSpans(sentence).some((span) => span.start < 40)) return undefined;
  const words = sentence.split(' ');
  const cut = words.slice(0, 3).findLastIndex((w) => ADVERBIAL_END.test(w));
  if (cut < 0) return undefined;
  if (words.slice(0, cut).some((w) => BOUND.test(w) || endsInNOrL(w))) return undefined;
  const topicAt = words.findIndex((w, i) => i > cut && /[가-힣A-Za-z0-9](?:은|는)$/.test(w));
  if (topicAt < 0 || topicAt - cut > 3) return undefined;
  const topic = words.slice(cut + 1, topicAt + 1);
  const head = words[topicAt]!;
  if (/(?:에는|에서는|로는|으로는|와는|과는|하는|되는|있는|없는)$/.test(head)) return undefined;
  if (head.length <= 2 && head.endsWith('은')) return undefined; // 젖은, 작은: a modifier, not a topic
  if (topic.slice(0, -1).some((w) => BOUND.test(w) || endsInNOrL(w))) return undefined;
  return [...topic, ...words.slice(0, cut + 1), ...words.slice(topicAt + 1)].join(' ');
}

/** `A는 "…"고 말했다.` → `"…"라고 A는 말했다.` */
export function quoteFirst(sentence: string): string | undefined {
  const match = /^([^"“”]+?(?:은|는)) ([^"“”]*?)(["“][^"“”]+["”])(?:라고|고) ([가-힣]+다\.)$/.exec(sentence);
  if (!match) return undefined;
  const [, speaker, middle, quote, verb] = match;
  if (speaker!.split(' ').length > 4) return undefined;
  return `${quote}라고 ${speaker} ${middle}${verb}`;
}

/** The sentence with each applicable rewording taken or not, as the seed decides. */
export function reword(sentence: string, random: Random): string {
  let text = sentence;
  for (const [pattern, replacement] of REWORDINGS) {
    if (!random.chance(0.5)) continue;
    text = replaceOutsideQuotes(text, pattern, replacement) ?? text;
  }
  if (random.chance(0.5)) text = progressive(text) ?? text;
  if (random.chance(0.5)) text = frontTopic(text) ?? text;
  if (random.chance(0.5)) text = quoteFirst(text) ?? text;
  return text;
}

/** A sentence with where it stands in its article: only neighbours in the source are joined. */
export interface Placed {
  text: string;
  article: number;
  position: number;
}

/** The paragraph's sentences, some cut and some joined as the seed decides. */
export function varySentences(sentences: Placed[], random: Random): string[] {
  const out: { text: string; source?: Placed; joined: boolean }[] = [];
  for (const original of sentences) {
    const sentence = { ...original, text: reword(original.text, random) };
    const halves = random.chance(0.65) ? splitAtConnective(sentence.text) : undefined;
    if (halves) {
      out.push({ text: halves[0], joined: true }, { text: halves[1], joined: true });
      continue;
    }
    const previous = out[out.length - 1];
    const neighbours =
      previous?.source !== undefined &&
      previous.source.article === sentence.article &&
      previous.source.position + 1 === sentence.position;
    if (previous && neighbours && !previous.joined && canJoin(previous.text, sentence.text) && random.chance(0.6)) {
      previous.text = `${asConnective(previous.text)!} ${sentence.text}`;
      previous.joined = true;
      continue;
    }
    out.push({ text: sentence.text, source: sentence, joined: false });
  }
  return out.map((item) => item.text);
}
