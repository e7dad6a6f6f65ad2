import type { Category, GeneratePreviewEvent, PostLength, Tone } from '@geulgam/contracts';
import type { FactSheet } from '../../../story/model.ts';

/** One source article as the writer sees it: always data, never instructions. */
export interface SourceArticle {
  title: string;
  outlet: string;
  url: string;
  body: string;
  publishedAt: Date;
}

export interface WriterInput {
  keyword: { title: string; category: Category };
  articles: SourceArticle[];
  /** Section headings the post should follow, in order (the provider may rephrase them). */
  outline: string[];
  /** The voice of every sentence outside quotes. */
  tone: Tone;
  /** Target size: roughly 1,000 / 1,800 / 2,800 characters without spaces when the sources allow. */
  length: PostLength;
  /**
   * Seeds every choice of wording and sentence order (member, keyword and version), so two members
   * or two versions never get the same text while one version stays reproducible.
   */
  seed: string;
  /**
   * The story's fact sheet (DESIGN §5): what the post may tell, each fact with its outlet. Writers plan
   * and write from it and are checked against it; the articles stay the sources cited and the data a
   * model may read.
   */
  facts?: FactSheet | undefined;
}

export interface DraftSection {
  heading: string;
  paragraphs: string[];
}

/**
 * A post as plain text fields. Providers never produce HTML: the pipeline escapes every field
 * and adds images, product links and source links itself, so model output cannot inject markup or links.
 */
export interface WriterDraft {
  title: string;
  /** Three titles to choose from: the keyword near the front, no shared template tail. */
  titleOptions: string[];
  intro: string;
  /** 3–5 sentences for the "뉴스 요약" section; facts only from the sources. */
  summary: string[];
  sections: DraftSection[];
  closing: string;
  /** 5–10 hashtags without '#': the story's entities and topic terms, never generic words. */
  tags: string[];
  /** 50–160 characters, contains the keyword. */
  metaDescription: string;
  /** Remarks for the member's quality report (e.g. sources too thin for the chosen length). */
  notes: string[];
}

export interface WriterUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface WriterResult {
  draft: WriterDraft;
  usage: WriterUsage;
  /** What still failed the quality bars after writing and how it was repaired: shown first in the report. */
  problems?: string[];
}

/** What a writer shows while it writes: a piece of the draft's text, or "forget what was shown". */
export type PreviewEvent =
  { event: 'preview'; data: GeneratePreviewEvent } | { event: 'reset'; data: Record<string, never> };

/** A writing as a value: preview and reset events while a streaming provider writes, then one result. */
export type WriterEvent = PreviewEvent | { event: 'result'; data: WriterResult };

/** For callers that want callbacks instead of events (`write`); the events are the provider's own answer. */
export interface PreviewListener {
  preview(event: GeneratePreviewEvent): void;
  /** Everything shown so far is to be forgotten (the writer starts over or the answer was refused). */
  reset(): void;
}

export interface StreamOptions {
  signal?: AbortSignal | undefined;
  /** Show the draft while it is written, when the provider can stream; otherwise only the result comes. */
  previews?: boolean | undefined;
}

export interface WriteOptions {
  signal?: AbortSignal;
  /** Receives the draft's readable text while it is written, when the provider can stream. */
  preview?: PreviewListener;
}

export interface WriterProvider {
  /** 'offline' or 'openai' — recorded with every call. */
  readonly name: string;
  readonly model: string;
  stream(input: WriterInput, options?: StreamOptions): AsyncIterable<WriterEvent>;
  /** The same writing, drained to its result (`preview` hears the events on the way). */
  write(input: WriterInput, options?: WriteOptions): Promise<WriterResult>;
}

/** What a member reads when a generation fails for a reason they cannot act on. */
export const GENERATION_FAILED = '글을 만드는 중 문제가 생겼어요. 잠시 후 다시 시도해 주세요.';

export class WriterError extends Error {
  constructor(
    message: string,
    /** Safe to show to members (Korean). */
    public readonly userMessage = GENERATION_FAILED,
  ) {
    super(message);
    this.name = 'WriterError';
  }
}
