import type { Category, FailedLink, LinkFailureReason } from '@geulgam/contracts';
import type { ArticleImage } from '../../db/schema.ts';

/*
 * The articles of a post on the member's own topic (ADR 038): each link read on its own, a failing one reported
 * with why, pasted text as one more article. The reading itself (safe fetch, extraction) is ingestion's; the
 * composition (app.ts) hands it in as a `TopicReader`.
 */

export interface TopicArticle {
  /** The page's canonical address; empty for pasted text. */
  url: string;
  title: string;
  outlet: string;
  body: string;
  publishedAt: Date;
  images: ArticleImage[];
  category: Category;
}

export type TopicLinkReading =
  { ok: true; article: TopicArticle } | { ok: false; reason: Exclude<LinkFailureReason, 'invalid' | 'duplicate'> };

export interface TopicReader {
  link(url: string): Promise<TopicLinkReading>;
  /** Pasted article text as an article, or null when there is too little to write from. */
  pasted(text: string, topic: string): TopicArticle | null;
}

const LINK_MESSAGES: Record<LinkFailureReason, string> = {
  invalid: '기사 주소가 아니에요. http:// 또는 https://로 시작하는 주소를 넣어 주세요.',
  refused: '내부망 주소이거나 열 수 없게 막힌 주소라서 읽지 않았어요.',
  unreachable: '사이트에 연결하지 못했어요. 주소가 맞는지 확인해 주세요.',
  timeout: '사이트가 제시간에 응답하지 않아 읽지 못했어요.',
  too_large: '페이지가 너무 커서 읽지 못했어요 (2MB까지 읽어요).',
  http: '사이트가 오류로 응답해 기사를 읽지 못했어요.',
  not_found: '페이지를 찾을 수 없어요. 삭제되었거나 주소가 바뀐 기사일 수 있어요.',
  not_html: '기사 페이지가 아니에요. 이미지나 파일이 아닌 기사 주소를 넣어 주세요.',
  not_article: '이 페이지에서 기사 본문을 찾지 못했어요. 뉴스 기사 주소인지 확인해 주세요.',
  undecodable: '페이지의 글자를 읽을 수 없어요 (문자 인코딩을 알 수 없어요).',
  duplicate: '앞에 넣은 링크와 같은 기사예요.',
};

const PASTED_TOO_SHORT = '붙여 넣은 본문이 너무 짧아요. 기사 본문을 80자 이상 넣어 주세요.';

function httpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export interface TopicSources {
  articles: TopicArticle[];
  failed: FailedLink[];
  /** Why the pasted text was not used, when it was given and was not. */
  pastedProblem: string | null;
}

/** Reads every link at once (each has its own deadline) and the pasted text; keeps the member's order. */
export async function readTopicSources(
  reader: TopicReader,
  body: { topic: string; links: string[]; text?: string | undefined },
): Promise<TopicSources> {
  const fail = (url: string, reason: LinkFailureReason): FailedLink => ({
    url,
    reason,
    message: LINK_MESSAGES[reason],
  });
  const readings = await Promise.all(
    body.links.map(async (link) => {
      const url = httpUrl(link);
      return url ? { link, reading: await reader.link(url.toString()) } : { link, reading: null };
    }),
  );
  const articles: TopicArticle[] = [];
  const failed: FailedLink[] = [];
  const seen = new Set<string>();
  for (const { link, reading } of readings) {
    if (!reading) failed.push(fail(link, 'invalid'));
    else if (!reading.ok) failed.push(fail(link, reading.reason));
    else if (seen.has(reading.article.url)) failed.push(fail(link, 'duplicate'));
    else {
      seen.add(reading.article.url);
      articles.push(reading.article);
    }
  }
  let pastedProblem: string | null = null;
  const text = body.text?.trim();
  if (text) {
    const pasted = reader.pasted(text, body.topic);
    if (pasted) articles.push(pasted);
    else pastedProblem = PASTED_TOO_SHORT;
  }
  return { articles, failed, pastedProblem };
}

/** The category most of the articles read as; the first article's on a tie. */
export function topicCategory(articles: TopicArticle[]): Category {
  const counts = new Map<Category, number>();
  for (const article of articles) counts.set(article.category, (counts.get(article.category) ?? 0) + 1);
  let best = articles[0]!.category;
  for (const [category, count] of counts) if (count > (counts.get(best) ?? 0)) best = category;
  return best;
}
