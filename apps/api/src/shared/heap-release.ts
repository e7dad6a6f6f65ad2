// After a burst of work that is over (an ingestion run), one compacting full collection gives V8's old-space pages
// back to the system (ADR 053). V8 promotes a run's short-lived strings and rows to the old space, which grows to
// hold them; once they are garbage, the survivors are scattered over those pages and a plain full collection frees
// little of them (a test heap: 106 of 125 MiB stayed resident with 12 MiB used). V8's memory reducer compacts only
// once it judges the process idle, at least 8 s after a collection, which an API under steady traffic may never be
// (the footprint bench read 11–15 MiB more on a first start than on a restart; a heap snapshot after a full GC
// found 1.7 MiB more live, nearly all of it the run's compiled code).
// `--expose-gc` for the whole process would put `gc` on the global of every context; instead the flag is set for a moment,
// one context is made to take the function from, and the flag is turned off again.
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | null | undefined;

function collector(): (() => void) | null {
  if (collect !== undefined) return collect;
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    collect = typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    collect = null;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
  return collect;
}

/** The old space's resident bytes now: what `releaseHeap` compares against. */
export function oldSpaceResident(): number {
  return v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.physical_space_size ?? 0;
}

/** A burst that grew the old space less than this leaves too little to give back for the pause. */
export const RELEASE_MIN_GROWTH_BYTES = 4 * 1024 * 1024;

/**
 * One full, compacting, synchronous collection, when the old space grew by `minGrowthBytes` since `since` (bytes
 * resident, from `oldSpaceResident`; 0 to collect in any case). It holds the event loop for as long as it takes:
 * ~0.1 s on the API's heap on a quiet machine, 0.57 s measured at load average 11 on 2 cores, which is why it is
 * done only when the burst left that much behind (an ingestion run, hourly by default, asks once). Returns how long
 * it took in ms, or null when skipped or when this Node cannot be asked for a collection.
 */
export function releaseHeap(since = 0, minGrowthBytes = RELEASE_MIN_GROWTH_BYTES): number | null {
  if (since > 0 && oldSpaceResident() - since < minGrowthBytes) return null;
  const gc = collector();
  if (!gc) return null;
  const started = performance.now();
  v8.setFlagsFromString('--compact-on-every-full-gc');
  try {
    gc();
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
  }
  return performance.now() - started;
}
