import { countWithoutSpaces } from '@geulgam/korean';
import type { PostLength } from '@geulgam/contracts';
import { z } from 'zod';
import { completeSeoFields, INSTRUCTIONS_LEAKED, parseWriterDraft, type DraftContext } from './draft-answer.ts';
import {
  collectSourceFacts,
  isUsable,
  repairDraft,
  reviewDraft,
  revisionReasons,
  unsupportedFacts,
  type DraftReview,
  type RevisionReason,
  type SourceFacts,
} from './draft-checks.ts';
import { createJsonStringReader } from './json-string-reader.ts';
import { abortedByCaller, createOpenAiTransport, type AttemptOutcome, type ChatRequest } from './openai-transport.ts';
import { parseOutlinePlan } from './outline-answer.ts';
import { createPreviewGuard } from './preview-guard.ts';
import {
  buildChatMessages,
  buildOutlineMessages,
  buildRevisionMessages,
  DEFAULT_MAX_PROMPT_CHARS,
  INSTRUCTION_FRAGMENTS,
  OPENAI_SYSTEM_PROMPT,
  type ChatMessage,
  type PlannedSection,
} from './prompt.ts';
import {
  WriterError,
  type PreviewListener,
  type WriterDraft,
  type WriterInput,
  type WriterProvider,
  type WriterResult,
  type WriterUsage,
  type WriteOptions,
} from './provider.ts';
import { leadingNames } from './source-facts.ts';

type PreviewGuard = ReturnType<typeof createPreviewGuard>;
type FailedOutcome = Exclude<AttemptOutcome, { kind: 'ok' }>;

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
const OUTLINE_COMPLETION_TOKENS = 600;
/** The outline needs the gist of the sources, not every word: its prompt is cut shorter. */
const OUTLINE_MAX_PROMPT_CHARS = 8_000;
/** Target characters without spaces; a post under 70 % of it says so in its notes. */
const TARGET_CHARS: Record<PostLength, number> = { short: 1_000, standard: 1_800, long: 2_800 };
const SHORT_POST_RATIO = 0.7;
const TAG_CANDIDATES = 10;
const DEFAULT_MAX_RETRIES = 2;
const TEMPERATURE = 0.4;
const BACKOFF_BASE_MS = 500;
const BACKOFF_FACTOR = 3;
const JITTER_RATIO = 0.2;

const TIMEOUT_USER_MESSAGE = '글을 만드는 데 시간이 너무 오래 걸렸어요. 잠시 후 다시 시도해 주세요.';
const BUSY_USER_MESSAGE = '지금 요청이 많아 글을 만들지 못했어요. 잠시 후 다시 시도해 주세요.';

/** A request that failed for good; `status` is the HTTP status when the server answered. */
class RequestFailed extends WriterError {
  constructor(
    message: string,
    userMessage: string | undefined,
    readonly status: number | undefined,
  ) {
    super(message, userMessage);
  }
}

/** One answered request: its text, how it ended, and its tokens. */
interface Answer {
  content: string;
  finishReason: string | null | undefined;
  usage: WriterUsage;
}

interface AskOptions {
  signal: AbortSignal | undefined;
  maxTokens: number;
  maxRetries: number;
  /** Streams the answer into this preview (the writing requests only). */
  preview?: PreviewListener | undefined;
}

/**
 * A writer backed by any OpenAI-compatible Chat Completions endpoint (OpenAI, CLOVA Studio's
 * OpenAI-compatible base, Ollama, vLLM). Per post (ADR 021): an outline request (small JSON; on
 * failure the pipeline's outline is used), the writing request (streamed into the preview), the
 * checks of the answer (facts against the sources, register, Korean) and at most one revision
 * request, then the repair of what is left. It composes the prompts (prompt.ts), one request at a time
 * through the SDK (openai-transport.ts), the live preview (json-string-reader.ts + preview-guard.ts),
 * the answers' parsing (draft-answer.ts, outline-answer.ts) and the checks (draft-checks.ts), and
 * decides what to try again.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): WriterProvider {
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
  const apiKey = options.apiKey?.trim() || undefined;
  const sleep = options.sleep ?? defaultSleep;
  const transport = createOpenAiTransport({
    baseUrl,
    timeoutMs,
    ...(apiKey ? { apiKey } : {}),
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  });

  // Learned once per provider: servers that reject `response_format` or `stream` are asked without it afterwards.
  let responseFormatSupported = true;
  let streamingSupported = true;

  async function write(input: WriterInput, callOptions?: WriteOptions): Promise<WriterResult> {
    const preview = callOptions?.preview;
    let shown = false;
    const watched: PreviewListener | undefined = preview && {
      preview(event) {
        shown = true;
        preview.preview(event);
      },
      reset() {
        shown = false;
        preview.reset();
      },
    };
    const withdraw = () => {
      if (shown) watched?.reset();
    };
    try {
      return await compose(input, callOptions?.signal, watched, withdraw);
    } catch (error) {
      // A failed answer leaves nothing on screen (the writer may fall back to another provider).
      withdraw();
      throw error;
    }
  }

  /** Outline, writing, checks, at most one revision, repair. */
  async function compose(
    input: WriterInput,
    signal: AbortSignal | undefined,
    preview: PreviewListener | undefined,
    withdraw: () => void,
  ): Promise<WriterResult> {
    if (signal?.aborted) throw abortedByCaller();
    const usage: WriterUsage = { promptTokens: 0, completionTokens: 0 };
    const count = (answer: Answer) => {
      usage.promptTokens += answer.usage.promptTokens;
      usage.completionTokens += answer.usage.completionTokens;
    };
    const context: DraftContext = { keyword: input.keyword.title, tagCandidates: tagCandidates(input) };
    const facts = collectSourceFacts(input);
    const writing = {
      signal,
      maxTokens: Math.min(maxCompletionTokens, COMPLETION_TOKENS_BY_LENGTH[input.length] ?? maxCompletionTokens),
      maxRetries,
      preview,
    };

    const plan = await planOutline(input, signal, count);
    const first = await ask(buildChatMessages(input, maxPromptChars, plan), writing);
    count(first);
    const draft = parseAnswer(first, context);
    const review = reviewDraft(draft, facts, input.tone);
    let repaired = repairDraft(draft, facts, input.tone);
    const reasons = revisionReasons(review);
    if (reasons.length === 0 && !isUsable(repaired.draft)) reasons.push(...lostReasons(review));

    if (reasons.length > 0) {
      const messages = revisionMessages(input, plan, draft, review, reasons);
      if (messages) {
        withdraw();
        const second = await ask(messages, writing);
        count(second);
        const revised = parseAnswer(second, context);
        if (reviewDraft(revised, facts, input.tone).notKorean) {
          throw new WriterError('openai: the answer is not Korean, also when asked again');
        }
        repaired = repairDraft(revised, facts, input.tone);
      } else if (reasons.includes('not-korean')) {
        throw new WriterError('openai: the answer is not Korean');
      }
      if (!isUsable(repaired.draft)) {
        throw new WriterError(`openai: too little of the answer can stay (${reasons.join(', ')})`);
      }
    }
    return { draft: finish(repaired.draft, repaired.dropped.length, input, context, facts), usage };
  }

  /** The outline request; undefined (the pipeline's outline is used) when it fails or says nothing usable. */
  async function planOutline(
    input: WriterInput,
    signal: AbortSignal | undefined,
    count: (answer: Answer) => void,
  ): Promise<PlannedSection[] | undefined> {
    let messages: ChatMessage[];
    try {
      messages = buildOutlineMessages(input, Math.min(maxPromptChars, OUTLINE_MAX_PROMPT_CHARS));
    } catch {
      return undefined;
    }
    try {
      const answer = await ask(messages, {
        signal,
        maxTokens: Math.min(maxCompletionTokens, OUTLINE_COMPLETION_TOKENS),
        maxRetries: 0,
      });
      count(answer);
      return parseOutlinePlan(answer.content, input.articles.length);
    } catch (error) {
      // The caller gave up, or the server refuses us (key, model): the writing request would fail the same way.
      if (signal?.aborted) throw abortedByCaller();
      if (error instanceof RequestFailed && [401, 403, 404].includes(error.status ?? 0)) throw error;
      return undefined;
    }
  }

  /** The revision request, or undefined when it cannot fit the prompt budget. */
  function revisionMessages(
    input: WriterInput,
    plan: PlannedSection[] | undefined,
    draft: WriterDraft,
    review: DraftReview,
    reasons: RevisionReason[],
  ): ChatMessage[] | undefined {
    try {
      return buildRevisionMessages(input, maxPromptChars, plan, JSON.stringify(draft), {
        reasons,
        unsupported: review.unsupported,
        offRegister: review.offRegister,
      });
    } catch (error) {
      if (error instanceof WriterError) return undefined;
      throw error;
    }
  }

  /*
   * The retries are ours, not the SDK's (it runs with maxRetries: 0): a stream that breaks off after
   * its first chunk must be asked again too, which the SDK never does, and one policy for both keeps
   * the count of attempts and the waits (Retry-After capped at 10 s, injectable sleep) in one place.
   */
  async function ask(messages: ChatMessage[], ask: AskOptions): Promise<Answer> {
    const { signal, preview } = ask;
    if (signal?.aborted) throw abortedByCaller();
    const promptChars = messages.reduce((total, message) => total + message.content.length, 0);
    let withResponseFormat = responseFormatSupported;
    let streaming = preview !== undefined && streamingSupported;
    let retries = 0;
    let guard: PreviewGuard | undefined;
    for (;;) {
      const request: ChatRequest = {
        model,
        messages,
        temperature: TEMPERATURE,
        max_tokens: ask.maxTokens,
        ...(withResponseFormat ? { response_format: { type: 'json_object' } } : {}),
      };
      // A new attempt starts from an empty preview.
      guard?.reset();
      guard = streaming && preview ? createPreviewGuard(INSTRUCTION_FRAGMENTS, preview) : undefined;
      const sink = guard && previewSink(guard);
      const outcome = await transport.send(request, signal, sink).finally(() => sink?.cancel());
      if (outcome.kind === 'ok') {
        guard?.flush();
        if (guard?.poisoned) throw new WriterError(`openai: ${INSTRUCTIONS_LEAKED}`);
        return readAnswer(outcome.payload, promptChars);
      }

      // A server without JSON mode or without streaming: ask again once without it (not counted as a retry).
      if (outcome.kind === 'http' && withResponseFormat && rejectsOption(outcome, /response_format|response format/i)) {
        withResponseFormat = false;
        responseFormatSupported = false;
        continue;
      }
      if (outcome.kind === 'http' && streaming && rejectsOption(outcome, /\bstream(_options)?\b/i)) {
        streaming = false;
        streamingSupported = false;
        continue;
      }
      const retryable = outcome.kind !== 'http' || outcome.status === 429 || outcome.status >= 500;
      if (!retryable || retries >= ask.maxRetries) throw failure(outcome, retries + 1);
      const delay =
        outcome.kind === 'http' && outcome.retryAfterMs !== undefined ? outcome.retryAfterMs : backoffDelay(retries);
      await pause(sleep, delay, signal);
      retries += 1;
    }
  }

  return { name: 'openai', model, write };
}

/** The sources' names, most mentioned first: hashtag candidates when the model gives too few. */
function tagCandidates(input: WriterInput): string[] {
  return leadingNames(input.articles, TAG_CANDIDATES);
}

/** Why a draft that the checks would cut down to too little is asked again. */
function lostReasons(review: DraftReview): RevisionReason[] {
  const reasons: RevisionReason[] = [];
  if (review.unsupported.length > 0) reasons.push('unsupported');
  if (review.offRegister.length > 0) reasons.push('register');
  return reasons;
}

/** The repaired draft's SEO fields filled again from what stayed, and the notes for the quality report. */
function finish(
  draft: WriterDraft,
  dropped: number,
  input: WriterInput,
  context: DraftContext,
  facts: SourceFacts,
): WriterDraft {
  const supported = (text: string) => unsupportedFacts(text, facts).length === 0;
  const complete = completeSeoFields(draft, context, supported);
  const notes = [...complete.notes];
  const target = TARGET_CHARS[input.length] ?? TARGET_CHARS.standard;
  const chars = countWithoutSpaces(
    [complete.intro, ...complete.summary, ...complete.sections.flatMap((s) => s.paragraphs), complete.closing].join(''),
  );
  if (chars < target * SHORT_POST_RATIO) notes.unshift(shortPostNote(input.length));
  if (dropped > 0) notes.unshift(`기사에서 확인되지 않거나 되풀이된 문장 ${dropped}개를 뺐어요.`);
  return { ...complete, notes: [...new Set(notes)].slice(0, 3) };
}

/** The quality report's remark on a post well under its length (the sources were too thin, or the model brief). */
export function shortPostNote(length: PostLength): string {
  const target = TARGET_CHARS[length] ?? TARGET_CHARS.standard;
  return `기사 내용이 적어 목표 분량(공백 제외 약 ${target.toLocaleString('ko-KR')}자)보다 짧게 썼어요.`;
}

function parseAnswer(answer: Answer, context: DraftContext): WriterDraft {
  try {
    return parseWriterDraft(answer.content, context);
  } catch (error) {
    if (!(error instanceof WriterError)) throw error;
    const cutOff = answer.finishReason === 'length' ? '; the answer was cut off at max_tokens' : '';
    throw new WriterError(`openai: ${error.message}${cutOff}`, error.userMessage);
  }
}

/**
 * The streamed answer's content goes through the JSON reader into the guard; a poisoned guard stops
 * the stream. The guard judges what arrived together at once: it flushes when the stream waits for
 * the network again (a burst of chunks becomes one preview event rather than one per chunk), and
 * when a value is complete, so a finished title or paragraph is shown without waiting for the next.
 */
function previewSink(guard: PreviewGuard) {
  let completed = false;
  const reader = createJsonStringReader({
    text: guard.reader.text,
    end(path) {
      guard.reader.end(path);
      completed = true;
    },
  });
  let pending: NodeJS.Immediate | undefined;
  const flush = () => {
    pending = undefined;
    guard.flush();
  };
  return {
    content(piece: string) {
      reader.push(piece);
      if (completed) {
        completed = false;
        guard.flush();
      }
      pending ??= setImmediate(flush);
    },
    get stopped() {
      return guard.poisoned;
    },
    /** The attempt is over: nothing more is sent from here (a complete answer is flushed by the caller). */
    cancel() {
      if (pending) clearImmediate(pending);
      pending = undefined;
    },
  };
}

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().nullish(), completion_tokens: z.number().nullish() }).nullish(),
});

function readAnswer(payload: unknown, promptChars: number): Answer {
  const parsed = completionSchema.safeParse(payload);
  if (!parsed.success) throw new WriterError('openai: the response is not a chat completion');
  const choice = parsed.data.choices[0];
  const content = choice?.message?.content ?? '';
  if (!content.trim()) {
    const refusal = choice?.message?.refusal ? ' (refused)' : '';
    throw new WriterError(`openai: the response has no message content${refusal}`);
  }
  const usage = parsed.data.usage;
  return {
    content,
    finishReason: choice?.finish_reason,
    usage: {
      promptTokens: tokenCount(usage?.prompt_tokens) ?? estimateTokens(promptChars),
      completionTokens: tokenCount(usage?.completion_tokens) ?? estimateTokens(content.length),
    },
  };
}

function tokenCount(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
}

/** Korean text runs about two characters per token. */
function estimateTokens(chars: number): number {
  return Math.ceil(chars / 2);
}

function rejectsOption(outcome: { status: number; detail: string }, option: RegExp): boolean {
  return (outcome.status === 400 || outcome.status === 422) && option.test(outcome.detail);
}

function failure(outcome: FailedOutcome, attempts: number): RequestFailed {
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

/** 500 ms, 1,500 ms, 4,500 ms … plus up to 20 % jitter. */
function backoffDelay(retry: number): number {
  const base = BACKOFF_BASE_MS * BACKOFF_FACTOR ** retry;
  return Math.round(base + Math.random() * base * JITTER_RATIO);
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function pause(sleep: (ms: number) => Promise<void>, ms: number, signal: AbortSignal | undefined) {
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
