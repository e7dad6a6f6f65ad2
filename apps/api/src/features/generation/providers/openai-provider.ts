import type { DraftContext } from './draft-answer.ts';
import {
  collectSourceFacts,
  isUsable,
  repairDraft,
  reviewDraft,
  revisionReasons,
  type DraftReview,
} from './draft-checks.ts';
import { breathe } from '../../../shared/breathe.ts';
import { finishDraft, lostReasons, tagCandidates } from './draft-finish.ts';
import { parseAnswer } from './openai-answer.ts';
import { isRefusal } from './openai-errors.ts';
import { checkOptions, COMPLETION_TOKENS_BY_LENGTH, type OpenAiProviderOptions } from './openai-options.ts';
import { createRequestPipeline } from './openai-request.ts';
import { abortedByCaller, createOpenAiTransport } from './openai-transport.ts';
import { parseOutlinePlan } from './outline-answer.ts';
import {
  buildChatMessages,
  buildOutlineMessages,
  buildRevisionMessages,
  type ChatMessage,
  type PlannedSection,
  type RevisionText,
} from './prompt.ts';
import {
  WriterError,
  type PreviewEvent,
  type WriterDraft,
  type WriterEvent,
  type WriterInput,
  type WriterProvider,
  type WriterResult,
  type WriterUsage,
} from './provider.ts';
import { repairStory, reviewStory, storyReasons, type StoryReview } from './story-checks.ts';
import { RESET, writerProvider } from './writer-events.ts';

export { shortPostNote } from './draft-finish.ts';
export type { OpenAiProviderOptions } from './openai-options.ts';

const OUTLINE_COMPLETION_TOKENS = 600;
/** The outline needs the gist of the sources, not every word: its prompt is cut shorter. */
const OUTLINE_MAX_PROMPT_CHARS = 8_000;

/**
 * A writer backed by any OpenAI-compatible Chat Completions endpoint (OpenAI, CLOVA Studio's
 * OpenAI-compatible base, Ollama, vLLM). Per post (ADR 021): an outline request (small JSON; on
 * failure the pipeline's outline is used), the writing request (streamed as preview events), the
 * checks of the answer (facts against the sources, register, Korean) and at most one revision
 * request, then the repair of what is left. This module decides what to ask and what to try again;
 * the prompts are prompt.ts, one request with its retries and preview openai-request.ts, the
 * answers' parsing openai-answer.ts, draft-answer.ts and outline-answer.ts, the checks draft-checks.ts.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): WriterProvider {
  const settings = checkOptions(options);
  const { maxCompletionTokens, maxPromptChars, maxRetries } = settings;
  const transport = createOpenAiTransport({
    baseUrl: settings.baseUrl,
    timeoutMs: settings.timeoutMs,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    ...(settings.fetchImpl ? { fetchImpl: settings.fetchImpl } : {}),
  });
  const { ask } = createRequestPipeline({ transport, model: settings.model, sleep: settings.sleep });

  async function* stream(
    input: WriterInput,
    { signal, previews = false }: { signal?: AbortSignal | undefined; previews?: boolean | undefined } = {},
  ): AsyncGenerator<WriterEvent> {
    const events = compose(input, signal, previews);
    let shown = false;
    try {
      for (;;) {
        const step = await events.next();
        if (step.done) return yield { event: 'result', data: step.value };
        shown = step.value.event === 'preview';
        yield step.value;
      }
    } catch (error) {
      // A failed answer leaves nothing on screen (the writer may fall back to another provider).
      if (shown) yield RESET;
      throw error;
    }
  }

  /** Outline, writing, checks, at most one revision, repair. */
  async function* compose(
    input: WriterInput,
    signal: AbortSignal | undefined,
    previews: boolean,
  ): AsyncGenerator<PreviewEvent, WriterResult> {
    if (signal?.aborted) throw abortedByCaller();
    const usage: WriterUsage = { promptTokens: 0, completionTokens: 0 };
    const count = (answer: { usage: WriterUsage }) => {
      usage.promptTokens += answer.usage.promptTokens;
      usage.completionTokens += answer.usage.completionTokens;
    };
    // Reached from a database answer or the outline's: the steps before the request wait for a slice of the loop's
    // turn (ADR 084), not run inside the I/O callback with the other generations' answers of that turn.
    await breathe();
    const context: DraftContext = { keyword: input.keyword.title, tagCandidates: tagCandidates(input) };
    const facts = collectSourceFacts(input);
    const writing = {
      signal,
      maxTokens: Math.min(maxCompletionTokens, COMPLETION_TOKENS_BY_LENGTH[input.length] ?? maxCompletionTokens),
      maxRetries,
      previews,
    };

    // With a fact sheet the plan is the offline writer's (in the prompt); without one the model plans.
    const plan = input.facts ? undefined : await planOutline(input, signal, count);
    if (plan) await breathe();
    const messages = buildChatMessages(input, maxPromptChars, plan);
    await breathe();
    const first = yield* ask(messages, writing);
    count(first);
    await breathe();
    const draft = parseAnswer(first, context);
    const review = reviewDraft(draft, facts, input.tone);
    await breathe();
    const story = reviewStory(draft, input);
    await breathe();
    let repaired = repairDraft(draft, facts, input.tone);
    const checked = revisionReasons(review);
    const reasons: RevisionText[] = [...checked, ...storyReasons(story, checked.length > 0)];
    if (reasons.length === 0 && !isUsable(repaired.draft)) reasons.push(...lostReasons(review));

    if (reasons.length > 0) {
      const messages = revisionMessages(input, plan, draft, review, story, reasons);
      if (messages) {
        if (first.shown) yield RESET;
        const second = yield* ask(messages, writing);
        count(second);
        const revised = parseAnswer(second, context);
        if (reviewDraft(revised, facts, input.tone).notKorean) {
          throw new WriterError('openai: the answer is not Korean, also when asked again');
        }
        repaired = repairDraft(revised, facts, input.tone);
      } else if (reasons.includes('not-korean')) {
        throw new WriterError('openai: the answer is not Korean');
      }
    }
    // What still fails the report's bars is dropped or replaced, and said in the report.
    await breathe();
    const fixed = repairStory(repaired.draft, input);
    if ((reasons.length > 0 || fixed.problems.length > 0) && !isUsable(fixed.draft)) {
      throw new WriterError(`openai: too little of the answer can stay (${reasons.join(', ')})`);
    }
    await breathe();
    return {
      draft: finishDraft(fixed.draft, repaired.dropped.length, input, context, facts),
      usage,
      ...(fixed.problems.length > 0 ? { problems: fixed.problems } : {}),
    };
  }

  /** The outline request; undefined (the pipeline's outline is used) when it fails or says nothing usable. */
  async function planOutline(
    input: WriterInput,
    signal: AbortSignal | undefined,
    count: (answer: { usage: WriterUsage }) => void,
  ): Promise<PlannedSection[] | undefined> {
    let messages: ChatMessage[];
    try {
      messages = buildOutlineMessages(input, Math.min(maxPromptChars, OUTLINE_MAX_PROMPT_CHARS));
    } catch {
      return undefined;
    }
    try {
      // Never streamed: the outline has nothing to preview, so its request yields no events.
      const request = ask(messages, {
        signal,
        maxTokens: Math.min(maxCompletionTokens, OUTLINE_COMPLETION_TOKENS),
        maxRetries: 0,
        previews: false,
      });
      const answer = await request.next();
      if (!answer.done) throw new WriterError('openai: the outline request showed a preview');
      count(answer.value);
      return parseOutlinePlan(answer.value.content, input.articles.length);
    } catch (error) {
      // The caller gave up, or the server refuses us (key, model): the writing request would fail the same way.
      if (signal?.aborted) throw abortedByCaller();
      if (isRefusal(error)) throw error;
      return undefined;
    }
  }

  /** The revision request, or undefined when it cannot fit the prompt budget. */
  function revisionMessages(
    input: WriterInput,
    plan: PlannedSection[] | undefined,
    draft: WriterDraft,
    review: DraftReview,
    story: StoryReview,
    reasons: RevisionText[],
  ): ChatMessage[] | undefined {
    try {
      return buildRevisionMessages(input, maxPromptChars, plan, JSON.stringify(draft), {
        reasons,
        unsupported: review.unsupported,
        offRegister: review.offRegister,
        story: story.findings,
      });
    } catch (error) {
      if (error instanceof WriterError) return undefined;
      throw error;
    }
  }

  return writerProvider({ name: 'openai', model: settings.model, stream });
}
