import type { PostLength } from '@geulgam/contracts';
import { DEFAULT_MAX_PROMPT_CHARS, OPENAI_SYSTEM_PROMPT } from './prompt.ts';
import { DEFAULT_MAX_RETRIES, defaultSleep, type Sleep } from './retry-policy.ts';

export interface OpenAiProviderOptions {
  /** e.g. `https://api.openai.com/v1`, `http://127.0.0.1:11434/v1` (Ollama). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` only when set (local servers usually need none). */
  apiKey?: string;
  model: string;
  /** Per attempt, including reading the response body; for a streamed answer, since its latest chunk. */
  timeoutMs: number;
  /** Retries after the first attempt of the writing request on 429, 5xx, network errors and timeouts. Default 2. */
  maxRetries?: number;
  /** Cap on the characters of every request's messages. Default 12,000. */
  maxPromptChars?: number;
  /**
   * Cap on `max_tokens` of every request. Default 5,000; the writing request asks for what its length
   * needs (2,000 / 3,200 / 5,000), the outline request for 600.
   */
  maxCompletionTokens?: number;
  /** Handed to the SDK (tests, proxies). */
  fetchImpl?: typeof fetch;
  /** Waits between retries; injectable so tests do not really wait. */
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_MAX_COMPLETION_TOKENS = 5_000;
/** `max_tokens` of the writing request by length: room for the JSON around ≈1,000 / 1,800 / 2,800 characters. */
export const COMPLETION_TOKENS_BY_LENGTH: Record<PostLength, number> = { short: 2_000, standard: 3_200, long: 5_000 };

/** The options checked once, with their defaults: a misconfigured provider fails at startup, not per post. */
export interface CheckedOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  maxPromptChars: number;
  maxCompletionTokens: number;
  fetchImpl: typeof fetch | undefined;
  sleep: Sleep;
}

export function checkOptions(options: OpenAiProviderOptions): CheckedOptions {
  const baseUrl = options.baseUrl.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/\S+$/i.test(baseUrl)) throw new Error('openai provider: baseUrl must be an http(s) URL');
  const model = options.model.trim();
  if (!model) throw new Error('openai provider: model is required');
  const timeoutMs = options.timeoutMs;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new Error('openai provider: timeoutMs must be positive');
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  if (!Number.isInteger(maxRetries) || maxRetries < 0) throw new Error('openai provider: maxRetries must be ≥ 0');
  const maxPromptChars = options.maxPromptChars ?? DEFAULT_MAX_PROMPT_CHARS;
  if (!Number.isInteger(maxPromptChars) || maxPromptChars <= OPENAI_SYSTEM_PROMPT.length + 1_000) {
    throw new Error(`openai provider: maxPromptChars must exceed ${OPENAI_SYSTEM_PROMPT.length + 1_000}`);
  }
  const maxCompletionTokens = options.maxCompletionTokens ?? DEFAULT_MAX_COMPLETION_TOKENS;
  if (!Number.isInteger(maxCompletionTokens) || maxCompletionTokens <= 0) {
    throw new Error('openai provider: maxCompletionTokens must be a positive integer');
  }
  return {
    baseUrl,
    apiKey: options.apiKey?.trim() || undefined,
    model,
    timeoutMs,
    maxRetries,
    maxPromptChars,
    maxCompletionTokens,
    fetchImpl: options.fetchImpl,
    sleep: options.sleep ?? defaultSleep,
  };
}
