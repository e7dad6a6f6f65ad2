/**
 * Lets the event loop serve others (other members' streams, health checks) between two long synchronous steps of
 * one piece of work: each step of a generation's start and checks takes milliseconds, and together they held the
 * loop for tens of milliseconds under 200 concurrent streams (ADR 037).
 *
 * The waiters take turns (ADR 046). A `setImmediate` each was not enough: 200 generations that finish together
 * all wait on the same turn of the loop, and Node runs every immediate already queued in one go, so their steps
 * ran back to back and held the loop for hundreds of milliseconds. Here the waiters go on one after the other
 * while the turn has run for less than `SLICE_MS`; the rest wait for the next turn, after timers and I/O.
 */
const SLICE_MS = 8;
const waiting: (() => void)[] = [];
let scheduled = false;

async function turn() {
  const started = performance.now();
  while (waiting.length > 0) {
    waiting.shift()!();
    // The resumed step's synchronous part runs before this continuation (its reaction was queued first).
    await null;
    if (performance.now() - started >= SLICE_MS) break;
  }
  // Queued from inside an immediate, the next turn comes after the loop's timers and I/O.
  scheduled = waiting.length > 0;
  if (scheduled) setImmediate(() => void turn());
}

export function breathe(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(() => void turn());
    }
  });
}
