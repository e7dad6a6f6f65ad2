import { abortedByCaller, type AttemptOutcome } from './openai-transport.ts';

/*
 * The retries are ours, not the SDK's (it runs with maxRetries: 0): a stream that breaks off after
 * its first chunk must be asked again too, which the SDK never does, and one policy for both keeps
 * the count of attempts and the waits (Retry-After capped at 10 s by the transport, injectable
 * sleep) in one place.
 */

export type FailedOutcome = Exclude<AttemptOutcome, { kind: 'ok' }>;
export type Sleep = (ms: number) => Promise<void>;

export const DEFAULT_MAX_RETRIES = 2;
const BACKOFF_BASE_MS = 500;
const BACKOFF_FACTOR = 3;
const JITTER_RATIO = 0.2;

/** 429, 5xx, network errors and timeouts may pass; other answers will not change by asking again. */
export function isRetryable(outcome: FailedOutcome): boolean {
  return outcome.kind !== 'http' || outcome.status === 429 || outcome.status >= 500;
}

/** 500 ms, 1,500 ms, 4,500 ms … plus up to 20 % jitter. */
export function backoffDelay(retry: number): number {
  const base = BACKOFF_BASE_MS * BACKOFF_FACTOR ** retry;
  return Math.round(base + Math.random() * base * JITTER_RATIO);
}

export function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The retries of one request: `again(outcome)` waits as the outcome asks (the server's Retry-After, else
 * the backoff) and says true, or says false when the request has failed for good. The caller's signal
 * ends a wait at once.
 */
export function createRetries(options: { maxRetries: number; sleep: Sleep; signal: AbortSignal | undefined }) {
  let retries = 0;
  return {
    /** Attempts made so far (for the error message). */
    get attempts() {
      return retries + 1;
    },
    async again(outcome: FailedOutcome): Promise<boolean> {
      if (!isRetryable(outcome) || retries >= options.maxRetries) return false;
      const delay =
        outcome.kind === 'http' && outcome.retryAfterMs !== undefined ? outcome.retryAfterMs : backoffDelay(retries);
      await pause(options.sleep, delay, options.signal);
      retries += 1;
      return true;
    },
  };
}

async function pause(sleep: Sleep, ms: number, signal: AbortSignal | undefined) {
  if (!signal) return sleep(ms);
  if (signal.aborted) throw abortedByCaller();
  await new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(abortedByCaller());
    signal.addEventListener('abort', onAbort, { once: true });
    sleep(ms).then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
