import { particle } from './particles.ts';
import { quoteSpans } from './quotes.ts';

/*
 * Plain words for news diction (쉬운 말로, ADR 039): Sino-Korean verbs and adverbs a news article uses where
 * everyday speech has a native word ("증가했어요" → "늘어났어요", "향후" → "앞으로"). Only what means the
 * same in every sentence is listed; quotes are left as the speaker said them.
 */

/**
 * Sino-Korean verbs and their plain verb, each form spelled out: after 하 (하, 해, 했, 한, 할, 합, 함) or 되
 * (되, 돼, 됐, 된, 될, 됩, 됨). Only verbs whose plain form takes the following ending the same way are listed
 * (no ㄹ or ㅂ stems), so "증가했어요", "증가합니다" and "증가하는" all come out right.
 */
const VERBS: [string, '하' | '되', readonly string[]][] = [
  [
    '급증',
    '하',
    ['크게 늘어나', '크게 늘어나', '크게 늘어났', '크게 늘어난', '크게 늘어날', '크게 늘어납', '크게 늘어남'],
  ],
  ['증가', '하', ['늘어나', '늘어나', '늘어났', '늘어난', '늘어날', '늘어납', '늘어남']],
  [
    '급등',
    '하',
    ['크게 올라가', '크게 올라가', '크게 올라갔', '크게 올라간', '크게 올라갈', '크게 올라갑', '크게 올라감'],
  ],
  ['상승', '하', ['올라가', '올라가', '올라갔', '올라간', '올라갈', '올라갑', '올라감']],
  [
    '급락',
    '하',
    ['크게 내려가', '크게 내려가', '크게 내려갔', '크게 내려간', '크게 내려갈', '크게 내려갑', '크게 내려감'],
  ],
  ['하락', '하', ['내려가', '내려가', '내려갔', '내려간', '내려갈', '내려갑', '내려감']],
  ['제공', '하', ['주', '줘', '줬', '준', '줄', '줍', '줌']],
  ['발표', '하', ['알리', '알려', '알렸', '알린', '알릴', '알립', '알림']],
  ['설립', '하', ['세우', '세워', '세웠', '세운', '세울', '세웁', '세움']],
  ['구매', '하', ['사', '사', '샀', '산', '살', '삽', '삼']],
  ['구입', '하', ['사', '사', '샀', '산', '살', '삽', '삼']],
  ['도입', '하', ['들여오', '들여와', '들여왔', '들여온', '들여올', '들여옵', '들여옴']],
  ['종료', '하', ['끝내', '끝내', '끝냈', '끝낸', '끝낼', '끝냅', '끝냄']],
  ['착수', '하', ['시작하', '시작해', '시작했', '시작한', '시작할', '시작합', '시작함']],
  ['종료', '되', ['끝나', '끝나', '끝났', '끝난', '끝날', '끝납', '끝남']],
  ['개최', '되', ['열리', '열려', '열렸', '열린', '열릴', '열립', '열림']],
  ['선정', '되', ['뽑히', '뽑혀', '뽑혔', '뽑힌', '뽑힐', '뽑힙', '뽑힘']],
];
const FORMS = {
  하: ['하', '해', '했', '한', '할', '합', '함'],
  되: ['되', '돼', '됐', '된', '될', '됩', '됨'],
} as const;

/** Words and phrases with a plainer equivalent whatever follows them. */
const WORDS: [RegExp, string][] = [
  [/전년 동기 대비/g, '1년 전 같은 때보다'],
  [/전년 대비/g, '1년 전보다'],
  [/([가-힣A-Za-z0-9]+) 대비 /g, '$1보다 '],
  [/(^|\s)향후 /g, '$1앞으로 '],
  [/(^|\s)금일/g, '$1오늘'],
  [/(^|\s)익일/g, '$1다음 날'],
  [/(^|\s)당초/g, '$1처음'],
  [/(^|\s)소폭/g, '$1조금'],
  [/(^|\s)대폭/g, '$1크게'],
  [/(^|\s)일제히/g, '$1한꺼번에'],
  [/(^|\s)다수의 /g, '$1많은 '],
  [/(^|\s)해당 /g, '$1이 '],
  [/지속적으로/g, '꾸준히'],
  [/점진적으로/g, '조금씩'],
  [/일시적으로/g, '잠시'],
  [/대대적으로/g, '크게'],
  [/에도 불구하고/g, '에도'],
  [/([0-9%])가량/g, '$1쯤'],
  [/^그러나 /g, '하지만 '],
  [/^또한 /g, '또 '],
  [/^아울러 /g, '또 '],
  [/^따라서 /g, '그래서 '],
  [/^이에 따라 /g, '그래서 '],
];

function replaceVerbs(text: string): { text: string; count: number } {
  let count = 0;
  let out = text;
  for (const [noun, kind, plain] of VERBS) {
    const forms = FORMS[kind];
    out = out.replace(new RegExp(`${noun}(${forms.join('|')})`, 'g'), (_match, form: string) => {
      count += 1;
      return plain[forms.indexOf(form as never)]!;
    });
  }
  return { text: out, count };
}

/** "…할 것으로 내다봤어요" → "…할 거라고 봤어요": the forecast in everyday words, in any tone. */
const FORECAST = /([가-힣]+) 것으로 (?:내다봤|전망했|예상했|관측했)/g;

/** "A 및 B" → "A와 B". */
function replaceAnd(text: string): { text: string; count: number } {
  let count = 0;
  const out = text.replace(/([가-힣A-Za-z0-9]+) 및 /g, (_match, word: string) => {
    count += 1;
    return `${word}${particle(word, '와/과')} `;
  });
  return { text: out, count };
}

/** Applies `change` to the parts of the sentence outside quotes; how many words it replaced. */
function outsideQuotes(sentence: string, change: (part: string) => { text: string; count: number }) {
  const spans = quoteSpans(sentence);
  let out = '';
  let at = 0;
  let count = 0;
  for (const span of [...spans, { start: sentence.length, end: sentence.length }]) {
    const changed = change(sentence.slice(at, span.start));
    out += changed.text + sentence.slice(span.start, span.end);
    count += changed.count;
    at = span.end;
  }
  return { text: out, count };
}

/** The sentence in plain words, and how many words were replaced. */
export function plainWords(sentence: string): { text: string; replaced: number } {
  const result = outsideQuotes(sentence, (part) => {
    let count = 0;
    let text = part;
    for (const [pattern, replacement] of WORDS) {
      text = text.replace(pattern, (...args: unknown[]) => {
        count += 1;
        const groups = args.slice(1, -2) as (string | undefined)[];
        return replacement.replace(/\$(\d)/g, (_m, n: string) => groups[Number(n) - 1] ?? '');
      });
    }
    text = text.replace(FORECAST, (_match, verb: string) => {
      count += 1;
      return `${verb} 거라고 봤`;
    });
    const verbs = replaceVerbs(text);
    const and = replaceAnd(verbs.text);
    return { text: and.text, count: count + verbs.count + and.count };
  });
  return { text: result.text, replaced: result.count };
}
