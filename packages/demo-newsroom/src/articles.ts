import { baseballArticles } from './articles-baseball.ts';
import { carsArticles } from './articles-cars.ts';
import { dramaArticles } from './articles-drama.ts';
import { economyArticles } from './articles-economy.ts';
import { entertainmentArticles } from './articles-entertainment.ts';
import { fashionArticles } from './articles-fashion.ts';
import { foodArticles } from './articles-food.ts';
import { sportsArticles } from './articles-sports.ts';
import { travelArticles } from './articles-travel.ts';
import type { DemoArticle } from './types.ts';

/**
 * The bundled demo corpus: Korean news articles written for this project. Every story is
 * covered by two fictional outlets with different wording, so clustering groups them while
 * near-duplicate detection keeps both.
 */
export const demoArticles: DemoArticle[] = [
  ...entertainmentArticles,
  ...economyArticles,
  ...sportsArticles,
  ...baseballArticles,
  ...dramaArticles,
  ...fashionArticles,
  ...carsArticles,
  ...travelArticles,
  ...foodArticles,
];
