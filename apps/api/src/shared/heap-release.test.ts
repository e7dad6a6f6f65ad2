import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { oldSpaceResident, releaseHeap } from './heap-release.ts';

const oldSpace = (): v8.HeapSpaceInfo => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')!;

describe('releaseHeap', () => {
  it('gives back the old-space pages a finished burst left, even with survivors scattered over them', async () => {
    const survivors: string[] = [];
    let burst: string[][] | null = [];
    for (let round = 0; round < 20; round++) {
      const rows: string[] = [];
      for (let i = 0; i < 20_000; i++) {
        const row = `기사 본문 ${round}-${i} `.repeat(3);
        rows.push(row);
        if (i % 50 === 0) survivors.push(row);
      }
      burst.push(rows);
    }
    const during = oldSpace();
    burst = null;
    expect(releaseHeap()).toBeGreaterThan(0);
    expect(burst).toBeNull();
    const after = oldSpace();
    expect(after.space_used_size).toBeLessThan(during.space_used_size - 10 * 1024 * 1024);
    // Compacted: what stays resident is about what is used, not the pages the burst filled.
    expect(after.physical_space_size - after.space_used_size).toBeLessThan(8 * 1024 * 1024);
    expect(survivors).toHaveLength(20 * 400);
  });

  it('skips the collection when the old space did not grow by the threshold', () => {
    const before = oldSpaceResident();
    expect(releaseHeap(before, 64 * 1024 * 1024)).toBeNull();
  });

  it('leaves no `gc` on the globals of contexts made later', () => {
    releaseHeap();
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });
});
