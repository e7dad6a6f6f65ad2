import { CATEGORIES, categorySchema, type BriefingResponse, type BriefingStory } from '@geulgam/contracts';
import type { Db } from '../../db/client.ts';
import type { CachedViews } from '../../shared/cached-views.ts';
import { createMemoryCache } from '../../shared/memory-cache.ts';
import { seoulDate, seoulDayStart } from '../../shared/seoul-days.ts';
import { buildStory, type StoryArticle } from '../../story/index.ts';
import { createBriefingRepository } from './briefing.repository.ts';

/** Stories per category and what each tells: enough for a morning read, not the whole feed. */
const STORIES_PER_CATEGORY = 5;
const ARTICLES_PER_STORY = 6;
const FIGURES_PER_STORY = 3;
const SOURCES_PER_STORY = 4;
/** The briefing is rebuilt when ingestion changes the keywords (the version in its key), else at most this often. */
const BRIEFING_TTL_MS = 10 * 60_000;
/** Before the Seoul day's first collection, the briefing is the last day's news rather than an empty page. */
const LAST_DAY_MS = 24 * 60 * 60_000;

/**
 * Today's briefing (ADR 038): the day's public stories by category, each told from the story model (its lead
 * sentence, current figures, outlets and sources), no writer involved. Until the Seoul day has its first story
 * (just after midnight), it is the last 24 hours' (ADR 061). Built once per keyword-list version and
 * Seoul day and shared by every reader, visitors included.
 */
export function createBriefingService(db: Db, views: CachedViews, now: () => Date = () => new Date()) {
  const repository = createBriefingRepository(db);
  const cache = createMemoryCache({
    ttlMs: BRIEFING_TTL_MS,
    maxBytes: 2 * 1024 * 1024,
    load: (at: Date) => build(at),
  });

  async function build(at: Date): Promise<BriefingResponse> {
    const today = await repository.storiesSince(seoulDayStart(at));
    const stories = today.length > 0 ? today : await repository.storiesSince(new Date(at.getTime() - LAST_DAY_MS));
    const perCategory = new Map<string, typeof stories>();
    for (const story of stories) {
      const list = perCategory.get(story.category) ?? [];
      if (list.length < STORIES_PER_CATEGORY) perCategory.set(story.category, [...list, story]);
    }
    const chosen = [...perCategory.values()].flat();
    const articles = await repository.articlesOf(chosen.map((story) => story.id));
    const byKeyword = new Map<number, StoryArticle[]>();
    for (const row of articles) {
      const list = byKeyword.get(row.keywordId) ?? [];
      if (list.length >= ARTICLES_PER_STORY) continue;
      list.push({
        url: row.url,
        outlet: row.outlet,
        publishedAt: row.publishedAt,
        title: row.title,
        paragraphs: row.body.split(/\n+/).filter((p) => p.trim().length > 0),
        images: [],
      });
      byKeyword.set(row.keywordId, list);
    }
    const told = (keyword: (typeof chosen)[number]): BriefingStory | null => {
      const own = byKeyword.get(keyword.id) ?? [];
      if (own.length === 0) return null;
      const category = categorySchema.parse(keyword.category);
      const story = buildStory(own, { category, title: keyword.title, now: at });
      return {
        keyword_id: keyword.id,
        title: keyword.title,
        category,
        lead: story.lead,
        figures: story.facts.figures
          .filter((figure) => figure.current && figure.counts)
          .slice(0, FIGURES_PER_STORY)
          .map((figure) => `${figure.counts} ${figure.text}`),
        outlets: [...new Set(story.articles.map((article) => article.outlet))],
        sources: story.articles.slice(0, SOURCES_PER_STORY).map(({ title, outlet, url }) => ({ title, outlet, url })),
        collected_at: keyword.collectedAt.toISOString(),
      };
    };
    const sections = CATEGORIES.map((category) => ({
      category,
      stories: (perCategory.get(category) ?? []).map(told).filter((story) => story !== null),
    })).filter((section) => section.stories.length > 0);
    const newest = chosen.reduce<Date | null>(
      (latest, story) => (!latest || story.collectedAt > latest ? story.collectedAt : latest),
      null,
    );
    // The date is the day the stories are from: yesterday's, in the hours before today's first collection.
    return { date: seoulDate(newest ?? at), updated_at: newest?.toISOString() ?? null, sections };
  }

  return {
    today(): Promise<BriefingResponse> {
      const at = now();
      // Ingestion's change (the keywords' version) or a new Seoul day makes a new briefing.
      const key = `${views.version('keywords')}|${seoulDate(at)}`;
      return cache.forceFetch(key, { context: at });
    },
  };
}
