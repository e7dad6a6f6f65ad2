import { splitSentences } from '@geulgam/korean';
import {
  articleFeatures,
  compareVectors,
  documentFrequencies,
  eventFigures,
  idf,
  weightedVector,
  type ArticleFeatures,
  type WeightedVector,
} from './story-features.ts';

import { eventAffinity, eventSignature, type EventSignature } from './event-signature.ts';
import { isByline } from '../../story/sentences.ts';
import { storyTitle } from '../../story/story-title.ts';
import { isReportable } from '../../story/untrusted.ts';

export { storyTitle };

export interface StoryArticle {
  articleId: number;
  title: string;
  body: string;
  outlet: string;
  publishedAt: Date;
}

/** A story ingestion already knows: its keyword id, category and articles. */
export interface ExistingStory<A extends StoryArticle = StoryArticle> {
  id: number;
  category: string;
  members: A[];
}

/** A story after clustering: an existing keyword (`id`) or a new one (`id: null`), with its new articles. */
export interface ClusteredStory<A extends StoryArticle = StoryArticle> {
  id: number | null;
  category: string;
  /** All articles, the existing ones first. */
  members: A[];
  /** The articles this run added. */
  fresh: A[];
  /** The keyword title, when this run added articles (`null` otherwise: the story is unchanged). */
  title: string | null;
}

/**
 * Two groups of articles are one story when their average pairwise similarity reaches this. Similarity is
 * the cosine of IDF-weighted names, nouns, figures and dates (story-features.ts); on the tuning set the
 * same-story pairs score 0.30–0.75 and look-alike events (same venue, city or industry) 0.03–0.19.
 */
export const SAME_STORY_THRESHOLD = 0.24;

/**
 * An article left alone after agglomeration joins a story with which it shares this many figures that
 * single out an event ("31cm", "영하 12도"), when no member tells another event (event-signature.ts).
 * Articles told from other angles (a resident, a shop, the backstage) share few words but the event's
 * figures. On the tuning sets look-alikes share at most one such figure (a price, "2점"); articles of one
 * story two or more.
 */
export const SHARED_EVENT_FIGURES = 2;

interface Group<A> {
  id: number | null;
  category: string;
  members: A[];
  fresh: A[];
}

/**
 * Groups new articles into stories: with each other and with the recent stories of their category.
 * Pair similarity is the cosine of the articles' features, weighed by whether they tell one event (shared
 * actors, event noun, day, figures: event-signature.ts), so a look-alike that shares words stays apart.
 * Average-link agglomeration, one category at a time: the two most similar groups merge first, as long as
 * their average pairwise similarity reaches the threshold; two existing stories never merge, and an article
 * never changes category. IDF is computed over every article involved (existing and new), so names only
 * one story mentions weigh more than words every story uses. A new article still alone afterwards joins the
 * story whose event figures it shares (SHARED_EVENT_FIGURES, ADR 059). Pure and deterministic.
 */
export function clusterStories<A extends StoryArticle & { category: string }>(
  existing: ExistingStory<StoryArticle>[],
  articles: A[],
  options: { threshold?: number } = {},
): ClusteredStory<StoryArticle | A>[] {
  const threshold = options.threshold ?? SAME_STORY_THRESHOLD;
  const sorted = [...articles].sort(
    (a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.articleId - b.articleId,
  );
  const groups: Group<StoryArticle | A>[] = [
    ...existing.map((story) => ({ id: story.id, category: story.category, members: [...story.members], fresh: [] })),
    ...sorted.map((article) => ({ id: null, category: article.category, members: [article], fresh: [article] })),
  ];
  const features = new Map<StoryArticle, ArticleFeatures>();
  for (const group of groups) for (const member of group.members) features.set(member, articleFeatures(member));
  const stats = documentFrequencies(features.values());
  const vectors = new Map<StoryArticle, WeightedVector>();
  for (const [article, f] of features) vectors.set(article, weightedVector(f, stats));
  const signatures = new Map<StoryArticle, EventSignature>();
  for (const article of features.keys()) signatures.set(article, eventSignature(article));
  const figures = new Map<StoryArticle, Set<string>>();
  for (const [article, f] of features) figures.set(article, eventFigures(f));
  // Similar words are not enough: the pair must tell the same event (event-signature.ts).
  const similarity = (x: StoryArticle, y: StoryArticle) => {
    const { factor, bonus } = eventAffinity(signatures.get(x)!, signatures.get(y)!);
    return Math.min(1, compareVectors(vectors.get(x)!, vectors.get(y)!).cosine * factor + bonus);
  };

  const merged = new Set<Group<StoryArticle | A>>();
  for (const category of new Set(groups.map((g) => g.category))) {
    const live = groups.filter((g) => g.category === category);
    const n = live.length;
    // sums[i * n + j]: the sum of pairwise similarities between groups i and j (only where one is new).
    const sums = new Float64Array(n * n);
    const sizes = live.map((g) => g.members.length);
    const canMerge = (i: number, j: number) => live[i]!.id === null || live[j]!.id === null;
    for (let i = 0; i < n; i += 1) {
      for (let j = i + 1; j < n; j += 1) {
        if (!canMerge(i, j)) continue;
        let sum = 0;
        for (const x of live[i]!.members) {
          for (const y of live[j]!.members) sum += similarity(x, y);
        }
        sums[i * n + j] = sums[j * n + i] = sum;
      }
    }
    const alive = live.map(() => true);
    for (;;) {
      let best: [number, number] | null = null;
      let bestScore = threshold;
      for (let i = 0; i < n; i += 1) {
        if (!alive[i]) continue;
        for (let j = i + 1; j < n; j += 1) {
          if (!alive[j] || !canMerge(i, j)) continue;
          const score = sums[i * n + j]! / (sizes[i]! * sizes[j]!);
          if (score > bestScore || (best === null && score === bestScore)) {
            best = [i, j];
            bestScore = score;
          }
        }
      }
      if (!best) break;
      // The earlier group absorbs the later one; an existing story always keeps its id.
      const [i, j] = live[best[1]]!.id !== null ? [best[1], best[0]] : best;
      const target = live[i]!;
      const source = live[j]!;
      target.members.push(...source.members);
      target.fresh.push(...source.fresh);
      for (let k = 0; k < n; k += 1) {
        if (k === i || k === j || !alive[k]) continue;
        sums[i * n + k] = sums[k * n + i] = sums[i * n + k]! + sums[j * n + k]!;
      }
      sizes[i] = sizes[i]! + sizes[j]!;
      alive[j] = false;
      merged.add(source);
    }
    // Second pass: a new article still alone joins the story whose event figures it shares most.
    for (let j = 0; j < n; j += 1) {
      const single = live[j]!;
      if (!alive[j] || single.id !== null || single.members.length !== 1) continue;
      const article = single.members[0]!;
      let best: { index: number; shared: number; score: number } | null = null;
      for (let i = 0; i < n; i += 1) {
        if (i === j || !alive[i]) continue;
        const group = live[i]!;
        // Any member telling another event (other actors, another day, another work) keeps it out.
        if (
          group.members.some((member) => eventAffinity(signatures.get(article)!, signatures.get(member)!).factor < 1)
        ) {
          continue;
        }
        // A figure counts when it is the story's own: no more articles report it than the story and the newcomer.
        const own = (key: string) => (stats.df.get(key) ?? 0) <= group.members.length + 1;
        const shared = new Set<string>();
        for (const member of group.members) {
          for (const key of figures.get(member)!) if (figures.get(article)!.has(key) && own(key)) shared.add(key);
        }
        if (shared.size < SHARED_EVENT_FIGURES) continue;
        const score = (i < j ? sums[i * n + j]! : sums[j * n + i]!) / (sizes[i]! * sizes[j]!);
        if (!best || shared.size > best.shared || (shared.size === best.shared && score > best.score)) {
          best = { index: i, shared: shared.size, score };
        }
      }
      if (!best) continue;
      const target = live[best.index]!;
      target.members.push(article);
      target.fresh.push(article);
      for (let k = 0; k < n; k += 1) {
        if (k === best.index || k === j || !alive[k]) continue;
        sums[best.index * n + k] = sums[k * n + best.index] = sums[best.index * n + k]! + sums[j * n + k]!;
      }
      sizes[best.index] = sizes[best.index]! + 1;
      alive[j] = false;
      merged.add(single);
    }
  }
  // Names rare among these articles make the best keywords: IDF relative to the rarest possible.
  const maxIdf = idf('', { df: new Map(), n: stats.n });
  const distinctiveness = (key: string) => 0.4 + (0.6 * idf(`t:${key}`, stats)) / maxIdf;
  return groups
    .filter((group) => !merged.has(group))
    .map(({ id, category, members, fresh }) => {
      const byTime = [...members].sort(
        (a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.articleId - b.articleId,
      );
      // The title tells the event as it stands: the newest full report leads, briefs last.
      const full = (a: StoryArticle) => a.body.length >= FULL_REPORT_CHARS;
      const leadFirst = [...byTime.filter(full).reverse(), ...byTime.filter((a) => !full(a)).reverse()];
      const title = fresh.length > 0 ? storyTitle(leadFirst, distinctiveness) : null;
      return { id, category, members: byTime, fresh, title };
    });
}

const LEAD_MAX_CHARS = 90;
/** A body this long is a full report; shorter ones are briefs, supporting sources. */
const FULL_REPORT_CHARS = 200;

/** One line for the story's keyword card: the newest article's first sentence, cut at a word. */
export function storyLead(members: Pick<StoryArticle, 'body' | 'publishedAt'>[]): string {
  // The newest article's first sentence that reports something: never a byline, an order to an AI or markup.
  const byNewest = [...members].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  const first =
    byNewest
      .flatMap((member) => splitSentences(member.body))
      .map((sentence) => sentence.trim())
      .find((sentence) => [...sentence].length >= 12 && !isByline(sentence) && isReportable(sentence)) ?? '';
  if ([...first].length <= LEAD_MAX_CHARS) return first;
  const cut = [...first].slice(0, LEAD_MAX_CHARS).join('');
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), LEAD_MAX_CHARS / 2)).trimEnd()}…`;
}

/** Trend: more outlets and more fresh articles score higher; the score fades over two days. */
export function trendScore(members: StoryArticle[], now: Date): number {
  if (members.length === 0) return 0;
  const outlets = new Set(members.map((m) => m.outlet)).size;
  const dayAgo = now.getTime() - 24 * 3600 * 1000;
  const recent = members.filter((m) => m.publishedAt.getTime() >= dayAgo).length;
  const newest = Math.max(...members.map((m) => m.publishedAt.getTime()));
  const ageHours = Math.max(0, (now.getTime() - newest) / 3_600_000);
  return Math.round((outlets * 2 + recent) * Math.exp(-ageHours / 48) * 1000) / 1000;
}
