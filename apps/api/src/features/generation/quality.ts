import {
  countWithoutSpaces,
  extractFigures,
  namesIn,
  sentenceRegister,
  splitKeepingQuotes,
  splitSentences,
} from '@geulgam/korean';
import type { PostQuality, Tone } from '@geulgam/contracts';
import { countOpenSlots } from '../../shared/html.ts';
import type { FactSheet } from '../../story/model.ts';
import { EXPERIENCE_SLOTS } from './compliance.ts';
import type { SourceArticle, WriterDraft } from './providers/provider.ts';
import { copyIndex, copyRatio, countQuotes, danglingOpeners, isCopied } from './quality-text.ts';

export interface QualityInput {
  draft: WriterDraft;
  html: string;
  tone: Tone;
  articles: Pick<SourceArticle, 'body' | 'title'>[];
  images: number;
  products: number;
  /** The story's fact sheet, when the writer wrote from one: lead and key facts are checked against it. */
  facts?: FactSheet | undefined;
  /** The story's title (keyword): a figure that is part of its name is not a fact told again. */
  keyword?: string | undefined;
  /** Which rule chose each product shown. */
  productRules?: { name: string; rule: string }[] | undefined;
}

/** The bars a post must meet to read as finished (ADR 031); a post that misses one says so to the member. */
export const QUALITY_BARS = { copiedShare: 0.3, quotes: 3 } as const;

/** The sentences a writer wrote, in reading order: intro, summary, sections, closing. */
export function draftSentences(draft: WriterDraft): string[] {
  const blocks = [draft.intro, ...draft.summary, ...draft.sections.flatMap((s) => s.paragraphs), draft.closing];
  return blocks.flatMap((block) => splitSentences(block)).filter((s) => s.trim().length > 0);
}

/**
 * The body's sentences (summary and sections), where copying and quotes are measured: a quotation of several
 * sentences stays one sentence with the words that quote it, so that its words count as inside quotation marks.
 */
export function bodySentences(draft: WriterDraft): string[] {
  return [...draft.summary, ...draft.sections.flatMap((s) => s.paragraphs)].flatMap((block) =>
    splitKeepingQuotes(block),
  );
}

/** The sources' sentences a post's copying is measured against: each title and each sentence of each body. */
function sourceSentences(articles: QualityInput['articles']): string[] {
  return articles.flatMap((a) => [a.title, ...splitSentences(a.body)]);
}

/**
 * The draft with its body's copied share within the bar, measured as the report measures it: while more body
 * sentences than the bar allows read as a source's, the last such one goes (a writer's own count of what it
 * copied can miss a sentence the report reads as a copy).
 */
export function withinCopyBar(draft: WriterDraft, articles: QualityInput['articles']): WriterDraft {
  const sources = sourceSentences(articles);
  const index = copyIndex(sources);
  let current = draft;
  const dropLast = (blocks: string[]): string[] | undefined => {
    for (let b = blocks.length - 1; b >= 0; b -= 1) {
      const units = splitKeepingQuotes(blocks[b]!);
      const at = units.map((u) => isCopied(u, index)).lastIndexOf(true);
      if (at < 0) continue;
      const kept = [...blocks];
      kept[b] = units.filter((_, i) => i !== at).join(' ');
      return kept.filter((block) => block.trim().length > 0);
    }
    return undefined;
  };
  while (copyRatio(bodySentences(current), sources) > QUALITY_BARS.copiedShare) {
    const sections = [...current.sections];
    let changed = false;
    for (let i = sections.length - 1; i >= 0 && !changed; i -= 1) {
      const paragraphs = dropLast(sections[i]!.paragraphs);
      if (!paragraphs) continue;
      sections[i] = { ...sections[i]!, paragraphs };
      changed = true;
    }
    if (changed) {
      current = { ...current, sections: sections.filter((s) => s.paragraphs.length > 0) };
      continue;
    }
    const summary = dropLast(current.summary);
    if (!summary) break;
    current = { ...current, summary };
  }
  return current;
}

/** Paragraphs as sentence lists: the intro, each summary line, each section paragraph, the closing. */
function paragraphsOf(draft: WriterDraft): string[][] {
  return [draft.intro, ...draft.summary, ...draft.sections.flatMap((s) => s.paragraphs), draft.closing]
    .map((block) => splitSentences(block))
    .filter((p) => p.length > 0);
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/** Whether the first paragraph names the lead's actor and the head of what happened. */
export function leadInFirstParagraph(draft: WriterDraft, facts: FactSheet): boolean {
  const first = squeeze(draft.intro);
  const who = facts.lead.who.filter(Boolean);
  const head = facts.lead.what.trim().split(/\s+/).pop() ?? '';
  // "G3301번" is named as "G3301" too (the writer does not name a code twice, ADR 078).
  return (who.length === 0 || who.some((w) => namesIn(draft.intro, w))) && (!head || first.includes(head));
}

/** Share of the key facts told: the lead's actor, each current figure (by its normalised key). */
function keyFactShare(text: string, facts: FactSheet): number {
  const keys = new Set(extractFigures(text).map((f) => f.key));
  const flat = squeeze(text);
  const checks: boolean[] = [];
  for (const who of facts.lead.who.filter(Boolean)) {
    checks.push(namesIn(text, who));
  }
  for (const figure of facts.figures.filter((f) => f.current).slice(0, 6)) {
    const key = extractFigures(figure.text)[0]?.key;
    checks.push(key ? keys.has(key) : flat.includes(squeeze(figure.text)));
  }
  return checks.length === 0 ? 1 : Math.round((checks.filter(Boolean).length / checks.length) * 100) / 100;
}

/**
 * What the pipeline measures on every post (DESIGN §5.6, ADR 031): length, images, figures against the
 * sources, repeated facts, copied sentences, quotes, dangling openers, the lead's place, register (the
 * experience slots included), the disclosure's place and open slots — and the problems a member should fix.
 */
export function assessQuality(input: QualityInput): PostQuality {
  const { draft, html, tone, articles, images, products, facts } = input;
  const sentences = draftSentences(draft);
  const sourceText = articles.map((a) => `${a.title}\n${a.body}`).join('\n');
  const sourceFigures = new Set(extractFigures(sourceText).map((f) => f.key));
  const named = new Set(extractFigures(input.keyword ?? '').map((f) => f.key));

  const told = new Map<string, number>();
  for (const sentence of sentences) {
    for (const key of new Set(extractFigures(sentence).map((f) => f.key))) told.set(key, (told.get(key) ?? 0) + 1);
  }
  const keys = [...told.keys()];
  const body = bodySentences(draft);
  const copied = copyRatio(body, sourceSentences(articles));
  const quotes = countQuotes(body);
  const dangling = danglingOpeners(paragraphsOf(draft));
  const registerErrors = [...sentences, ...EXPERIENCE_SLOTS[tone]].filter((s) => {
    const register = sentenceRegister(s);
    return register !== tone && register !== 'other';
  }).length;
  const text = [draft.intro, ...draft.summary, ...draft.sections.flatMap((s) => s.paragraphs), draft.closing].join('');
  const repeated = keys.filter((k) => (told.get(k) ?? 0) >= 3 && !named.has(k)).length;
  const unsupported = keys.filter((k) => !sourceFigures.has(k)).length;
  const leadFirst = facts ? leadInFirstParagraph(draft, facts) : null;

  const problems: string[] = [];
  if (copied > QUALITY_BARS.copiedShare) {
    problems.push(`기사 문장을 거의 그대로 옮긴 문장이 ${Math.round(copied * 100)}%예요. 내 말로 고쳐 써 주세요.`);
  }
  if (quotes.quotes > QUALITY_BARS.quotes || quotes.unattributed > 0) {
    problems.push('직접 인용이 많거나 누가 한 말인지 빠진 인용이 있어요.');
  }
  if (dangling.length > 0) problems.push(`앞에 가리킬 말이 없는 문장이 ${dangling.length}개 있어요.`);
  if (leadFirst === false) problems.push('첫 문단에 무슨 일이 있었는지가 빠졌어요.');
  if (unsupported > 0) problems.push(`기사에서 찾지 못한 수치가 ${unsupported}개 있어요.`);
  if (repeated > 0) problems.push(`세 번 이상 되풀이한 수치가 ${repeated}개 있어요.`);
  if (registerErrors > 0) problems.push(`말투가 다른 문장이 ${registerErrors}개 있어요.`);

  return {
    chars: countWithoutSpaces(text),
    images,
    figures_checked: keys.filter((k) => sourceFigures.has(k)).length,
    figures_unsupported: unsupported,
    repeated_facts: repeated,
    copied_share: copied,
    register_ok: registerErrors === 0,
    register_errors: registerErrors,
    disclosure: products === 0 ? 'none' : /^\s*<aside class="disclosure"/.test(html) ? 'first' : 'missing',
    open_slots: countOpenSlots(html),
    notes: draft.notes,
    quotes: quotes.quotes,
    quotes_unattributed: quotes.unattributed,
    dangling_openers: dangling.length,
    lead_first: leadFirst,
    key_facts: facts ? keyFactShare(text, facts) : null,
    product_rules: input.productRules ?? [],
    problems,
  };
}
