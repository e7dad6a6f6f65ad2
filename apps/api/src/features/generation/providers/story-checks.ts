import { conjugate, extractFigures, particle, sentenceRegister, splitSentences } from '@geulgam/korean';
import type { Tone } from '@geulgam/contracts';
import type { FactSheet } from '../../../story/model.ts';
import { leadSentence } from '../offline/realize.ts';
import { createReferrer } from '../offline/refer.ts';
import { QUALITY_BARS, leadInFirstParagraph } from '../quality.ts';
import { copyIndex, countQuotes, danglingOpener, isCopied, promiseUnkept } from '../quality-text.ts';
import { createRandom } from '../random.ts';
import type { DraftSection, WriterDraft, WriterInput } from './provider.ts';

/*
 * The LLM writer's checks of the quality report (ADR 031, "LLM writer"): the same measures the report
 * takes of every post — copied sentences, quotes, dangling openers, the lead event in the first
 * paragraph — and, against the fact sheet, an event that is over told as still to come, an earlier
 * figure told as the current one, and a person called by a title the articles never give them. `reviewStory` measures, `storyReasons` says what a revision must fix,
 * and `repairStory` drops or replaces what still fails, deterministically, and says what it did.
 */

export type StoryReason = 'copied' | 'dangling' | 'quotes' | 'lead' | 'tense' | 'stale' | 'role';

export interface StoryFinding {
  sentence: string;
  reason: StoryReason;
}

export interface StoryReview {
  findings: StoryFinding[];
  copiedShare: number;
  quotesOver: boolean;
  leadMissing: boolean;
}

type Where = 'intro' | 'summary' | 'section' | 'closing';

/** A paragraph of the draft as sentences, with where it sits (the body is the summary and the sections). */
interface Paragraph {
  where: Where;
  section?: number;
  sentences: string[];
}

function paragraphsOf(draft: WriterDraft): Paragraph[] {
  const split = (text: string) => splitSentences(text).filter((s) => s.trim().length > 0);
  return [
    { where: 'intro' as const, sentences: split(draft.intro) },
    ...draft.summary.map((text) => ({ where: 'summary' as const, sentences: split(text) })),
    ...draft.sections.flatMap((section, index) =>
      section.paragraphs.map((text) => ({ where: 'section' as const, section: index, sentences: split(text) })),
    ),
    { where: 'closing' as const, sentences: split(draft.closing) },
  ];
}

/** The draft rebuilt from its paragraphs; empty paragraphs and sections go. */
function rebuild(draft: WriterDraft, paragraphs: Paragraph[]): WriterDraft {
  const text = (p: Paragraph) => p.sentences.join(' ');
  const sections: DraftSection[] = draft.sections
    .map((section, index) => ({
      heading: section.heading,
      paragraphs: paragraphs
        .filter((p) => p.where === 'section' && p.section === index)
        .map(text)
        .filter(Boolean),
    }))
    .filter((section) => section.paragraphs.length > 0);
  return {
    ...draft,
    intro: paragraphs
      .filter((p) => p.where === 'intro')
      .map(text)
      .join(' '),
    summary: paragraphs
      .filter((p) => p.where === 'summary')
      .map(text)
      .filter(Boolean),
    sections,
    closing: paragraphs
      .filter((p) => p.where === 'closing')
      .map(text)
      .join(' '),
  };
}

const isBody = (p: Paragraph) => p.where === 'summary' || p.where === 'section';

function sourceIndex(input: WriterInput): string {
  return copyIndex(input.articles.flatMap((a) => [a.title, ...splitSentences(a.body)]));
}

/** Words that tell a figure as an earlier value ("처음엔 120만 명이었다가", "120만 명에서 늘어"). */
const EARLIER =
  /(?:이전|앞서|당초|처음|초기|지난|기존|였던|이었던|까지만 해도|보다|에서\s*[\d일이삼사오육칠팔구십]|에서 늘|에서 줄)/;
/** A sentence that ends telling the event as still to come ("…열릴 예정이에요", "…열 거예요"). */
const FUTURE = /(?:예정|계획|[가-힣] 거|[가-힣] 것|겠)[가-힣]{0,4}$/;

const figureKey = (text: string) => extractFigures(text)[0]?.key;

/** Figure keys the fact sheet knows only as earlier values (a newer report of the same count exists). */
function staleKeys(sheet: FactSheet): Set<string> {
  const current = new Set(sheet.figures.filter((f) => f.current).map((f) => figureKey(f.text)));
  const stale = new Set<string>();
  for (const figure of sheet.figures) {
    const key = figureKey(figure.text);
    if (!figure.current && key && !current.has(key)) stale.add(key);
  }
  return stale;
}

function isStale(sentence: string, stale: ReadonlySet<string>): boolean {
  if (stale.size === 0 || EARLIER.test(sentence)) return false;
  return extractFigures(sentence).some((f) => stale.has(f.key));
}

/** Whether an intro sentence tells the lead event, which is over, as still to come. */
function wrongTense(sentence: string, sheet: FactSheet): boolean {
  if (!sheet.lead.over || !FUTURE.test(sentence.replace(/[\s.!?…~]+$/u, ''))) return false;
  const head = sheet.lead.what.trim().split(/\s+/).pop() ?? '';
  const flat = sentence.replace(/\s+/g, '');
  return (head.length > 0 && flat.includes(head)) || sheet.lead.who.some((w) => w && flat.includes(w));
}

/** Titles a person is named with in Korean news ("한서윤 감독", "윤재하 선수"). */
const TITLES =
  '감독|대표|선수|배우|가수|작가|교수|장관|의원|위원장|회장|사장|셰프|원장|총재|시장|이사|본부장|팀장|코치|단장|변호사|의사|관계자';

const PARTICLE_PAIRS: Record<string, string> = {
  은: '은/는',
  는: '은/는',
  이: '이/가',
  가: '이/가',
  을: '을/를',
  를: '을/를',
  과: '과/와',
  와: '과/와',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The people the sheet names with a title, each with a pattern that finds them named with any title. */
function titledPeople(sheet: FactSheet) {
  return sheet.entities
    .filter((e) => e.kind === 'person' && e.name.trim().length >= 2 && e.role?.trim())
    .map((e) => ({
      name: e.name,
      role: e.role!.trim(),
      pattern: new RegExp(`${escapeRegExp(e.name)}\\s?(${TITLES})(은|는|이|가|을|를|과|와)?`, 'g'),
    }));
}

/** The titles in `sentence` that the sheet and the articles never give the person they follow. */
function wrongTitles(sentence: string, sheet: FactSheet, sourceText: string) {
  const found: { at: string; right: string }[] = [];
  for (const person of titledPeople(sheet)) {
    for (const match of sentence.matchAll(person.pattern)) {
      const said = match[1]!;
      if (said === person.role || sourceText.includes(`${person.name}${said}`)) continue;
      // The particle after the title follows the right title ("대표는" → "감독은").
      const after = match[2] ? particle(person.role, PARTICLE_PAIRS[match[2]]!) : '';
      found.push({ at: match[0], right: `${person.name} ${person.role}${after}` });
    }
  }
  return found;
}

const compactSources = (input: WriterInput) =>
  input.articles.map((a) => `${a.title} ${a.body}`.replace(/\s+/g, '')).join(' ');

function quoteSentences(paragraphs: Paragraph[]): { sentence: string; unattributed: boolean }[] {
  return paragraphs
    .filter(isBody)
    .flatMap((p) => p.sentences)
    .flatMap((sentence) => {
      const count = countQuotes([sentence]);
      return count.quotes > 0 ? [{ sentence, unattributed: count.unattributed > 0 }] : [];
    });
}

export function reviewStory(draft: WriterDraft, input: WriterInput): StoryReview {
  const paragraphs = paragraphsOf(draft);
  const findings: StoryFinding[] = [];
  const index = sourceIndex(input);
  const body = paragraphs.filter(isBody).flatMap((p) => p.sentences);
  const copied = body.filter((s) => isCopied(s, index));
  findings.push(...copied.map((sentence) => ({ sentence, reason: 'copied' as const })));
  const earlier: string[] = [];
  for (const p of paragraphs) {
    p.sentences.forEach((sentence, i) => {
      const dangling =
        danglingOpener(sentence, p.sentences.slice(0, i), earlier) ?? promiseUnkept(sentence, p.sentences[i + 1]);
      if (dangling) findings.push({ sentence, reason: 'dangling' });
    });
    earlier.push(...p.sentences);
  }
  const quoted = quoteSentences(paragraphs);
  const quotesOver = quoted.length > QUALITY_BARS.quotes;
  for (const [i, q] of quoted.entries()) {
    if (q.unattributed || i >= QUALITY_BARS.quotes) findings.push({ sentence: q.sentence, reason: 'quotes' });
  }
  const sheet = input.facts;
  let leadMissing = false;
  if (sheet) {
    leadMissing = !leadInFirstParagraph(draft, sheet);
    const intro = paragraphs.find((p) => p.where === 'intro')?.sentences ?? [];
    for (const sentence of intro) if (wrongTense(sentence, sheet)) findings.push({ sentence, reason: 'tense' });
    const stale = staleKeys(sheet);
    const sources = compactSources(input);
    for (const sentence of paragraphs.flatMap((p) => p.sentences)) {
      if (isStale(sentence, stale)) findings.push({ sentence, reason: 'stale' });
      if (wrongTitles(sentence, sheet, sources).length > 0) findings.push({ sentence, reason: 'role' });
    }
  }
  return {
    findings,
    copiedShare: body.length === 0 ? 0 : copied.length / body.length,
    quotesOver,
    leadMissing,
  };
}

/** Failures worth a second request: the repair would drop whole sentences of the post's substance. */
const REVISE_FOR: ReadonlySet<StoryReason> = new Set(['dangling', 'stale', 'role']);

/**
 * What a revision must fix, `[]` when none is needed: more copied sentences than the bar allows, a
 * dangling opener, an earlier figure told as current. A missing lead, a wrong tense or a quote too many
 * are asked for too when the model is asked anyway; alone, the repair puts them right.
 */
export function storyReasons(review: StoryReview, askedAnyway = false): StoryReason[] {
  const reasons = new Set<StoryReason>();
  if (review.copiedShare > QUALITY_BARS.copiedShare) reasons.add('copied');
  for (const finding of review.findings) if (REVISE_FOR.has(finding.reason)) reasons.add(finding.reason);
  if (reasons.size === 0 && !askedAnyway) return [];
  if (review.leadMissing) reasons.add('lead');
  for (const finding of review.findings) if (finding.reason !== 'copied') reasons.add(finding.reason);
  return [...reasons];
}

/** The lead event as the offline writer tells it, in the tone, or undefined when it cannot be put in the tone. */
function leadLine(input: WriterInput, sheet: FactSheet): string | undefined {
  const name = sheet.lead.who[0];
  const actor = name ? sheet.entities.find((e) => e.name === name) : undefined;
  const reference = new Date(Math.max(...input.articles.map((a) => a.publishedAt.getTime()), 0));
  const plain = leadSentence({
    sheet,
    category: input.keyword.category,
    refer: createReferrer(sheet.entities, actor),
    random: createRandom(input.seed).fork('lead'),
    reference,
    told: new Map(),
    named: new Set(),
    copied: (sentence) => isCopied(sentence, sourceIndex(input)),
  });
  const sentence = conjugate(plain, input.tone as Tone);
  return sentenceRegister(sentence) === input.tone ? sentence : undefined;
}

const PROBLEM_TEXT: Record<StoryReason, (n: number) => string> = {
  copied: (n) => `기사 문장을 거의 그대로 옮긴 문장이 많아 ${n}개를 뺐어요.`,
  dangling: (n) => `앞에 가리킬 말이 없는 문장 ${n}개를 고치거나 뺐어요.`,
  quotes: (n) => `누가 한 말인지 빠졌거나 세 번을 넘는 인용 ${n}개를 뺐어요.`,
  lead: () => '첫 문단에 무슨 일이 있었는지가 빠져 그 문장을 넣었어요.',
  tense: (n) => `이미 끝난 일을 앞으로의 일처럼 쓴 문장 ${n}개를 고쳤어요.`,
  stale: (n) => `지금 값이 아닌 이전 수치를 지금 값처럼 쓴 문장 ${n}개를 뺐어요.`,
  role: (n) => `사람의 직함을 기사와 다르게 쓴 곳 ${n}개를 기사대로 고쳤어요.`,
};

export interface StoryRepair {
  draft: WriterDraft;
  /** Korean lines for the quality report: what failed after the revision and what the repair did. */
  problems: string[];
}

/**
 * The draft with what still fails the report's bars dropped or replaced: earlier figures told as current,
 * quotes beyond three or without a speaker, copied sentences (the last ones first, until the share is
 * within the bar), dangling openers (the name put in when the fact sheet has it, else the sentence goes),
 * and an intro without the lead event or with an ended event told as to come (the offline writer's lead
 * sentence goes first).
 */
export function repairStory(draft: WriterDraft, input: WriterInput): StoryRepair {
  const review = reviewStory(draft, input);
  const counts = new Map<StoryReason, number>();
  const note = (reason: StoryReason) => counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const drop = new Set(
    review.findings.filter((f) => f.reason === 'stale' || f.reason === 'quotes').map((f) => f.sentence),
  );
  for (const f of review.findings) if (f.reason === 'stale' || f.reason === 'quotes') note(f.reason);
  let paragraphs = paragraphsOf(draft).map((p) => ({ ...p, sentences: p.sentences.filter((s) => !drop.has(s)) }));

  // A wrong title gives way to the one the sheet has ("한서윤 대표" → "한서윤 감독").
  if (input.facts) {
    const sheet = input.facts;
    const sources = compactSources(input);
    for (const p of paragraphs) {
      p.sentences = p.sentences.map((sentence) => {
        let fixed = sentence;
        for (const wrong of wrongTitles(sentence, sheet, sources)) {
          fixed = fixed.replace(wrong.at, wrong.right);
          note('role');
        }
        return fixed;
      });
    }
  }

  // Copied sentences go from the end of the body until the share is within the bar.
  const index = sourceIndex(input);
  const body = () => paragraphs.filter(isBody).flatMap((p) => p.sentences);
  const copied = body().filter((s) => isCopied(s, index));
  let total = body().length;
  let left = copied.length;
  for (const sentence of copied.reverse()) {
    if (total === 0 || left / total <= QUALITY_BARS.copiedShare) break;
    paragraphs = paragraphs.map((p) =>
      isBody(p) ? { ...p, sentences: p.sentences.filter((s) => s !== sentence) } : p,
    );
    total -= 1;
    left -= 1;
    note('copied');
  }

  const sheet = input.facts;
  if (sheet) {
    const intro = paragraphs.find((p) => p.where === 'intro');
    const tense = intro?.sentences.filter((s) => wrongTense(s, sheet)) ?? [];
    const missing = !leadInFirstParagraph(rebuild(draft, paragraphs), sheet);
    const line = (missing || tense.length > 0) && intro ? leadLine(input, sheet) : undefined;
    if (intro && line) {
      intro.sentences = [line, ...intro.sentences.filter((s) => !tense.includes(s))];
      if (missing) note('lead');
      for (let i = 0; i < tense.length; i += 1) note('tense');
    }
  }

  // A section paragraph whose opener leans on the paragraph before it joins that paragraph.
  let previous: Paragraph | undefined;
  for (const p of paragraphs) {
    const opener = p.sentences[0];
    const sameSection =
      previous && p.where === 'section' && previous.where === 'section' && previous.section === p.section;
    if (opener && sameSection && danglingOpener(opener, []) && !danglingOpener(opener, previous!.sentences)) {
      previous!.sentences.push(...p.sentences);
      p.sentences = [];
      note('dangling');
      continue;
    }
    if (p.sentences.length > 0) previous = p;
  }

  // Dangling openers: the referent's name when the story has one, else the sentence goes. Dropping an
  // opener makes the next sentence the opener, so the paragraph is judged again.
  const name = sheet?.lead.who[0];
  const referrer = sheet
    ? createReferrer(
        sheet.entities,
        sheet.entities.find((e) => e.name === name),
      )
    : undefined;
  const earlier: string[] = [];
  for (const p of paragraphs) {
    const kept: string[] = [];
    p.sentences.forEach((sentence, i) => {
      const named = referrer?.refer(sentence);
      const promise = promiseUnkept(sentence, p.sentences[i + 1]);
      if (!promise && !danglingOpener(sentence, kept, earlier)) {
        kept.push(sentence);
        return;
      }
      note('dangling');
      if (!promise && named && named !== sentence && !danglingOpener(named, kept, earlier)) kept.push(named);
    });
    p.sentences = kept;
    earlier.push(...kept);
  }

  const problems = [...counts.entries()].map(([reason, n]) => PROBLEM_TEXT[reason](n));
  return { draft: rebuild(draft, paragraphs), problems };
}
