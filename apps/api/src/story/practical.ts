import { isAdnominal, isPredicate, withoutQuotes } from '@geulgam/korean';
import type { PracticalDetails } from './model.ts';
import type { StorySentence } from './sentences.ts';

/**
 * What a reader needs to go, buy or apply: the place, the hours or period, the price, how to book or get
 * there. Each is read from the story's newest sentence that states it, as written (a short span, not the
 * whole sentence).
 */

const HOURS =
  /(?:매일\s*)?(?:(?:오전|오후|낮|밤|새벽)\s*)?\d{1,2}\s*시(?:\s*\d{1,2}\s*분|\s*반)?\s*(?:부터|~|∼|-|–)\s*(?:(?:오전|오후|낮|밤|새벽)\s*)?\d{1,2}\s*시(?:\s*\d{1,2}\s*분|\s*반)?(?:\s*까지)?|\d{1,2}:\d{2}\s*(?:~|∼|-|–)\s*\d{1,2}:\d{2}/;
const PERIOD =
  /(?:\d{1,2}\s*월\s*)?\d{1,2}\s*일\s*(?:부터|~|∼|-|–)\s*(?:\d{1,2}\s*월\s*)?\d{1,2}\s*일(?:\s*까지)?|(?:(?:다음|이번)\s*달\s*|내달\s*|이달\s*|내년\s*)?(?:\d{1,2}\s*월\s*)?\d{1,2}\s*일까지/;
/** Words that say what a 원 amount is the price of: a ticket, an entry, a menu, a fee. */
const PRICE_NOUN = /(?:입장료|관람료|가격|요금|이용료|판매가|출고가|티켓|참가비|수강료|체험비|정가|할인가|값)/;
/** How an item's price is said after its amount ("9,000원이고", "3천 원에 판다"). */
const PRICE_PREDICATE = /^\s*(?:부터)?\s*(?:이다|이고|이며|이었|으로\s*(?:책정|정했)|에\s*(?:판다|판매|팔|내놓|나왔))/;
/** "60만 원대 후반", a range, is kept whole: "60만 원" alone would be another price. */
const AMOUNT = /\d[\d,.]*\s*(?:만|천)?\s*(?:\d[\d,]*\s*)?(?:천\s*)?원(?:대(?:\s(?:초반|중반|후반))?)?(?:\s*부터)?/g;
/** An amount that changes, compares or exceeds a price ("8,000원에서", "2천 원 비싸다", "1만 원을 넘는"). */
const NOT_A_PRICE_AFTER =
  /^\s*(?:에\s*(?:바짝\s*|거의\s*)?(?:다가|육박|근접|달하|이르|이른|가까)|에서(?!\s*시작)|보다|더|비싸|싸|저렴|규모|어치|가량|이상|이하|미만|이내|내외|넘게|안팎|(?:을|를)\s*(?:훌쩍\s*)?(?:넘|웃돌)|(?:으로|로)\s*(?:올|오른|내린|인상|인하|뛰))/;
/** "입장료는 무료", "무료 입장", "무료로 열린다": something stated to be free (not "면을 무료로 더 준다"). */
const FREE =
  /(?:입장료|관람료|이용료|참가비|체험비|입장|관람|참가|참여|체험|이용)(?:은|는|이|가|도)?\s*(?:모두\s*)?무료|무료\s*(?:입장|관람|공연|전시|체험|개방|행사)|무료로\s*(?:열|진행|운영|개방|관람|입장|참여|즐길|볼)/;

/**
 * The price a sentence states: a 원 amount tied to a price word before it ("입장료는 성인 5천 원",
 * "가격은 들깨칼국수 9,000원, 보리밥 세트 1만 2천 원") or to the item it prices ("들깨칼국수는 한 그릇에
 * 9,000원이고"), as written from that word to the last amount of the list; never a change, a
 * comparison or a company's sum.
 */
function statedPrice(text: string, itemFirst: boolean): string | undefined {
  for (const match of text.matchAll(AMOUNT)) {
    const end = match.index + match[0].length;
    if (NOT_A_PRICE_AFTER.test(text.slice(end)) || /(?:억|조)\s*$/.test(text.slice(0, match.index))) continue;
    const before = text.slice(0, match.index);
    const clauseStart = Math.max(before.lastIndexOf(', ') + 2, before.lastIndexOf('며 ') + 2, 0);
    let start: number | undefined;
    const noun = [...before.matchAll(new RegExp(PRICE_NOUN.source, 'g'))].at(-1);
    // An average over many places ("8곳의 평균 가격") is what a survey found, no price a reader pays.
    if (noun && /평균\s*$/.test(before.slice(0, noun.index))) continue;
    if (noun && before.length - noun.index <= 24) start = noun.index;
    else if (itemFirst && PRICE_PREDICATE.test(text.slice(end))) {
      // "들깨칼국수는 한 그릇에 9,000원": the item the sentence is about, then the amount.
      const item = /([가-힣A-Za-z]+(?:\s[가-힣A-Za-z]+)?)(?:은|는)\s+(?:(?:한|1)\s?[가-힣]+에\s+)?$/.exec(
        before.slice(clauseStart),
      );
      if (item && !item[1]!.split(' ').some((w) => isAdnominal(w) || isPredicate(w))) start = clauseStart + item.index;
    }
    if (start === undefined) continue;
    // A list of prices goes on: ", 보리밥 세트 1만 2천 원".
    let stop = end;
    for (const more of text
      .slice(end)
      .matchAll(/^,\s*[가-힣A-Za-z ]{1,12}?\s\d[\d,.]*\s*(?:만|천)?\s*(?:\d[\d,]*\s*)?(?:천\s*)?원/g))
      stop = end + more.index + more[0].length;
    const span = text.slice(start, stop).trim();
    // "들깨칼국수는 한 그릇에 9,000원" → "들깨칼국수 9,000원"; a price word keeps its particle ("요금은 어른 2만 원").
    if (noun && start === noun.index) {
      const item = pricedItem(before.slice(0, noun.index));
      return item ? `${item} ${span}` : span;
    }
    return span.replace(/(?<=[가-힣])(?:은|는)\s+(?:(?:한|1)\s?[가-힣]+에\s+)?(?=[\d가-힣])/, ' ');
  }
  return undefined;
}

/** Words that point back rather than name ("이 상품의 가격은"): no owner for a price told elsewhere. */
const POINTER = /^(?:이|그|저|해당|이번|이들|그중)$/;

/**
 * What the sentence says a price word is the price of, from the words before it: a noun right before it
 * ("관람권 가격은"), a genitive ("기념 엽서의 가격은"), or the item the clause before names ("…야경 상품으로,
 * 가격은"), up to five words and never past a topic, a subject or a clause; undefined when nothing is named.
 */
function pricedItem(before: string): string | undefined {
  const found = /(?:^|\s)((?:[가-힣A-Za-z0-9]+\s){0,4}[가-힣A-Za-z0-9]+?)(?:(의)|(?:으로|로),|)\s$/.exec(before);
  if (!found) return undefined;
  const words = found[1]!.split(' ');
  // Words before a topic, a subject or a clause's end belong to another part of the sentence.
  const from = words.findLastIndex(
    (w, i) => i < words.length - 1 && w.length >= 2 && /(?:은|는|이|가|을|를|에|고|며|서|,)$/.test(w),
  );
  // A modifier's clause ("이름난 …") is no part of the item's name: the item starts after it.
  const after = Math.max(
    from,
    words.findLastIndex((w) => isAdnominal(w)),
  );
  const item = words.slice(after + 1);
  const head = item.at(-1)!;
  if (item.length === 0 || POINTER.test(item[0]!) || isPredicate(head) || isAdnominal(head)) return undefined;
  if (/\d$/.test(head) || PRICE_NOUN.test(head)) return undefined;
  return `${item.join(' ')}${found[2] ?? ''}`;
}

const ACCESS =
  /(?:예약|예매|신청|접수|홈페이지|누리집|앱|애플리케이션|지하철|버스|셔틀|출구|도보|주차|선착순|현장\s*(?:판매|발권)|온라인)/;
const PLACE =
  /([가-힣A-Za-z0-9]+(?:\s[가-힣A-Za-z0-9]+){0,3}?)\s*(?:일대|일원)?에서\s*(?:열린다|열리는|열렸|열려|진행|개최|펼쳐|막을|문을|선보)/;

/** Words a place phrase sweeps in that are no part of the place: times, counts and adverbs. */
const NOT_PLACE =
  /^(?:오는|지난|이번|올해|내년|매년|매일|다시|또|함께|모두|직접|새로|처음|이미|처음으로|동안|차례|번|번째|여러|몇|한|두|세|네|다섯|첫|곳곳|일대|현지|인근|아침|낮|저녁|밤|새벽|오전|오후|주말|평일|연고지)$/;

/**
 * The place in the words before "에서"/"에": the words after any subject, date, time, count or adverb the
 * phrase swept in ("두 차례 송산면 주민센터" → 송산면 주민센터); undefined when no place is left.
 */
export function placeName(words: string[]): string | undefined {
  const start = words.findLastIndex(
    (w) =>
      NOT_PLACE.test(w) ||
      /(?:은|는|이|가|을|를|와|과|도|의|로)$/.test(w) ||
      // A figure or a day ("23일", "2시"), unless the digits are part of a name ("송산2일반산업단지").
      (/\d/.test(w) && !/^[가-힣A-Za-z]+\d+[가-힣]{2,}$/.test(w)),
  );
  const name = words.slice(start + 1).join(' ');
  return [...name.replace(/\s/g, '')].length >= 2 ? name : undefined;
}

function shortSpan(text: string, keyword: RegExp, max = 70): string {
  const match = keyword.exec(text);
  if (!match) return text.slice(0, max);
  if ([...text].length <= max) return text.replace(/\s*[.!?]$/, '');
  // The clause around the keyword, cut at commas.
  const clauses = text.split(/,\s*|\s*(?<=[고며서])\s+(?=[가-힣])/);
  const clause = clauses.find((c) => keyword.test(c)) ?? text;
  return [...clause]
    .slice(0, max)
    .join('')
    .replace(/\s*[.!?]$/, '');
}

/** Words before a time range that say it is when the place is open or the event runs ("관람 시간은"). */
const HOURS_NOUN =
  /(?:영업\s*시간|운영\s*시간|관람\s*시간|점등\s*시간|개방\s*시간|이용\s*시간|입장\s*시간|공연\s*시간)(?:은|는|도)?\s*(?:매일\s*)?$/;
/** Words after a time range or a period that say the place is open or the event runs over it. */
const RUNS =
  /^(?:\s*까지)?(?:\s*\d+\s*일\s*(?:동안|간))?(?:\s*(?:만|매일|계속))?(?:\s*(?:[가-힣A-Za-z0-9]+\s+){0,2}[가-힣A-Za-z0-9]+(?:\s*일대|\s*일원)?에서)?\s*(?:문을\s*연|불을\s*(?:밝|켜)|운영|열린|열리|열려|이어진|이어지|계속|개방|진행|펼쳐|전시|선보|상영|공연|다|이다|이며|이고)/;
/** A clause about something other than when it runs: a count, a booking, a traffic or parking rule, a queue. */
const NOT_RUNNING = /(?:집계|다녀|찾은|찾았|방문객|신청|접수|응모|모집|예약|판매|통행|주차|줄이|대기|사이)/;

/** The clause of `text` around the span [start, end): from the comma or connective before it to the one after. */
function clauseAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const from = Math.max(before.lastIndexOf(', '), before.lastIndexOf('며 '), before.lastIndexOf('고 '), -1) + 1;
  const after = text.slice(end).search(/,\s|[.!?](?:\s|$)/);
  return text.slice(from, after < 0 ? text.length : end + after);
}

/**
 * The opening hours or the run of an event a sentence states: a range said to be when the place is open or the
 * event runs ("관람 시간은 …", "… 불을 밝힌다", "… 열린다", a period an event is said to end on), never the hours of
 * a booking, a road closure, a count or a queue.
 */
function runningSpan(text: string, pattern: RegExp): string | undefined {
  for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
    const start = match.index;
    const end = start + match[0].length;
    const clause = clauseAround(text, start, end);
    const rest = text.slice(end);
    if (/^\s*사이/.test(rest)) continue;
    const named = HOURS_NOUN.test(text.slice(Math.max(0, start - 16), start));
    const ends = /(?:끝나는|폐막하는|막을\s*내리는|마치는)\s*(?:내년\s*)?$/.test(text.slice(0, start));
    if (!named && NOT_RUNNING.test(clause)) continue;
    if (named || ends || RUNS.test(rest)) return match[0].trim();
  }
  return undefined;
}

/** Free entry to the event or venue itself ("축제장 입장은 무료", "무료 입장"), not a free part of it. */
const FREE_ENTRY =
  /(?:입장료|관람료|입장|관람)(?:은|는|이|가|도)?\s*(?:모두\s*)?무료|무료\s*(?:입장|관람|개방)|무료로\s*(?:열|개방|입장|관람)/;
/** Who a "free" is only for: children, elders, residents. */
const FOR_SOME = /(?:어린이|아이|이하|미만|이상|경로|노인|어르신|장애인|유공자|시민|주민|회원)(?:은|는|도|의)?\s*$/;
/** A named part that costs money next to free entry: "'빛의 숲'은 5,000원을 내야". */
const PAID_PART =
  /['‘“]([^'’”]{1,20})['’”](?:은|는|만|도)?\s+(?:[가-힣]+\s+){0,2}?(\d[\d,.]*\s*(?:만|천)?\s*(?:\d[\d,]*\s*)?(?:천\s*)?원)/;

/** Words before a price word that name no other thing ("제품 가격", "판매 가격", "기본 요금"). */
const OWN_PRICE = /^(?:제품|상품|판매|기본|정상|일반|입장|관람|이용|출고|소비자|최종|실제|할인|정가|메뉴|티켓)$/;

/**
 * Whether a stated price is another thing's than the story's: it names its item ("주차 요금은 …") or its sentence
 * opens on another topic ("셔틀은 … 다니며, 요금은 1,000원이다"), and that item or topic shares no word with the
 * story's title ("구름재 케이블카 개통").
 */
function pricesAnother(text: string, span: string, title: string): boolean {
  const at = text.indexOf(span);
  const named = [...text.slice(0, Math.max(0, at)).matchAll(/(?:^|\s)([가-힣A-Za-z0-9]{2,})(?:은|는)\s/g)]
    .map((m) => m[1]!)
    .filter((w) => !isAdnominal(`${w}는`) && !isPredicate(w));
  const item = /^(.+?)\s*(?:가격|요금|입장료|관람료|이용료|값)/.exec(span)?.[1];
  const things = [...named, ...(item ? item.split(/\s+/) : [])]
    .map((w) => w.replace(/['‘’"“”]/g, '').replace(/의$/, ''))
    .filter((w) => w.length >= 2 && !OWN_PRICE.test(w));
  return othersThan(things, title);
}

/** Things none of which shares a word with the story's title: they are another's, not the story's own. */
function othersThan(things: string[], title: string): boolean {
  if (things.length === 0) return false;
  const words = title
    .replace(/['‘’"“”]/g, '')
    .split(/\s+/)
    .filter((w) => w.length >= 2);
  return !things.some((thing) => words.some((w) => thing.includes(w) || w.includes(thing)));
}

/**
 * Free entry to another event's grounds ("축제장 입장은 무료" in an air route's story): the venue word before
 * it names a kind of event the story's title does not.
 */
function freeEntryOfAnother(text: string, at: number, span: string, title: string): boolean {
  if (!title) return false;
  const venue = /(?:^|\s)(축제|행사|전시|공연|경기|체험)장\s*$/.exec(text.slice(0, at))?.[1];
  return pricesAnother(text, span, title) || (venue !== undefined && othersThan([venue], title));
}

/** Practical details of the story, the newest statement of each; `title` tells whose price is the story's. */
export function practicalDetails(sentences: StorySentence[], title = ''): PracticalDetails {
  const details: PracticalDetails = {};
  let time: string | undefined;
  let period: string | undefined;
  // A price stated with a price word comes first, then an item's price, then what is stated free; free entry
  // to the event itself comes before any price (the priced thing is then a part of it).
  let stated: string | undefined;
  let another: string | undefined;
  let item: string | undefined;
  let free: string | undefined;
  let freeEntry = false;
  let paid: string | undefined;
  const ordered = [...sentences].sort(
    (a, b) => b.reportedAt.getTime() - a.reportedAt.getTime() || a.position - b.position,
  );
  for (const { text: raw } of ordered) {
    const quoted = raw.replace(/\s+/g, ' ');
    const text = withoutQuotes(raw, ' ').replace(/\s+/g, ' ');
    time ??= runningSpan(text, HOURS);
    period ??= runningSpan(text, PERIOD);
    if (!stated) {
      const price = statedPrice(text, false);
      if (price && title && pricesAnother(text, price, title)) another ??= price;
      else stated = price;
    }
    if (!item) item = statedPrice(text, true);
    const freeSaid = FREE.exec(text);
    if (!free && freeSaid && !freeEntryOfAnother(text, freeSaid.index, freeSaid[0], title)) free = '무료';
    const freeMatch = FREE_ENTRY.exec(text);
    // "7세 이하 어린이는 무료 입장": free for some, not entry to the event.
    if (
      freeMatch &&
      !freeEntry &&
      !FOR_SOME.test(text.slice(Math.max(0, freeMatch.index - 16), freeMatch.index)) &&
      !freeEntryOfAnother(text, freeMatch.index, freeMatch[0], title)
    ) {
      freeEntry = true;
      const part = PAID_PART.exec(quoted);
      if (part) paid = `${part[1]!.trim()} ${part[2]!.replace(/\s+/g, ' ').trim()}`;
    }
    if (
      !details.access &&
      ACCESS.test(text) &&
      /(?:할 수 있|하면 된|가능|받는다|받고|진행한다|걸어서|분 거리|내리면|이용하면|하면)/.test(text)
    ) {
      details.access = shortSpan(text, ACCESS);
    }
    if (!details.place) {
      const place = PLACE.exec(text);
      if (place) {
        const name = placeName(place[1]!.trim().split(' '));
        if (name) details.place = name;
      }
    }
  }
  const price = freeEntry ? '무료' : (stated ?? item ?? another ?? free);
  if (price) details.price = price;
  if (freeEntry && paid) details.paid = paid;
  const hours = [period, time].filter(Boolean).join(', ');
  if (hours) details.hours = hours;
  return details;
}
