/**
 * Timers whose callbacks share a slice of each turn of the event loop (ADR 084).
 *
 * Node runs every JavaScript timer that is due in one go, in one phase of the loop, with no I/O in between. 200
 * streamed generations each wake a few timers every 100 ms (the paced read of the model's stream, the preview's
 * judgement, the route's write window): after any slow moment they are all due together, and their callbacks, each
 * a step of a stream (read, parse, judge, write), held the loop for 40–130 ms at a time. They then stayed in step,
 * since each set its next timer at the same moment.
 *
 * Here a timer's callback runs when it is due only while the callbacks of this turn have used less than `SLICE_MS`;
 * the others wait for the loop's immediates (the check phase, after its I/O), where the same rule holds, and so on,
 * in the order they were put off. Node runs the microtasks a callback started before the next timer's or immediate's
 * callback, so the clock read at each callback counts the whole step it resumed, promises included.
 */
const SLICE_MS = 8;

let sliceStartedAt = 0;
let sliceOpen = false;

function closeSlice() {
  sliceOpen = false;
}

/**
 * Whether a callback may run now; the first one after a slice was closed opens the next. The slice closes at the
 * loop's next immediates: opened by a timer, at this turn's check phase; opened there, at the next turn's (ahead of
 * the callbacks put off meanwhile, which are queued after it).
 */
function withinSlice(): boolean {
  const now = performance.now();
  if (!sliceOpen) {
    sliceOpen = true;
    sliceStartedAt = now;
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
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  const wake = () => {
    if (cancelled) return;
    if (withinSlice()) callback();
    else immediate = setImmediate(wake);
  };
  if (ms > 0) timer = setTimeout(wake, ms);
  else immediate = setImmediate(wake);
  return {
    cancel() {
      cancelled = true;
      clearTimeout(timer);
      clearImmediate(immediate);
    },
  };
}

/** A pause of at least `ms` (0: until the loop's immediates), resumed within a turn's slice (see slicedTimeout). */
export function slicedDelay(ms: number): Promise<void> {
  return new Promise((resolve) => slicedTimeout(resolve, ms));
}
