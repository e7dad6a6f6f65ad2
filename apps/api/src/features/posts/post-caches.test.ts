import { describe, expect, it } from 'vitest';
import { createCachedViews } from '../../shared/cached-views.ts';
import { createPostCaches, POST_CACHE_BYTES } from './posts.repository.ts';

type CachedPost = Parameters<ReturnType<typeof createPostCaches>['posts']['read']>[2] extends () => Promise<infer V>
  ? V
  : never;

/** A post row as the cache sees it: only the content and title count towards its weight. */
function post(id: number, htmlChars: number): CachedPost {
  return { post: { id, title: `글 ${id}`, content: '가'.repeat(htmlChars) } } as unknown as CachedPost;
}

describe('the member posts cache (ADR 056)', () => {
  it('stays within its bound however many posts members read, keeping the most recently read', async () => {
    const caches = createPostCaches(createCachedViews({ singleWriter: true }));
    let loads = 0;
    // 2,400 posts of 3,000 characters, as the soak's 200 members × 12 posts: ~50 MiB of estimate if all were kept.
    for (let id = 1; id <= 2_400; id++) {
      await caches.posts.read(1 + (id % 200), `post|${id}`, async () => {
        loads += 1;
        return post(id, 3_000);
      });
    }
    expect(loads).toBe(2_400);
    // Under the soak's 50 MiB bar with room to spare (it held ~48 MiB of estimate before).
    expect(caches.posts.bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(caches.posts.bytes).toBeLessThanOrEqual(POST_CACHE_BYTES);
    // The last 500 read are still served from memory.
    for (let id = 1_901; id <= 2_400; id++) {
      await caches.posts.read(1 + (id % 200), `post|${id}`, async () => {
        loads += 1;
        return post(id, 3_000);
      });
    }
    expect(loads).toBe(2_400);
  });
});
