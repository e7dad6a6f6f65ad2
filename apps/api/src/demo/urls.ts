/** Where the API serves the bundled demo illustrations. */
export const demoImageUrl = (publicApiUrl: string, id: string) =>
  `${publicApiUrl.replace(/\/$/, '')}/demo-news/images/${encodeURIComponent(id)}.png`;

export const DEMO_FEED_PATH = '/demo-news/rss.xml';
