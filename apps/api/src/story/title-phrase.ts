import { GENERIC_NOUNS, isEventNoun, isNounPhrase, isPredicate, looksAdnominal, type Term } from '@geulgam/korean';

/**
 * Pieces of a keyword title read from the headlines: a name as the headlines write it whole ("해랑 FC",
 * "은하강 등불축제"), and the words that say what the event was about ("비만약 허가", "800만 관객 돌파",
 * "1부 승격"). Every piece is checked to be nouns, figures and names only.
 */

/** Particles a noun is seen with in running text: the proof that a word is a noun. */
const PARTICLE_AFTER = '(?:이|가|을|를|은|는|의|에|에서|도|로|으로|와|과|만|까지|부터|처럼|보다|께)';
/** Words that never join a keyword as what happened: time words, filler, places too vague to say. */
const NOT_WHAT = new Set(
  '국내 해외 국내외 전국 올해 지난해 내년 이번 오늘 어제 내일 최근 현재 첫 새 더 또 다시 모두 함께 역대 사상 대표 감독 선수 관계자 상대 상대팀 대비 기준 이후 이전 당일 관련'.split(
    ' ',
  ),
);
/** A figure or a counted unit ("800만", "150억", "1부", "2호점", "원", "명"). */
/** A figure worth a keyword: an amount in 만/억/조 ("800만", "150억") or a rank or count that names the event ("1부", "2호점"). */
const FIGURE_WORD = /^\d[\d,.]*(?:(?:만|억|조|천)[가-힣]{0,2}|부|호점|호기|연승|연패|관왕|승|골|홈런|세이브)$/;
const TIME_WORD =
  /^(?:\d+(?:초|분|시|시간|일|회말|회초|회|번째|주|개월|월|년)|첫날|첫째|마지막|당일|이날|연장|(?:하루|이틀|사흘|나흘|닷새|엿새|이레|열흘|보름|\d+일|\d+주|\d+개월)(?:간|동안))$/;
const UNIT_WORD = /^(?:원|명|대|개|곳|건|편|권|회|배|점|석|위)$/;

/** What kind of business a name is ("스타트업 새벽칩스", "플랫폼 여행가방"): said of it, never part of it. */
const KIND_BEFORE_NAME = new Set(
  '스타트업 벤처 플랫폼 쇼핑몰 패션몰 자회사 계열사 운영사 배급사 제작사 제약사'.split(' '),
);

/** Particles that mark what a sentence is about. */
const SUBJECT_PARTICLE = /^(?:이|가|도|은|는)$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word the articles use as a noun (followed by a particle), a name they carry, or an event noun. */
/** A word the texts use followed by a particle ("둔치에서"): a noun of its own there. */
export function usedWithParticle(texts: string[]): (word: string) => boolean {
  return (word: string) => {
    const withParticle = new RegExp(`(?<![가-힣])${escape(word)}${PARTICLE_AFTER}(?![가-힣])`);
    return texts.some((text) => withParticle.test(text));
  };
}

export function knownNounIn(texts: string[], names: Set<string>): (word: string) => boolean {
  const cache = new Map<string, boolean>();
  return (word: string) => {
    let known = cache.get(word);
    if (known === undefined) {
      const withParticle = new RegExp(`${escape(word)}${PARTICLE_AFTER}(?![가-힣])`);
      known = names.has(word.toLowerCase()) || isEventNoun(word) || texts.some((text) => withParticle.test(text));
      cache.set(word, known);
    }
    return known;
  };
}

/** Terms separated only by spaces (one phrase in the headline). */
function adjacent(text: string, left: Term, right: Term): boolean {
  return /^\s+$/.test(text.slice(left.index + left.raw.length, right.index));
}

/**
 * The name as the headlines write it with the names beside it: "FC" → "해랑 FC", "등불축제" → "은하강
 * 등불축제". Only words that are names themselves (or short Latin codes) join; the first headline that
 * has such a run wins.
 */
export function wholeName(
  key: string,
  headlines: { text: string; terms: Term[] }[],
  isName: (key: string) => boolean,
  names: (key: string) => boolean = isName,
  usedAlone: (word: string) => boolean = () => false,
): string | null {
  // A short code ("FC", "EV") takes the word before it whatever that is: "해랑 FC", "아리온 EV".
  const code = /^[A-Za-z]{1,4}\d*$/.test(key);
  const joinable = (term: Term, left = false) =>
    (isName(term.key) || (code && left) || /^[A-Za-z]{1,4}\d*$/.test(term.surface)) &&
    !isEventNoun(term.key) &&
    !GENERIC_NOUNS.has(term.key) &&
    !isPredicate(term.raw);
  for (const { text, terms } of headlines) {
    const at = terms.findIndex((term) => term.key === key);
    if (at < 0) continue;
    let start = at;
    let end = at;
    // A word left of the name joins only bare (no particle): "은하강 등불축제", not "가람시의 등불축제". The
    // head of a Korean name is on the right, so any name the articles share may stand before it.
    // One word at most, and not one the articles also use as a noun of its own ("둔치에서", "스타트업이").
    const before = (term: Term) =>
      !KIND_BEFORE_NAME.has(term.surface) &&
      (joinable(term, true) ||
        (names(term.key) &&
          !isEventNoun(term.key) &&
          !isPredicate(term.raw) &&
          !looksAdnominal(term.surface) &&
          !usedAlone(term.surface)));
    if (
      start > 0 &&
      adjacent(text, terms[start - 1]!, terms[start]!) &&
      terms[start - 1]!.raw === terms[start - 1]!.surface &&
      before(terms[start - 1]!)
    ) {
      start -= 1;
    }
    while (
      end < terms.length - 1 &&
      terms[end]!.raw === terms[end]!.surface &&
      adjacent(text, terms[end]!, terms[end + 1]!) &&
      joinable(terms[end + 1]!)
    ) {
      end += 1;
    }
    if (start === end) continue;
    return terms
      .slice(start, end + 1)
      .map((term) => term.surface)
      .join(' ');
  }
  return null;
}

/**
 * The words just before the event noun in a headline that say what it was about: a figure with its unit,
 * a counted noun or the object ("800만 관객", "150억 원 투자", "비만약", "1부"). At most `max` words, each a
 * figure, a unit or a noun the articles use; none of the names already in the title.
 */
export function whatBefore(
  eventKey: string,
  headlines: { text: string; terms: Term[] }[],
  options: {
    taken: (key: string) => boolean;
    isKnownNoun: (word: string) => boolean;
    max: number;
    /** The event is a change: the word right before it may carry a subject particle ("냉면값도 7% 상승"). */
    subject?: boolean;
  },
): string[] {
  for (const { text, terms } of headlines) {
    const at = terms.findIndex((term) => term.key === eventKey);
    if (at <= 0) continue;
    const words: string[] = [];
    for (let i = at - 1; i >= 0 && words.length < options.max; i -= 1) {
      const term = terms[i]!;
      const next = terms[i + 1]!;
      // A one-syllable unit between a figure and the next word is not a term of its own: "150억 원 투자".
      const gap = text.slice(term.index + term.raw.length, next.index);
      const unit = /^\s+([가-힣])\s+$/.exec(gap)?.[1];
      const spaced = /^\s+$/.test(gap);
      // A rate says how much, the noun before it what ("숙소 예약 42% 증가" → 예약): step over it.
      if (i === at - 1 && /^\d[\d,.]*$/.test(term.surface) && /^(?:%p?|배)\s+$/.test(gap)) continue;
      // So does a count ("충전기 480기 설치" → 충전기): how many, not what.
      if (i === at - 1 && /^\d[\d,.]*[가-힣]$/.test(term.surface) && spaced && !FIGURE_WORD.test(term.surface)) {
        if (!TIME_WORD.test(term.surface)) continue;
      }
      // What changed, as the subject of the change: the phrase starts there.
      const subject =
        options.subject === true && words.length === 0 && SUBJECT_PARTICLE.test(term.raw.slice(term.surface.length));
      if (subject) i = 0;
      if ((!spaced && !(unit && UNIT_WORD.test(unit))) || (term.raw !== term.surface && !subject)) break;
      const word = unit ? `${term.surface} ${unit}` : term.surface;
      if (unit && !FIGURE_WORD.test(term.surface)) break;
      // Times and sequence ("57초", "9회말", "10분", "첫날") say when, not what.
      if (TIME_WORD.test(term.surface)) break;
      const figure = FIGURE_WORD.test(term.surface) || UNIT_WORD.test(word);
      if (!figure) {
        if (/^\d/.test(word)) break;
        if (options.taken(term.key) || NOT_WHAT.has(word) || term.predicate || term.verbal) break;
        if (isPredicate(word) || (looksAdnominal(word) && !options.isKnownNoun(word))) break;
        if (!options.isKnownNoun(word)) break;
      }
      // One amount is one piece however many words it takes ("1만 9천 대"): never half of it.
      if (figure && /^\d[\d,.]*(?:만|억|조)$/.test(term.surface) && /^\d[\d,.]*천/.test(words[0] ?? '')) {
        words[0] = `${word} ${words[0]}`;
        continue;
      }
      words.unshift(word);
    }
    // A unit alone ("원 투자") needs its number; drop a leading unit.
    while (words.length > 0 && UNIT_WORD.test(words[0]!)) words.shift();
    // One noun at most beside a figure: "비만약 허가", "150억 원 투자 유치", never a run of topic words.
    const nouns = words.filter((w) => !FIGURE_WORD.test(w.split(' ')[0]!));
    if (nouns.length > 1) words.splice(0, words.length - 1);
    if (words.length > 0) return words;
  }
  return [];
}

/** The title if it reads as a noun phrase, else null. */
export function asNounPhrase(title: string, isKnownNoun: (word: string) => boolean): string | null {
  return isNounPhrase(title, isKnownNoun) ? title : null;
}

/** Event nouns that mark a milestone: the figure says more than the noun ("800만 관객 돌파"). */
export const MILESTONE: ReadonlySet<string> = new Set('돌파 흥행 기록 달성 최다 신기록 급증 넘어'.split(' '));

/**
 * The figure most headlines share with the word it counts ("800만 관객", "21만 4천 명"), read from the
 * first headline (the newest report) that has one; the event noun right after it comes along ("돌파").
 */
export function sharedFigure(
  headlines: { text: string; terms: Term[] }[],
  need: number,
  isKnownNoun: (word: string) => boolean,
): string[] {
  const figureOf = (text: string) => [
    ...text.matchAll(/(\d[\d,.]*\s*(?:만|억|조)?(?:\s*\d[\d,.]*\s*천)?)\s*(명|원|대|개|곳|관객|회)?/g),
  ];
  for (const { text } of headlines) {
    for (const match of figureOf(text)) {
      const number = match[1]!.replace(/\s+/g, ' ').trim();
      if (!/[만억조천]/.test(number)) continue;
      const compactNumber = number.replace(/\s+/g, '');
      const shared = headlines.filter((h) => h.text.replace(/\s+/g, '').includes(compactNumber)).length;
      if (shared < need) continue;
      const after = text.slice(match.index! + match[0].length).trimStart();
      const counted = match[2] ?? /^([가-힣]{2,4})(?=\s|$|[…,·])/.exec(after)?.[1];
      const words = [number];
      if (counted && (match[2] || isKnownNoun(counted))) words.push(counted);
      return words;
    }
  }
  return [];
}

/** A particle closing a word of running text ("물결도서관의", "콩담면은"). */
const PARTICLE_END = /(?:에서|으로|이|가|을|를|은|는|의|에|로|과|와|도)$/;
/** A verb made of an event noun, as it stands before what it tells of ("개관한", "출시되는"). */
const EVENT_ADNOMINAL = /^([가-힣]{2,6}?)(?:한|된|되는|하는|할|될|했던|됐던)$/;
/** Event nouns that name a thing held or sold rather than what happened to it ("축제를 앞두고"). */
const THING_EVENTS = new Set(
  '축제 행사 전시 박람회 공연 콘서트 투어 앨범 신곡 가격 요금 노선 예약 판매 매출 실적 영업이익 순이익 기록'.split(' '),
);

/**
 * The story's thing and what happened to it, as the opening of an article tells them when its headline
 * takes an angle ("버스가 떠난 자리에 책 계단"): an event verb before the thing ("은포시에 개관한
 * 물결도서관" → 은포시, 물결도서관, 개관; "출시되는 콩담면") or the thing before an event noun ("전기요금
 * 개편안이" → 전기요금, 개편). The city where it happened comes along when the text says so.
 */
export function openingThing(
  opening: string,
  isEvent: (word: string) => boolean,
  isNoun: (word: string) => boolean,
  isName: (word: string) => boolean = () => false,
  /** A word the texts use as a noun of its own ("고속도로에서"): its last syllable is no particle. */
  isKnown: (word: string) => boolean = () => false,
): { place?: string; thing: string; event: string } | null {
  // A name that opens a sentence as its subject, with a count that is the event in it ("도래건설은 … 5연승을
  // 이어 갔다").
  for (const sentence of opening.split(/(?<=[.!?])\s+/)) {
    const [, subject] = /^([가-힣A-Za-z0-9]{2,})(?:은|는|이|가)\s/.exec(sentence) ?? [];
    const [, count] = /\s(\d+(?:연승|연패|관왕|호점))(?:을|를|이|가|으로|로|째)?\s/.exec(sentence) ?? [];
    if (subject && count && isName(subject)) return { thing: subject, event: count };
  }
  const words = opening.split(/\s+/).filter(Boolean);
  const bare = (word: string) => word.replace(PARTICLE_END, '');
  const usable = (word: string) =>
    /^[가-힣A-Za-z0-9·]{2,}$/.test(word) && !NOT_WHAT.has(word) && !/^\d/.test(word) && isNoun(word);
  for (let i = 0; i < words.length; i += 1) {
    const verb = EVENT_ADNOMINAL.exec(words[i]!)?.[1];
    if (verb && isEvent(verb) && !THING_EVENTS.has(verb)) {
      const run: string[] = [];
      for (let j = i + 1; j < words.length && run.length < 4; j += 1) {
        const word = words[j]!.replace(/[.,…'"‘’“”]+$/, '');
        const noun = bare(word);
        if (!usable(noun)) break;
        run.push(noun);
        if (noun !== word || word !== words[j]) break;
      }
      if (run.length === 0) continue;
      const place = /^([가-힣]{2,4}[시군구])(?:에|에서)$/.exec(words[i - 1] ?? '')?.[1];
      return { ...(place ? { place } : {}), thing: run.join(' '), event: verb };
    }
    const planned = /^([가-힣]{2,6}?)(?:안|식)?(?:이|가|을|를|은|는|의|에|에서|으로|로)$/.exec(words[i]!)?.[1];
    if (planned && isEvent(planned) && !THING_EVENTS.has(planned)) {
      const run: string[] = [];
      for (let j = i - 1; j >= 0 && run.length < 2; j -= 1) {
        const word = words[j]!;
        // The thing is written bare right before the event ("전기요금 개편안이"): a word with its particle
        // ("절반이 취소를") is a clause of its own, and a keyword never keeps a particle.
        const cut = bare(word) !== word && [...bare(word)].length >= 2 && !isKnown(word);
        if (!usable(word) || isEvent(word) || cut) break;
        run.unshift(word);
      }
      if (run.length > 0) return { thing: run.join(' '), event: planned };
    }
  }
  return null;
}
