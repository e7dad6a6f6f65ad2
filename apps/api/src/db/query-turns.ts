/**
 * PGlite runs every query on this thread, synchronously, and hands the result back through promises only. A burst
 * of concurrent queries (200 members pressing 글 생성 at once) therefore runs as one chain of microtasks and holds
 * the event loop for its whole length: no timer, no socket read, no streamed chunk until the last query is done.
 *
 * Queries take turns here instead. They run one at a time, as PGlite runs them anyway, back to back while the
 * current turn of the event loop has been busy for less than `sliceMs`; after that the next one waits for the
 * loop's next turn (setImmediate), so network reads, writes and timers run in between.
 */
export function createQueryTurns(sliceMs = 10) {
  const waiting: (() => void)[] = [];
  let busy = false;
  /** When this turn of the loop ran its first query; cleared when the loop gets round to its immediates. */
  let sliceStartedAt: number | null = null;

  const overdue = () => sliceStartedAt !== null && performance.now() - sliceStartedAt >= sliceMs;
  function begin(next: () => void) {
    if (sliceStartedAt === null) {
      sliceStartedAt = performance.now();
      setImmediate(() => (sliceStartedAt = null));
    }
    next();
  }
  /** Gives the turn to the next waiting query: now, or on the loop's next turn once this one is used up. */
  function handOver() {
    const next = waiting.shift();
    if (!next) {
      busy = false;
      return;
    }
    if (overdue()) setImmediate(() => begin(next));
    else begin(next);
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (!busy) {
          busy = true;
          handOver();
        }
      });
      try {
        return await work();
      } finally {
        handOver();
      }
    },
  };
}
