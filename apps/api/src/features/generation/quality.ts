import { countWithoutSpaces, extractFigures, sentenceRegister, splitSentences } from '@geulgam/korean';
import type { PostQuality, Tone } from '@geulgam/contracts';
import { countOpenSlots } from '../../shared/html.ts';
import type { SourceArticle, WriterDraft } from './providers/provider.ts';

export interface QualityInput {
  draft: WriterDraft;
  html: string;
  tone: Tone;
  articles: Pick<SourceArticle, 'body' | 'title'>[];
  images: number;
  products: number;
}

/** The sentences a writer wrote, in reading order: intro, summary, sections, closing. */
export function draftSentences(draft: WriterDraft): string[] {
  const blocks = [draft.intro, ...draft.summary, ...draft.sections.flatMap((s) => s.paragraphs), draft.closing];
  return blocks.flatMap((block) => splitSentences(block)).filter((s) => s.trim().length > 0);
}

/** A sentence without its spaces, punctuation and last word: what stays when only the ending was changed. */
function stem(sentence: string): string {
  const words = sentence.trim().split(/\s+/);
  return words
    .slice(0, Math.max(1, words.length - 1))
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * What the pipeline measures on every post (DESIGN §5.6): length, images, figures against the
 * sources, repeated facts, copied sentences, register, the disclosure's place and open slots.
 */
export function assessQuality({ draft, html, tone, articles, images, products }: QualityInput): PostQuality {
  const sentences = draftSentences(draft);
  const sourceText = articles.map((a) => `${a.title}\n${a.body}`).join('\n');
  const sourceFigures = new Set(extractFigures(sourceText).map((f) => f.key));

  const told = new Map<string, number>();
  for (const sentence of sentences) {
    for (const key of new Set(extractFigures(sentence).map((f) => f.key))) told.set(key, (told.get(key) ?? 0) + 1);
  }
  const keys = [...told.keys()];
  const sourceStems = new Set(
    articles
      .flatMap((a) => splitSentences(a.body))
      .map(stem)
      .filter((s) => s.length >= 12),
  );
  const bodySentences = [...draft.summary, ...draft.sections.flatMap((s) => s.paragraphs)].flatMap((block) =>
    splitSentences(block),
  );
  const copied = bodySentences.filter((s) => sourceStems.has(stem(s))).length;
  const registerErrors = sentences.filter((s) => {
    const register = sentenceRegister(s);
    return register !== tone && register !== 'other';
  }).length;
  const text = [draft.intro, ...draft.summary, ...draft.sections.flatMap((s) => s.paragraphs), draft.closing].join('');

  return {
    chars: countWithoutSpaces(text),
    images,
    figures_checked: keys.filter((k) => sourceFigures.has(k)).length,
    figures_unsupported: keys.filter((k) => !sourceFigures.has(k)).length,
    repeated_facts: keys.filter((k) => (told.get(k) ?? 0) >= 3).length,
    copied_share: bodySentences.length === 0 ? 0 : Math.round((copied / bodySentences.length) * 100) / 100,
    register_ok: registerErrors === 0,
    register_errors: registerErrors,
    disclosure: products === 0 ? 'none' : /^\s*<aside class="disclosure"/.test(html) ? 'first' : 'missing',
    open_slots: countOpenSlots(html),
    notes: draft.notes,
  };
}
