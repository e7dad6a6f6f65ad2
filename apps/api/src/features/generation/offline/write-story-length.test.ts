import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Category, PostLength } from '@geulgam/contracts';
import { countWithoutSpaces, extractFigures } from '@geulgam/korean';
import { factSheetFor } from '../story-facts.ts';
import type { SourceArticle } from '../providers/provider.ts';
import { createRandom } from '../random.ts';
import { factTokens, factWeights } from './plan.ts';
import { withoutToldModifier, type RealizeContext } from './realize.ts';
import { createReferrer } from './refer.ts';
import { writeStoryDraft } from './write-story.ts';

/*
 * Length from material (issue 26): on rich sources a standard post reaches 1,500 characters without spaces
 * by telling more of what the story holds, and a long one stays 1.4 times as long. Read on a story of the
 * long-source TUNING set (eval/tuning/long.json), never a held-out one.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const tuning = JSON.parse(readFileSync(path.resolve(here, '../../../../../../eval/tuning/long.json'), 'utf8')) as {
  stories: { id: string; category: Category; who_what: string }[];
  articles: { id: string; story: string; outlet: string; title: string; body: string; published_hours_ago: number }[];
};
const NOW = new Date('2026-11-24T09:00:00+09:00');

/** A story of a tuning set written in 해요체 at one length, with what it was written from. */
function written(set: typeof tuning, id: string, length: PostLength) {
  const story = set.stories.find((s) => s.id === id)!;
  const articles: SourceArticle[] = set.articles
    .filter((a) => a.story === id)
    .map((a) => ({
      title: a.title,
      outlet: a.outlet,
      url: `https://news.example/${a.id}`,
      body: a.body,
      publishedAt: new Date(NOW.getTime() - a.published_hours_ago * 3_600_000),
    }));
  const input = {
    keyword: { title: story.who_what, category: story.category },
    articles,
    outline: [],
    tone: 'haeyo' as const,
    length,
    seed: `member:1:${id}`,
  };
  const sheet = factSheetFor(articles, story.who_what)!;
  return { story, articles, sheet, draft: writeStoryDraft(input, sheet) };
}

function post(id: string, length: PostLength) {
  const { story, articles, sheet, draft } = written(tuning, id, length);
  const text = [draft.intro, ...draft.summary, ...draft.sections.flatMap((s) => s.paragraphs), draft.closing];
  return { text: text.join(' '), sheet, category: story.category, titles: articles.map((a) => a.title) };
}

const write = (id: string, length: PostLength) => countWithoutSpaces(post(id, length).text);

describe('length from material on rich sources (issue 26)', () => {
  it('writes a standard post of 1,500 characters, and a long one 1.4 times as long', () => {
    // l6 (a pitcher's 200th win, told in many short figure sentences) was the story whose long post lost most.
    for (const id of ['l5', 'l6', 'l7']) {
      const standard = write(id, 'standard');
      expect(standard, id).toBeGreaterThanOrEqual(1500);
      expect(write(id, 'long'), id).toBeGreaterThanOrEqual(standard * 1.4);
    }
  });
});

describe('what a standard post keeps when its budget is tight (issue 26)', () => {
  it('keeps the figures the sheet weighs most (several outlets, a lead paragraph, a headline) over lighter messages', () => {
    // Before, the plan's fit order spent the budget on longer messages of lower priority and left out
    // "40만 개" (l2: the lights, in the lead paragraphs of three outlets), "2028년" (l3) and "14.8%" (l8).
    for (const id of ['l2', 'l3', 'l8']) {
      const long = post(id, 'long');
      const standard = new Set(factTokens(post(id, 'standard').text));
      const weights = factWeights(long.sheet, long.category, long.titles);
      const heaviest = factTokens(long.text).filter((token) => (weights.get(token) ?? 0) >= 2.5);
      expect(heaviest.length, id).toBeGreaterThan(0);
      expect(
        heaviest.filter((token) => !standard.has(token)),
        id,
      ).toEqual([]);
    }
  });
});

describe('the long post on rich sources (issue 26)', () => {
  it('reaches 2,100 characters on every story of the long-source set', () => {
    for (const { id } of tuning.stories) expect(write(id, 'long'), id).toBeGreaterThanOrEqual(2100);
  });
});

describe('a long news sentence compressed to its new fact', () => {
  const context = (told: number): RealizeContext => ({
    sheet: {
      lead: { who: [], what: '', over: false, evidence: '' },
      figures: [],
      quotes: [],
      practical: {},
      timeline: [],
      entities: [],
      facts: [],
    },
    category: '연예',
    refer: createReferrer([]),
    random: createRandom('s'),
    reference: NOW,
    told: new Map(extractFigures('8년').map((f) => [f.key, told])),
    named: new Set(),
    copied: () => false,
  });
  const sentence = '8년 만에 재결합한 밴드 새벽정류장의 서울 공연 좌석이 선예매 7분 만에 모두 팔렸다.';

  it('leaves out a figure told twice already when it only describes a noun', () => {
    expect(withoutToldModifier(sentence, context(2))).toBe(
      '밴드 새벽정류장의 서울 공연 좌석이 선예매 7분 만에 모두 팔렸다.',
    );
  });

  it('keeps the sentence whole while the figure may still be told', () => {
    expect(withoutToldModifier(sentence, context(1))).toBe(sentence);
  });
});

/*
 * Length from material on the blind and fresh TUNING sets (ADR 074): written with each story's own title as the
 * keyword, never a held-out story.
 */
type TuningSet = typeof tuning;
const tuningSet = (name: string) =>
  JSON.parse(readFileSync(path.resolve(here, `../../../../../../eval/tuning/${name}.json`), 'utf8')) as TuningSet;

function draftOf(set: TuningSet, id: string, length: PostLength) {
  const { draft } = written(set, id, length);
  const chars = countWithoutSpaces(
    [draft.intro, ...draft.summary, ...draft.sections.flatMap((s) => s.paragraphs), draft.closing].join(''),
  );
  return { chars, notes: draft.notes };
}

describe('a standard post on rich sources whose long post cannot be 1.4 times as long (ADR 074)', () => {
  it('still reaches 1,500 characters, stays shorter than the long post, and the long post says it fell short', () => {
    // Before, standard was capped at long ÷ 1.4: 1,282–1,458 characters on these stories of over 3,100.
    const blind = tuningSet('blind');
    for (const id of ['b1', 'b3', 'b5']) {
      const standard = draftOf(blind, id, 'standard');
      const long = draftOf(blind, id, 'long');
      expect(standard.chars, id).toBeGreaterThanOrEqual(1500);
      expect(long.chars, id).toBeGreaterThan(standard.chars);
      // Short of 1.4 times standard, the long post either keeps its own promise (2,100) or says it fell short.
      if (long.chars < standard.chars * 1.4 && long.chars < 2100) expect(long.notes.length, id).toBeGreaterThan(0);
    }
  });
});

describe('lengths in order on thin sources (ADR 074)', () => {
  it('never writes a long post shorter than the standard one, nor a standard one shorter than the short one', () => {
    // Before: f3 came out 278 / 206 / 276 and f10 180 / 294 / 290 (short / standard / long).
    const fresh = tuningSet('fresh');
    for (const id of ['f3', 'f10']) {
      const short = draftOf(fresh, id, 'short');
      const standard = draftOf(fresh, id, 'standard');
      const long = draftOf(fresh, id, 'long');
      expect(standard.chars, id).toBeGreaterThanOrEqual(short.chars);
      expect(long.chars, id).toBeGreaterThan(standard.chars);
      // Thin sources: the posts say so rather than pad.
      expect(long.notes.length, id).toBeGreaterThan(0);
    }
  });
});

describe('a standard post kept 1.4 times shorter than the long one (ADR 074)', () => {
  it('is trimmed by messages whose figures other messages tell, never by a figure told nowhere else', () => {
    // Measured as the member sees the post, the step asked for more trimming on l5, which lost "24곡".
    expect(post('l5', 'standard').text).toContain('24곡');
  });
});
