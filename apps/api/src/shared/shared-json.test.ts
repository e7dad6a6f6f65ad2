import { keywordItem, keywordList, type KeywordItem } from '@geulgam/contracts';
import { describe, expect, it } from 'vitest';
import { sharedItemsJson, sharedObjectJson } from './shared-json.ts';

const item = (id: number, title: string): KeywordItem =>
  Object.freeze({
    id,
    title,
    category: '경제',
    is_generated: id % 2 === 0,
    collected_at: '2026-11-24T01:00:00.000Z',
    outlet_count: 3,
    summary: `"따옴표"와 \\역슬래시\\ 그리고 줄바꿈\n`,
  });

describe('sharedItemsJson', () => {
  const serialize = sharedItemsJson(keywordItem);

  it('writes the same JSON as the contract would, page after page with shared items', () => {
    const items = [item(1, '한빛전자 실적'), item(2, '수원 코메츠 우승')];
    const first = { data: items, pagination: { current_page: 1, page_size: 2, total_items: 3, total_pages: 2 } };
    const second = { data: [items[1]!], pagination: { current_page: 2, page_size: 1, total_items: 3, total_pages: 3 } };
    for (const page of [first, second, first]) {
      const text = serialize(page);
      expect(JSON.parse(text)).toEqual(keywordList.parse(page));
    }
  });

  it('refuses an item that breaks the contract', () => {
    const bad = { ...item(3, '잘못된 분류'), category: '날씨' } as unknown as KeywordItem;
    expect(() =>
      serialize({ data: [bad], pagination: { current_page: 1, page_size: 1, total_items: 1, total_pages: 1 } }),
    ).toThrow();
  });
});

describe('sharedObjectJson', () => {
  it('checks a shared object against the contract the first time and answers the same JSON after', () => {
    const json = sharedObjectJson(keywordItem);
    const shared = item(4, '다온 제과 신제품');
    expect(JSON.parse(json(shared))).toEqual(keywordItem.parse(shared));
    expect(json(shared)).toBe(json(shared));
    expect(() => json({ ...shared, id: 'x' } as unknown as KeywordItem)).toThrow();
  });
});
