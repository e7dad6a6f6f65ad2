import { splitSentences } from '@geulgam/korean';
import {
  otherSubjects,
  ownSubject,
  RARE_IN_RUN,
  rareEvidence,
  sharedRareKeys,
  type OwnSubject,
} from './story-angles.ts';
import {
  articleFeatures,
  compareVectors,
  documentFrequencies,
  idf,
  weightedVector,
  type ArticleFeatures,
  type WeightedVector,
} from './story-features.ts';

import { eventAffinity, eventConflict, eventSignature, type EventSignature } from './event-signature.ts';
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
 * Groups still apart after agglomeration join when their articles, on average over every pair, share this
 * much rare evidence (story-angles.ts: names and distinctive figures few articles of the run carry, 1 for
 * one only the two carry, 0.5 for one four carry). A story told from different angles shares its names
 * ('물결도서관', '콩담면', a player, its county) without sharing wording. On the tuning sets the look-alikes
 * that no conflict keeps out average at most 2.67 with their story (another start-up in the same district),
 * the angles of one story 3.17 and more before they join.
 */
export const ANGLE_EVIDENCE = 2.9;
/** Angles of one story are published within two days of each other. */
const ANGLE_WINDOW_HOURS = 48;

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
 * one story mentions weigh more than words every story uses. Groups still apart afterwards join when they
 * share the story's rare names and figures (ANGLE_EVIDENCE, ADR 059). Pure and deterministic.
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
  const subjects = new Map<StoryArticle, OwnSubject>();
  for (const article of features.keys()) subjects.set(article, ownSubject(article));
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
    // Average link, best pair first: the two groups whose link is highest (at least `floor`) join, until none
    // is left; the earlier group absorbs the later one and an existing story always keeps its id.
    const joinBestFirst = (
      link: (i: number, j: number) => number | null,
      floor: number,
      joined: (i: number, j: number) => void = () => {},
    ) => {
      for (;;) {
        let best: [number, number] | null = null;
        let bestScore = floor;
        for (let i = 0; i < n; i += 1) {
          if (!alive[i]) continue;
          for (let j = i + 1; j < n; j += 1) {
            if (!alive[j] || !canMerge(i, j)) continue;
            const score = link(i, j);
            if (score !== null && (score > bestScore || (best === null && score === bestScore))) {
              best = [i, j];
              bestScore = score;
            }
          }
        }
        if (!best) return;
        const [i, j] = live[best[1]]!.id !== null ? [best[1], best[0]] : best;
        live[i]!.members.push(...live[j]!.members);
        live[i]!.fresh.push(...live[j]!.fresh);
        joined(i, j);
        sizes[i] = sizes[i]! + sizes[j]!;
        alive[j] = false;
        merged.add(live[j]!);
      }
    };
    joinBestFirst(
      (i, j) => sums[i * n + j]! / (sizes[i]! * sizes[j]!),
      threshold,
      (i, j) => {
        for (let k = 0; k < n; k += 1) {
          if (k === i || k === j || !alive[k]) continue;
          sums[i * n + k] = sums[k * n + i] = sums[i * n + k]! + sums[j * n + k]!;
        }
      },
    );
    // Second pass: groups still apart join when, on average over their pairs, they share the story's rare
    // names and figures; any pair published two days apart, dated apart or naming its own place or subject
    // keeps them apart (story-angles.ts).
    // A name the two groups carry, and at most two other articles, is still the story's own.
    const limit = (i: number, j: number) => Math.max(RARE_IN_RUN, sizes[i]! + sizes[j]!);
    const shared = (x: StoryArticle, y: StoryArticle): number[] | null => {
      if (Math.abs(x.publishedAt.getTime() - y.publishedAt.getTime()) > ANGLE_WINDOW_HOURS * 3_600_000) return null;
      if (eventConflict(signatures.get(x)!, signatures.get(y)!) === 'day') return null;
      if (otherSubjects(subjects.get(x)!, subjects.get(y)!)) return null;
      return sharedRareKeys(features.get(x)!, features.get(y)!, stats.df, n);
    };
    const pairs = new Map<StoryArticle, Map<StoryArticle, number[] | null>>();
    const cached = (x: StoryArticle, y: StoryArticle) => {
      let row = pairs.get(x);
      if (!row) pairs.set(x, (row = new Map()));
      if (!row.has(y)) row.set(y, shared(x, y));
      return row.get(y)!;
    };
    const link = (i: number, j: number): number | null => {
      let sum = 0;
      for (const x of live[i]!.members) {
        for (const y of live[j]!.members) {
          const counts = cached(x, y);
          if (counts === null) return null;
          sum += rareEvidence(counts, limit(i, j));
        }
      }
      return sum / (sizes[i]! * sizes[j]!);
    };
    joinBestFirst(link, ANGLE_EVIDENCE);
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
