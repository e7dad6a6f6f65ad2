import { afterEach, describe, expect, it } from 'vitest';
import {
  allMemberViewsChanged,
  applyMemberViewNotice,
  createMemberViewCache,
  memberViewsChanged,
  memberViewVersion,
  publishMemberViewChanges,
} from './member-views.ts';

describe('member views across processes', () => {
  afterEach(() => publishMemberViewChanges(null));

  it('publishes this process’s changes', () => {
    const published: string[] = [];
    publishMemberViewChanges({ publish: (message) => published.push(message), connected: true });
    memberViewsChanged(41);
    allMemberViewsChanged();
    expect(published).toEqual(['member 41', 'members']);
  });

  it('drops the views another process changed, and only those', () => {
    const [own, other] = [memberViewVersion(51), memberViewVersion(52)];
    expect(applyMemberViewNotice('member 51')).toBe(true);
    expect(memberViewVersion(51)).not.toBe(own);
    expect(memberViewVersion(52)).toBe(other);
    expect(applyMemberViewNotice('members')).toBe(true);
    expect(memberViewVersion(52)).not.toBe(other);
    expect(applyMemberViewNotice('keywords')).toBe(false);
    expect(applyMemberViewNotice('member x')).toBe(false);
  });

  it('does not publish what it heard from another process', () => {
    const published: string[] = [];
    publishMemberViewChanges({ publish: (message) => published.push(message), connected: true });
    applyMemberViewNotice('member 61');
    applyMemberViewNotice('members');
    expect(published).toEqual([]);
  });
});

describe('a member view cache', () => {
  it('keeps within its byte budget however many versions a member goes through', async () => {
    const cache = createMemberViewCache<{ html: string }>({ maxBytes: 20_000, sizeOf: ({ html }) => 2 * html.length });
    let loads = 0;
    const load = async () => ({ html: `<p>${'본문'.repeat(1_000)}</p>${++loads}` });
    for (let change = 0; change < 50; change += 1) {
      // Each change leaves the member's old entry behind under the old version's key.
      memberViewsChanged(71);
      const first = await cache.read(71, 'post|1', load);
      expect(await cache.read(71, 'post|1', load)).toBe(first);
    }
    expect(loads).toBe(50);
    expect(cache.bytes).toBeLessThanOrEqual(20_000);
  });
});
