import { extractEntities, GENERIC_NOUNS, isEventNoun, nounTerms, PLACES } from '@geulgam/korean';
import type { ArticleFeatures } from './story-features.ts';

/*
 * Stories told from different angles (ADR 059): the opening day, the building, the crowd, the final count.
 * Such articles share few words but the story's own names (a library, a product, a player) and its precise
 * figures, which the rest of the run's articles do not report. Look-alikes (the same kind of event
 * elsewhere) share the kind's words, dates and round numbers, and name their own place or organisation.
 */

/** Units of time, order and small counting: "30분", "3시간", "4층", "2위" recur in unrelated stories. */
const TIME_UNITS = new Set([
  '분',
  '초',
  '시간',
  '시',
  '일',
  '주',
  '개월',
  '년',
  '세',
  '층',
  '회',
  '번',
  '위',
  '부',
  '배',
]);

/**
 * A figure that singles out one event: not a score (2-1), a time or duration, a floor or a rank, and not
 * a round number ("9천 명", "300억 원", "20%", "15분"), which other events report by chance. "1만 1,300명",
 * "12만 9천 원", "6.8%", "17g" are distinctive.
 */
export function isDistinctiveFigure(key: string): boolean {
  const match = /^#(\d+(?:\.\d+)?)(\D.*)$/.exec(key);
  if (!match) return false;
  const digits = match[1]!;
  const unit = match[2]!;
  if (TIME_UNITS.has(unit)) return false;
  const significant = digits.replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  if (significant.length >= 3) return true;
  return significant.length === 2 && !/[05]$/.test(significant);
}

/** A name a story owns is rare in the run: at most this many articles carry it, or the two groups compared. */
export const RARE_IN_RUN = 4;

/**
 * What two articles share that few articles of the run carry: for each name (either article reads the word as
 * a name, or it is a city, county or district) and each distinctive figure both carry, in how many of the
 * run's articles it occurs.
 */
export function sharedRareKeys(
  x: ArticleFeatures,
  y: ArticleFeatures,
  df: ReadonlyMap<string, number>,
  limit: number,
): number[] {
  const counts: number[] = [];
  const [small, large] = x.raw.size <= y.raw.size ? [x, y] : [y, x];
  for (const key of small.raw.keys()) {
    const count = df.get(key) ?? 0;
    if (!large.raw.has(key) || count > limit) continue;
    if (key.startsWith('t:')) {
      const word = key.slice(2);
      if (GENERIC_NOUNS.has(word) || !(x.entities.has(word) || y.entities.has(word) || isPlaceName(word))) continue;
    } else if (!isDistinctiveFigure(key)) continue;
    counts.push(Math.max(2, count));
  }
  return counts;
}

/**
 * The evidence that two articles tell one story: each shared key carried by at most `limit` articles counts
 * 2 / (the articles carrying it): 1 when only these two carry it, 0.5 when four do. It does not depend on the
 * size of the run.
 */
export function rareEvidence(counts: readonly number[], limit: number): number {
  let evidence = 0;
  for (const count of counts) if (count <= limit) evidence += 2 / count;
  return evidence;
}

/** A city, county or district by its ending ('은포시', '솔뫼군', '해오름구'), not a sport ('프로배구'). */
function isPlaceName(word: string): boolean {
  return /^[가-힣]{2,4}[시군구]$/.test(word) && !/(?:배구|야구|농구|축구)$/.test(word);
}

/** A city, county or district an article names in its headline or opening ("은포시", "솔뫼군", "여수"). */
export function ownPlaces(article: { title: string; body: string }): Set<string> {
  const opening = article.body.slice(0, 200);
  const places = new Set<string>();
  for (const term of nounTerms(`${article.title}\n${opening}`)) {
    if (term.predicate || term.verbal) continue;
    const invented = isPlaceName(term.surface);
    // '경기' is a province and a match: no place of its own.
    if (invented || (PLACES.has(term.surface) && term.surface !== '경기')) places.add(term.key);
  }
  return places;
}

/** What an article names as its own subject, and its text to look the other article's names up in. */
export interface OwnSubject {
  /** Places of the headline and opening. */
  places: Set<string>;
  /** Names in the headline with evidence of a proper noun (a role, an ending, quotes, a code). */
  headline: Set<string>;
  /** Headline and whole text without spaces, lower-cased. */
  title: string;
  text: string;
}

const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();

export function ownSubject(article: { title: string; body: string }): OwnSubject {
  const headline = new Set<string>();
  for (const entity of extractEntities(article.body, { title: article.title })) {
    if (!entity.inTitle || GENERIC_NOUNS.has(entity.key) || isEventNoun(entity.key)) continue;
    // A role or a name ending ('레드폭스 감독', '소라항공') marks a name; quotes or a code only when the
    // article repeats it (a slogan in quotes, "200kg", is no subject).
    const proper = entity.signals.includes('role') || entity.signals.includes('suffix');
    const marked = entity.signals.includes('quoted') || entity.signals.includes('code');
    if (!(proper && entity.count >= 2) && !(marked && entity.count >= 3 && !/\d/.test(entity.key))) continue;
    headline.add(entity.key);
  }
  return {
    places: ownPlaces(article),
    headline,
    title: compact(article.title),
    text: compact(`${article.title} ${article.body}`),
  };
}

/** b tells of the name as a subject: in its headline, or more than once. */
function tellsOf(b: OwnSubject, key: string): boolean {
  if (b.title.includes(key)) return true;
  const first = b.text.indexOf(key);
  return first >= 0 && b.text.indexOf(key, first + key.length) >= 0;
}

/**
 * Each article is the same kind of event elsewhere or with others: each names a place of its own and neither
 * mentions the other's, or each headline names its own subject and neither tells of the other's (another
 * team's match reported the same night); naming each other's subject once each is one story told twice.
 */
export function otherSubjects(a: OwnSubject, b: OwnSubject): boolean {
  if (a.places.size > 0 && b.places.size > 0) {
    const mentioned = [...a.places].some((p) => b.text.includes(p)) || [...b.places].some((p) => a.text.includes(p));
    if (!mentioned) return true;
  }
  if (a.headline.size === 0 || b.headline.size === 0) return false;
  // Each names the other's subject, if only once: the drama and its lead actress, one story.
  const names = (x: OwnSubject, y: OwnSubject) => [...x.headline].some((key) => y.text.includes(key));
  if (names(a, b) && names(b, a)) return false;
  return ![...a.headline].some((key) => tellsOf(b, key)) && ![...b.headline].some((key) => tellsOf(a, key));
}
