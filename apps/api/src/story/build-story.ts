import { extractFigures, GENERIC_NOUNS, isPredicate, nounTerms } from '@geulgam/korean';
import type { Category } from '@geulgam/contracts';
import { buildFactSheet } from './fact-sheet.ts';
import type { FactSheet, Story, StoryArticle } from './model.ts';
import { isByline, storySentences } from './sentences.ts';
import { storyTitle } from './story-title.ts';

/** A card shows one line: the lead sentence, cut at a word past this length. */
const LEAD_MAX_CHARS = 90;
const MAX_TAGS = 8;

/** Words of markup and code, adverbs, quantifiers and fragments: never a hashtag. */
const NOT_A_TAG = new Set(
  (
    'alert script img src href onerror onload iframe svg div span style http https www com html javascript null undefined ' +
    '넘게 단지 일반 가량 정도 이상 이하 미만 약 더 덜 가장 매우 아주 특히 다시 모두 함께 이미 아직 바로 또 직접 처음 새로 크게 ' +
    '많이 조금 함께 역시 결국 당초 최종 중간 잠정 누적 평균 전체 일부 각각 이번 지난 올해 내년 오늘 어제 내일 현재 최근 이날 ' +
    '관련 대한 위해 통해 따라 기자 뉴스 속보 단독 종합 사진 영상 제공 무단 전재 배포 금지'
  ).split(' '),
);

/** A hashtag a reader would click: a name or a topic noun, whole, without a particle or an ending. */
export function isTagWord(word: string): boolean {
  const tag = word.replace(/\s+/g, '');
  if ([...tag].length < 2 || [...tag].length > 14) return false;
  if (!/^[가-힣A-Za-z0-9]+$/.test(tag) || /^\d/.test(tag)) return false;
  if (NOT_A_TAG.has(tag.toLowerCase()) || GENERIC_NOUNS.has(tag)) return false;
  if (isPredicate(tag)) return false;
  // Adverbs and adnominal forms ("크게", "새로운"), a word still carrying its particle ("축제를").
  if (/(?:게|히|적인|스런|로운|[을를에의]|에서|으로|까지|부터|처럼)$/.test(tag) && !/[A-Za-z0-9]/.test(tag)) {
    const [term] = nounTerms(tag);
    if (!term || term.surface !== tag) return false;
    if (/(?:게|히)$/.test(tag) && [...tag].length <= 3) return false;
  }
  return true;
}

/** Tags from the fact sheet: its names first (people, organisations, works, products, places), then the title's topic nouns. */
export function storyTags(facts: FactSheet, title: string): string[] {
  const tags: string[] = [];
  const add = (word: string) => {
    const tag = word.replace(/\s+/g, '');
    if (isTagWord(tag) && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  };
  const named = facts.entities.filter((e) => e.kind !== 'other');
  for (const entity of named) add(entity.name);
  for (const word of title.split(/\s+/)) {
    const [term] = nounTerms(word);
    if (term && !term.predicate && term.surface === word) add(word);
  }
  for (const entity of facts.entities.filter((e) => e.kind === 'other' && e.mentions >= 3)) add(entity.name);
  return tags.slice(0, MAX_TAGS);
}

/** One sentence for the keyword card: the lead event as the lead article tells it, never a byline. */
export function storyLeadLine(facts: FactSheet, articles: StoryArticle[]): string {
  const candidates = [facts.lead.evidence, ...storySentences(articles).map((s) => s.text)];
  // A card tells current figures only: a line carrying a value a newer report replaced is skipped.
  const stale = new Set(facts.figures.filter((f) => !f.current).map((f) => `${f.value}${f.unit}`));
  const current = new Set(facts.figures.filter((f) => f.current).map((f) => `${f.value}${f.unit}`));
  const tellsStale = (text: string) =>
    extractFigures(text).some((f) => stale.has(`${f.value}${f.unit}`) && !current.has(`${f.value}${f.unit}`));
  const usable = (text: string) => text && !isByline(text) && [...text].length >= 12;
  const line =
    candidates.find((text) => usable(text) && !tellsStale(text)) ?? candidates.find((text) => usable(text)) ?? '';
  if ([...line].length <= LEAD_MAX_CHARS) return line;
  const cut = [...line].slice(0, LEAD_MAX_CHARS).join('');
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), LEAD_MAX_CHARS / 2)).trimEnd()}…`;
}

/**
 * A story from its grouped articles: the lead article first, then the others newest first; a noun-phrase
 * title (the given keyword, or one made from the articles), the card's lead line, the fact sheet and tags.
 */
export function buildStory(
  articles: StoryArticle[],
  options: { category: Category; title?: string; now?: Date },
): Story {
  const draftTitle =
    options.title ?? storyTitle(articles.map((a) => ({ title: a.title, body: a.paragraphs.join('\n') })));
  const facts = buildFactSheet(articles, { title: draftTitle, ...(options.now ? { now: options.now } : {}) });
  const leadArticle = articles.find((a) => a.paragraphs.join(' ').includes(facts.lead.evidence)) ?? articles[0];
  const rest = articles
    .filter((a) => a !== leadArticle)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  return {
    category: options.category,
    articles: leadArticle ? [leadArticle, ...rest] : rest,
    title: draftTitle,
    lead: storyLeadLine(facts, articles),
    facts,
    tags: storyTags(facts, draftTitle),
  };
}
