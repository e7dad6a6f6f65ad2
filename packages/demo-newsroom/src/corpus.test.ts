import { CATEGORIES } from '@geulgam/contracts';
import { describe, expect, it } from 'vitest';
import { demoArticles } from './articles.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH, renderImagePng } from './images/render.ts';
import { demoProducts } from './products.ts';
import { DEMO_CATEGORY_SLUG, DEMO_OUTLETS } from './types.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Word shingles of a body, for a rough similarity check between the two articles of a story. */
function shingles(text: string): Set<string> {
  const words = text.split(/\s+/).filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) out.add(words.slice(i, i + 3).join(' '));
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

describe('demo articles', () => {
  const stories = groupBy(demoArticles, (article) => article.storyId);

  it('has at least 54 articles and 3 stories in every category', () => {
    expect(demoArticles.length).toBeGreaterThanOrEqual(54);
    for (const category of CATEGORIES) {
      const inCategory = [...stories.values()].filter((articles) => articles[0]?.category === category);
      expect(inCategory.length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('covers every story from at least two different outlets, in one category', () => {
    for (const [storyId, articles] of stories) {
      expect(articles.length, storyId).toBeGreaterThanOrEqual(2);
      expect(new Set(articles.map((a) => a.outlet)).size, storyId).toBe(articles.length);
      expect(new Set(articles.map((a) => a.category)).size, storyId).toBe(1);
    }
  });

  it('words the two articles of a story differently', () => {
    for (const [storyId, articles] of stories) {
      const [first, second] = articles;
      if (!first || !second) continue;
      expect(first.title, storyId).not.toBe(second.title);
      expect(jaccard(shingles(first.body), shingles(second.body)), storyId).toBeLessThan(0.2);
    }
  });

  it('keeps ids unique and prefixed with the category slug', () => {
    const ids = demoArticles.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const imageIds = demoArticles.flatMap((a) => a.images.map((image) => image.id));
    expect(new Set(imageIds).size).toBe(imageIds.length);
    for (const article of demoArticles) {
      const slug = DEMO_CATEGORY_SLUG[article.category];
      expect(article.id.startsWith(`${slug}-`), article.id).toBe(true);
      expect(article.storyId.startsWith(`${slug}-`), article.id).toBe(true);
      for (const image of article.images) expect(image.id.startsWith(`${slug}-`), image.id).toBe(true);
    }
  });

  it('has no two articles with the same title', () => {
    const titles = demoArticles.map((a) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('has bodies of 500 to 1,200 characters in 4 to 7 paragraphs', () => {
    for (const article of demoArticles) {
      const length = [...article.body].length;
      expect(length, article.id).toBeGreaterThanOrEqual(500);
      expect(length, article.id).toBeLessThanOrEqual(1200);
      const paragraphs = article.body.split('\n\n');
      expect(paragraphs.length, article.id).toBeGreaterThanOrEqual(4);
      expect(paragraphs.length, article.id).toBeLessThanOrEqual(7);
      for (const paragraph of paragraphs) expect(paragraph.trim(), article.id).toBe(paragraph);
      expect(
        paragraphs.every((p) => p.length > 0),
        article.id,
      ).toBe(true);
    }
  });

  it('has 1 to 3 images with Korean alt text, known outlets and a publication offset', () => {
    for (const article of demoArticles) {
      expect(article.images.length, article.id).toBeGreaterThanOrEqual(1);
      expect(article.images.length, article.id).toBeLessThanOrEqual(3);
      for (const image of article.images) expect(image.alt, image.id).toMatch(/[가-힣]/);
      expect(DEMO_OUTLETS as readonly string[], article.id).toContain(article.outlet);
      expect(article.publishedHoursAgo, article.id).toBeGreaterThanOrEqual(1);
      expect(article.publishedHoursAgo, article.id).toBeLessThanOrEqual(72);
    }
  });
});

describe('demo products', () => {
  it('has at least 5 products per category with a price, a mall and 5 to 10 terms', () => {
    for (const category of CATEGORIES) {
      expect(demoProducts.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(5);
    }
    for (const product of demoProducts) {
      expect(Number.isInteger(product.price), product.id).toBe(true);
      expect(product.price, product.id).toBeGreaterThan(0);
      expect(product.name, product.id).toMatch(/[가-힣]/);
      expect(product.mall, product.id).not.toBe('');
      expect(product.description, product.id).not.toBe('');
      expect(product.terms.length, product.id).toBeGreaterThanOrEqual(5);
      expect(product.terms.length, product.id).toBeLessThanOrEqual(10);
      expect(product.imageId, product.id).toMatch(/^product-/);
    }
    const ids = demoProducts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('renderImagePng', () => {
  it('draws a 960×540 PNG, the same bytes for the same id', () => {
    const png = renderImagePng('travel-sea-1a-1');
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(IMAGE_WIDTH);
    expect(png.readUInt32BE(20)).toBe(IMAGE_HEIGHT);
    expect(IMAGE_WIDTH).toBe(960);
    expect(IMAGE_HEIGHT).toBe(540);
    expect(renderImagePng('travel-sea-1a-1').equals(png)).toBe(true);
  });

  it('draws different pictures for different ids, for every scene and product', () => {
    const ids = [
      ...new Set([
        ...demoArticles.flatMap((a) => a.images.map((image) => image.id)),
        ...demoProducts.map((p) => p.imageId),
        'unknown-image',
      ]),
    ];
    const hashes = new Set<string>();
    for (const id of ids) {
      const png = renderImagePng(id);
      expect([...png.subarray(0, 8)], id).toEqual(PNG_SIGNATURE);
      hashes.add(png.toString('base64'));
    }
    expect(hashes.size).toBe(ids.length);
  });
});
