/**
 * Timers whose callbacks share a slice of each turn of the event loop (ADR 084).
 *
 * Node runs every JavaScript timer that is due in one go, in one phase of the loop, with no I/O in between. 200
 * streamed generations each wake a few timers every 100 ms (the paced read of the model's stream, the preview's
 * judgement, the route's write window): after any slow moment they are all due together, and their callbacks, each
 * a step of a stream (read, parse, judge, write), held the loop for 50–130 ms at a time. They then stayed in step,
 * since each set its next timer at the same moment.
 *
 * Here a timer's callback runs when it is due only while the callbacks of this turn have used less than `SLICE_MS`;
 * the others wait for the next turn (after the loop's I/O and immediates), in the order they were due. Node runs the
 * microtasks a callback started before the next timer's callback, so the clock read at each callback counts the
 * whole step it resumed, promises included.
 */
const SLICE_MS = 8;
/** A deferred callback waits this long: the shortest timer, so it runs at the next turn's timers phase. */
const NEXT_TURN_MS = 1;

let sliceStartedAt = 0;
let sliceOpen = false;

function closeSlice() {
  sliceOpen = false;
}

/** Whether a callback may run in this turn; the first one of a turn opens its slice. */
function withinSlice(): boolean {
  const now = performance.now();
  if (!sliceOpen) {
    sliceOpen = true;
    sliceStartedAt = now;
    // The immediate runs at this turn's end: the next turn's callbacks start a slice of their own.
    setImmediate(closeSlice);
  }
  return now - sliceStartedAt < SLICE_MS;
}

export interface SlicedTimeout {
  cancel(): void;
}

/** `setTimeout(callback, ms)`, but the callback may wait for a later turn of the loop when this one is used up. */
export function slicedTimeout(callback: () => void, ms: number): SlicedTimeout {
  let cancelled = false;
  const wake = () => {
    if (cancelled) return;
    if (withinSlice()) callback();
    else handle = setTimeout(wake, NEXT_TURN_MS);
  };
  let handle = setTimeout(wake, ms);
  return {
    cancel() {
      cancelled = true;
      clearTimeout(handle);
    },
  };
}

/** A pause of at least `ms`, resumed within a turn's slice (see slicedTimeout). */
export function slicedDelay(ms: number): Promise<void> {
  return new Promise((resolve) => slicedTimeout(resolve, ms));
}
