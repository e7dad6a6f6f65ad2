import { ROLE_AFTER, withoutQuotes } from '@geulgam/korean';
import { kstDay, resolveDates } from './calendar.ts';
import type { LeadEvent, StoryArticle, StoryEntity } from './model.ts';
import type { StorySentence } from './sentences.ts';
import { isOver } from './timeline.ts';

/**
 * The event the story reports: who (the title's names, people with their role), what (the rest of the
 * title, a noun phrase), when and where (from the sentence that tells it), and whether it is over.
 */

const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** "배우 한이솔" (a word that introduces the name) or "김하늘 대표" (a role after it). */
export function withRole(entity: StoryEntity): string {
  if (entity.kind !== 'person' || !entity.role) return entity.name;
  return ROLE_AFTER.has(entity.role) || /(?:대표|책임자|장)$/.test(entity.role)
    ? `${entity.name} ${entity.role}`
    : `${entity.role} ${entity.name}`;
}

/** "솔빛 국화축제" is "국화축제" once named: the last word of a name of several, when it is a word of its own. */
function headWords(names: string[]): string[] {
  return names.flatMap((name) => {
    const last = name.split(' ').at(-1)!;
    return last !== name && /^[가-힣]{3,}$/.test(last) ? [last] : [];
  });
}

/** The index of the lead article: a full report (not a brief) sharing the most names with the others. */
export function leadArticleIndex(articles: StoryArticle[], entities: StoryEntity[]): number {
  const names = entities.slice(0, 8).map((e) => compact(e.name));
  const full = (article: StoryArticle) => article.paragraphs.join('').length >= 200;
  const newestFull = Math.max(0, ...articles.filter(full).map((a) => a.publishedAt.getTime()));
  let best = 0;
  let bestScore = -1;
  articles.forEach((article, index) => {
    const text = compact(`${article.title} ${article.paragraphs.join(' ')}`);
    const length = article.paragraphs.join('').length;
    // A full report over a brief; among full reports the newest, since it tells the event as it stands.
    const score =
      names.filter((name) => text.includes(name)).length +
      (full(article) ? 3 : 0) +
      (full(article) && article.publishedAt.getTime() === newestFull ? 1.5 : 0) +
      Math.min(length, 2000) / 2000;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

export function leadEvent(options: {
  title: string;
  articles: StoryArticle[];
  sentences: StorySentence[];
  entities: StoryEntity[];
  lead: number;
  place?: string;
}): LeadEvent {
  const { title, articles, sentences, entities, lead, place } = options;
  // An actor is a name the title holds as whole words ("루시엘 첫 월드투어" → 루시엘, not "투어"): a name
  // inside a word ("삼진" in "탈삼진") is part of the event, not who did it.
  const titleWords = ` ${title.replace(/\s+/g, ' ').trim()} `;
  const who = entities
    .filter((e) => e.kind !== 'place' && e.kind !== 'other' && titleWords.includes(` ${e.name} `))
    .slice(0, 2);
  let what = titleWords;
  for (const entity of who) what = what.replace(` ${entity.name} `, ' ');
  what = what.replace(/\s+/g, ' ').trim() || title;
  const whoNames =
    who.length > 0
      ? who.map(withRole)
      : entities
          .filter((e) => (e.kind === 'person' || e.kind === 'organization') && e.mentions >= 2)
          .slice(0, 1)
          .map(withRole);

  // The sentence that tells the event: the lead article's first sentence naming who or what.
  const words = [...who.map((e) => e.name), ...what.split(' ')].filter((w) => w.length >= 2);
  const own = sentences.filter((s) => s.article === lead);
  const evidence =
    own.find((s) => words.some((w) => s.text.includes(w)) && s.position < 4) ??
    own[0] ??
    sentences.find((s) => words.some((w) => s.text.includes(w))) ??
    sentences[0];
  const evidenceText = evidence?.text ?? articles[lead]?.title ?? title;
  const reference = evidence?.reportedAt ?? articles[lead]?.publishedAt ?? new Date();
  const dates = resolveDates(withoutQuotes(evidenceText, ' '), reference).filter((d) => d.precise);
  const when = dates[0]?.at;
  const newest = new Date(Math.max(...articles.map((a) => a.publishedAt.getTime())));
  const placeEntity = entities.find((e) => e.kind === 'place' && evidenceText.includes(e.name));
  const where = place ?? placeEntity?.name;
  const over = isOver({
    sentences,
    newest,
    ...(when ? { when } : {}),
    evidence: evidenceText,
    eventWords: [...words, ...headWords(words)].filter((w) => !/\d/.test(w)),
  });
  return {
    who: whoNames,
    what,
    ...(when ? { when: kstDay(when) } : {}),
    ...(where ? { where } : {}),
    over,
    evidence: evidenceText,
  };
}
