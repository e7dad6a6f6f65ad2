/*
 * What the story quality check measures on each set, between ingestion and the writers: grouping by event (look-alikes
 * apart, briefs and follow-ups in their story), the outlet credited for every source and picture, stale
 * figures, keyword titles, card lines and tags. Scored only; nothing here may be tuned to a set.
 */
import { extractFigures, isPredicate } from '@geulgam/korean';
import { pairwiseScore } from '../../src/features/ingestion/grouping-score.ts';
import { buildStory } from '../../src/story/build-story.ts';
import type { StoryArticle } from '../../src/story/model.ts';
import type { EvalSet } from './evaluate.ts';
import { groupArticles } from './grouping.ts';
import { ingestThroughSite, type IngestedArticle } from './site.ts';

export interface StoryChecks {
  grouped: ReturnType<typeof groupArticles>;
  pairwise: ReturnType<typeof pairwiseScore>;
  lookAlikes: { apart: number; total: number };
  briefs: { grouped: number; total: number };
  followUps: { grouped: number; total: number };
  outlets: { sources: number; sourcesTotal: number; images: number; imagesTotal: number; wrong: string[] };
  staleCurrent: number;
  staleChecked: number;
  verbTitles: string[];
  bylineSummaries: string[];
  junkTags: string[];
  over: { right: number; total: number };
}

/** A title whose last word is a verb or an adnominal form ("먹는", "돌파한", "늘었다"). */
export function endsInVerb(title: string): boolean {
  const last = title.trim().split(/\s+/).at(-1) ?? '';
  if (!/[가-힣]$/.test(last)) return false;
  return isPredicate(last) || /(?:는|던|하는|되는|한|된|할|될|있는|없는|했던|됐던)$/.test(last);
}

/**
 * Sentences of a post with a time pointer that points nowhere (issue 26): "그해", "이듬해" or a "당시" that opens
 * its clause, with no year in the sentence before the pointer nor in the sentence before it ("그해 봄 … 수술대에
 * 올랐고" after a sentence about something else). "창립 당시" says its own when.
 */
export function unanchoredTimePointers(sentences: readonly string[]): string[] {
  const year = /(?<![\d.,])\d{4}년/;
  return sentences.filter((sentence, i) => {
    const found = /(?:^|[\s,])(그해|이듬해|당시)(?=\s)/.exec(sentence);
    if (!found) return false;
    const at = found.index + found[0].indexOf(found[1]!);
    const before = sentence.slice(0, at);
    if (found[1] === '당시' && /[가-힣]\s*$/.test(before) && !/(?:고|며|지만|는데|으나)\s*$/.test(before)) return false;
    return !year.test(before) && !year.test(sentences[i - 1] ?? '');
  });
}

const BYLINE = /(?:기자|특파원|통신원)\s*(?:=|[a-z0-9._%+-]+@[a-z0-9.-]+)?\s*$|^\[?[가-힣A-Za-z=\s]{2,20}기자\]?/i;
const MARKUP =
  /^(?:alert|script|img|src|onerror|onload|window|document|iframe|svg|href|http|https|www|div|span|style|javascript)$/i;
const FRAGMENTS = new Set(
  '넘게 단지 일반 가량 정도 이상 이하 미만 약 더 가장 매우 아주 특히 다시 모두 함께 이미 아직 바로 직접 처음 새로 크게 많이 조금 역시 결국 무려 만에 중에 위해 통해 대한 관련'.split(
    ' ',
  ),
);

/** A hashtag a reader would not click: markup, an adverb or fragment, a particle left on, a verb form. */
export function isJunkTag(tag: string): boolean {
  if (MARKUP.test(tag) || FRAGMENTS.has(tag)) return true;
  if ([...tag].length < 2 || /^\d+$/.test(tag)) return true;
  if (/[가-힣]/.test(tag) && isPredicate(tag)) return true;
  return /[가-힣]{2,}(?:을|를|에서|으로|에게|까지|부터|처럼)$/.test(tag);
}

const toStoryArticle = (a: IngestedArticle): StoryArticle => ({
  url: `https://eval.example/${a.id}`,
  outlet: a.outlet,
  publishedAt: a.publishedAt,
  title: a.title,
  paragraphs: a.body.split(/\n\n+/).filter(Boolean),
  images: [],
});

export async function storyChecks(set: EvalSet, now: Date): Promise<StoryChecks> {
  const publishedAt = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const ingested = await ingestThroughSite(
    set.articles.map((a) => ({ ...a, publishedAt: publishedAt(a.publishedHoursAgo) })),
    set.feedTitle ?? '오늘의 뉴스 모음',
  );
  const byId = new Map(ingested.map((a) => [a.id, a]));
  const articles = set.articles.map((a) => ({ gold: a, read: byId.get(a.id)! }));
  const grouped = groupArticles(
    articles.map(({ gold, read }) => ({
      id: gold.id,
      category: gold.category,
      outlet: read.outlet,
      title: read.title,
      body: read.body,
      publishedAt: read.publishedAt,
    })),
  );
  const groupOf = new Map(articles.map(({ gold }, index) => [gold.id, grouped.assignment[index]!]));
  const pairwise = pairwiseScore(groupOf, new Map(set.articles.map((a) => [a.id, a.story])));

  const lookAlikes = { apart: 0, total: 0 };
  const briefs = { grouped: 0, total: 0 };
  const followUps = { grouped: 0, total: 0 };
  for (const a of set.articles) {
    const group = groupOf.get(a.id);
    if (a.story === null) {
      lookAlikes.total += 1;
      if (set.articles.filter((b) => groupOf.get(b.id) === group).length === 1) lookAlikes.apart += 1;
      continue;
    }
    const mates = set.articles.filter((b) => b.story === a.story && b !== a);
    const together = mates.length > 0 && mates.some((b) => groupOf.get(b.id) === group);
    const isBrief = a.brief ?? byId.get(a.id)!.body.length < 200;
    if (isBrief) {
      briefs.total += 1;
      if (together) briefs.grouped += 1;
    }
    if (a.followUp) {
      followUps.total += 1;
      if (together) followUps.grouped += 1;
    }
  }

  const outlets = { sources: 0, sourcesTotal: 0, images: 0, imagesTotal: 0, wrong: [] as string[] };
  for (const { gold, read } of articles) {
    outlets.sourcesTotal += 1;
    outlets.imagesTotal += read.images;
    if (read.outlet === gold.outlet) {
      outlets.sources += 1;
      outlets.images += read.images;
    } else outlets.wrong.push(`${gold.id}: ${read.outlet}`);
  }

  // Each predicted story as the product would show it.
  const verbTitles: string[] = [];
  const bylineSummaries: string[] = [];
  const junkTags: string[] = [];
  for (const group of grouped.groups) {
    const members = articles.filter(({ gold }) => groupOf.get(gold.id) === group.id);
    const story = buildStory(
      members.map(({ read }) => toStoryArticle(read)),
      { category: members[0]!.gold.category, title: group.title, now },
    );
    if (endsInVerb(group.title)) verbTitles.push(group.title);
    if (BYLINE.test(story.lead.trim()) || story.lead.trim().length === 0) bylineSummaries.push(story.lead);
    for (const tag of story.tags) if (isJunkTag(tag)) junkTags.push(tag);
  }

  // Stale figures and tense on the gold stories (a grouping error must not hide a fact-sheet one).
  let staleCurrent = 0;
  let staleChecked = 0;
  const over = { right: 0, total: 0 };
  for (const gold of set.stories) {
    const members = articles.filter(({ gold: a }) => a.story === gold.id);
    if (members.length === 0) continue;
    const title = grouped.groups.find((g) => g.id === groupOf.get(members[0]!.gold.id))?.title;
    const story = buildStory(
      members.map(({ read }) => toStoryArticle(read)),
      { category: gold.category, ...(title ? { title } : {}), now },
    );
    for (const figure of gold.currentFigures ?? []) {
      for (const stale of figure.stale) {
        staleChecked += 1;
        const key = extractFigures(stale)[0]?.key;
        const asCurrent = story.facts.figures.some((f) => f.current && extractFigures(f.text)[0]?.key === key);
        const inTitle = key !== undefined && extractFigures(story.title).some((f) => f.key === key);
        if (asCurrent || inTitle) staleCurrent += 1;
      }
    }
    if (gold.ended !== undefined) {
      over.total += 1;
      if (story.facts.lead.over === gold.ended) over.right += 1;
    }
  }

  return {
    grouped,
    pairwise,
    lookAlikes,
    briefs,
    followUps,
    outlets,
    staleCurrent,
    staleChecked,
    verbTitles,
    bylineSummaries,
    junkTags,
    over,
  };
}

type Row = (name: string, value: string, target: string, pass: boolean) => string;

export function formatStoryChecks(c: StoryChecks, row: Row): string[] {
  const all = (part: number, total: number) => part === total;
  const lines = [
    row(
      'look-alikes kept apart',
      `${c.lookAlikes.apart}/${c.lookAlikes.total}`,
      'all',
      all(c.lookAlikes.apart, c.lookAlikes.total),
    ),
    row('briefs grouped', `${c.briefs.grouped}/${c.briefs.total}`, 'all', all(c.briefs.grouped, c.briefs.total)),
    row('follow-ups grouped', `${c.followUps.grouped}/${c.followUps.total}`, 'reported', true),
    row(
      'outlets credited (sources / images)',
      `${c.outlets.sources}/${c.outlets.sourcesTotal} / ${c.outlets.images}/${c.outlets.imagesTotal}`,
      'all',
      all(c.outlets.sources, c.outlets.sourcesTotal) && all(c.outlets.images, c.outlets.imagesTotal),
    ),
    row('stale figures presented as current', `${c.staleCurrent}/${c.staleChecked}`, '0', c.staleCurrent === 0),
    row('ended events told as over', `${c.over.right}/${c.over.total}`, 'reported', true),
    row('titles ending in a verb/adnominal', String(c.verbTitles.length), '0', c.verbTitles.length === 0),
    row('card summaries that are bylines', String(c.bylineSummaries.length), '0', c.bylineSummaries.length === 0),
    row('junk tags', String(c.junkTags.length), '0', c.junkTags.length === 0),
  ];
  if (c.outlets.wrong.length > 0) lines.push(`  wrong outlets: ${c.outlets.wrong.join(', ')}`);
  if (c.verbTitles.length > 0) lines.push(`  verb titles: ${c.verbTitles.join(' | ')}`);
  if (c.junkTags.length > 0) lines.push(`  junk tags: ${c.junkTags.join(', ')}`);
  return lines;
}
