import { cutText, INVISIBLE_CHARS } from './answer-text.ts';
import { WriterError, type SourceArticle, type WriterInput } from './provider.ts';

/*
 * The articles as the LLM writer's prompts carry them (ADR 012): neutralized so that no article can
 * open or close a block, and cut so that the whole message stays below the prompt budget.
 */

const ARTICLE_TITLE_MAX_CHARS = 200;
const OUTLET_MAX_CHARS = 60;
const MIN_BODY_CHARS = 200;
const TRUNCATION_MARK = ' …(이하 생략)';

interface PreparedArticle {
  title: string;
  outlet: string;
  date: string;
  body: string;
}

/** The user message with as much of each article's body as `available` characters allow. */
export function fitSources(input: WriterInput, available: number, render: (articleBlocks: string[]) => string): string {
  const prepared = input.articles.map(prepareArticle).filter((article) => article.body || article.title);
  if (prepared.length === 0) throw new WriterError('openai: no source articles to write from');

  for (let count = prepared.length; count >= 1; count -= 1) {
    const chosen = prepared.slice(0, count);
    const skeleton = render(chosen.map((article, index) => renderArticle(index + 1, article, '')));
    // Strictly below the cap.
    const room = available - 1 - skeleton.length;
    const allocation = allocateBodies(
      chosen.map((article) => article.body.length),
      room,
    );
    if (!allocation) continue;
    const user = render(
      chosen.map((article, index) => renderArticle(index + 1, article, cutBody(article.body, allocation[index] ?? 0))),
    );
    if (user.length >= available) continue;
    return user;
  }
  throw new WriterError(`openai: the prompt budget (${available} characters) is too small for the sources`);
}

function renderArticle(index: number, article: PreparedArticle, body: string): string {
  return [
    `<article index="${index}">`,
    `제목: ${article.title}`,
    `언론사: ${article.outlet}`,
    `날짜: ${article.date}`,
    '본문:',
    body,
    '</article>',
  ].join('\n');
}

function prepareArticle(article: SourceArticle): PreparedArticle {
  return {
    title: oneLine(article.title, ARTICLE_TITLE_MAX_CHARS),
    outlet: oneLine(article.outlet, OUTLET_MAX_CHARS),
    date: formatSeoulDate(article.publishedAt),
    body: normalizeBody(article.body),
  };
}

/**
 * Shares `available` characters between bodies (water-filling: short bodies keep everything, long
 * ones get equal shares). Returns undefined when a cut body would get less than MIN_BODY_CHARS.
 */
function allocateBodies(lengths: number[], available: number): number[] | undefined {
  if (available < 0) return undefined;
  const total = lengths.reduce((sum, length) => sum + length, 0);
  if (total <= available) return lengths;
  const allocation = lengths.map(() => 0);
  const order = lengths.map((length, index) => ({ length, index })).sort((a, b) => a.length - b.length);
  let remaining = available;
  for (let position = 0; position < order.length; position += 1) {
    const item = order[position];
    if (!item) continue;
    const share = Math.floor(remaining / (order.length - position));
    const granted = Math.min(item.length, share);
    if (granted < item.length && granted < MIN_BODY_CHARS + TRUNCATION_MARK.length) return undefined;
    allocation[item.index] = granted;
    remaining -= granted;
  }
  return allocation;
}

function cutBody(body: string, budget: number): string {
  if (body.length <= budget) return body;
  return cutText(body, budget - TRUNCATION_MARK.length) + TRUNCATION_MARK;
}

/** Article text can never form a tag: `<` and `>` become their full-width look-alikes. */
export function neutralize(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(INVISIBLE_CHARS, '').replace(/</g, '＜').replace(/>/g, '＞');
}

export function oneLine(text: string, max: number): string {
  return cutText(neutralize(text).replace(/\s+/g, ' ').trim(), max);
}

function normalizeBody(text: string): string {
  return neutralize(text)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const seoulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function formatSeoulDate(date: Date): string {
  return date instanceof Date && !Number.isNaN(date.getTime()) ? seoulDate.format(date) : '알 수 없음';
}
