import type { KeywordList } from '@geulgam/contracts';
import { CATEGORIES } from '@geulgam/contracts/constants';

/** The keyword list did not have the contract's shape (what `keywordList.parse` would refuse). */
export class KeywordListShapeError extends Error {
  override readonly name = 'KeywordListShapeError';
}

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isInteger(value);
const CATEGORY_NAMES: readonly unknown[] = CATEGORIES;

function fail(where: string): never {
  throw new KeywordListShapeError(`추천 키워드 목록의 형식이 올바르지 않아요 (${where}).`);
}

/**
 * `GET /api/keywords/` read without zod: the home page's first view loads no schema library (the list is
 * its only server answer; bench/web-bundle.mjs counts every script of that view). Same rules and defaults
 * as the contract's `keywordList` (unknown fields dropped, `collected_at` null, `outlet_count` 1, `summary`
 * ''); `read-keyword-list.test.ts` runs both on the same answers.
 */
export function readKeywordList(body: unknown): KeywordList {
  if (!isRow(body) || !Array.isArray(body.data) || !isRow(body.pagination)) fail('data, pagination');
  const { pagination } = body;
  for (const key of ['current_page', 'total_pages', 'total_items', 'page_size'] as const) {
    if (!isInt(pagination[key])) fail(`pagination.${key}`);
  }
  const data = body.data.map((item: unknown, index) => {
    if (!isRow(item)) fail(`data[${index}]`);
    const { id, title, category, is_generated, collected_at = null, outlet_count = 1, summary = '' } = item;
    if (!isInt(id)) fail(`data[${index}].id`);
    if (typeof title !== 'string') fail(`data[${index}].title`);
    if (!CATEGORY_NAMES.includes(category)) fail(`data[${index}].category`);
    if (typeof is_generated !== 'boolean') fail(`data[${index}].is_generated`);
    if (collected_at !== null && typeof collected_at !== 'string') fail(`data[${index}].collected_at`);
    if (!isInt(outlet_count) || outlet_count < 0) fail(`data[${index}].outlet_count`);
    if (typeof summary !== 'string') fail(`data[${index}].summary`);
    return {
      id,
      title,
      category: category as KeywordList['data'][number]['category'],
      is_generated,
      collected_at,
      outlet_count,
      summary,
    };
  });
  return {
    data,
    pagination: {
      current_page: pagination.current_page as number,
      total_pages: pagination.total_pages as number,
      total_items: pagination.total_items as number,
      page_size: pagination.page_size as number,
    },
  };
}
