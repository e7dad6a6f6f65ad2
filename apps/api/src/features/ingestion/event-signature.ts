import {
  extractDates,
  extractEntities,
  extractFigures,
  GENERIC_NOUNS,
  isEventNoun,
  isPredicate,
  nounTerms,
} from '@geulgam/korean';

/**
 * What event an article reports, read from where news puts it (the headline and the opening lines):
 * who acts (its salient names), what happened (event nouns), on which day and with which figures. Two
 * articles tell the same event when they share an actor and a part of the event; a name met only in
 * passing further down ("같은 판교의 청록제약도 최근…") is not an actor of the article.
 */
export interface EventSignature {
  /** Names (not places) in the headline or the opening lines. */
  actors: Set<string>;
  /** Actors with evidence of a proper noun (a role, quotes, a code, a company or festival ending), not a topic word. */
  named: Set<string>;
  /** Names that single out what the article is about: a quoted title or a code in the headline ('파도의 문', MR-07). */
  works: Set<string>;
  /** Names the headline or opening lines put in quotes ('청운 다시 서기 기금', '바다빛 질그릇'): the story's own. */
  quoted: Set<string>;
  /** The headline and opening lines without spaces, lower-cased: where another article's actor is looked up. */
  salient: string;
  /** The whole article the same way: a name it repeats is one of its subjects even if the opening lacks it. */
  text: string;
  /** Event nouns of the headline and opening lines ("허가", "승격", "돌파"). */
  events: Set<string>;
  /** The day the opening lines first date a point event to ("d22"); a period's end ("22일까지") is none. */
  days: Set<string>;
  /** Figures of the headline and opening lines that are not small counts ("150억원", "2-1"). */
  figures: Set<string>;
}

/** The opening of an article: its first paragraph, and the second when the first is short. */
const OPENING_CHARS = 160;
/** Counting units whose small values recur in unrelated stories. */
const SMALL_COUNT = /^(?:위|회|년|개월|주|시간|분|초|번|배|세|개|곳|부|일|명)$/;

function opening(body: string): string {
  const paragraphs = body.split(/\n+/).filter((p) => p.trim());
  let text = '';
  for (const paragraph of paragraphs) {
    text = text ? `${text}\n${paragraph}` : paragraph;
    if (text.length >= OPENING_CHARS / 2) break;
  }
  return text.slice(0, OPENING_CHARS * 2);
}

const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** Words of time and sequence that entity reading may take for names in a headline. */
const NOT_AN_ACTOR = new Set(
  '만에 다음 이번 올해 지난해 내년 오늘 어제 내일 전반 후반 창단 첫날 주말 하루 사흘 닷새 열흘 당시 최근 현재 이날 역대 사상'.split(
    ' ',
  ),
);

/** The longest quoted name, without spaces; longer quotes are speech. */
const QUOTED_NAME_MAX = 12;

/** Latin codes every story of a kind shares ("FC", "AI", "EV"): not an actor alone. */
const COMMON_CODE = /^[a-z]{1,3}$/;

export function eventSignature(article: { title: string; body: string }): EventSignature {
  const lead = opening(article.body);
  const salientText = compact(`${article.title} ${lead}`);
  const actors = new Set<string>();
  const works = new Set<string>();
  const named = new Set<string>();
  const quoted = new Set<string>();
  const title = compact(article.title);
  for (const entity of extractEntities(article.body, { title: article.title })) {
    // A quoted sentence is speech, not a name.
    const quotedName = entity.signals.includes('quoted') && entity.key.length <= QUOTED_NAME_MAX;
    if (quotedName && salientText.includes(entity.key)) quoted.add(entity.key);
    const weak = entity.signals.every((s) => s === 'place' || s === 'repeated' || s === 'title');
    if (entity.signals.includes('place') && weak) continue;
    if (GENERIC_NOUNS.has(entity.key) || isEventNoun(entity.key) || COMMON_CODE.test(entity.key)) continue;
    // "…와"/"…과" is a noun with its particle, unless a company's ending made the 과 part of the name ("해밀제과").
    const withAnd = /[와과]$/.test(entity.surface) && !entity.signals.includes('suffix');
    if (NOT_AN_ACTOR.has(entity.key) || isPredicate(entity.surface) || withAnd) continue;
    // A word the article merely repeats is an actor only when the headline carries it.
    if (weak && !(entity.inTitle && entity.count >= 2)) continue;
    if (!salientText.includes(entity.key)) continue;
    actors.add(entity.key);
    if (!weak) named.add(entity.key);
    // Quotes in a headline also mark slogans ('알약 비만약'): a work is a quoted name the body repeats.
    const quotedOrCode = entity.signals.includes('quoted') || entity.signals.includes('code');
    if (title.includes(entity.key) && quotedOrCode && entity.count >= 3) {
      works.add(entity.key);
    }
  }
  const events = new Set<string>();
  for (const term of nounTerms(`${article.title}\n${lead}`)) {
    if (isEventNoun(term.key)) events.add(term.key);
  }
  const days = new Set<string>();
  // An event that runs for days (a festival, a run of shows) is reported on each of them: its articles
  // date different days without being different events.
  let period = /(?:열흘|닷새|나흘|사흘|이틀|\d+\s*일)\s*(?:간|동안)|기간/.test(`${article.title} ${lead}`);
  for (const date of extractDates(lead)) {
    const day = /d(\d+)$/.exec(date.key)?.[1];
    if (!day) continue;
    const after = lead.slice(date.index + date.text.length, date.index + date.text.length + 4);
    if (/^\s*(?:까지|부터|~|∼|-)/.test(after)) {
      period = true;
      continue;
    }
    // "개막을 이틀 앞둔 23일": a day before the event (an interview, a rehearsal), not the event's.
    if (/앞\s*(?:둔|두고)\s*$/.test(lead.slice(Math.max(0, date.index - 6), date.index))) continue;
    // The first day the opening gives is the event's; later ones are announcements and next steps.
    days.add(`d${day}`);
    break;
  }
  const figures = new Set<string>();
  for (const figure of extractFigures(`${article.title}\n${lead}`)) {
    if (figure.unit !== 'score' && SMALL_COUNT.test(figure.unit) && figure.value < 100) continue;
    figures.add(figure.key);
  }
  if (period) days.clear();
  return {
    actors,
    named,
    works,
    quoted,
    salient: salientText,
    text: compact(`${article.title} ${article.body}`),
    events,
    days,
    figures,
  };
}

const dayNumber = (key: string) => Number(key.slice(1));
const shares = (a: Set<string>, b: Set<string>) => [...a].some((key) => b.has(key));
/** b tells of the name as a subject: in its headline or opening, or more than once (not in passing). */
function about(b: EventSignature, key: string): boolean {
  if (b.salient.includes(key)) return true;
  const first = b.text.indexOf(key);
  return first >= 0 && b.text.indexOf(key, first + key.length) >= 0;
}
const mentions = (a: EventSignature, b: EventSignature) => [...a.actors].some((key) => about(b, key));
/** Figures that single out an event: a score like 1-1 recurs from match to match. */
const distinctive = (figures: Set<string>) => new Set([...figures].filter((key) => !/^\d+-\d+$/.test(key)));

/** What two articles' event signatures add to or take from their similarity. */
export interface Affinity {
  /** Times the cosine: below 1 when the events differ. */
  factor: number;
  /** Added to the cosine when they share an actor and parts of the event. */
  bonus: number;
}

/**
 * Whether two articles tell one event. Apart (factor < 1) when each has its own actors and neither names
 * the other's in its headline or opening (a look-alike that mentions the other's company once), when
 * each headline singles out a different work or product (another film by the same distributor), or when
 * both date their event and the days differ with no figure in common (the same team's match on another
 * day). Together (a bonus) when they share an actor and the event noun, the day or a figure, which
 * brings a follow-up told in other words (the scorer of the match) to its story.
 */
export function eventAffinity(a: EventSignature, b: EventSignature): Affinity {
  const conflict = eventConflict(a, b);
  if (conflict === 'names' || conflict === 'work') return { factor: 0.35, bonus: 0 };
  if (conflict === 'day') return { factor: 0.4, bonus: 0 };
  if (!(mentions(a, b) || mentions(b, a))) return { factor: 1, bonus: 0 };
  const parts =
    Number(shares(a.events, b.events)) + Number(shares(a.days, b.days)) + Number(shares(a.figures, b.figures));
  return { factor: 1, bonus: EVENT_PART_BONUS * parts };
}

/**
 * Why two articles tell different events, if they do: `names` (each names its own subjects, neither tells of
 * the other's, no precise figure in common), `work` (each headline singles out another work or product) or
 * `day` (both date their event, two or more days apart, no figure or quoted name in common).
 */
export function eventConflict(a: EventSignature, b: EventSignature): 'names' | 'work' | 'day' | null {
  // Each names its own subjects and neither tells of the other's: two events, whatever the words.
  const sharedName = [...a.named].some((key) => about(b, key)) || [...b.named].some((key) => about(a, key));
  const sharedFigure = shares(distinctive(a.figures), distinctive(b.figures));
  // A precise figure both report ("1만 4,600원") outweighs names read wrongly.
  if (!sharedName && !sharedFigure && a.named.size > 0 && b.named.size > 0) return 'names';
  const otherWork = (x: EventSignature, y: EventSignature) =>
    x.works.size > 0 && ![...x.works].some((key) => about(y, key));
  if (a.works.size > 0 && b.works.size > 0 && otherWork(a, b) && otherWork(b, a)) return 'work';
  // A day apart is often one event told the next day ("어제 …"); two or more days apart are two, unless
  // both open on the same quoted name: a fund announced on the 22nd opens its applications on the 25th.
  const sharedQuote = shares(a.quoted, b.quoted);
  const dayConflict =
    b.days.size > 0 && [...a.days].some((x) => [...b.days].every((y) => Math.abs(dayNumber(x) - dayNumber(y)) >= 2));
  if (dayConflict && !sharedFigure && !sharedQuote) return 'day';
  return null;
}

/** What each shared part of the event (event noun, day, figure) adds to two articles' similarity. */
const EVENT_PART_BONUS = 0.06;
