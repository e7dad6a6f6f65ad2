import { INSTRUCTIONS_LEAKED } from './draft-answer.ts';
import { createJsonStringReader } from './json-string-reader.ts';
import type { AttemptOutcome } from './openai-transport.ts';
import { createPreviewGuard } from './preview-guard.ts';
import { INSTRUCTION_FRAGMENTS } from './prompt.ts';
import { WriterError, type PreviewEvent } from './provider.ts';
import { RESET } from './writer-events.ts';

/** How a previewed attempt ended, and whether anything it showed is still on screen. */
export interface PreviewedAttempt {
  outcome: AttemptOutcome;
  shown: boolean;
}

const IDLE = Symbol('idle');

/**
 * One streamed attempt's content as preview events (ADR 012): the pieces go through the JSON reader
 * into the preview guard, whose events are yielded as they come. The guard judges what arrived
 * together at once: it flushes when the stream waits for the network again (a burst of chunks becomes
 * one preview event rather than one per chunk), and when a value is complete, so a finished title or
 * paragraph is shown without waiting for the next. A poisoned guard (the model wrote an instruction
 * fragment) stops the attempt: the answer is refused, whatever else it says.
 */
export async function* previewAttempt(
  attempt: AsyncGenerator<string, AttemptOutcome>,
): AsyncGenerator<PreviewEvent, PreviewedAttempt> {
  const pending: PreviewEvent[] = [];
  const guard = createPreviewGuard(INSTRUCTION_FRAGMENTS, {
    preview: (data) => pending.push({ event: 'preview', data }),
    reset: () => pending.push(RESET),
  });
  let completed = false;
  const reader = createJsonStringReader({
    text: guard.reader.text,
    end(path) {
      guard.reader.end(path);
      completed = true;
    },
  });
  let shown = false;
  function* release() {
    for (const event of pending.splice(0)) {
      shown = event.event === 'preview';
      yield event;
    }
  }

  let idleTimer: NodeJS.Immediate | undefined;
  let idle: Promise<typeof IDLE> | undefined;
  let next: Promise<IteratorResult<string, AttemptOutcome>> | undefined = attempt.next();
  try {
    for (;;) {
      const step = idle ? await Promise.race([next, idle]) : await next;
      if (step === IDLE) {
        idle = undefined;
        guard.flush();
        yield* release();
        continue;
      }
      next = undefined;
      if (step.done) {
        if (step.value.kind === 'ok') {
          guard.flush();
          yield* release();
          if (guard.poisoned) throw new WriterError(`openai: ${INSTRUCTIONS_LEAKED}`);
        }
        return { outcome: step.value, shown };
      }
      reader.push(step.value);
      if (completed) {
        completed = false;
        guard.flush();
      }
      yield* release();
      if (guard.poisoned) throw new WriterError(`openai: ${INSTRUCTIONS_LEAKED}`);
      idle ??= new Promise((resolve) => (idleTimer = setImmediate(() => resolve(IDLE))));
      next = attempt.next();
    }
  } finally {
    if (idleTimer) clearImmediate(idleTimer);
    // Stopped early: the attempt ends (the SDK aborts its request) once it gets the word.
    next?.catch(() => {});
    void attempt.return(undefined as never).catch(() => {});
  }
}
