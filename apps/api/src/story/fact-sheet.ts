import { isAdnominal, jaccard, particle, ROLE_AFTER, ROLE_BEFORE, shingles, withoutQuotedWords } from '@geulgam/korean';
import { leadArticleIndex, leadEvent } from './lead-event.ts';
import type { FactSheet, StoryArticle } from './model.ts';
import { practicalDetails } from './practical.ts';
import { reportLines } from './news-formats.ts';
import { storySentences, type StorySentence } from './sentences.ts';
import { storyEntities } from './story-entities.ts';
import { storyFigures } from './story-figures.ts';
import { storyQuotes } from './story-quotes.ts';
import { storyTitle } from './story-title.ts';
import { storyTimeline } from './timeline.ts';

/**
 * The fact sheet of a story (DESIGN §5): everything a writer may tell, each fact with who reported it and
 * when, read only from reportable sentences (never from instructions or script-like text in an article).
 */

/** Enough for a long post from long articles; the writers' plans choose what a length tells. */
const MAX_FACTS = 120;
const CONNECTIVE = /^(?:또한|또|한편|이에 따라|이와 함께|특히|다만|아울러|이어|그러면서|이 밖에도|이밖에)\s*,?\s*/;

/** "그는 …" opening a sentence, or after a phrase that describes him ("기세가 오른 그는"). */
const PRONOUN = /^((?:\S+\s){0,3}?)(?:그|그녀)(은|는|이|가|의|를|을|에게)\s/;

/** People a sentence names with a role, as the subject of a clause ("주장 윤새별은", "한도경 감독이"). */
function rolePeople(text: string): { name: string; at: number }[] {
  const found: { name: string; at: number }[] = [];
  for (const m of text.matchAll(/(?:^|\s)([가-힣]+)\s([가-힣]{2,4})(?:은|는|이|가)\s/g))
    if (ROLE_BEFORE.has(m[1]!) || ROLE_AFTER.has(m[1]!)) found.push({ name: m[2]!, at: m.index + m[0].indexOf(m[2]!) });
  for (const m of text.matchAll(/(?:^|\s)([가-힣]{2,4})\s([가-힣]+)(?:은|는|이|가)\s/g))
    if (ROLE_AFTER.has(m[2]!)) found.push({ name: m[1]!, at: m.index + m[0].indexOf(m[1]!) });
  return found;
}

/**
 * A fact that opens with "그는" names the person it stands for: the last person the one or two sentences before
 * it in the same article name ("정하람은 29점을 올렸다. 그는 …" → "정하람은 …"); unchanged when none does.
 */
function namePronoun(text: string, sentence: StorySentence, sentences: StorySentence[], people: string[]): string {
  const pronoun = PRONOUN.exec(text);
  const lead = pronoun?.[1] ?? '';
  // Words before the pronoun only when they describe it: the last is an adnominal ("오른", "뛴").
  if (!pronoun || (lead && !isAdnominal(lead.trim().split(/\s+/).at(-1)!))) return text;
  const before = sentences.filter(
    (s) => s.article === sentence.article && s.position < sentence.position && s.position >= sentence.position - 2,
  );
  for (const previous of before.reverse()) {
    const named = [
      ...people.map((name) => ({ name, at: previous.text.lastIndexOf(name) })),
      ...rolePeople(previous.text),
    ]
      .filter((n) => n.at >= 0)
      .sort((a, b) => b.at - a.at)[0];
    if (named) {
      const case_ = pronoun[2]!;
      const said =
        case_ === '의' || case_ === '에게'
          ? case_
          : particle(named.name, /[은는]/.test(case_) ? '은/는' : /[이가]/.test(case_) ? '이/가' : '을/를');
      return `${lead}${named.name}${said} ${text.slice(pronoun[0].length)}`;
    }
  }
  return text;
}

/** Further facts: sentences no other part of the sheet holds, one per wording, names first. */
function furtherFacts(
  sentences: StorySentence[],
  used: Set<string>,
  names: string[],
  people: string[],
): FactSheet['facts'] {
  const picked: {
    text: string;
    evidence: string;
    outlet: string;
    article: number;
    position: number;
    shingles: Set<string>;
  }[] = [];
  const scored = sentences
    .filter((s) => !used.has(s.text) && !/["“][^"”]{8,}["”]/.test(s.text))
    .map((s) => ({ s, score: names.filter((n) => s.text.includes(n)).length * 2 - s.position * 0.1 }))
    .sort((a, b) => b.score - a.score || a.s.article - b.s.article || a.s.position - b.s.position);
  for (const { s } of scored) {
    if (picked.length >= MAX_FACTS) break;
    // Someone's words leave the fact; a quoted title ('안개 우체국') is part of it and stays whole.
    const text = namePronoun(
      withoutQuotedWords(s.text, '').replace(CONNECTIVE, '').replace(/\s+/g, ' ').trim(),
      s,
      sentences,
      people,
    );
    if ([...text].length < 12) continue;
    const own = shingles(text);
    if (picked.some((p) => jaccard(p.shingles, own) > 0.45)) continue;
    picked.push({ text, evidence: s.text, outlet: s.outlet, article: s.article, position: s.position, shingles: own });
  }
  return picked.map(({ shingles: _shingles, ...fact }) => fact);
}

/** "[칼럼]", "[기자수첩]", "[사설]": the title tag of an opinion piece. */
const OPINION =
  /^\s*[[【〈<(]\s*(?:칼럼|기자\s*수첩|사설|시론|오피니언|데스크\s*칼럼|기고|논단|독자\s*투고)[^\]】〉>)]*[\]】〉>)]/;

/**
 * Reads the story's articles into a fact sheet. `now` caps publication times (a page dated in the future
 * counts as published now); `title` is the story's keyword when the caller already has one.
 */
export function buildFactSheet(input: StoryArticle[], options: { now?: Date; title?: string } = {}): FactSheet {
  const cap = options.now?.getTime() ?? Number.POSITIVE_INFINITY;
  const articles = input.map((a) => ({
    ...a,
    // A column or an editorial is someone's view: its sentences are no facts of the story.
    paragraphs: OPINION.test(a.title) ? [] : reportLines(a.paragraphs),
    ...(a.publishedAt.getTime() > cap ? { publishedAt: new Date(cap) } : {}),
  }));
  if (articles.length === 0) {
    return {
      lead: { who: [], what: options.title ?? '', over: false, evidence: '' },
      figures: [],
      quotes: [],
      practical: {},
      timeline: [],
      entities: [],
      facts: [],
    };
  }
  const sentences = storySentences(articles);
  const entities = storyEntities(articles);
  const lead = leadArticleIndex(articles, entities);
  const ordered = [articles[lead]!, ...articles.filter((_, i) => i !== lead)];
  const title =
    options.title ??
    storyTitle(
      ordered.map((a) => ({
        title: a.title,
        body: sentences
          .filter((s) => articles[s.article] === a)
          .map((s) => s.text)
          .join(' '),
      })),
    );
  const practical = practicalDetails(sentences, title);
  const event = leadEvent({
    title,
    articles,
    sentences,
    entities,
    lead,
    ...(practical.place ? { place: practical.place } : {}),
  });
  // The event's own place (where its dated sentence puts it) over a place some other sentence names.
  if (event.where) practical.place = event.where;
  // Practical details are the venue's or the event's: its non-person actor, else the event itself.
  const venue = entities.find((e) => e.kind !== 'person' && event.who.includes(e.name))?.name ?? event.what;
  if (practical.place || practical.hours || practical.price || practical.access) practical.of = venue;
  const newest = new Date(Math.max(...articles.map((a) => a.publishedAt.getTime())));
  const figures = storyFigures(sentences);
  const quotes = storyQuotes(sentences, new Set(entities.filter((e) => e.kind !== 'person').map((e) => e.name)));
  const timeline = storyTimeline(sentences, newest);
  const used = new Set<string>([event.evidence]);
  for (const sentence of sentences) if (quotes.some((q) => sentence.text.includes(q.words))) used.add(sentence.text);
  const facts = furtherFacts(
    sentences,
    used,
    entities.slice(0, 6).map((e) => e.name),
    entities.filter((e) => e.kind === 'person').map((e) => e.name),
  );
  return { lead: event, figures, quotes, practical, timeline, entities, facts };
}
