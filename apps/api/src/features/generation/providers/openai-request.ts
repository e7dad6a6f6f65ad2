import { readAnswer, type Answer } from './openai-answer.ts';
import { rejectsOption, requestFailed } from './openai-errors.ts';
import {
  abortedByCaller,
  type AttemptOutcome,
  type ChatRequest,
  type createOpenAiTransport,
} from './openai-transport.ts';
import { previewAttempt } from './preview-events.ts';
import type { ChatMessage } from './prompt.ts';
import type { PreviewEvent } from './provider.ts';
import { createRetries, type Sleep } from './retry-policy.ts';
import { RESET } from './writer-events.ts';

const TEMPERATURE = 0.4;

export interface AskOptions {
  signal: AbortSignal | undefined;
  maxTokens: number;
  maxRetries: number;
  /** Stream the answer as preview events (the writing requests only). */
  previews: boolean;
}

/** An answer, and whether its preview is still on screen (the caller withdraws it before asking again). */
export interface AskedAnswer extends Answer {
  shown: boolean;
}

/**
 * One request as the provider sees it: attempts through the transport until one is answered or the
 * request has failed for good (retry-policy.ts), with the live preview of a streamed answer as events
 * (preview-events.ts). It learns, once per provider, which servers reject `response_format` or
 * `stream`, and asks those without it afterwards.
 */
export function createRequestPipeline(options: {
  transport: ReturnType<typeof createOpenAiTransport>;
  model: string;
  sleep: Sleep;
}) {
  const { transport, model, sleep } = options;
  let responseFormatSupported = true;
  let streamingSupported = true;

  async function* ask(messages: ChatMessage[], ask: AskOptions): AsyncGenerator<PreviewEvent, AskedAnswer> {
    const { signal } = ask;
    if (signal?.aborted) throw abortedByCaller();
    const promptChars = messages.reduce((total, message) => total + message.content.length, 0);
    let withResponseFormat = responseFormatSupported;
    let streaming = ask.previews && streamingSupported;
    const retries = createRetries({ maxRetries: ask.maxRetries, sleep, signal });
    let shown = false;
    for (;;) {
      // A new attempt starts from an empty preview.
      if (shown) yield RESET;
      const request: ChatRequest = {
        model,
        messages,
        temperature: TEMPERATURE,
        max_tokens: ask.maxTokens,
        ...(withResponseFormat ? { response_format: { type: 'json_object' } } : {}),
      };
      let outcome: AttemptOutcome;
      if (streaming) ({ outcome, shown } = yield* previewAttempt(transport.stream(request, signal)));
      else outcome = await transport.send(request, signal);
      if (outcome.kind === 'ok') return { ...readAnswer(outcome.payload, promptChars), shown };

      // A server without JSON mode or without streaming: ask again once without it (not counted as a retry).
      if (withResponseFormat && rejectsOption(outcome, /response_format|response format/i)) {
        withResponseFormat = false;
        responseFormatSupported = false;
        continue;
      }
      if (streaming && rejectsOption(outcome, /\bstream(_options)?\b/i)) {
        streaming = false;
        streamingSupported = false;
        continue;
      }
      if (!(await retries.again(outcome))) throw requestFailed(outcome, retries.attempts);
    }
  }

  return { ask };
}
