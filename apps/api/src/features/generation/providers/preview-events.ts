import { INSTRUCTIONS_LEAKED } from './draft-answer.ts';
import { createJsonStringReader } from './json-string-reader.ts';
import type { AttemptOutcome } from './openai-transport.ts';
import { createPreviewGuard } from './preview-guard.ts';
import { INSTRUCTION_FRAGMENTS } from './prompt.ts';
import { WriterError, type PreviewEvent } from './provider.ts';
import { RESET } from './writer-events.ts';
import { slicedTimeout, type SlicedTimeout } from '../../../shared/sliced-timeout.ts';

/** How a previewed attempt ended, and whether anything it showed is still on screen. */
export interface PreviewedAttempt {
  outcome: AttemptOutcome;
  shown: boolean;
}

const IDLE = Symbol('idle');
/** After the first text, the guard judges the stream at most this often (ADR 073). */
export const PREVIEW_JUDGE_WINDOW_MS = 50;
/**
 * After the first text, the model's stream is read at most this often (ADR 077): the tokens that arrived meanwhile
 * come as one piece, so the HTTP client, the event parser, the JSON reader and the guard take one step per pause
 * rather than one per token. A member sees whole words only, a few per second, so the pace is not visible.
 */
export const PREVIEW_READ_PACE_MS = 100;

/**
 * One streamed attempt's content as preview events (ADR 012): the pieces go through the JSON reader
 * into the preview guard, whose events are yielded as they come. The guard judges what arrived
 * together at once: it flushes when the stream waits for the network again (a burst of chunks becomes
 * one preview event rather than one per chunk), after the first text at most once per
 * PREVIEW_JUDGE_WINDOW_MS (the pieces read together then), and when a value is complete, so a finished
 * title or paragraph is shown without waiting for the next. A poisoned guard (the model wrote an instruction
 * fragment) stops the attempt: the answer is refused, whatever else it says.
 */
export async function* previewAttempt(
  attempt: AsyncGenerator<string, AttemptOutcome, number | undefined>,
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

  let idleImmediate: NodeJS.Immediate | undefined;
  let idleTimeout: SlicedTimeout | undefined;
  let idle: Promise<typeof IDLE> | undefined;
  let judgedAt = -Infinity;
  /**
   * When the guard next judges what arrived: as soon as the stream waits for the network, until the first text
   * is out; after that at most once per PREVIEW_JUDGE_WINDOW_MS (the route writes at most that often anyway,
   * event-batcher.ts, and each judgement re-reads the open block), with the pieces that arrived meanwhile read
   * together; before the first text a completed value at once.
   */
  const nextJudgement = () =>
    new Promise<typeof IDLE>((resolve) => {
      const wait = shown ? judgedAt + PREVIEW_JUDGE_WINDOW_MS - performance.now() : 0;
      // After the first text, within a slice of a loop turn (ADR 084): the streams' windows end together.
      if (wait > 0) idleTimeout = slicedTimeout(() => resolve(IDLE), wait);
      else idleImmediate = setImmediate(() => resolve(IDLE));
    });
  // After the first text, the pieces that arrive between two judgements go to the JSON reader together.
  let buffered = '';
  const read = () => {
    if (!buffered) return;
    const text = buffered;
    buffered = '';
    reader.push(text);
  };
  const judge = () => {
    read();
    completed = false;
    judgedAt = performance.now();
    guard.flush();
  };
  let next: Promise<IteratorResult<string, AttemptOutcome>> | undefined = attempt.next();
  try {
    for (;;) {
      const step = idle ? await Promise.race([next, idle]) : await next;
      if (step === IDLE) {
        idle = undefined;
        judge();
        yield* release();
        continue;
      }
      next = undefined;
      if (step.done) {
        if (step.value.kind === 'ok') {
          read();
          guard.flush();
          yield* release();
          if (guard.poisoned) throw new WriterError(`openai: ${INSTRUCTIONS_LEAKED}`);
        }
        return { outcome: step.value, shown };
      }
      if (shown) buffered += step.value;
      else reader.push(step.value);
      // A paced step (after the first text) is judged at once when the window has passed: no timer per step.
      if (completed || (shown && performance.now() - judgedAt >= PREVIEW_JUDGE_WINDOW_MS)) judge();
      yield* release();
      if (guard.poisoned) throw new WriterError(`openai: ${INSTRUCTIONS_LEAKED}`);
      if (!shown || buffered) idle ??= nextJudgement();
      next = attempt.next(shown ? PREVIEW_READ_PACE_MS : undefined);
    }
  } finally {
    if (idleImmediate) clearImmediate(idleImmediate);
    idleTimeout?.cancel();
    // Stopped early: the attempt ends (the SDK aborts its request) once it gets the word.
    next?.catch(() => {});
    void attempt.return(undefined as never).catch(() => {});
  }
}
