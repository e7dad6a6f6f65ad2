import type { GenerateStreamEvent } from '@geulgam/contracts';
import { slicedTimeout, type SlicedTimeout } from '../../shared/sliced-timeout.ts';

/** At most one write per stream in this window: 200 streams each writing every model chunk kept the loop busy. */
export const EVENT_WRITE_WINDOW_MS = 50;

function serverSentEvent({ event, data }: GenerateStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

type PreviewData = Extract<GenerateStreamEvent, { event: 'preview' }>['data'];

/**
 * Previews that follow one another on one block are one preview: an `append` after anything adds its text to it
 * (the mode of the first stays), so the member sees the same block text with fewer events.
 */
function merged(last: PreviewData, next: PreviewData): PreviewData | null {
  if (last.block !== next.block || last.kind !== next.kind || next.mode !== 'append') return null;
  return { ...last, text: last.text + next.text };
}

/**
 * Writes a generation's server-sent events in batches (ADR 037): the first event goes out at once (the first text
 * is what a member waits for), later ones wait until `windowMs` has passed since the last write, and go out as one
 * write. A `result` writes everything still waiting and itself at once, so the last preview always comes before it.
 * The events on the wire are the same as one write per event would give, except that previews of one block that
 * waited together are joined into one.
 */
export function createEventBatcher(write: (chunk: string) => void, windowMs = EVENT_WRITE_WINDOW_MS) {
  const waiting: GenerateStreamEvent[] = [];
  let lastWriteAt = -Infinity;
  let timer: SlicedTimeout | undefined;

  function flush() {
    timer?.cancel();
    timer = undefined;
    if (waiting.length === 0) return;
    lastWriteAt = performance.now();
    write(waiting.splice(0).map(serverSentEvent).join(''));
  }

  return {
    push(event: GenerateStreamEvent) {
      const last = waiting.at(-1);
      const joined = last?.event === 'preview' && event.event === 'preview' ? merged(last.data, event.data) : null;
      if (joined) waiting[waiting.length - 1] = { event: 'preview', data: joined };
      else waiting.push(event);
      const wait = lastWriteAt + windowMs - performance.now();
      if (event.event === 'result' || wait <= 0) flush();
      // The 200 streams' windows end together: each write waits for a slice of a loop turn (ADR 084).
      else timer ??= slicedTimeout(flush, wait);
    },
    /** Writes what is waiting now (the stream ends). */
    flush,
  };
}
