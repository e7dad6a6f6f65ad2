/**
 * Lets the event loop serve others (other members' streams, health checks) between two long synchronous steps of
 * one piece of work: each step of a generation's start and checks takes milliseconds, and together they held the
 * loop for tens of milliseconds under 200 concurrent streams (ADR 037).
 *
 * The waiters take turns, one per turn of the event loop (ADR 046). A `setImmediate` each was not enough: 200
 * generations that finish together all wait on the same turn, and Node runs every immediate already queued in one
 * go, so their steps ran back to back and held the loop for hundreds of milliseconds. Here one waiter goes on per
 * turn; timers, network reads and writes run before the next.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function next() {
  const resume = waiting.shift();
  // Queued from inside an immediate, this runs on the loop's next turn, after its timers and I/O.
  scheduled = waiting.length > 0;
  if (scheduled) setImmediate(next);
  resume?.();
}

export function breathe(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(next);
    }
  });
}
