import type { PostLength } from '@geulgam/contracts';
import { countWithoutSpaces } from '@geulgam/korean';
import { completeSeoFields, type DraftContext } from './draft-answer.ts';
import { unsupportedFacts, type DraftReview, type RevisionReason, type SourceFacts } from './draft-checks.ts';
import type { WriterDraft, WriterInput } from './provider.ts';
import { leadingNames } from './source-facts.ts';

/** Target characters without spaces; a post under 70 % of it says so in its notes. */
const TARGET_CHARS: Record<PostLength, number> = { short: 1_000, standard: 1_800, long: 2_800 };
const SHORT_POST_RATIO = 0.7;
const TAG_CANDIDATES = 10;

/** The sources' names, most mentioned first: hashtag candidates when the model gives too few. */
export function tagCandidates(input: WriterInput): string[] {
  return leadingNames(input.articles, TAG_CANDIDATES);
}

/** Why a draft that the checks would cut down to too little is asked again. */
export function lostReasons(review: DraftReview): RevisionReason[] {
  const reasons: RevisionReason[] = [];
  if (review.unsupported.length > 0) reasons.push('unsupported');
  if (review.offRegister.length > 0) reasons.push('register');
  return reasons;
}

/** The repaired draft's SEO fields filled again from what stayed, and the notes for the quality report. */
export function finishDraft(
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
