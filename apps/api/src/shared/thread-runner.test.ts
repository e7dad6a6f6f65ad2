import { describe, expect, it } from 'vitest';
import { createHeldRunner } from '../../test/fakes/held-thread.ts';
import { RunnerFullError } from './thread-runner.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('thread runner', () => {
  it('starts no thread before the first task, then one per task running side by side', async () => {
    const { runner, release } = createHeldRunner({ threads: 2, maxWaiting: 1 });
    try {
      expect(runner.threadsStarted).toBe(0);
      const first = runner.run({});
      expect(runner.threadsStarted).toBe(1);
      const second = runner.run({});
      expect(runner.threadsStarted).toBe(2);
      // Both threads hold a task: the third waits, the fourth finds the queue full and is refused at once.
      expect(runner.full).toBe(false);
      const third = runner.run({});
      expect(runner.full).toBe(true);
      await expect(runner.run({})).rejects.toBeInstanceOf(RunnerFullError);
      expect(runner.threadsStarted).toBe(2);
      release();
      expect((await Promise.all([first, second, third])).map(text)).toEqual([
        '%PDF-1.7 held 1\n',
        '%PDF-1.7 held 2\n',
        '%PDF-1.7 held 3\n',
      ]);
      // Once the queue has room again, tasks are taken.
      expect(text(await runner.run({}))).toMatch(/^%PDF-/);
    } finally {
      release();
      await runner.close();
    }
  });

  it('fails a task whose thread is closed, and starts a new thread for the next', async () => {
    const { runner, release } = createHeldRunner({ threads: 1, maxWaiting: 0 });
    const held = runner.run({});
    await runner.close();
    await expect(held).rejects.toThrow(/held thread exited/);
    expect(runner.threadsStarted).toBe(0);
    release();
    expect(text(await runner.run({}))).toMatch(/^%PDF-/);
    await runner.close();
  });
});
