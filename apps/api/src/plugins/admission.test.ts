import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission.ts';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createAdmission', () => {
  it('runs up to the limit at once and starts the others in arrival order as places free', async () => {
    const admission = createAdmission(2);
    const started: string[] = [];
    const leave = Object.fromEntries(
      ['a', 'b', 'c', 'd'].map((name) => [name, admission.enter(() => started.push(name))]),
    );
    expect(started).toEqual(['a', 'b']);
    expect([admission.running, admission.waiting]).toEqual([2, 2]);

    leave.b!();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    leave.a!();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect([admission.running, admission.waiting]).toEqual([2, 0]);

    leave.c!();
    leave.d!();
    expect([admission.running, admission.waiting]).toEqual([0, 0]);
  });

  it('never starts a request whose client left while it waited, and counts a second leave once', async () => {
    const admission = createAdmission(1);
    const started: string[] = [];
    const first = admission.enter(() => started.push('first'));
    const gone = admission.enter(() => started.push('gone'));
    const last = admission.enter(() => started.push('last'));
    gone();
    gone();
    expect(admission.waiting).toBe(1);

    first();
    first();
    await settle();
    expect(started).toEqual(['first', 'last']);
    expect([admission.running, admission.waiting]).toEqual([1, 0]);
    last();
    expect(admission.running).toBe(0);
  });
});
