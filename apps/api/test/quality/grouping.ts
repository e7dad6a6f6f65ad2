import { clusterStories } from '../../src/features/ingestion/stories.ts';

interface GroupedArticle {
  id: string;
  category: string;
  outlet: string;
  title: string;
  body: string;
  publishedAt: Date;
}

/**
 * Groups a set's articles the way one ingestion run does (no stories known yet): the group id of each
 * article, in the set's order, and each group's keyword title.
 */
export function groupArticles(articles: GroupedArticle[]) {
  const stories = clusterStories(
    [],
    articles.map((a, index) => ({ ...a, articleId: index + 1 })),
  );
  const groupOf = new Map<number, string>();
  const groups = stories.map((story, index) => {
    const id = `g${index + 1}`;
    for (const member of story.members) groupOf.set(member.articleId, id);
    return { id, title: story.title ?? '' };
  });
  return { assignment: articles.map((_, index) => groupOf.get(index + 1)!), groups };
}
