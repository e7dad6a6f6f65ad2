import { withoutQuotes } from '@geulgam/korean';
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
  /(?:\d{1,2}\s*월\s*)?\d{1,2}\s*일\s*(?:부터|~|∼|-|–)\s*(?:\d{1,2}\s*월\s*)?\d{1,2}\s*일(?:\s*까지)?|(?:\d{1,2}\s*월\s*)?\d{1,2}\s*일까지/;
const PRICE_WORDS =
  /(?:입장료|관람료|가격|요금|이용료|판매가|출고가|티켓|참가비|수강료|객단가|1인분|한 그릇|정가|할인가|무료)/;
const PRICE =
  /(?:(?:성인|어른|청소년|어린이|아동|일반|1인|1인분|한 그릇|정가|할인가|판매가|입장료|관람료|가격|요금|이용료|출고가|티켓)\s*(?:은|는|이|가)?\s*)?\d[\d,.]*\s*(?:만|천)?\s*(?:\d[\d,]*\s*)?(?:천\s*)?원(?:\s*부터)?|무료(?:로)?/;
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

/** Practical details of the story, the newest statement of each. */
export function practicalDetails(sentences: StorySentence[]): PracticalDetails {
  const details: PracticalDetails = {};
  let time: string | undefined;
  let period: string | undefined;
  const ordered = [...sentences].sort(
    (a, b) => b.reportedAt.getTime() - a.reportedAt.getTime() || a.position - b.position,
  );
  for (const { text: raw } of ordered) {
    const text = withoutQuotes(raw, ' ').replace(/\s+/g, ' ');
    if (!time) time = HOURS.exec(text)?.[0].trim();
    if (!period && /(?:열린다|열리는|진행|운영|개최|전시|계속|이어진다|까지)/.test(text))
      period = PERIOD.exec(text)?.[0].trim();
    if (!details.price && PRICE_WORDS.test(text)) {
      const price = PRICE.exec(text);
      if (price) details.price = price[0].trim();
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
  const hours = [period, time].filter(Boolean).join(', ');
  if (hours) details.hours = hours;
  return details;
}
