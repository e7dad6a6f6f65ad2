// The openai SDK and our client on it, loaded by openai-transport.ts at the first request to a model (ADR 045).
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';

export { APIConnectionError, APIConnectionTimeoutError, APIError };

/**
 * Servers that are not OpenAI often answer errors as `{"message": …}` or `{"detail": …}`; the SDK
 * only reads `{"error": …}`, so for the others the message is handed to it here.
 */
export class CompatibleClient extends OpenAI {
  protected override makeStatusError(status: number, body: object, text: string | undefined, headers: Headers) {
    const json = body as Record<string, unknown> | undefined;
    const message =
      text ??
      (json && json.error === undefined ? (firstString(json.message, json.detail) ?? JSON.stringify(json)) : undefined);
    return super.makeStatusError(status, body, message, headers);
  }
}

function firstString(...values: unknown[]): string | undefined {
  return values.find((value): value is string => typeof value === 'string');
}
