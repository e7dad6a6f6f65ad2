import { isPredicate } from '@geulgam/korean';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, type Category } from '@geulgam/contracts';
import { demoArticles } from '@geulgam/demo-newsroom';
import { describe, expect, it } from 'vitest';
import { pairwiseScore } from './grouping-score.ts';
import { clusterStories, type ClusteredStory, type StoryArticle } from './stories.ts';
import { TITLE_MAX_CHARS, titleChars } from '../../story/story-title.ts';

/**
 * Grouping and keyword titles on the TUNING set (`eval/tuning/news.json`, written for tuning: not held
 * out) and on the demo corpus. The held-out set is measured elsewhere and never here.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const TUNING_PATH = path.resolve(here, '../../../../../eval/tuning/news.json');
const EVENTS_PATH = path.resolve(here, '../../../../../eval/tuning/events.json');
const NOW = Date.UTC(2025, 0, 10, 12);

interface SetArticle {
  id: string;
  story: string | null;
  category: string;
  outlet: string;
  title: string;
  body: string;
  publishedHoursAgo: number;
}

type Input = StoryArticle & { category: string; key: string; story: string | null };

function cluster(articles: SetArticle[]) {
  const inputs: Input[] = articles.map((a, index) => ({
    articleId: index + 1,
    key: a.id,
    story: a.story,
    title: a.title,
    body: a.body,
    outlet: a.outlet,
    category: a.category,
    publishedAt: new Date(NOW - a.publishedHoursAgo * 3_600_000),
  }));
  const stories = clusterStories([], inputs) as ClusteredStory<Input>[];
  const predicted = new Map<string, string>();
  stories.forEach((story, index) => story.members.forEach((m) => predicted.set(m.key, `story-${index}`)));
  const score = pairwiseScore(predicted, new Map(inputs.map((a) => [a.key, a.story])));
  return { stories, score };
}

/** A keyword a blogger could search for: short, a noun phrase, more than a lone name. */
function expectGoodTitle(title: string | null, members: { title: string }[]) {
  expect(title, members[0]!.title).toBeTruthy();
  // A work's title stays one unit in its quotes ("드라마 '느린 역의 계절' 제작발표회"); no other quote.
  const plain = title!.replace(/'[^']+'/g, '작품');
  const words = plain.split(' ');
  expect(titleChars(title!), title!).toBeLessThanOrEqual(TITLE_MAX_CHARS);
  expect(words.length, `a lone name: ${title}`).toBeGreaterThanOrEqual(2);
  expect(isPredicate(words.at(-1)!), `a predicate: ${title}`).toBe(false);
  expect(plain, 'a quote').not.toMatch(/["“”'‘’]/);
  // No conjugated endings anywhere (…했다, …한다, …는, …은 forms).
  for (const word of words) expect(word, title!).not.toMatch(/(?:[었았했됐]다|[한된는]다|하는|되는)$/);
}

describe('story grouping on the tuning set', () => {
  const set = JSON.parse(readFileSync(TUNING_PATH, 'utf8')) as {
    articles: (Omit<SetArticle, 'publishedHoursAgo'> & { published_hours_ago: number })[];
  };
  const articles = set.articles.map((a) => ({ ...a, publishedHoursAgo: a.published_hours_ago }));
  const { stories, score } = cluster(articles);

  it('groups differently worded outlets and keeps look-alike events apart (pairwise F1 ≥ 0.9)', () => {
    expect(articles.length).toBeGreaterThanOrEqual(20);
    expect(score.f1).toBeGreaterThanOrEqual(0.9);
    expect(score.precision).toBeGreaterThanOrEqual(0.9);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('gives every story a short who-and-what keyword', () => {
    for (const story of stories) expectGoodTitle(story.title, story.members);
  });
});

describe('story grouping by event on the event tuning set', () => {
  const set = JSON.parse(readFileSync(EVENTS_PATH, 'utf8')) as {
    articles: (Omit<SetArticle, 'publishedHoursAgo'> & {
      published_hours_ago: number;
      distractor_of?: string;
      follow_up?: boolean;
      brief?: boolean;
    })[];
  };
  const articles = set.articles.map((a) => ({ ...a, publishedHoursAgo: a.published_hours_ago }));
  const { stories, score } = cluster(articles);
  const storyOf = (id: string) => stories.find((s) => s.members.some((m) => m.key === id))!;

  it('keeps every look-alike apart: another company in the same district, the same team on another day, another film', () => {
    for (const lookAlike of articles.filter((a) => a.distractor_of)) {
      expect(
        storyOf(lookAlike.id).members.map((m) => m.key),
        lookAlike.id,
      ).toEqual([lookAlike.id]);
    }
  });

  it('brings follow-ups and briefs to the story of their event', () => {
    for (const member of articles.filter((a) => a.follow_up || a.brief)) {
      const mates = articles.filter((a) => a.story === member.story && a !== member).map((a) => a.id);
      expect(
        storyOf(member.id).members.some((m) => mates.includes(m.key)),
        member.id,
      ).toBe(true);
    }
    expect(score.f1).toBe(1);
  });
});

describe('story grouping on the demo corpus', () => {
  const { stories, score } = cluster(
    demoArticles.map((a) => ({ ...a, story: a.storyId, publishedHoursAgo: a.publishedHoursAgo })),
  );

  it('keeps the demo stories together (pairwise F1 ≥ 0.9, no false merges)', () => {
    expect(score.f1).toBeGreaterThanOrEqual(0.9);
    expect(score.precision).toBe(1);
  });

  it('gives every demo story a short who-and-what keyword', () => {
    for (const story of stories) expectGoodTitle(story.title, story.members);
  });
});

describe('pairwiseScore', () => {
  it('scores pairs, with distractors (null) standing alone', () => {
    const truth = new Map<string, string | null>([
      ['a1', 's1'],
      ['a2', 's1'],
      ['a3', 's1'],
      ['d1', null],
    ]);
    const perfect = pairwiseScore(
      new Map([
        ['a1', 'x'],
        ['a2', 'x'],
        ['a3', 'x'],
        ['d1', 'y'],
      ]),
      truth,
    );
    expect(perfect).toMatchObject({ precision: 1, recall: 1, f1: 1, truePairs: 3 });
    const merged = pairwiseScore(
      new Map([
        ['a1', 'x'],
        ['a2', 'x'],
        ['a3', 'z'],
        ['d1', 'x'],
      ]),
      truth,
    );
    expect(merged).toMatchObject({ predictedPairs: 3, correctPairs: 1 });
    expect(merged.precision).toBeCloseTo(1 / 3);
    expect(merged.recall).toBeCloseTo(1 / 3);
  });
});

describe('clustering speed', () => {
  it('groups and titles a few hundred articles as well as a few dozen', () => {
    // The demo corpus and the tuning set six times, each copy under another category (so stories keep
    // their size) and with a serial in the text (so nothing is cached): about 50 articles per category.
    const base = [
      ...demoArticles.map((a) => ({ ...a, story: a.storyId })),
      ...(
        JSON.parse(readFileSync(TUNING_PATH, 'utf8')).articles as (SetArticle & { published_hours_ago: number })[]
      ).map((a) => ({ ...a, publishedHoursAgo: a.published_hours_ago })),
    ];
    const many = Array.from({ length: 6 }, (_, copy) =>
      base.map((a) => ({
        ...a,
        id: `${a.id}-${copy}`,
        story: a.story && `${a.story}-${copy}`,
        category: CATEGORIES[(CATEGORIES.indexOf(a.category as Category) + copy) % CATEGORIES.length]!,
        body: `${a.body}\n\n사본 ${copy}호`,
      })),
    ).flat();
    expect(many.length).toBeGreaterThanOrEqual(300);
    // Its speed is a benchmark's to measure (`npm run bench -- engine`, ingestion), never a test's: a CPU bound here failed
    // whenever the machine was busy.
    const { score } = cluster(many);
    expect(score.f1).toBeGreaterThanOrEqual(0.9);
  });
});
