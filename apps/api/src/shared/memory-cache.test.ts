import { describe, expect, it } from 'vitest';
import { createMemoryCache, jsonBytes } from './memory-cache.ts';

const HOUR_MS = 60 * 60 * 1000;

function counted(maxBytes = 1024) {
  const loads: string[] = [];
  const cache = createMemoryCache({
    ttlMs: HOUR_MS,
    maxBytes,
    load: async (word: string) => {
      loads.push(word);
      if (word === '실패') throw new Error('upstream failed');
      return { word, padding: 'x'.repeat(100) };
    },
  });
  return { cache, loads };
}

describe('createMemoryCache', () => {
  it('loads a key once while it is held, and once for misses asked together', async () => {
    const { cache, loads } = counted();
    const together = await Promise.all([
      cache.forceFetch('a', { context: '가' }),
      cache.forceFetch('a', { context: '가' }),
    ]);
    expect(together[0]).toBe(together[1]);
    await cache.forceFetch('a', { context: '가' });
    await cache.forceFetch('b', { context: '나' });
    expect(loads).toEqual(['가', '나']);
  });

  it('keeps no failed load', async () => {
    const { cache, loads } = counted();
    await expect(cache.forceFetch('bad', { context: '실패' })).rejects.toThrow('upstream failed');
    await expect(cache.forceFetch('bad', { context: '실패' })).rejects.toThrow('upstream failed');
    expect(loads).toEqual(['실패', '실패']);
  });

  it('drops the least recently used entries once the byte bound is reached', async () => {
    const entry = jsonBytes({ word: '가', padding: 'x'.repeat(100) });
    const { cache, loads } = counted(entry * 2);
    await cache.forceFetch('a', { context: '가' });
    await cache.forceFetch('b', { context: '가' });
    await cache.forceFetch('a', { context: '가' }); // `a` is now the most recently used
    await cache.forceFetch('c', { context: '가' });
    expect(cache.calculatedSize).toBeLessThanOrEqual(entry * 2);
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
    expect(loads).toHaveLength(3);
  });

  it('weighs a value by the UTF-8 size of its JSON', () => {
    expect(jsonBytes({ t: '가' })).toBe(Buffer.byteLength('{"t":"가"}'));
    expect(jsonBytes([])).toBe(2);
  });
});
