import { WriterError } from './provider.ts';
import type { FailedOutcome } from './retry-policy.ts';

/*
 * How a failed request reads: to the logs (English, with the server's words and the attempts made)
 * and to the member (Korean, only where they can act on it: wait and try again).
 */

const TIMEOUT_USER_MESSAGE = '글을 만드는 데 시간이 너무 오래 걸렸어요. 잠시 후 다시 시도해 주세요.';
const BUSY_USER_MESSAGE = '지금 요청이 많아 글을 만들지 못했어요. 잠시 후 다시 시도해 주세요.';

/** A request that failed for good; `status` is the HTTP status when the server answered. */
export class RequestFailed extends WriterError {
  constructor(
    message: string,
    userMessage: string | undefined,
    readonly status: number | undefined,
  ) {
    super(message, userMessage);
  }
}

export function requestFailed(outcome: FailedOutcome, attempts: number): RequestFailed {
  const tries = `after ${attempts} attempt${attempts === 1 ? '' : 's'}`;
  switch (outcome.kind) {
    case 'timeout':
      return new RequestFailed(`openai: request timed out ${tries}`, TIMEOUT_USER_MESSAGE, undefined);
    case 'network':
      return new RequestFailed(`openai: network error ${tries}: ${outcome.detail}`, undefined, undefined);
    case 'http':
      return new RequestFailed(
        `openai: HTTP ${outcome.status} ${tries}${outcome.detail ? `: ${outcome.detail}` : ''}`,
        outcome.status === 429 ? BUSY_USER_MESSAGE : undefined,
        outcome.status,
      );
  }
}

/** The server refuses us (key, model): every later request would fail the same way. */
export function isRefusal(error: unknown): boolean {
  return error instanceof RequestFailed && [401, 403, 404].includes(error.status ?? 0);
}

/** A 400/422 that names `option`: the server does not know it (JSON mode, streaming). */
export function rejectsOption(outcome: FailedOutcome, option: RegExp): boolean {
  return outcome.kind === 'http' && (outcome.status === 400 || outcome.status === 422) && option.test(outcome.detail);
}
