import type {
  PreviewEvent,
  PreviewListener,
  StreamOptions,
  WriterEvent,
  WriterInput,
  WriterProvider,
} from './provider.ts';

/** The event that withdraws every preview shown so far. */
export const RESET: PreviewEvent = { event: 'reset', data: {} };

/**
 * The `result` that ends a stream of events; previews and resets on the way go to `listener` when one is given.
 * Works for any stream whose last word is a `result` (a provider's, the generation service's).
 */
export async function lastResult<R>(
  events: AsyncIterable<PreviewEvent | { event: 'result'; data: R }>,
  listener?: PreviewListener,
): Promise<R> {
  let result: { data: R } | undefined;
  for await (const event of events) {
    if (event.event === 'result') result = event;
    else if (event.event === 'preview') listener?.preview(event.data);
    else listener?.reset();
  }
  if (!result) throw new Error('the event stream ended without a result');
  return result.data;
}

/** A provider from its stream alone: `write` drains it. */
export function writerProvider(provider: {
  name: string;
  model: string;
  stream(input: WriterInput, options?: StreamOptions): AsyncIterable<WriterEvent>;
}): WriterProvider {
  return {
    name: provider.name,
    model: provider.model,
    stream: (input, options) => provider.stream(input, options),
    write: (input, options = {}) =>
      lastResult(
        provider.stream(input, { signal: options.signal, previews: options.preview !== undefined }),
        options.preview,
      ),
  };
}
