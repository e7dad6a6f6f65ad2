import { keywordList } from '@geulgam/contracts';
import { describe, expect, it } from 'vitest';
import { readKeywordList } from './read-keyword-list.ts';

const pagination = { current_page: 1, total_pages: 1, total_items: 2, page_size: 12 };
const full = {
  id: 1,
  title: '한국은행 기준금리 동결',
  category: '경제',
  is_generated: false,
  collected_at: '2026-11-24T09:00:00+09:00',
  outlet_count: 4,
  summary: '기준금리를 연 3.0%로 묶었어요.',
};

const valid = [
  { data: [full], pagination },
  // An older answer without the card fields: the contract's defaults.
  { data: [{ id: 2, title: '가을 야구', category: '야구', is_generated: true }], pagination },
  { data: [{ ...full, collected_at: null, extra: 'dropped' }], pagination: { ...pagination, extra: 1 } },
  { data: [], pagination: { current_page: 1, total_pages: 0, total_items: 0, page_size: 12 } },
];

const invalid = [
  null,
  [],
  { data: [] },
  { data: [full], pagination: { ...pagination, page_size: '12' } },
  { data: [{ ...full, id: '1' }], pagination },
  { data: [{ ...full, id: 1.5 }], pagination },
  { data: [{ ...full, category: '정치' }], pagination },
  { data: [{ ...full, is_generated: 'no' }], pagination },
  { data: [{ ...full, title: null }], pagination },
  { data: [{ ...full, outlet_count: -1 }], pagination },
  { data: [{ ...full, summary: null }], pagination },
  { data: [{ ...full, collected_at: 5 }], pagination },
  { data: ['키워드'], pagination },
];

describe('readKeywordList reads the keyword list as the contract does', () => {
  it.each(valid.map((body, index) => [index, body]))('valid answer %i: the same result', (_index, body) => {
    expect(readKeywordList(body)).toEqual(keywordList.parse(body));
  });

  it.each(invalid.map((body, index) => [index, body]))('invalid answer %i: both refuse it', (_index, body) => {
    expect(keywordList.safeParse(body).success).toBe(false);
    expect(() => readKeywordList(body)).toThrow(/추천 키워드 목록의 형식/);
  });
});
