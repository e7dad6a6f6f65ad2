import { z } from 'zod';
import { parseWriterDraft, type DraftContext } from './draft-answer.ts';
import { WriterError, type WriterDraft, type WriterUsage } from './provider.ts';

/** One answered request: its text, how it ended, and its tokens. */
export interface Answer {
  content: string;
  finishReason: string | null | undefined;
  usage: WriterUsage;
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

/** A chat completion's text and tokens; the tokens are estimated when the server does not say. */
export function readAnswer(payload: unknown, promptChars: number): Answer {
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

/** The draft in an answer; an answer cut off at `max_tokens` says so in the error. */
export function parseAnswer(answer: Answer, context: DraftContext): WriterDraft {
  try {
    return parseWriterDraft(answer.content, context);
  } catch (error) {
    if (!(error instanceof WriterError)) throw error;
    const cutOff = answer.finishReason === 'length' ? '; the answer was cut off at max_tokens' : '';
    throw new WriterError(`openai: ${error.message}${cutOff}`, error.userMessage);
  }
}

function tokenCount(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
}

/** Korean text runs about two characters per token. */
function estimateTokens(chars: number): number {
  return Math.ceil(chars / 2);
}
