/**
 * The demo newsroom: Korean news articles and a product catalogue written for 글감 (fictional
 * people, companies and brands), their illustrations, and the Fastify plugin that serves them
 * as a news site. The API mounts it only when NEWS_FEEDS lists `demo`, never in production (ADR 014).
 */
export { demoNewsroom, type DemoNewsroomOptions } from './newsroom.plugin.ts';
export { demoArticles } from './articles.ts';
export { demoProducts } from './products.ts';
export { IMAGE_HEIGHT, IMAGE_WIDTH, renderImagePng } from './images/render.ts';
export { DEMO_FEED_PATH, demoFeedUrl, demoImageUrl } from './urls.ts';
export type { DemoArticle, DemoProduct } from './types.ts';
