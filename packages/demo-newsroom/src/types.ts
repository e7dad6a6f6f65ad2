import type { Category } from '@geulgam/contracts';

/** One article of the bundled demo corpus, written for this project (fictional people, companies and teams). */
export interface DemoArticle {
  id: string;
  /** Articles sharing a storyId cover the same event, from different outlets. */
  storyId: string;
  category: Category;
  outlet: string;
  title: string;
  /** Paragraphs separated by a blank line (`\n\n`). */
  body: string;
  /** Offset from ingestion time, so the demo always looks fresh. */
  publishedHoursAgo: number;
  images: { id: string; alt: string }[];
}

/** One product of the demo catalogue (fictional brands and malls). */
export interface DemoProduct {
  id: string;
  name: string;
  category: Category;
  /** KRW, integer. */
  price: number;
  mall: string;
  description: string;
  /** Korean keywords used to match the product to stories. */
  terms: string[];
  imageId: string;
}

/** English slug of each category: the prefix of demo article, story and image ids. */
export const DEMO_CATEGORY_SLUG = {
  연예: 'entertainment',
  경제: 'economy',
  스포츠: 'sports',
  야구: 'baseball',
  드라마: 'drama',
  패션: 'fashion',
  자동차: 'cars',
  여행: 'travel',
  맛집: 'food',
} as const satisfies Record<Category, string>;

/** The fictional outlets of the demo corpus. */
export const DEMO_OUTLETS = ['글감일보', '새벽뉴스', '한결경제', '모두의스포츠', '별빛연예', '나들이매거진'] as const;
