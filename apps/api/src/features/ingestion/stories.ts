import { contentWords, jaccard } from '../../shared/korean-text.ts';

export interface StoryArticle {
  articleId: number;
  title: string;
  body: string;
  outlet: string;
  publishedAt: Date;
}

/** Articles about the same story share names and numbers in their titles and openings. */
export const SAME_STORY_THRESHOLD = 0.16;
const TITLE_MAX_CHARS = 24;
const PREDICATE = /(?:[었았였했됐졌났왔갔섰켰봤줬]다|[한된는]다|[짧작높낮좋많적넓깊얇굵싼비]은|새로운|뜨거운|차가운)$/;

export function storySignature(article: Pick<StoryArticle, 'title' | 'body'>): Set<string> {
  return new Set(contentWords(`${article.title} ${article.title} ${article.body.slice(0, 400)}`));
}

export function storySimilarity(a: Set<string>, members: Set<string>[]): number {
  return Math.max(0, ...members.map((member) => jaccard(a, member)));
}

function cleanTitle(title: string): string {
  return title
    .replace(/\[[^\]]*\]|【[^】]*】|\([^)]*\)/g, ' ')
    .replace(/["'“”‘’「」『』]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function rawTitleTokens(title: string): string[] {
  return cleanTitle(title)
    .split(/[\s,…·:|/]+/)
    .map((raw) => raw.replace(/[!?.~]+$/, ''))
    .filter(Boolean);
}

/**
 * Surface words of a title with particles removed, in order ("한빛전자가" → "한빛전자"). A word
 * the other headlines spell the same way keeps its ending: "누리페이" is a name, not "누리페" + 이.
 */
function titleWords(title: string, otherTitles: string[]): { surface: string; key: string }[] {
  const spelledElsewhere = new Set(otherTitles.flatMap(rawTitleTokens));
  return rawTitleTokens(title).flatMap((raw) => {
    const [key] = contentWords(raw);
    if (!key) return [];
    if (spelledElsewhere.has(raw)) return [{ surface: raw, key }];
    const surface = raw.toLowerCase().startsWith(key) ? raw.slice(0, key.length) : raw;
    return [{ surface, key }];
  });
}

/** Names in quotes ('달빛 세탁소'): a title, a show or a slogan the articles are about. */
function quotedPhrases(title: string): string[] {
  return [...title.matchAll(/['‘"“「『]([^'’"”」』]{2,20})['’"”」』]/g)].map((m) => m[1]!.trim()).filter(Boolean);
}

function shorten(text: string, max: number): string {
  if ([...text].length <= max) return text;
  const words = text.split(' ');
  let result = '';
  for (const word of words) {
    const next = result ? `${result} ${word}` : word;
    if ([...next].length > max) break;
    result = next;
  }
  return result || [...text].slice(0, max).join('');
}

/**
 * A short keyword phrase for a story: the words its headlines share, in the order of the first
 * headline ("한빛전자 영업이익 2조"), or the first headline's lead clause when they share too little.
 */
export function storyTitle(members: Pick<StoryArticle, 'title' | 'body'>[]): string {
  const [first, ...others] = members;
  if (!first) return '';
  if (others.length > 0) {
    // A quoted name most of the headlines repeat is the most natural keyword of all.
    const quoted = quotedPhrases(first.title).find(
      (phrase) => others.filter((m) => m.title.includes(phrase)).length >= Math.ceil(others.length / 2),
    );
    // Only a multi-word name (a show, an event); a lone quoted word reads better among the shared words.
    if (quoted && quoted.includes(' ') && [...quoted].length <= TITLE_MAX_CHARS) {
      // Keep the word just before it when the others repeat it too ("제주 '물빛 둘레길'").
      const before = rawTitleTokens(first.title.slice(0, first.title.indexOf(quoted) - 1)).at(-1);
      const [beforeKey] = before ? contentWords(before) : [];
      const repeated =
        beforeKey &&
        others.filter((m) => contentWords(m.title).includes(beforeKey)).length >= Math.ceil(others.length / 2);
      const phrase = repeated ? `${before} ${quoted}` : quoted;
      return [...phrase].length <= TITLE_MAX_CHARS ? phrase : quoted;
    }
    // Prefer words the headlines themselves share; fall back to the other articles' openings.
    for (const withBody of [false, true]) {
      const otherTexts = others.map(
        (m) => new Set(contentWords(withBody ? `${m.title} ${m.body.slice(0, 300)}` : m.title)),
      );
      const shared = titleWords(
        first.title,
        others.map((m) => m.title),
      ).filter(({ key }) => otherTexts.filter((words) => words.has(key)).length >= Math.ceil(others.length / 2));
      const unique = shared
        .filter((word, index) => shared.findIndex((w) => w.key === word.key) === index)
        // Bare amounts ("1만", "4시간") make poor keywords on their own, and so do predicates
        // ("늘었다") and describing words ("짧은"): a keyword is a noun phrase.
        .filter((word) => !/^\d/.test(word.surface) && !PREDICATE.test(word.surface))
        .slice(0, 4);
      if (unique.length >= 2) return shorten(unique.map((w) => w.surface).join(' '), TITLE_MAX_CHARS);
    }
  }
  const lead = cleanTitle(first.title)
    .split(/[,…·:|]/)[0]!
    .trim();
  return shorten(lead, TITLE_MAX_CHARS);
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
