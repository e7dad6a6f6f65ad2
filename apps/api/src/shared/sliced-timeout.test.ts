import { afterEach, describe, expect, it, vi } from 'vitest';
import { slicedDelay, slicedTimeout } from './sliced-timeout.ts';

describe('slicedTimeout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets the loop turn between timers that are due together once a slice is used up', async () => {
    // Every reading of the clock is 5 ms later: two callbacks fit in a turn's slice, the third waits.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    const log: string[] = [];
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const done = names.map(
      (name) =>
        new Promise<void>((resolve) =>
          slicedTimeout(() => {
            log.push(name);
            // Queued by the first callback, on its turn: it must not wait for every timer that was due.
            if (name === 'a') setImmediate(() => log.push('other'));
            resolve();
          }, 5),
        ),
    );
    await Promise.all(done);
    expect(log.filter((entry) => entry !== 'other')).toEqual(names);
    expect(log.indexOf('other')).toBeGreaterThan(0);
    expect(log.indexOf('other')).toBeLessThan(log.indexOf('c'));
  });

  it('runs the callbacks in the order they were due', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const log: string[] = [];
    await Promise.all(Array.from({ length: 20 }, (_, n) => slicedDelay(5).then(() => log.push(String(n)))));
    expect(log).toEqual(Array.from({ length: 20 }, (_, n) => String(n)));
  });

  it('never runs a cancelled callback, also when it was waiting for a later turn', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 100));
    const log: string[] = [];
    const first = new Promise<void>((resolve) => slicedTimeout(() => resolve(void log.push('first')), 1));
    // Due with the first, so it waits for the next turn: the slice is used up at once.
    const second = slicedTimeout(() => log.push('second'), 1);
    await first;
    second.cancel();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(log).toEqual(['first']);
  });
});
