import { isAdnominal } from '@geulgam/korean';
import type { FactFigure, FactSheet, StoryEntity } from '../../../story/model.ts';

/*
 * Whose a figure is and what an event is called, read from the fact sheet rather than from the story's
 * keyword: "평균 관중" belongs to the club the source sentence says it belongs to, never to the coach who
 * leads the story; a festival is named by its own name ("은하강 등불축제"), never by a keyword title
 * that lacks the event noun ("국화 개막").
 */

/** Kinds that may own a figure: a club, a venue, a company, a product, a work. */
const OWNING = new Set<StoryEntity['kind']>(['organization', 'place', 'product', 'work']);

const entityIn = (phrase: string, entities: readonly StoryEntity[]) =>
  [...entities]
    .filter((e) => e.name.length >= 2 && phrase.includes(e.name))
    .sort((a, b) => b.name.length - a.name.length)[0];

/**
 * Where what the figure counts starts in its sentence: its label, or the figure itself when the label
 * follows it ("180억 원의 제작비가"), so that the owner is looked for before both.
 */
function labelStart(figure: FactFigure): number {
  const counts = figure.counts.trim();
  const at = counts ? figure.evidence.indexOf(counts) : -1;
  const own = figure.evidence.indexOf(figure.text);
  return at >= 0 && (own < 0 || at < own) ? at : own;
}

/** Words a news sentence uses for the story's own work ("작품은", "이 드라마에는"). */
const WORK_TOPIC = /^(?:작품|드라마|영화|신작|앨범|공연)$/;

/** Whether the word is the story's own work said without its name: the lead actor is a work. */
function ownWork(word: string, sheet: FactSheet): boolean {
  if (!WORK_TOPIC.test(word)) return false;
  const lead = sheet.lead.who[0];
  return sheet.entities.some((e) => e.kind === 'work' && lead !== undefined && lead.includes(e.name));
}

/**
 * Whether the sources write the name right after the lead actor's ("도래건설 블루윙스가"): the lead's own
 * team, brand or label, whatever kind of thing the fact sheet took it for.
 */
function leadsOwnName(name: string, sheet: FactSheet): boolean {
  const texts = [sheet.lead.evidence, ...sheet.facts.map((f) => f.evidence), ...sheet.figures.map((f) => f.evidence)];
  return sheet.lead.who.some(
    (who) => who.trim().length >= 2 && !who.includes(name) && texts.some((t) => t.includes(`${who.trim()} ${name}`)),
  );
}

/**
 * The owner the figure's own sentence gives it: the noun before "의" right before what it counts, else
 * the sentence's topic or subject before the figure. A string is the owner's name; `null` means the
 * sentence makes a person (or something that owns nothing) its owner, so no owner may be named;
 * `undefined` means the sentence names none.
 */
export function evidenceOwner(figure: FactFigure, sheet: FactSheet): string | null | undefined {
  const evidence = figure.evidence;
  const end = labelStart(figure);
  if (end <= 0) return undefined;
  const before = evidence.slice(0, end).trim().split(/\s+/);
  const possessive = before.length > 0 && /의$/.test(before[before.length - 1]!) ? before : undefined;
  const candidates: string[] = [];
  if (possessive) candidates.push(possessive.slice(-3).join(' ').replace(/의$/, ''));
  const marked = before.findIndex((w) => /[가-힣A-Za-z0-9](?:은|는|이|가)$/.test(w));
  if (marked >= 0) candidates.push(before.slice(Math.max(0, marked - 2), marked + 1).join(' '));
  for (const [i, candidate] of candidates.entries()) {
    const entity = entityIn(candidate, sheet.entities);
    // "서울 도심의 점심값": an owner the story does not know is still not the story's actor.
    if (!entity && possessive && i === 0) return null;
    // "이 작품에는": the story's own work, said without its name, is no other owner.
    if (entity && ownWork(entity.name, sheet)) continue;
    if (!entity) continue;
    return OWNING.has(entity.kind) || leadsOwnName(entity.name, sheet) ? entity.name : null;
  }
  return undefined;
}

/** Topics that say when, not whose ("올해는", "주말에는", "3분기에는"). */
const TIME_TOPIC =
  /^(?:올해|올|지난해|작년|내년|이번|이날|당시|최근|현재|지금|그동안|당일|전날|주말|평일|하루|매일|매년|해마다|시즌|기간|[\d]+(?:년|월|일|분기)|.*(?:분기|시즌|기간|때))$/;

/** Words a news sentence uses for the story's own actor without naming it. */
const SELF_TOPIC = /^(?:회사|구단|팀|업체|기업|그룹|매장|가게|식당|축제|행사|측)$/;

/**
 * Whose a figure told in a sentence of its own is: the owner its sentence gives, else — only when that
 * sentence has no topic or subject of its own before the figure ("승차장에는 안내 요원 4명", "공장이
 * 지어지면 고용 인원") — the story's lead (`'lead'`), when the lead is a company, club, place, product or
 * work. undefined: no owner may be named, so the figure is not told on its own.
 */
export function standaloneOwner(figure: FactFigure, sheet: FactSheet): string | 'lead' | undefined {
  const counts = figure.counts.trim();
  const end = labelStart(figure);
  const before = figure.evidence.slice(0, Math.max(0, end)).trim().split(/\s+/).filter(Boolean);
  const label = new Set(counts.split(/\s+/));
  // The label itself as the topic ("판매율은 평일에도 40%") names no one else.
  const topic = before.find(
    (w) =>
      /[가-힣A-Za-z0-9](?:은|는|이|가|에는|에서는)$/.test(w) &&
      !label.has(w.replace(/(?:에서는|에는|은|는|이|가)$/, '')),
  );
  const word = topic?.replace(/(?:에서는|에는|은|는|이|가)$/, '');
  // "공장이 다 지어지면 고용 인원은": the thing the lead event is about ("당진 공장 착공") is the lead's.
  const leadThing = !!word && word.length >= 2 && sheet.lead.what.split(/\s+/).includes(word);
  const own = evidenceOwner(figure, sheet);
  if (own !== undefined && !(own === null && leadThing)) return own ?? undefined;
  // "회사가", "구단은": the story's own company or club, said without its name.
  if (word && !TIME_TOPIC.test(word) && !SELF_TOPIC.test(word) && !ownWork(word, sheet) && !leadThing) return undefined;
  const lead = sheet.lead.who[0];
  // "냉면집 8곳의 평균 가격": a genitive right before the figure's label names another owner than the lead.
  const genitive = before
    .slice(-4)
    .filter((w) => /[가-힣0-9]의$/.test(w))
    .map((w) => w.replace(/의$/, ''))
    .find((w) => !TIME_TOPIC.test(w) && !sheet.lead.who.some((name) => name.includes(w) || w.includes(name)));
  if (genitive) return undefined;
  const entity = lead ? sheet.entities.find((e) => lead.includes(e.name)) : undefined;
  if (entity && entity.kind === 'person') return undefined;
  if (!lead && !eventName(sheet)) return undefined;
  return 'lead';
}

/** Event nouns that end an event's own name ("은하강 등불축제", "가람시 국화향연"). */
const EVENT_HEAD = /(?:축제|향연|페스티벌|박람회|엑스포|전시회|콘서트|페어|대축제|한마당|장터|마켓)$/;
/** Seasons end like a verb's adnominal form ("가을") and often name an event ("가을 국화축제"). */
const SEASON = /^(?:봄|여름|가을|겨울)$/;
/** Words that open a phrase but are not part of a name. */
const NOT_NAME = /^(?:올해|올|이번|지난|지난해|오는|내년|새|첫|이|그|해당|같은|모든|각|매년|해마다|열린|열리는)$/;

/**
 * The event's own name when the lead names it: an event the articles only pass by ("…광장의 농산물 장터에
 * 들르는 사람이 많았다") is not what a cable car's opening is, and its name owns none of the story's details.
 */
export function leadEventName(sheet: FactSheet): string | undefined {
  const named = eventName(sheet);
  const { what, evidence, who } = sheet.lead;
  return named && `${what} ${evidence} ${who.join(' ')}`.includes(named) ? named : undefined;
}

/** The event's own name as the sources write it, most often named first; undefined when none is found. */
export function eventName(sheet: FactSheet): string | undefined {
  const counts = new Map<string, number>();
  for (const entity of sheet.entities) {
    if (entity.kind !== 'person' && EVENT_HEAD.test(entity.name)) counts.set(entity.name, entity.mentions);
  }
  const texts = [
    sheet.lead.what,
    sheet.lead.evidence,
    ...sheet.facts.map((f) => f.evidence),
    ...sheet.figures.map((f) => f.evidence),
  ];
  for (const text of texts) {
    const words = text.split(/\s+/);
    words.forEach((word, i) => {
      const head = /^([가-힣A-Za-z0-9]+?)(?:은|는|이|가|을|를|의|에|에서|에는|도|과|와|로|으로)?$/.exec(word)?.[1];
      if (!head || !EVENT_HEAD.test(head)) return;
      const name = [head];
      for (let j = i - 1; j >= 0 && name.length < 3; j -= 1) {
        const w = words[j]!;
        // "…불을 밝힌 야간 축제": a verb modifying the noun is no word of its name.
        if (!/^[가-힣A-Za-z0-9]+$/.test(w) || NOT_NAME.test(w) || (isAdnominal(w) && !SEASON.test(w))) break;
        if (/(?:은|는|을|를|의|에|서|고|며|던|한|된|인|로)$/.test(w) && !/^제\d+회$/.test(w)) break;
        name.unshift(w);
      }
      // A bare event noun ("축제") names no event; it needs a word of its own before it.
      if (name.length === 1 && EVENT_HEAD.exec(head)![0] === head) return;
      const phrase = name.join(' ');
      counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
    });
  }
  // "국화향연" is counted towards "가람시 국화향연": the fuller name wins whenever the sources give it.
  const scored = [...counts.keys()].map((name) => ({
    name,
    score: [...counts].filter(([other]) => name.endsWith(other)).reduce((sum, [, n]) => sum + n, 0),
  }));
  return scored.sort((a, b) => b.score - a.score || b.name.length - a.name.length)[0]?.name;
}
