/**
 * The figures the admin console's 실시간 현황 shows, kept in this process at O(1) cost per request:
 * request latencies over a sliding minute and the members seen in the last minutes.
 */

/** Bucket bounds in ms: geometric, 12 % apart, from 0.05 ms to about two minutes. */
const RATIO = 1.12;
const FIRST_BOUND_MS = 0.05;
const BUCKETS = Math.ceil(Math.log(120_000 / FIRST_BOUND_MS) / Math.log(RATIO)) + 1;
const BOUNDS_MS = Array.from({ length: BUCKETS }, (_, i) => FIRST_BOUND_MS * RATIO ** i);

function bucketOf(ms: number): number {
  if (!(ms > FIRST_BOUND_MS)) return 0;
  return Math.min(BUCKETS - 1, Math.ceil(Math.log(ms / FIRST_BOUND_MS) / Math.log(RATIO)));
}

export interface LatencySummary {
  /** Requests answered in the window. */
  count: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
}

/**
 * Latencies over the last `windowMs`, in one-second slots of log-spaced buckets (each quantile is within
 * 12 % of the true value). Recording is O(1); a summary merges at most `windowMs / 1000` slots.
 */
export function createLatencyWindow({ windowMs = 60_000, now = () => Date.now() } = {}) {
  const slotCount = Math.max(1, Math.ceil(windowMs / 1000));
  const slots = Array.from({ length: slotCount }, () => ({ second: -1, count: 0, buckets: new Uint32Array(BUCKETS) }));

  function slotFor(second: number) {
    const slot = slots[second % slotCount]!;
    if (slot.second !== second) {
      slot.second = second;
      slot.count = 0;
      slot.buckets.fill(0);
    }
    return slot;
  }

  return {
    record(ms: number) {
      const slot = slotFor(Math.floor(now() / 1000));
      slot.count += 1;
      slot.buckets[bucketOf(ms)]! += 1;
    },
    summary(): LatencySummary {
      const current = Math.floor(now() / 1000);
      const merged = new Uint32Array(BUCKETS);
      let count = 0;
      for (const slot of slots) {
        if (slot.second < 0 || current - slot.second >= slotCount) continue;
        count += slot.count;
        for (let i = 0; i < BUCKETS; i++) merged[i]! += slot.buckets[i]!;
      }
      const quantile = (q: number) => {
        if (count === 0) return null;
        const rank = Math.ceil(q * count);
        let seen = 0;
        for (let i = 0; i < BUCKETS; i++) {
          seen += merged[i]!;
          if (seen >= rank) return Math.round(BOUNDS_MS[i]! * 100) / 100;
        }
        return Math.round(BOUNDS_MS[BUCKETS - 1]! * 100) / 100;
      };
      return { count, p50Ms: quantile(0.5), p95Ms: quantile(0.95), p99Ms: quantile(0.99) };
    },
  };
}
export type LatencyWindow = ReturnType<typeof createLatencyWindow>;

/** Members seen (any request with a valid member token) in the last `windowMs`; at most `max` are tracked. */
export function createActiveMembers({ windowMs = 5 * 60_000, max = 100_000, now = () => Date.now() } = {}) {
  // A Map keeps insertion order: re-inserting on every visit keeps the oldest visits first.
  const lastSeen = new Map<number, number>();

  function prune(at: number) {
    for (const [id, seen] of lastSeen) {
      if (at - seen < windowMs) break;
      lastSeen.delete(id);
    }
  }

  return {
    windowMs,
    seen(memberId: number) {
      const at = now();
      lastSeen.delete(memberId);
      lastSeen.set(memberId, at);
      if (lastSeen.size > max) {
        const oldest = lastSeen.keys().next().value;
        if (oldest !== undefined) lastSeen.delete(oldest);
      }
    },
    count(): number {
      prune(now());
      return lastSeen.size;
    },
  };
}
export type ActiveMembers = ReturnType<typeof createActiveMembers>;
