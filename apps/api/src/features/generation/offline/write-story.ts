import type { PostLength, Tone } from '@geulgam/contracts';
import type { FactSheet, StoryEntity } from '../../../story/model.ts';
import { countWithoutSpaces, particle, splitSentences } from '@geulgam/korean';
import { extractFigures } from '@geulgam/korean';
import type { DraftSection, WriterDraft, WriterInput } from '../providers/provider.ts';
import { createRandom, type Random } from '../random.ts';
import { conjugate, sentenceRegister } from '@geulgam/korean';
import { render } from './fill.ts';
import {
  closingLine,
  headingFor,
  headingOptions,
  introFollowUp,
  summaryLines,
  tagsFor,
  titlesFor,
  type FrameFacts,
} from './frame.ts';
import {
  factTokens,
  factWeights,
  planDocument,
  UNSOURCED_TOKEN,
  type PlannedMessage,
  type PlannedSection,
} from './plan.ts';
import {
  actor,
  eventPhrase,
  leadSentence,
  materialTrace,
  outletOf,
  realizeMessage,
  REPORTED,
  sourced,
  tell,
  type RealizeContext,
} from './realize.ts';
import { cleanClause } from './clause.ts';
import { createReferrer } from './refer.ts';
import { metaDescription } from './seo.ts';
import { copyIndex, isCopied } from '../quality-text.ts';
import { keepReferences } from './cohere.ts';

/*
 * The story writer (DESIGN §5, ADR 031): content selection and document plan (plan.ts), microplanning
 * (aggregation and referring expressions: realize.ts, refer.ts), realization in the member's tone (the
 * conjugator), framed by a title, headings, intro and closing written for the story (frame.ts).
 * It writes from the fact sheet only; the articles are used for their count and time, never copied.
 */

/**
 * Characters without spaces of the body (sections) each option aims at, before intro, summary and
 * closing: a share of what the fact sheet can tell, within a floor and a cap. `long` tells everything up
 * to its cap; `standard` and `short` stay clearly shorter than the option above them when the sources
 * are rich enough for that (a long post ≥ 1.4 × a standard one, issue 26).
 */
const BODY_SHARE: Record<PostLength, number> = { short: 0.3, standard: 0.62, long: 1 };
const BODY_FLOOR: Record<PostLength, number> = { short: 450, standard: 1400, long: 2000 };
const BODY_CAP: Record<PostLength, number> = { short: 800, standard: 2100, long: 4200 };
/** A longer option's body over the next shorter one's, when the material allows it. */
const STEP = 1.5;
/** The same step on thin sources, where standard keeps most of the little there is. */
const THIN_STEP = 1.2;
/**
 * At most this share of the body's sentences may read as a source sentence (the report's bar is 30 %):
 * only clauses carrying a figure, the latest ones in the post dropped first when there are more.
 */
const COPY_BUDGET = 0.2;
/** Sources this long hold enough for a standard post of 1,500 characters; shorter ones are called thin. */
const RICH_SOURCES = 3000;
/** What each option promises (characters without spaces): a post shorter than this on thin sources says why. */
const PROMISED: Record<PostLength, number> = { short: 700, standard: 1500, long: 2100 };
/**
 * What a standard post on rich sources aims at when it tells more of its material: a little above its promise,
 * so that a sentence the last look leaves out (a dangling opener) does not take it below 1,500.
 */
const STANDARD_AIM = 1600;
/** At most this many further messages are tried on a standard post that fell short of its promise. */
const MAX_ADDED = 16;
/** A long post is at least this many times as long as the standard one (issue 26). */
const LONG_OVER_STANDARD = 1.4;
/** How much shorter than the long post a standard post stays when the long one cannot be 1.4 times as long. */
const LONG_MARGIN = 50;

/**
 * A sentence as the fact it states: no outlet named before it, no name in single quotes ("군은 22일 '…' 계획을
 * 발표했다" is "군은 22일 계획을 발표했다" told again), no spaces, no ending punctuation or register.
 */
export function sameFact(sentence: string): string {
  return sentence
    .replace(/'[^']*'|‘[^’]*’/g, '')
    .replace(/^\S+(?:에 따르면| 보도를 보면)\s+/, '')
    .replace(/(?:이에요|예요|어요|아요|해요|습니다|입니다|이다|다|야|어|아)?[.!?]?$/, '')
    .replace(/\s+/g, '');
}

/** The body budget of each option for this much material (`available`: what every message would take). */
export function bodyBudget(length: PostLength, available: number, rich: boolean): number {
  const plain = (option: PostLength) =>
    Math.min(BODY_CAP[option], Math.max(BODY_FLOOR[option], available * BODY_SHARE[option]));
  const long = Math.min(BODY_CAP.long, available);
  if (length === 'long') return long;
  // Thin sources: standard tells most of what they hold (the key facts first), long the rest.
  const standard = Math.min(plain('standard'), long / (rich ? STEP : THIN_STEP));
  if (length === 'standard') return standard;
  return Math.min(plain('short'), standard / STEP);
}

const THIN_NOTE: Record<PostLength, string> = {
  short: '기사에 담긴 내용이 적어 짧게 정리했어요.',
  standard: '기사에 담긴 내용이 적어서 고른 길이보다 짧게 썼어요. 내 경험을 더해 채워 보세요.',
  long: '기사에 담긴 내용이 적어서 긴 글로 쓰기엔 부족했어요. 내 경험과 생각을 더해 채워 보세요.',
};

/** The note of a post on rich sources that still fell short: the material left out reads too much like the articles. */
const UNTOLD_NOTE: Record<PostLength, string> = {
  short: '',
  standard:
    '기사 문장을 그대로 옮기지 않고 쓸 수 있는 내용만 담다 보니 고른 길이보다 짧아졌어요. 내 경험을 더해 채워 보세요.',
  long: '기사 문장을 그대로 옮기지 않고 쓸 수 있는 내용만 담다 보니 긴 글로 쓰기엔 부족했어요. 내 경험과 생각을 더해 채워 보세요.',
};

function inTone(plain: string, tone: Tone): string | undefined {
  const sentence = conjugate(plain, tone);
  return sentenceRegister(sentence) === tone ? sentence : undefined;
}

/** The story's main actor as an entity, when the fact sheet knows what kind of thing it is. */
function actorEntity(sheet: FactSheet): StoryEntity | undefined {
  const name = sheet.lead.who[0];
  return name ? sheet.entities.find((e) => e.name === name) : undefined;
}

/**
 * A clause told close to its source's words, said as that outlet's report — which outlet and whether
 * it is named vary by member, so two members' posts do not share it word for word.
 */
function attributed(clause: string, sheet: FactSheet, random: Random): string {
  if (REPORTED.test(clause)) return clause;
  const head = clause.replace(/\s+/g, '').slice(0, 10);
  const outlet = sheet.facts.find((f) => f.evidence.replace(/\s+/g, '').includes(head))?.outlet;
  const said = outlet ? [`${outlet}에 따르면 ${clause}`, `${outlet} 보도를 보면 ${clause}`] : [clause];
  const core = clause.replace(/[.]$/, '');
  // "…늘었다고 전해졌다": only after a verb, where "-다고" is always right (never "…이다고").
  const reported = /(?:었|았|였|했|됐|ㄴ|는|한|른|간|온)다$/.test(core)
    ? [
        `${core}고 전해졌다.`,
        ...(outlet
          ? [
              `${core}고 ${outlet}${particle(outlet, '이/가')} 전했다.`,
              `${core}고 ${outlet}${particle(outlet, '이/가')} 보도했다.`,
            ]
          : []),
      ]
    : [];
  return random.pick([...said, ...reported]);
}

function newContext(
  input: WriterInput,
  sheet: FactSheet,
  random: Random,
  reference: Date,
  copied: (sentence: string) => boolean,
): RealizeContext {
  return {
    sheet,
    category: input.keyword.category,
    refer: createReferrer(sheet.entities, actorEntity(sheet)),
    random,
    reference,
    told: new Map(),
    said: new Set(),
    named: new Set(extractFigures(`${input.keyword.title} ${sheet.lead.what}`).map((f) => f.key)),
    copied,
    // A figure the reader needs is told even when its sentence cannot be freed from its source, within
    // the copy budget below; any other clause that reads as its source is left out.
    mayCopy(clause) {
      if (extractFigures(clause).length === 0) return undefined;
      // Said as a report: it counts among the post's sentences that name their outlet.
      this.sourced = (this.sourced ?? 0) + 1;
      return attributed(clause, sheet, random);
    },
  };
}

/** A message as measured once before choosing: its length without spaces and the figures and dates it tells. */
interface Measured {
  size: number;
  tokens: string[];
  /** Its sentences, and how many of them read as a source's (the copy budget leaves the later ones out). */
  sentences: number;
  copies: number;
}

/** The summary's lines, which count among the body sentences the copy budget is a share of. */
const SUMMARY_LINES = 2;

/** What telling the message adds: its own weight and that of every figure or date no chosen message told yet. */
function gain(message: PlannedMessage, measured: Measured, told: Set<string>, weights: Map<string, number>): number {
  const fresh = measured.tokens.filter((t) => !told.has(t));
  return message.weight + fresh.reduce((sum, t) => sum + (weights.get(t) ?? UNSOURCED_TOKEN), 0);
}

/**
 * Which messages this length tells: a greedy knapsack by weight per character — the message that adds the
 * most for its length first (a figure already told adds nothing twice), until the body budget is spent.
 * When the budget is tight the light messages are the ones left out; the post keeps the plan's reading order.
 */
function selectMessages(
  sections: PlannedSection[],
  measured: Map<PlannedMessage, Measured>,
  budget: number,
  weights?: Map<string, number>,
  everything = false,
) {
  const all = sections.flatMap((s) => s.messages);
  // A message that came to nothing when measured may still be told where the post tells it (its names
  // introduced, its neighbours different): the long post, which tells everything, tries it.
  if (everything) return byPriority(all, measured, budget, true);
  const candidates = all.filter((m) => (measured.get(m)?.size ?? 0) > 0);
  if (!weights) return byPriority(candidates, measured, budget);
  const chosen = new Set<PlannedMessage>();
  const told = new Set<string>();
  let used = 0;
  let copies = 0;
  // The copy budget is a share of the finished post's sentences: as many as the budget holds, at the
  // candidates' own characters per sentence, and the summary's.
  const chars = candidates.reduce((sum, m) => sum + measured.get(m)!.size, 0);
  const count = candidates.reduce((sum, m) => sum + measured.get(m)!.sentences, 0);
  // When everything fits, everything is told.
  if (chars <= budget) return new Set(candidates);
  const expected = SUMMARY_LINES + (count === 0 ? 0 : (Math.min(budget, chars) * count) / chars);
  const allowed = Math.floor(COPY_BUDGET * expected);
  for (;;) {
    let best: PlannedMessage | undefined;
    let bestRatio = -1;
    for (const message of candidates) {
      if (chosen.has(message)) continue;
      const m = measured.get(message)!;
      if (used > 0 && used + m.size > budget) continue;
      // A sentence the copy budget would take out again tells nothing: the copies the budget allows go to
      // the messages worth most.
      if (m.copies > 0 && copies + m.copies > allowed) continue;
      const ratio = gain(message, m, told, weights) / m.size;
      if (ratio > bestRatio || (ratio === bestRatio && best && message.priority < best.priority)) {
        best = message;
        bestRatio = ratio;
      }
    }
    if (!best) break;
    const m = measured.get(best)!;
    chosen.add(best);
    for (const token of m.tokens) told.add(token);
    used += m.size;
    copies += m.copies;
  }
  return chosen;
}

/** The short and the long post: the highest-priority messages until the body budget is spent. */
function byPriority(
  candidates: PlannedMessage[],
  measured: Map<PlannedMessage, Measured>,
  budget: number,
  everything = false,
) {
  const chosen = new Set<PlannedMessage>();
  let used = 0;
  for (const message of [...candidates].sort((a, b) => a.priority - b.priority)) {
    const size = measured.get(message)?.size ?? 0;
    if (size === 0 && !everything) continue;
    if (used > 0 && used + size > budget) continue;
    chosen.add(message);
    used += size;
  }
  return chosen;
}

/** The messages not chosen, most worth their length first, given what the chosen ones tell. */
function remaining(
  sections: PlannedSection[],
  measured: Map<PlannedMessage, Measured>,
  chosen: Set<PlannedMessage>,
  weights: Map<string, number>,
): PlannedMessage[] {
  const told = new Set([...chosen].flatMap((m) => measured.get(m)?.tokens ?? []));
  const ratio = (m: PlannedMessage) => gain(m, measured.get(m)!, told, weights) / measured.get(m)!.size;
  return (
    sections
      .flatMap((s) => s.messages)
      .filter((m) => !chosen.has(m) && (measured.get(m)?.size ?? 0) > 0)
      // A message whose sentences read as a source's is likelier to be taken out again by the copy budget.
      .sort(
        (a, b) =>
          Number(measured.get(a)!.copies > 0) - Number(measured.get(b)!.copies > 0) ||
          ratio(b) - ratio(a) ||
          a.priority - b.priority,
      )
  );
}

/** Writes a post from a story's fact sheet in the member's tone and length. */
export function writeStoryDraft(input: WriterInput, sheet: FactSheet): WriterDraft {
  const length = input.length;
  const random = createRandom(input.seed);
  const reference = new Date(Math.max(...input.articles.map((a) => a.publishedAt.getTime()), 0));
  // The post's own check after writing, as the quality report measures it: no sentence reads as a source's.
  const index = copyIndex(input.articles.flatMap((a) => [a.title, ...splitSentences(a.body)]));
  const copied = (sentence: string) => isCopied(sentence, index);
  const plan = planDocument(sheet, input.keyword.category, random.fork('plan'));

  // Measure every message once in reading order, then keep what this length can carry.
  const measured = new Map<PlannedMessage, Measured>();
  const measuring = newContext(input, sheet, random.fork('measure'), reference, copied);
  // Each message is measured as if told: a clause another message also reaches counts for both, since either
  // may be the one chosen.
  delete measuring.said;
  for (const section of plan) {
    section.messages.forEach((m, i) => {
      const said = realizeMessage(m.message, measuring, i === 0);
      const text = said.join(' ');
      measured.set(m, {
        size: countWithoutSpaces(text),
        tokens: factTokens(text),
        sentences: said.length,
        copies: said.filter(copied).length,
      });
      materialTrace.on?.(text.length === 0 ? 'empty' : 'measured', JSON.stringify(m.message));
    });
  }
  const weights = factWeights(
    sheet,
    input.keyword.category,
    input.articles.map((a) => a.title),
  );
  const available = [...measured.values()].reduce((sum, m) => sum + m.size, 0);
  const sourceChars = countWithoutSpaces([...new Set(input.articles.map((a) => a.body))].join(''));
  const rich = sourceChars >= RICH_SOURCES;
  const budget = bodyBudget(length, available, rich);
  const compose = (chosen: Set<PlannedMessage>) =>
    composeDraft(input, sheet, plan, chosen, random, reference, copied, rich, budget);
  const tellsAll = (cap: number) => cap >= available;
  // A standard post chooses by weight (issue 26); short and long keep the plan's priorities.
  const longBudget = bodyBudget('long', available, rich);
  /*
   * The long post tells everything up to its cap. On thin sources telling everything can come out shorter than
   * telling less (a sentence loses the name a shorter post gave just before it; a fact two messages reach is left
   * out as a repeat), which made long as short as standard or shorter (issue 26): there it starts from whichever
   * shorter choice came out longest and adds the other messages, one at a time, while the post grows.
   */
  const longPost = () => {
    let chosen = selectMessages(plan, measured, longBudget, undefined, tellsAll(longBudget));
    let best = compose(chosen);
    if (rich) return best;
    for (const start of [
      selectMessages(plan, measured, bodyBudget('short', available, rich)),
      selectMessages(plan, measured, bodyBudget('standard', available, rich)),
      selectMessages(plan, measured, bodyBudget('standard', available, rich), weights),
    ]) {
      const next = compose(start);
      if (next.chars > best.chars) [chosen, best] = [start, next];
    }
    const rest = plan
      .flatMap((section) => section.messages)
      .filter((m) => !chosen.has(m) && (measured.get(m)?.size ?? 0) > 0)
      .sort((a, b) => a.priority - b.priority);
    for (const message of rest) {
      const more = new Set([...chosen, message]);
      const next = compose(more);
      if (next.chars > best.chars) [chosen, best] = [more, next];
    }
    return best;
  };
  let written =
    length === 'long'
      ? longPost()
      : compose(selectMessages(plan, measured, budget, length === 'standard' ? weights : undefined));
  if (length === 'standard') {
    // The long post (written only when needed) tells everything: standard stays clearly shorter than it
    // (1.4 times on rich sources, issue 26).
    let long: number | undefined;
    const longest = () => (long ??= longPost().chars);
    const fits = (chars: number) => (rich ? chars * LONG_OVER_STANDARD <= longest() : chars < longest());
    // On rich sources standard keeps what it promises (1,500) even when the long post cannot be 1.4 times that:
    // it goes past long ÷ 1.4 only while it is still short of its promise, and always stays clearly shorter than
    // the long post, which then says it fell short (its note) rather than capping standard too (ADR 074).
    const promised = (chars: number) => rich && chars < longest() - LONG_MARGIN;
    // Choosing by weight tells other messages, never less: at least as much as the plan's priorities would
    // have told, and on rich sources what standard promises. When the chosen share fell short (sentences
    // left out as copies or repeats), standard tells more of its material, the most worth its length first.
    const target = Math.max(compose(selectMessages(plan, measured, budget)).chars, rich ? STANDARD_AIM : 0);
    let chosen = selectMessages(plan, measured, budget, weights);
    if (written.chars < target) {
      for (const [tries, message] of remaining(plan, measured, chosen, weights).entries()) {
        if (written.chars >= target || tries >= MAX_ADDED) break;
        const more = new Set([...chosen, message]);
        const next = compose(more);
        const allowed = fits(next.chars) || (written.chars < PROMISED.standard && promised(next.chars));
        if (next.chars > written.chars && allowed) {
          chosen = more;
          written = next;
        }
      }
    }
    // The long post loses sentences a standard post may keep (copies on thin sources, a fact that needs a
    // name the shorter post gave just before), so the standard post may come out too close to it: then its
    // lightest messages go until it is clearly shorter (on rich sources, 1.4 times).
    const worth = (m: PlannedMessage) => gain(m, measured.get(m)!, new Set(), weights) / measured.get(m)!.size;
    for (const message of [...chosen].sort((a, b) => worth(a) - worth(b))) {
      if (fits(written.chars) || chosen.size <= 1) break;
      const fewer = new Set([...chosen].filter((m) => m !== message));
      // The step is kept by telling less, never by losing a figure or date no other chosen message tells: a
      // standard post that cannot be clearly shorter without one stays as it is (ADR 074).
      const others = new Set([...fewer].flatMap((m) => measured.get(m)?.tokens ?? []));
      if ((measured.get(message)?.tokens ?? []).some((token) => !others.has(token))) continue;
      // Nor below the promise when only the 1.4 step asks for it (checked below): a message whose own length would
      // take the post under it is not even tried, so the post is not composed once per message in vain.
      if (promised(written.chars) && written.chars - (measured.get(message)?.size ?? 0) < PROMISED.standard) continue;
      const next = compose(fewer);
      if (next.chars >= written.chars) continue;
      // Not below the promise when only the 1.4 step asks for it: a lighter message may go instead.
      if (next.chars < PROMISED.standard && promised(written.chars)) continue;
      chosen = fewer;
      written = next;
    }
  }
  return written.draft;
}

/** A draft with nothing in it but what the last look reads (the sections and the blocks around them). */
const emptyDraft: WriterDraft = {
  title: '',
  titleOptions: [],
  intro: '',
  summary: [],
  sections: [],
  closing: '',
  tags: [],
  metaDescription: '',
  notes: [],
};

/** The post for the chosen messages: intro, summary, sections, closing, and its length without spaces. */
function composeDraft(
  input: WriterInput,
  sheet: FactSheet,
  plan: PlannedSection[],
  chosen: Set<PlannedMessage>,
  random: Random,
  reference: Date,
  copied: (sentence: string) => boolean,
  rich: boolean,
  budget: number,
): { draft: WriterDraft; chars: number } {
  const { tone, length } = input;
  materialTrace.on?.('compose', '');
  const context = newContext(input, sheet, random.fork('realize'), reference, copied);
  // A short post has few sentences: one of them said as its outlet's report is likelier there, so two
  // members' short posts do not come out alike.
  context.sourceChance = budget < 700 ? 0.4 : 0.2;
  const who = actor({ ...context, refer: createReferrer(sheet.entities) });
  const frame: FrameFacts = {
    sheet: { ...sheet, lead: { ...sheet.lead, what: eventPhrase(sheet) } },
    category: input.keyword.category,
    title: input.keyword.title,
    who,
    reference,
    outlets: [...new Set(input.articles.map((a) => a.outlet))],
  };

  // The lead is said as its outlet's report or not, as the member's seed decides.
  const lead = sourced(
    leadSentence(context),
    outletOf(cleanClause(sheet.lead.evidence), sheet),
    context,
    context.sourceChance / 2,
  );
  tell(lead, context.told, context.named);
  // The intro names the parts this post tells, not every part the sheet could fill.
  const told = plan.filter((section) => section.messages.some((m) => chosen.has(m)));
  const intro = [lead, introFollowUp(told, frame, random.fork('intro'))]
    .map((s) => inTone(s, tone))
    .filter(Boolean)
    .join(' ');

  const summary = summaryLines(frame, random.fork('summary'))
    .filter((s) => tell(s, context.told, context.named))
    .map((s) => inTone(s, tone))
    .filter((s): s is string => s !== undefined && !copied(s) && !intro.includes(s));

  // Summary lines said as a report count among the sentences that name their outlet.
  context.sourced = (context.sourced ?? 0) + summary.filter((s) => /(?:에 따르면|보도)/.test(s)).length;
  context.justSourced = false;
  frame.shown = new Set(summary.flatMap((s) => extractFigures(s).map((f) => f.text)));
  context.shown = new Set(summary.flatMap((s) => extractFigures(s).map((f) => f.key)));
  const headingRandom = random.fork('headings');
  const paragraphRandom = random.fork('paragraphs');
  const copies = new Set<string>();
  const drafts: { planned: PlannedSection; paragraphs: string[][] }[] = [];
  for (const section of plan) {
    const messages = section.messages.filter((m) => chosen.has(m));
    if (messages.length === 0) continue;
    const paragraphs: string[][] = [[]];
    let size = 2 + paragraphRandom.int(2);
    for (const m of messages) {
      let current = paragraphs[paragraphs.length - 1]!;
      if (current.length >= size) {
        current = [];
        paragraphs.push(current);
        size = 2 + paragraphRandom.int(2);
      }
      const sentences = realizeMessage(m.message, context, current.length === 0)
        .map((s) => inTone(s, tone))
        .filter((s): s is string => s !== undefined);
      for (const sentence of sentences) if (copied(sentence)) copies.add(sentence);
      current.push(...sentences);
    }
    drafts.push({ planned: { ...section, messages }, paragraphs });
  }
  // A sentence that says nothing a sentence before it has not said (the same clause reached from two articles or
  // two messages) goes: a reader meets each fact once.
  const said: string[] = [intro, ...summary].flatMap((block) => splitSentences(block)).map(sameFact);
  for (const { paragraphs } of drafts) {
    for (const paragraph of paragraphs) {
      for (let i = 0; i < paragraph.length; i += 1) {
        const fact = sameFact(paragraph[i]!);
        if (fact.length >= 12 && said.some((earlier) => earlier.includes(fact))) {
          materialTrace.on?.('repeat', paragraph[i]!);
          paragraph.splice(i, 1);
          i -= 1;
        } else said.push(fact);
      }
    }
  }
  // The copy budget: while too many body sentences read as their sources, the last such one goes.
  const bodyCount = () => summary.length + drafts.flatMap((d) => d.paragraphs.flat()).length;
  const copiedCount = () => drafts.flatMap((d) => d.paragraphs.flat()).filter((s) => copies.has(s)).length;
  while (copiedCount() > 0 && copiedCount() > COPY_BUDGET * bodyCount()) {
    const last = [...drafts]
      .reverse()
      .flatMap((d) => [...d.paragraphs].reverse())
      .find((p) => p.some((s) => copies.has(s)))!;
    const at = last.map((s) => copies.has(s)).lastIndexOf(true);
    materialTrace.on?.('copy-budget', last[at]!);
    last.splice(at, 1);
  }
  let sections: DraftSection[] = [];
  const origin = new Map<DraftSection, PlannedSection>();
  for (const { planned, paragraphs } of drafts) {
    const texts = paragraphs.filter((p) => p.length > 0).map((p) => p.join(' '));
    if (texts.length === 0) continue;
    const drafted = { heading: headingFor(planned, frame, headingRandom), paragraphs: texts };
    origin.set(drafted, planned);
    sections.push(drafted);
  }
  // A section of one short sentence does not earn a heading: it joins the section before it.
  sections = sections.reduce<DraftSection[]>((kept, section) => {
    const thin = section.paragraphs.length === 1 && countWithoutSpaces(section.paragraphs[0]!) < 60;
    if (thin && kept.length > 0) kept[kept.length - 1]!.paragraphs.push(...section.paragraphs);
    else kept.push(section);
    return kept;
  }, []);

  // A post reads in at least three headed parts (a long one four) when its facts allow: a part of two paragraphs or more
  // gives its last paragraphs a heading of their own (another way to say what the part holds).
  const parts = length === 'long' ? 4 : 3;
  for (let guard = 0; sections.length < parts && guard < 4; guard += 1) {
    const widest = [...sections].sort((a, b) => b.paragraphs.length - a.paragraphs.length)[0];
    if (!widest || widest.paragraphs.length < 2) break;
    const at = sections.indexOf(widest);
    const half = Math.ceil(widest.paragraphs.length / 2);
    const planned = origin.get(widest);
    const heading =
      (planned ? headingOptions(planned, frame) : []).find((h) => !sections.some((x) => x.heading === h)) ??
      `${frame.title}, 더 들여다보면`;
    sections.splice(at + 1, 0, { heading, paragraphs: widest.paragraphs.slice(half) });
    widest.paragraphs = widest.paragraphs.slice(0, half);
  }

  const closing = render(closingLine(frame, random.fork('closing')), tone, {});
  const body = sections.flatMap((s) => s.paragraphs).join(' ');
  // Measured as the member will see it, after the last look leaves out sentences that open with a reference to
  // nothing (cohere.ts): the length the choices above aim at is the post's, not the draft's (ADR 074).
  const looked = keepReferences({ ...emptyDraft, intro, summary, sections, closing }, sheet);
  const chars = countWithoutSpaces(
    [looked.intro, ...looked.summary, ...looked.sections.flatMap((s) => s.paragraphs), looked.closing].join(''),
  );
  const notes: string[] = [];
  // Said only when it is true: the sources are thin and the post fell short of what its length promises.
  if (!rich && chars < PROMISED[length]) notes.push(THIN_NOTE[length]);
  // On rich sources too, a standard or long post short of its promise says so (a short post is short by choice):
  // what the articles hold could not all be told in the writer's own words, and padding is not the answer.
  else if (rich && length !== 'short' && chars < PROMISED[length]) notes.push(UNTOLD_NOTE[length]);

  const titles = titlesFor(frame, random.fork('title'));
  const postText = [intro, ...summary, body].join(' ');
  const draft: WriterDraft = {
    title: titles[0] ?? input.keyword.title,
    titleOptions: titles.length > 0 ? titles : [input.keyword.title],
    intro,
    summary,
    sections,
    closing,
    tags: tagsFor(sheet, input.keyword.category, postText),
    metaDescription: metaDescription(input.keyword.title, [intro, ...summary]),
    notes,
  };
  return { draft, chars };
}
