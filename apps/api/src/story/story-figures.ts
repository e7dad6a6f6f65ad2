import { extractFigures, isPredicate, NOUN_PARTICLES, nounTerms, withoutQuotes } from '@geulgam/korean';
import type { FactFigure } from './model.ts';
import type { StorySentence } from './sentences.ts';

/**
 * Figures of a story with what they count and who reported them when. Two reports of the same quantity
 * (same unit, a shared counted noun) are one quantity: the newest report is current, older ones are kept
 * as history (`current: false`), as is a value the sentence itself calls earlier ("중간 집계", "당초").
 */

/** Words that qualify a count without being what is counted. */
const QUALIFIERS = new Set(
  '누적 최종 중간 잠정 총 전체 하루 일일 평균 최대 최소 약 모두 무려 올해 지난해 이번 첫날 현재 기준 집계 연간 월간 사상 역대 당초 처음'.split(
    ' ',
  ),
);
const EARLIER = /(?:중간\s*집계|당초|처음(?:에는|엔)?|앞서|한때|지난(?:해|달|주)?|전년|전작|이전|잠정|초기)\s*$/;
const NOUN_PARTICLE_SET_LOCAL = new Set(NOUN_PARTICLES);
/** Words that never name what a figure counts. */
const NOT_COUNTED = new Set(
  '이 그 저 것 수 등 및 약 총 더 또 약간 가량 정도 만에 동안 이상 이하 넘게 가까이'.split(' '),
);

/** Connective and adnominal endings: the word before is a clause, not a name for the count. */
const CONNECTIVE_OR_ADNOMINAL =
  /(?:어서|아서|해서|여서|으며|하며|하고|되고|하게|였던|이던|했던|됐던|하는|되는|였다|이었)$/;
/** Verbs in their -어/-아 form that link a figure to what came before ("국비와 시비를 합쳐 사업비 312억 원"). */
const LINKING_VERB =
  /^(?:합쳐|합해|더해|모아|거쳐|걸쳐|통해|따라|비해|대해|위해|견줘|맞춰|맞아|힘입어|포함해|제외해|빼고|넘어|이어|들여|앞서|달리|비교해)$/;
/** A number that labels rather than counts ("2번 출구", "3번째", "1호선"). */
const LABEL_AFTER = /^\s*(?:출구|번지|게이트|호선|번째|째|차로|게이트|홀|관|구역|석)/;

/** The event or venue a count happened at: where, not what is counted ("등불축제 첫날은 4만 명"). */
const EVENT_WORD = /(?:축제|박람회|페스티벌|페스타|전시회|전시|콘서트|대회|시상식|행사|공연|경기|개막전|시즌|기간)$/;
/** Time words that say when a count was taken; kept as a qualifier in front of what is counted. */
const WHEN_WORD =
  /^(?:첫날|둘째\s?날|셋째\s?날|마지막\s?날|개막일|주말|평일|하루|이틀|사흘|나흘|닷새|당일|전날|연휴|올해|지난해|이번|이날)$/;
/** What a bare count of people counts, read from the verb that follows it. */
const COUNTED_BY_VERB: [RegExp, string][] = [
  [/^\s*(?:명|만\s*명|천\s*명)?[이가]?\s*(?:찾|다녀가|다녀갔|방문|몰|몰렸|입장|모였)/, '방문객'],
  [/^\s*(?:명|만\s*명|천\s*명)?[이가]?\s*(?:관람|봤|보았)/, '관람객'],
  [/^\s*(?:명|만\s*명|천\s*명)?[이가]?\s*(?:참가|참여)/, '참가자'],
];

/** A part that needs its whole before it ("가전 부문 영업이익", not "부문 영업이익"). */
const PART_OF = /^(?:부문|분야|사업부|계열|업종|품목|노선|단지|지점|매장)$/;

function clean(word: string): string {
  return word.replace(/[“”"'‘’()[\]「」『』,.·…:;]/g, '');
}

/** The noun phrase just before a figure ("누적 방문객은 21만 명" → 누적 방문객), else just after ("21만 명의 관객"). */
function countedPhrase(sentence: string, index: number, length: number): string {
  const before = sentence.slice(Math.max(0, index - 30), index).trimEnd();
  const words = before.split(/\s+/).filter(Boolean);
  const phrase: string[] = [];
  for (
    let i = words.length - 1;
    i >= 0 && (phrase.length < 2 || (phrase.length < 3 && PART_OF.test(phrase[0]!)));
    i -= 1
  ) {
    const raw = clean(words[i]!);
    if (!raw || /\d/.test(raw)) break;
    const [term] = nounTerms(raw);
    if (
      !term ||
      term.predicate ||
      term.verbal ||
      isPredicate(raw) ||
      CONNECTIVE_OR_ADNOMINAL.test(raw) ||
      LINKING_VERB.test(raw)
    )
      break;
    const surface = term.surface;
    if (NOT_COUNTED.has(surface)) break;
    phrase.unshift(surface);
    // A particle ends the phrase: "방문객은" is the whole of what is counted.
    if (surface !== raw) {
      if (phrase.length === 1) continue;
      phrase.shift();
      break;
    }
  }
  const after = sentence.slice(index + length, index + length + 20);
  // What is counted never includes the event or its day: "등불축제 첫날" counts the first day's visitors.
  const counted = phrase.filter((word) => !EVENT_WORD.test(word));
  if (counted.length > 0 && counted.every((word) => WHEN_WORD.test(word))) {
    const noun = COUNTED_BY_VERB.find(([verb]) => verb.test(after))?.[1];
    if (noun) return [...counted, noun].join(' ');
  }
  if (counted.length > 0) return counted.join(' ');
  const match = /^(?:의\s*|\s*에 달하는\s*|\s*에 이르는\s*|\s*[을를] 넘는\s*|\s+)([가-힣]{2,8})/.exec(after);
  if (match) {
    const [term] = nounTerms(match[1]!);
    const word = term?.surface ?? '';
    const usable = term && !term.predicate && !term.verbal && !NOT_COUNTED.has(word) && !/다$/.test(match[1]!);
    if (usable && !NOUN_PARTICLE_SET_LOCAL.has(word)) return word;
  }
  if (phrase.length > 0) return COUNTED_BY_VERB.find(([verb]) => verb.test(after))?.[1] ?? '';
  return '';
}

/**
 * Words different outlets use for one quantity: "방문객" and "관람객" are the same count of people who came,
 * "판매량" and "판매" the same count of sales.
 */
const SAME_COUNT: string[][] = [
  ['방문객', '관람객', '관광객', '입장객', '인파', '방문', '관람', '발길', '방문자', '나들이객', '참가자', '참가객'],
  ['관객', '누적관객', '관객수', '관람객'],
  ['판매량', '판매', '판매고', '팔린'],
  ['가입자', '회원', '이용자', '사용자'],
  ['관중', '관중수', '입장 관중'],
  ['시청률', '시청'],
];
const COUNT_GROUP = new Map<string, string>();
SAME_COUNT.forEach((group, index) => group.forEach((word) => COUNT_GROUP.set(word, `=${index}`)));

function countedKeys(counts: string): string[] {
  return counts
    .split(/\s+/)
    .filter((word) => word && !QUALIFIERS.has(word))
    .map((word) => word.toLowerCase())
    .flatMap((word) => (COUNT_GROUP.has(word) ? [word, COUNT_GROUP.get(word)!] : [word]));
}

type Quantity = Pick<FactFigure, 'unit' | 'counts' | 'value'> & { lead?: boolean };

function sameQuantity(a: Quantity, b: Quantity): boolean {
  if (a.unit !== b.unit || a.unit === 'score') return false;
  const left = countedKeys(a.counts);
  const right = countedKeys(b.counts);
  if (left.length > 0 && right.length > 0) return left.some((key) => right.includes(key));
  // One outlet says what it counts and another does not: the same quantity when both lead with it (the
  // figure of each report's headline or opening sentence, "21만 4천 명이 다녀갔다").
  if (a.unit === '%') return false;
  if (a.lead === true && b.lead === true) return true;
  // Or the two are close in size (an update moves a count, it does not multiply it): 17만 → 21만 4천 명.
  const ratio = Math.max(a.value, b.value) / Math.max(1, Math.min(a.value, b.value));
  return Math.min(a.value, b.value) >= 1000 && ratio <= 2;
}

/** "40조 원을 넘었다", "800만 명을 돌파했다", "3천 명 이상": more than the figure. */
const OVER_AFTER =
  /^\s*(?:(?:을|를)\s*(?:넘|웃돌|돌파|초과)|(?:이상|넘게|초과|여)(?:이|가|을|를|은|는|의|으로|로|에|이다|이었다)?(?![가-힣]))/;
/** "2천 명가량", "약 2천 명", "20억 원 안팎": about the figure. */
const ABOUT_AFTER = /^\s*(?:가량|안팎|정도|남짓|내외|쯤)(?:이|가|을|를|은|는|의|으로|로|에|이다|이었다)?(?![가-힣])/;
const ABOUT_BEFORE = /(?:약|대략|어림잡아)\s*$/;
/** "최대 5억 원", "최소 3곳": a limit, not the amount. */
const LIMIT_BEFORE = /(?:최대|최소|최고|최저)\s*$/;
const UNDER_AFTER = /^\s*(?:(?:미만|이하|이내|아래)(?![가-힣])|(?:에|에도)\s*못\s*미치)/;

/** The figure as a value sentence may state it, with what bounds it in its own sentence; undefined when nothing does. */
function boundedText(text: string, before: string, after: string): string | undefined {
  if (OVER_AFTER.test(after)) return `${text} 이상`;
  if (UNDER_AFTER.test(after)) return `${text} 미만`;
  const limit = LIMIT_BEFORE.exec(before);
  if (limit) return `${limit[0].trim()} ${text}`;
  if (ABOUT_AFTER.test(after) || ABOUT_BEFORE.test(before)) return `약 ${text}`;
  return undefined;
}

/**
 * "3.2개에서 4.5개로 늘었다", "작년보다": the figure a change starts from. "교차로 24곳에서 단속한다" is where,
 * not a value left behind: 에서 starts a change only when a figure with (으)로 follows it.
 */
function fromValue(after: string): boolean {
  if (after.startsWith('보다')) return true;
  return (
    after.startsWith('에서') &&
    /\d[^.]*?(?:으로|로)\s*(?:늘|줄|증가|감소|올|오르|내려|내리|떨어|뛰|바뀌|확대|축소|상승|하락|조정|변경|낮|높|불어|급증|급감)/.test(
      after,
    )
  );
}

/** Every figure of the sentences, with its counted noun phrase; quotes' figures included (they are reported too). */
export function storyFigures(sentences: StorySentence[]): FactFigure[] {
  const figures: (FactFigure & { earlier: boolean; order: number; lead: boolean })[] = [];
  let order = 0;
  for (const sentence of sentences) {
    const outside = withoutQuotes(sentence.text, ' ');
    for (const figure of extractFigures(sentence.text)) {
      if (figure.unit === '년' && figure.value > 1900) continue;
      if (LABEL_AFTER.test(sentence.text.slice(figure.index + figure.text.length))) continue;
      const counts = countedPhrase(sentence.text, figure.index, figure.text.length);
      const before = sentence.text.slice(Math.max(0, figure.index - 16), figure.index);
      // "앞서 22일 320억 원 유치를 발표했다": the day an earlier report was made stands between it and the figure.
      const undated = before.replace(/(?:\s*\d{1,2}(?:월|일)(?:\s*\d{1,2}일)?)+\s*$/, ' ');
      const earlier =
        EARLIER.test(before.replace(/[가-힣]+$/, '').trimEnd() + ' ') ||
        EARLIER.test(before) ||
        EARLIER.test(undated.trimEnd()) ||
        fromValue(sentence.text.slice(figure.index + figure.text.length).trimStart());
      const bounded = boundedText(
        figure.text.trim(),
        sentence.text.slice(Math.max(0, figure.index - 8), figure.index),
        sentence.text.slice(figure.index + figure.text.length),
      );
      figures.push({
        value: figure.value,
        text: figure.text.trim(),
        ...(bounded ? { bounded } : {}),
        unit: figure.unit,
        counts,
        outlet: sentence.outlet,
        reportedAt: sentence.reportedAt,
        current: true,
        evidence: sentence.text,
        earlier: earlier && outside.length > 0,
        order: order++,
        // The opening sentences carry a report's main figure.
        lead: sentence.position <= 1,
      });
    }
  }
  // "40조 원 이상" beside "41조 3천억 원" of the same quantity says less of the same fact: the exact figure
  // stands. An older bounded report stays history ("9만 명을 넘었다" before "11만 6천 명"); a newer one is no
  // fact of its own.
  const within = (bound: (typeof figures)[number], exact: (typeof figures)[number]) =>
    bound.bounded?.endsWith(' 이상')
      ? exact.value >= bound.value
      : bound.bounded?.endsWith(' 미만')
        ? exact.value < bound.value
        : bound.bounded?.startsWith('약 ')
          ? Math.abs(exact.value - bound.value) <= bound.value * 0.15
          : false;
  const covered = new Set(
    figures.filter((f) =>
      figures.some(
        (other) =>
          other !== f &&
          !other.bounded &&
          !other.earlier &&
          other.reportedAt <= f.reportedAt &&
          sameQuantity(f, other) &&
          within(f, other),
      ),
    ),
  );
  // The newest report of a quantity is current; an older report of a different value is history.
  for (const figure of figures) {
    if (figure.earlier) {
      figure.current = false;
      continue;
    }
    const newer = figures.some(
      (other) =>
        other !== figure &&
        !other.earlier &&
        !covered.has(other) &&
        sameQuantity(figure, other) &&
        other.value !== figure.value &&
        (other.reportedAt > figure.reportedAt ||
          (other.reportedAt.getTime() === figure.reportedAt.getTime() &&
            other.evidence === figure.evidence &&
            other.order > figure.order &&
            /최종|누적|결국|늘어|늘었|으로 늘|로 늘/.test(other.evidence))),
    );
    if (newer) figure.current = false;
  }
  // One entry per value and quantity: the same figure told by three outlets is one fact (newest report kept).
  const kept: FactFigure[] = [];
  for (const figure of [...figures]
    .filter((f) => !covered.has(f))
    .sort((a, b) => b.reportedAt.getTime() - a.reportedAt.getTime() || a.order - b.order)) {
    const twin = kept.find(
      (k) =>
        k.value === figure.value &&
        k.unit === figure.unit &&
        (k.counts === figure.counts || sameQuantity(k, figure) || !figure.counts),
    );
    if (twin) {
      if (!twin.counts && figure.counts) twin.counts = figure.counts;
      continue;
    }
    const { earlier: _earlier, order: _order, lead: _lead, ...fact } = figure;
    kept.push(fact);
  }
  return kept;
}
