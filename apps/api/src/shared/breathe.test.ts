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
    });
    // Queued after the three waiters, on the same turn: it must not wait for all of them.
    setImmediate(() => log.push('other'));
    await Promise.all(steps);
    expect(log).toEqual(['a', 'other', 'b', 'c']);
  });

  it('runs quick steps together in one turn, every waiter in the order they came', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const log: string[] = [];
    const steps = Array.from({ length: 20 }, async (_, n) => {
      await breathe();
      log.push(String(n));
    });
    const other = new Promise<void>((resolve) => setImmediate(() => resolve(void log.push('other'))));
    await Promise.all([...steps, other]);
    expect(log).toEqual([...Array.from({ length: 20 }, (_, n) => String(n)), 'other']);
  });
});
