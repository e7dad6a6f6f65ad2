import { describe, expect, it } from 'vitest';
import { createCachedViews, memberTag } from './cached-views.ts';

const publisher = (published: string[], connected = true) => ({
  publish: (message: string) => published.push(message),
  connected,
});

describe('the cached views registry', () => {
  it('drops the views that depend on an invalidated tag, and only those', () => {
    const views = createCachedViews({ singleWriter: true });
    const [keywords, one, other] = [
      views.version('keywords'),
      views.version(memberTag(1)),
      views.version(memberTag(2)),
    ];
    views.invalidate(memberTag(1));
    expect(views.version(memberTag(1))).not.toBe(one);
    expect(views.version(memberTag(2))).toBe(other);
    expect(views.version('keywords')).toBe(keywords);
    views.invalidate('keywords');
    expect(views.version('keywords')).not.toBe(keywords);
  });

  it('publishes this process’s changes on the feed it shares, and stops when told', () => {
    const views = createCachedViews({ singleWriter: false });
    const published: string[] = [];
    views.share(publisher(published));
    views.invalidate(memberTag(41));
    views.invalidate('members');
    views.invalidate('keywords');
    views.share(null);
    views.invalidate(memberTag(42));
    expect(published).toEqual(['member 41', 'members', 'keywords']);
  });

  it('drops what another process changed, without publishing it again', () => {
    const views = createCachedViews({ singleWriter: false });
    const published: string[] = [];
    views.share(publisher(published));
    const [own, other, list] = [views.version(memberTag(51)), views.version(memberTag(52)), views.version('keywords')];
    expect(views.heard('member 51')).toBe(true);
    expect(views.version(memberTag(51))).not.toBe(own);
    expect(views.version(memberTag(52))).toBe(other);
    expect(views.heard('keywords')).toBe(true);
    expect(views.version('keywords')).not.toBe(list);
    expect(views.heard('member x')).toBe(false);
    expect(views.heard('posts')).toBe(false);
    expect(published).toEqual([]);
  });

  it('counts everything as changed when the feed may have missed notices', () => {
    const views = createCachedViews({ singleWriter: false });
    const [member, list] = [views.version('members', memberTag(7)), views.version('keywords')];
    views.forgetAll();
    expect(views.version('members', memberTag(7))).not.toBe(member);
    expect(views.version('keywords')).not.toBe(list);
  });
});

describe('a member view cache', () => {
  it('serves a member’s view from memory until their views or all members’ are invalidated', async () => {
    const views = createCachedViews({ singleWriter: true });
    const cache = views.memberViews<{ n: number }>({ maxBytes: 10_000, sizeOf: () => 100 });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.read(3, 'page', load)).toEqual({ n: 1 });
    expect(await cache.read(3, 'page', load)).toEqual({ n: 1 });
    views.invalidate(memberTag(4));
    expect(await cache.read(3, 'page', load)).toEqual({ n: 1 });
    views.invalidate(memberTag(3));
    expect(await cache.read(3, 'page', load)).toEqual({ n: 2 });
    views.invalidate('members');
    expect(await cache.read(3, 'page', load)).toEqual({ n: 3 });
    views.invalidate('keywords');
    expect(await cache.read(3, 'page', load)).toEqual({ n: 3 });
  });

  it('keeps within its byte budget however many versions a member goes through', async () => {
    const views = createCachedViews({ singleWriter: true });
    const cache = views.memberViews<{ html: string }>({ maxBytes: 20_000, sizeOf: ({ html }) => 2 * html.length });
    let loads = 0;
    const load = async () => ({ html: `<p>${'본문'.repeat(1_000)}</p>${++loads}` });
    for (let change = 0; change < 50; change += 1) {
      // Each change leaves the member's old entry behind under the old version's key.
      views.invalidate(memberTag(71));
      const first = await cache.read(71, 'post|1', load);
      expect(await cache.read(71, 'post|1', load)).toBe(first);
    }
    expect(loads).toBe(50);
    expect(cache.bytes).toBeLessThanOrEqual(20_000);
  });

  it('keeps two apps’ registries apart', async () => {
    const [a, b] = [createCachedViews({ singleWriter: true }), createCachedViews({ singleWriter: true })];
    const before = b.version(memberTag(9));
    a.invalidate(memberTag(9));
    expect(b.version(memberTag(9))).toBe(before);
  });
});
