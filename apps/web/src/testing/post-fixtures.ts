import type { MyPostItem, PostDetail, PostQuality } from '@geulgam/contracts';

/** A post's quality report with nothing to remark on. */
export function qualityFixture(overrides: Partial<PostQuality> = {}): PostQuality {
  return {
    chars: 1200,
    images: 1,
    figures_checked: 3,
    figures_unsupported: 0,
    repeated_facts: 0,
    copied_share: 0.05,
    register_ok: true,
    register_errors: 0,
    disclosure: 'none',
    open_slots: 0,
    notes: [],
    quotes: 0,
    quotes_unattributed: 0,
    dangling_openers: 0,
    lead_first: true,
    key_facts: 1,
    product_rules: [],
    problems: [],
    ...overrides,
  };
}

/** A whole `GET /api/posts/{id}/` answer (DESIGN §4); tests override what they look at. */
export function postDetailFixture(overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    id: 9,
    title: '기준금리 동결, 내 대출은 어떻게 될까',
    content: '<p>한국은행이 기준금리를 동결했어요.</p>',
    image_1_url: null,
    image_2_url: null,
    image_3_url: null,
    copy_count: 0,
    created_at: '2026-11-22T10:00:00+09:00',
    keyword_id: 1,
    keyword_title: '한국은행 기준금리 동결',
    version: 1,
    tone: 'haeyo',
    length: 'standard',
    edited: false,
    meta_description: '한국은행이 기준금리를 동결했어요. 대출 금리는 당분간 비슷할 전망이에요.',
    hashtags: ['기준금리', '대출'],
    title_options: ['기준금리 동결, 대출 이자는?', '한국은행 금리 동결 정리', '금리 동결이 내 지갑에 주는 영향'],
    sources: [{ title: '한은, 기준금리 동결', outlet: '데모일보', url: 'https://news.example.com/a' }],
    quality: qualityFixture(),
    ...overrides,
  };
}

/** A row of `GET /api/mypage/posts/` (one per keyword, its 대표 version); tests give what they look at. */
export function myPostItemFixture(fields: Partial<MyPostItem> & Pick<MyPostItem, 'id' | 'title'>): MyPostItem {
  return {
    created_at: '2026-10-02T10:00:00+09:00',
    copy_count: 0,
    keyword_id: fields.id,
    version: 1,
    version_count: 1,
    keyword_title: null,
    edited: false,
    published: false,
    published_url: null,
    category: null,
    own_topic: false,
    image_url: null,
    ...fields,
  };
}
