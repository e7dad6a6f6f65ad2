import type { PostLength } from '@geulgam/contracts';
import type { FactFigure, FactQuote, FactSheet, TimelineEntry } from '../../../story/model.ts';
import { isInstruction } from '../../../story/untrusted.ts';
import { planDocument, saysWhatItCounts, type PlannedMessage, type SectionRole } from '../offline/plan.ts';
import { eventPhrase } from '../offline/realize.ts';
import { createRandom } from '../random.ts';
import type { WriterInput } from './provider.ts';

/*
 * What the LLM writer is told about the story (ADR 031, "LLM writer"): the fact sheet as structured
 * data, each item with an id, and the plan of the offline writer's planner (offline/plan.ts, the same
 * seed fork, so both writers plan the same post) as section lines that name only roles and ids. The
 * plan lines go into the task header; every word taken from the news stays in the data block, which
 * the prompt delimits and neutralizes like the articles.
 */

/** How many planned messages each length asks the model to tell, highest priority first. */
const MESSAGES_BY_LENGTH: Record<PostLength, number> = { short: 6, standard: 12, long: 24 };
const ITEM_MAX_CHARS = 160;
const MAX_FIGURES = 12;
const MAX_ENTITIES = 12;

/** What each section of the plan is for, in the words of the task header. */
export const PLAN_ROLE_TEXT: Record<SectionRole, string> = {
  event: '무슨 일이 있었는지(리드 사건의 자세한 내용)',
  practical: '장소·시간·가격·가는 법 같은 실용 정보',
  figures: '숫자와 그 숫자가 세는 것',
  voices: '관계자와 현장의 말(짧은 인용은 말한 사람과 직함을 밝혀서)',
  background: '배경과 지나온 일',
  next: '앞으로의 일정과 계획',
};

export interface FactBrief {
  /** The fact sheet as one JSON object (news text: the prompt puts it in a delimited data block). */
  data: string;
  /** Section lines for the task header: role and ids only, never news text. */
  plan: string[];
}

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > ITEM_MAX_CHARS ? `${flat.slice(0, ITEM_MAX_CHARS - 1)}…` : flat;
};
const usable = (text: string | undefined): text is string => Boolean(text?.trim()) && !isInstruction(text!);
const day = (date: Date | undefined) =>
  date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : undefined;

/** The brief for a story: the data block and the plan, both from the fact sheet alone. */
export function buildFactBrief(input: WriterInput, sheet: FactSheet): FactBrief {
  const plan = planDocument(sheet, input.keyword.category, createRandom(input.seed).fork('plan'));
  const ids = new Map<unknown, string>();
  const figures: Record<string, unknown>[] = [];
  const quotes: Record<string, unknown>[] = [];
  const points: Record<string, unknown>[] = [];
  const timeline: Record<string, unknown>[] = [];

  const figureId = (figure: FactFigure): string => {
    const known = ids.get(figure);
    if (known) return known;
    const id = `F${figures.length + 1}`;
    ids.set(figure, id);
    const newer = figure.current
      ? undefined
      : sheet.figures.find((f) => f.current && f.counts === figure.counts && f.unit === figure.unit);
    figures.push({
      id,
      counts: clip(figure.counts),
      value: clip(figure.text),
      status: figure.current ? '현재 값' : '이전 값',
      ...(newer ? { now: newer.text } : {}),
      outlet: clip(figure.outlet),
      reported: day(figure.reportedAt),
    });
    return id;
  };
  const quoteId = (quote: FactQuote): string => {
    const known = ids.get(quote);
    if (known) return known;
    const id = `Q${quotes.length + 1}`;
    ids.set(quote, id);
    quotes.push({ id, speaker: clip(quote.speaker), role: clip(quote.role), words: clip(quote.words) });
    return id;
  };
  const pointId = (clause: string): string => {
    const id = `N${points.length + 1}`;
    points.push({ id, text: clip(clause) });
    return id;
  };
  const timelineId = (entry: TimelineEntry): string => {
    const known = ids.get(entry);
    if (known) return known;
    const id = `T${timeline.length + 1}`;
    ids.set(entry, id);
    timeline.push({ id, when: day(entry.at), what: clip(entry.what), upcoming: entry.upcoming });
    return id;
  };

  const itemsOf = (planned: PlannedMessage): string[] => {
    const message = planned.message;
    switch (message.kind) {
      case 'figures':
        return message.figures.map(figureId);
      case 'earlier':
        return [figureId(message.figure), ...(message.current ? [figureId(message.current)] : [])];
      case 'quote':
        return [quoteId(message.quote)];
      case 'speech':
        // Told as indirect speech by the offline writer; the brief's quotes are the three direct ones.
        return [];
      case 'facts':
        return message.clauses.filter(usable).map(pointId);
      case 'practical':
        return ['practical'];
      case 'timeline':
        return message.entries.filter((e) => usable(e.what)).map(timelineId);
    }
  };

  const budget = MESSAGES_BY_LENGTH[input.length] ?? MESSAGES_BY_LENGTH.standard;
  const chosen = new Set(
    plan
      .flatMap((section) => section.messages)
      .sort((a, b) => a.priority - b.priority)
      .slice(0, budget),
  );
  const lines: string[] = [];
  for (const section of plan) {
    const items = [...new Set(section.messages.filter((m) => chosen.has(m)).flatMap(itemsOf))];
    if (items.length === 0) continue;
    lines.push(`${lines.length + 1}. ${PLAN_ROLE_TEXT[section.role]} — 전할 항목: ${items.join(', ')}`);
  }
  // Earlier values the plan leaves out are listed too (marked), so the model never tells an old one as new.
  for (const figure of sheet.figures) {
    if (figures.length >= MAX_FIGURES) break;
    if (figure.current || !usable(figure.evidence) || !saysWhatItCounts(figure.counts)) continue;
    figureId(figure);
  }

  const { lead, practical } = sheet;
  // The event phrase as the offline writer tells it: no stray quotation marks or leading punctuation.
  const what = eventPhrase(sheet).replace(/^[\s,.·…:;'"]+/, '');
  const data = {
    lead: {
      who: lead.who.filter(usable).map(clip),
      what: usable(what) ? clip(what) : '',
      when: day(lead.when),
      where: usable(lead.where) ? clip(lead.where) : undefined,
      status: lead.over ? '끝난 일' : '진행 중이거나 앞으로의 일',
    },
    figures,
    quotes,
    practical: Object.fromEntries(
      Object.entries(practical)
        .filter((entry): entry is [string, string] => usable(entry[1]))
        .map(([key, value]) => [key, clip(value)]),
    ),
    timeline,
    points,
    entities: sheet.entities
      .filter((e) => usable(e.name))
      .slice(0, MAX_ENTITIES)
      .map((e) => ({ name: clip(e.name), kind: e.kind, ...(e.role ? { role: clip(e.role) } : {}) })),
  };
  return { data: compactJson(data), plan: lines };
}

/** JSON with one line per item: readable for the model, a third of the indented size. */
function compactJson(data: Record<string, unknown>): string {
  const entries = Object.entries(data).map(([key, value]) => {
    if (!Array.isArray(value) || value.length === 0) return `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
    return `${JSON.stringify(key)}: [\n${value.map((item) => `  ${JSON.stringify(item)}`).join(',\n')}\n]`;
  });
  return `{\n${entries.join(',\n')}\n}`;
}
