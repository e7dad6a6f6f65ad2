import { describe, expect, it } from 'vitest';
import { breathe } from './breathe.ts';

describe('breathe', () => {
  it('resumes waiters one per turn of the event loop, with others served in between', async () => {
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

  it('resumes every waiter, in the order they came', async () => {
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        await breathe();
        order.push(n);
      }),
    );
    expect(order).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });
});
