import { afterEach, describe, expect, it, vi } from 'vitest';
import { breathe } from './breathe.ts';

describe('breathe', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets others run between steps once a turn of the loop is used up', async () => {
    // Every reading of the clock is 100 ms later: each step uses up a whole turn.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 100));
    const log: string[] = [];
    const steps = ['a', 'b', 'c'].map(async (name) => {
      await breathe();
      log.push(name);
      // Queued by the first step, on its turn: it must not wait for all of them.
      if (name === 'a') setImmediate(() => log.push('other'));
    });
    await Promise.all(steps);
    expect(log).toEqual(['a', 'other', 'b', 'c']);
  });

  it('counts the whole step a waiter resumed, the promises it awaited included', async () => {
    // The clock moves only inside the steps: each takes 5 ms, most of it after an await.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const log: string[] = [];
    const steps = ['a', 'b', 'c', 'd'].map(async (name) => {
      await breathe();
      now += 1;
      await Promise.resolve();
      await Promise.resolve();
      now += 4;
      log.push(name);
      if (name === 'a') setImmediate(() => log.push('other'));
    });
    await Promise.all(steps);
    // Two steps (10 ms) use up the 8 ms slice: the others wait for a later turn. (Whether 'b' was due on the same
    // turn as 'a' depends on the millisecond the timers were set in.)
    expect(log.filter((entry) => entry !== 'other')).toEqual(['a', 'b', 'c', 'd']);
    expect(log.indexOf('other')).toBeGreaterThan(0);
    expect(log.indexOf('other')).toBeLessThan(log.indexOf('c'));
  });

  it('resumes every waiter in the order they came', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const log: string[] = [];
    const steps = Array.from({ length: 20 }, async (_, n) => {
      await breathe();
      log.push(String(n));
    });
    await Promise.all(steps);
    expect(log).toEqual(Array.from({ length: 20 }, (_, n) => String(n)));
  });
});
