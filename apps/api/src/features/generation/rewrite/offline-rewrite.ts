import type { Category, RewriteOperation, Tone } from '@geulgam/contracts';
import {
  conjugate,
  countWithoutSpaces,
  extractFigures,
  plainWords,
  sentenceRegister,
  splitSentences,
} from '@geulgam/korean';
import type { FactSheet } from '../../../story/model.ts';
import { factWords, needsPrevious } from '../offline/analyze.ts';
import { planDocument, type Message, type SectionRole } from '../offline/plan.ts';
import { realizeMessage, type RealizeContext } from '../offline/realize.ts';
import { createReferrer } from '../offline/refer.ts';
import { reword, splitAtConnective } from '../offline/vary.ts';
import { createRandom } from '../random.ts';
import type { PostOutline, PostSection } from './post-sections.ts';

/*
 * The structured rewrites of one section without a model (ADR 039), on the story's fact sheet and the
 * offline writer's planner and realizer:
 * - 다르게: the facts the section tells, realized again with another seed and reworded;
 * - 더 짧게: only the sentences that carry the section's key facts (the plan's priorities);
 * - 더 자세히: facts of the sheet that the post does not tell anywhere yet, in the post's tone;
 * - 쉬운 말로: long sentences cut at their connective, news words in plain words.
 * Sentences come out in the post's tone; the service checks them like any writing before storing.
 */

/** A rewrite that cannot do what was asked; `message` says why, in Korean, to the member. */
export class RewriteRefused extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
    this.name = 'RewriteRefused';
  }
}

export interface OfflineRewriteInput {
  operation: RewriteOperation;
  outline: PostOutline;
  section: PostSection;
  tone: Tone;
  sheet: FactSheet;
  category: Category;
  /** The story's title: a figure in it names the story and is not a fact told again. */
  title: string;
  seed: string;
  /** The newest source article's time (what is after it is still to come). */
  reference: Date;
  /** Whether a sentence reads as one of the sources: never written. */
  copied: (sentence: string) => boolean;
}

export interface OfflineRewrite {
  paragraphs: string[];
  /** What the assistant says was done, after "「heading」 부분을 …". */
  summary: string;
}

/** One message the fact sheet can carry, as plain prose, with what it tells. */
interface FactUnit {
  message: Message;
  role: SectionRole;
  priority: number;
  figures: Set<string>;
  words: Set<string>;
}

const figureKeys = (text: string, named: ReadonlySet<string>) =>
  new Set(
    extractFigures(text)
      .map((f) => f.key)
      .filter((k) => !named.has(k)),
  );

function context(input: OfflineRewriteInput, seed: string, told: Map<string, number>, named: Set<string>) {
  const actorName = input.sheet.lead.who[0];
  const actor = actorName ? input.sheet.entities.find((e) => e.name === actorName) : undefined;
  return {
    sheet: input.sheet,
    category: input.category,
    refer: createReferrer(input.sheet.entities, actor),
    random: createRandom(seed),
    reference: input.reference,
    told,
    named,
    copied: input.copied,
  } satisfies RealizeContext;
}

/**
 * Every message of the story's plan as a unit; `oneFactEach` splits a message of two fact clauses in two, so
 * a clause the post has not told can be added without its partner that it has.
 */
function factUnits(input: OfflineRewriteInput, named: Set<string>, oneFactEach = false): FactUnit[] {
  const plan = planDocument(input.sheet, input.category, createRandom(input.seed).fork('plan'));
  const units: FactUnit[] = [];
  for (const section of plan) {
    const messages = oneFactEach
      ? section.messages.flatMap((m) =>
          m.message.kind === 'facts'
            ? m.message.clauses.map((clause) => ({ ...m, message: { kind: 'facts' as const, clauses: [clause] } }))
            : [m],
        )
      : section.messages;
    messages.forEach((planned, i) => {
      const measuring = context(input, `${input.seed}:measure`, new Map(), named);
      const text = realizeMessage(planned.message, measuring, i === 0).join(' ');
      if (!text) return;
      units.push({
        message: planned.message,
        role: section.role,
        priority: planned.priority,
        figures: figureKeys(text, named),
        words: factWords(text),
      });
    });
  }
  return units;
}

/** Whether the sentence tells (part of) the unit: one of its figures, or most of its words. */
function tells(unit: FactUnit, sentence: string, named: ReadonlySet<string>): boolean {
  const keys = figureKeys(sentence, named);
  if ([...unit.figures].some((k) => keys.has(k))) return true;
  const words = factWords(sentence);
  const shared = [...unit.words].filter((w) => words.has(w)).length;
  return shared >= 3 && shared >= 0.5 * Math.min(unit.words.size, words.size);
}

function inTone(plain: string, tone: Tone): string | undefined {
  const sentence = conjugate(plain, tone);
  return sentenceRegister(sentence) === tone ? sentence : undefined;
}

/** Sentences as paragraphs of two or three. */
function asParagraphs(sentences: string[], count: number): string[] {
  const paragraphs = Math.max(1, Math.min(count, Math.ceil(sentences.length / 2)));
  const size = Math.ceil(sentences.length / paragraphs);
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += size) out.push(sentences.slice(i, i + size).join(' '));
  return out;
}

const sentencesOf = (paragraphs: readonly string[]) => paragraphs.flatMap((p) => splitSentences(p));

/** How often the rest of the post tells each figure (a rewrite never tells one a third time). */
function toldElsewhere(outline: PostOutline, section: PostSection, named: ReadonlySet<string>) {
  const told = new Map<string, number>();
  const rest = [
    ...outline.intro,
    ...outline.summary,
    ...outline.sections.filter((s) => s !== section).flatMap((s) => s.paragraphs.map((p) => p.text)),
    ...outline.closing,
  ];
  for (const sentence of sentencesOf(rest)) {
    for (const key of figureKeys(sentence, named)) told.set(key, (told.get(key) ?? 0) + 1);
  }
  return { told, sentences: sentencesOf(rest) };
}

/**
 * The section's sentences in groups by the first fact unit they tell (a sentence that tells none stands
 * alone): a group is told again in new sentences, and one whose units cannot be realized again keeps its own.
 */
function groupsOf(sentences: string[], units: FactUnit[], named: ReadonlySet<string>) {
  const groups: { units: FactUnit[]; originals: string[] }[] = [];
  const placed = new Set<FactUnit>();
  const byUnit = new Map<FactUnit, { units: FactUnit[]; originals: string[] }>();
  for (const sentence of sentences) {
    const told = units.filter((u) => tells(u, sentence, named));
    const home = told.map((u) => byUnit.get(u)).find(Boolean);
    const group = home ?? { units: [], originals: [] };
    if (!home) groups.push(group);
    group.originals.push(sentence);
    for (const unit of told) {
      if (placed.has(unit)) continue;
      placed.add(unit);
      group.units.push(unit);
      byUnit.set(unit, group);
    }
  }
  return groups;
}

function different(input: OfflineRewriteInput, units: FactUnit[], named: Set<string>): OfflineRewrite {
  const original = sentencesOf(input.section.paragraphs.map((p) => p.text));
  const groups = groupsOf(original, units, named);
  if (!groups.some((g) => g.units.length > 0)) {
    throw new RewriteRefused('이 부분의 문장을 기사 속 사실과 맞춰 보지 못해 다르게 쓸 수 없어요. 직접 고쳐 주세요.');
  }
  const { told } = toldElsewhere(input.outline, input.section, named);
  // What the section told may be told again here, once.
  for (const key of original.flatMap((s) => [...figureKeys(s, named)])) told.set(key, Math.min(told.get(key) ?? 0, 1));
  const before = new Set(original);
  let best: { sentences: string[]; fresh: number } | undefined;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const seed = `${input.seed}:different:${attempt}`;
    const ctx = context(input, seed, new Map(told), named);
    const words = createRandom(seed).fork('reword');
    let first = true;
    const sentences = groups.flatMap((group) => {
      const said = group.units
        .flatMap((u) => {
          const out = realizeMessage(u.message, ctx, first);
          first = false;
          return out;
        })
        .map((s) => inTone(reword(s, words), input.tone))
        .filter((s): s is string => s !== undefined && !input.copied(s));
      return said.length > 0 ? said : group.originals;
    });
    const fresh = sentences.filter((s) => !before.has(s)).length;
    if (fresh > (best?.fresh ?? 0)) best = { sentences, fresh };
  }
  if (best) {
    return {
      paragraphs: asParagraphs(best.sentences, input.section.paragraphs.length),
      summary: `사실은 그대로 두고 문장 ${best.fresh}개를 새로 썼어요.`,
    };
  }
  throw new RewriteRefused('이 부분은 같은 사실을 다른 문장으로 쓸 방법을 찾지 못했어요.');
}

function shorter(input: OfflineRewriteInput, units: FactUnit[], named: Set<string>): OfflineRewrite {
  const original = sentencesOf(input.section.paragraphs.map((p) => p.text));
  if (original.length < 2) throw new RewriteRefused('이 부분은 이미 한 문장이라 더 줄일 수 없어요.');
  // A sentence is worth what its most important fact is worth; one that tells no fact of the sheet goes first.
  const worth = original.map((sentence, at) => ({
    sentence,
    at,
    priority: Math.min(Infinity, ...units.filter((u) => tells(u, sentence, named)).map((u) => u.priority)),
  }));
  const keep = Math.max(1, Math.floor(original.length / 2));
  const kept = [...worth]
    .sort((a, b) => a.priority - b.priority || a.at - b.at)
    .slice(0, keep)
    .sort((a, b) => a.at - b.at)
    // A sentence that leans on the one before it cannot open the shorter section.
    .filter((item, i) => i > 0 || !needsPrevious(item.sentence) || keep === 1);
  const sentences = (kept.length > 0 ? kept : [worth[0]!]).map((item) => item.sentence);
  const facts = units.filter((u) => sentences.some((s) => tells(u, s, named))).length;
  return {
    paragraphs: asParagraphs(sentences, Math.min(2, input.section.paragraphs.length)),
    summary: `문장 ${original.length}개 가운데 ${facts > 0 ? '핵심 사실을 담은 ' : ''}${sentences.length}개만 남겼어요.`,
  };
}

function longer(input: OfflineRewriteInput, units: FactUnit[], named: Set<string>): OfflineRewrite {
  const original = sentencesOf(input.section.paragraphs.map((p) => p.text));
  const { told, sentences: rest } = toldElsewhere(input.outline, input.section, named);
  const everything = [...rest, ...original];
  const postFigures = new Set(everything.flatMap((s) => [...figureKeys(s, named)]));
  const role = units.find((u) => original.some((s) => tells(u, s, named)))?.role;
  const untold = units
    .filter((u) => !everything.some((s) => tells(u, s, named)) && ![...u.figures].some((k) => postFigures.has(k)))
    .sort((a, b) => Number(b.role === role) - Number(a.role === role) || a.priority - b.priority);
  const ctx = context(input, `${input.seed}:longer`, new Map(told), named);
  const target = Math.max(80, countWithoutSpaces(original.join('')) * 0.4);
  const added: string[] = [];
  let facts = 0;
  for (const unit of untold) {
    if (added.length > 0 && countWithoutSpaces(added.join('')) >= target) break;
    const sentences = realizeMessage(unit.message, ctx, added.length === 0)
      .map((s) => inTone(s, input.tone))
      .filter((s): s is string => s !== undefined && !input.copied(s))
      // Never a fact told again in other words: a sentence that shares most words with one in the post goes.
      .filter((s) => !everything.some((other) => sameFact(s, other)));
    if (sentences.length === 0) continue;
    added.push(...sentences);
    facts += 1;
  }
  if (added.length === 0) {
    throw new RewriteRefused('기사에 이 글이 아직 전하지 않은 사실이 더 없어요. 다른 방법을 골라 주세요.');
  }
  const paragraphs = input.section.paragraphs.map((p) => p.text);
  return {
    paragraphs: [...paragraphs, ...asParagraphs(added, 2)],
    summary: `기사에는 있지만 글에는 아직 없던 사실 ${facts}개를 문장 ${added.length}개로 더했어요.`,
  };
}

function sameFact(a: string, b: string): boolean {
  const x = factWords(a);
  const y = factWords(b);
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared >= 3 && shared >= 0.6 * Math.min(x.size, y.size);
}

/** "…했지만, …" → "…했다." and "하지만 …": the concession as two sentences. */
function splitAtBut(sentence: string): [string, string] | undefined {
  const match = /^(.{15,}?[았었였했됐있없])지만,? (.{15,})$/.exec(sentence);
  if (!match || /["“”]/.test(match[1]!)) return undefined;
  return [`${match[1]}다.`, `하지만 ${match[2]}`];
}

function plainer(input: OfflineRewriteInput): OfflineRewrite {
  let cuts = 0;
  let words = 0;
  const paragraphs = input.section.paragraphs.map((paragraph) => {
    const out: string[] = [];
    for (const sentence of splitSentences(paragraph.text)) {
      const halves = splitAtConnective(sentence) ?? splitAtBut(sentence);
      const first = halves ? inTone(halves[0], input.tone) : undefined;
      // Each half must still be the writer's own sentence, not a source's.
      const own = halves && first && !input.copied(first) && !input.copied(halves[1]);
      const parts = own ? [first, halves[1]] : [sentence];
      if (parts.length === 2) cuts += 1;
      for (const part of parts) {
        const plain = plainWords(part);
        words += plain.replaced;
        out.push(plain.text);
      }
    }
    return out.join(' ');
  });
  if (cuts === 0 && words === 0) {
    throw new RewriteRefused('이 부분은 이미 짧은 문장과 쉬운 말로 쓰여 있어요.');
  }
  const said = [
    cuts > 0 ? `긴 문장 ${cuts}개를 나누고` : '',
    words > 0 ? `어려운 말 ${words}개를 쉬운 말로 바꿨어요.` : '',
  ];
  return {
    paragraphs,
    summary: words > 0 ? said.filter(Boolean).join(' ') : `긴 문장 ${cuts}개를 짧게 나눴어요.`,
  };
}

/** One structured rewrite of the section; throws RewriteRefused when the choice cannot change it. */
export function rewriteOffline(input: OfflineRewriteInput): OfflineRewrite {
  const named = new Set(extractFigures(`${input.title} ${input.sheet.lead.what}`).map((f) => f.key));
  if (input.operation === 'plainer') return plainer(input);
  if (input.operation === 'longer') return longer(input, factUnits(input, named, true), named);
  const units = factUnits(input, named);
  if (input.operation === 'different') return different(input, units, named);
  return shorter(input, units, named);
}
