import { fill } from './fill.ts';
import { TITLE_FALLBACKS, TITLE_SHAPES } from './phrases.ts';
import type { Random } from '../random.ts';
import type { StoryProfile } from './story.ts';

/** Titles, meta description and hashtags: the keyword up front, the story's own words after it. */

const MAX_TITLE = 60;

/**
 * Three titles, the keyword first in each, with tails from the story's own headlines so no two
 * stories share a title ending; shapes and tails vary with the seed.
 */
export function titleOptions(profile: StoryProfile, random: Random): string[] {
  const vars = { kw: profile.keyword, ent: profile.entity, cat: profile.category };
  const bare = (word: string) => word.replace(/['‘’"“”]/g, '');
  const keywordWords = new Set(profile.keyword.split(/\s+/).map(bare));
  // A tail that only repeats the keyword, or ends on one of the keyword's words ("— 수원 코메츠 윤서진"
  // after "윤서진 노히트노런"), says nothing new.
  const tails = random.shuffle(profile.headlineTails).filter((tail) => {
    const words = tail.split(/\s+/).map(bare);
    return words.filter((w) => !keywordWords.has(w)).length >= 2 && !keywordWords.has(words.at(-1) ?? '');
  });
  const shapes = random.shuffle(TITLE_SHAPES);
  const titles: string[] = [];
  // Each tail once: three options that end alike are one option.
  for (let i = 0; titles.length < 3 && i < tails.length; i += 1) {
    const tail = tails[i]!;
    const title = fill(shapes[i % shapes.length]!, { ...vars, frag: tail });
    if ([...title].length <= MAX_TITLE && !titles.includes(title)) titles.push(title);
  }
  for (const fallback of random.shuffle(TITLE_FALLBACKS)) {
    if (titles.length >= 3) break;
    const title = fill(fallback, vars);
    if (!titles.includes(title)) titles.push(title);
  }
  return titles.slice(0, 3);
}

/** 50–160 characters with the keyword, from the summary's lead facts. */
export function metaDescription(keyword: string, summary: string[]): string {
  let text = summary[0] ?? '';
  if (!text.replace(/\s+/g, '').includes(keyword.replace(/\s+/g, ''))) text = `${keyword}: ${text}`;
  for (const next of summary.slice(1)) {
    if ([...text].length >= 80) break;
    if ([...`${text} ${next}`].length <= 160) text = `${text} ${next}`;
  }
  if ([...text].length > 160) {
    const cut = [...text].slice(0, 157).join('');
    const boundary = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf(' '));
    text = `${cut.slice(0, boundary > 60 ? boundary : cut.length).replace(/[,\s]+$/, '')}…`;
  }
  if ([...text].length < 50) text = `${text} — ${keyword} 주요 내용과 출처 정리`.slice(0, 160);
  return text.trim();
}

/** 5–10 hashtags (no '#'): the story's names and topic terms. */
export function hashtags(profile: StoryProfile): string[] {
  const tags = profile.names.slice(0, 10);
  const extras = [`${profile.entity}${profile.category === '맛집' ? '맛집' : ''}`, `${profile.category}뉴스`];
  for (const extra of extras) {
    if (tags.length >= 5) break;
    if (!tags.includes(extra)) tags.push(extra);
  }
  return tags.slice(0, 10);
}
