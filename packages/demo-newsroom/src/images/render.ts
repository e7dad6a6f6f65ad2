import type { Category } from '@geulgam/contracts';
import { DEMO_CATEGORY_SLUG } from '../types.ts';
import { Canvas } from './canvas.ts';
import type { Hints } from './motifs.ts';
import { hashString, Random } from './random.ts';
import { drawProduct } from './scene-product.ts';
import { drawCars, drawEconomy, drawEntertainment } from './scenes-city.ts';
import { drawDrama, drawFashion, drawFood } from './scenes-lifestyle.ts';
import { drawBaseball, drawSports } from './scenes-sports.ts';
import { drawTravel } from './scenes-travel.ts';

/*
 * Flat-design illustrations for the demo corpus, drawn in pure JS and encoded as PNG
 * (node:zlib for deflate and CRC, no native canvas). The image id decides everything:
 * `<slug>-…` draws that category's scene, `product-<slug>-…` its product motif, and the
 * rest of the id seeds the layout, so every id gives a different, reproducible picture.
 */

export { IMAGE_HEIGHT, IMAGE_WIDTH } from './canvas.ts';

const SCENES: Record<Category, (canvas: Canvas, rnd: Random, hints: Hints) => void> = {
  연예: drawEntertainment,
  경제: drawEconomy,
  스포츠: drawSports,
  야구: drawBaseball,
  드라마: drawDrama,
  패션: drawFashion,
  자동차: drawCars,
  여행: drawTravel,
  맛집: drawFood,
};

const SLUG_CATEGORY = new Map<string, Category>(
  (Object.entries(DEMO_CATEGORY_SLUG) as [Category, string][]).map(([category, slug]) => [slug, category]),
);
const ALL_CATEGORIES = [...SLUG_CATEGORY.values()];

/** Reads the category (and whether it is a product image) from `<slug>-…` or `product-<slug>-…`. */
export function describeImageId(imageId: string): { category: Category; product: boolean } {
  const parts = imageId.split('-');
  const product = parts[0] === 'product';
  const slug = product ? parts[1] : parts[0];
  const category =
    (slug !== undefined ? SLUG_CATEGORY.get(slug) : undefined) ??
    ALL_CATEGORIES[hashString(imageId) % ALL_CATEGORIES.length] ??
    '여행';
  return { category, product };
}

/** Draws the 960×540 PNG illustration for an image id; the same id always gives the same bytes. */
export function renderImagePng(imageId: string): Buffer {
  const { category, product } = describeImageId(imageId);
  const canvas = new Canvas();
  const rnd = new Random(hashString(imageId));
  if (product) drawProduct(canvas, rnd, category);
  else SCENES[category](canvas, rnd, new Set(imageId.split('-')));
  return canvas.encodePng();
}
