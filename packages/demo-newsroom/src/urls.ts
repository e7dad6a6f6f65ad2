/** Where the newsroom's routes live below the origin it is mounted on, and their public addresses. */
export const DEMO_FEED_PATH = '/demo-news/rss.xml';
export const DEMO_ARTICLE_PATH = '/demo-news/articles/:id';
export const DEMO_IMAGE_PATH = '/demo-news/images/:file';

const origin = (publicUrl: string) => publicUrl.replace(/\/$/, '');

export const demoFeedUrl = (publicUrl: string) => `${origin(publicUrl)}${DEMO_FEED_PATH}`;

export const demoArticleUrl = (publicUrl: string, id: string) => `${origin(publicUrl)}/demo-news/articles/${id}`;

/** Where the newsroom serves the illustration of an image id. */
export const demoImageUrl = (publicUrl: string, id: string) =>
  `${origin(publicUrl)}/demo-news/images/${encodeURIComponent(id)}.png`;
