import { conjugate, countWithoutSpaces, extractFigures, particle, sentenceRegister } from '@geulgam/korean';
import type { PostLength, Tone } from '@geulgam/contracts';
import type { DraftSection, WriterDraft, WriterInput } from '../providers/provider.ts';
import { analyzeArticles, type Role, type Unit } from './analyze.ts';
import { attribute, findFigureConflicts, unitIsSuperseded, type FigureConflicts } from './conflicts.ts';
import { fill, render, type Line, type Vars } from './fill.ts';
import {
  CATEGORY_HOOKS,
  CLOSINGS,
  HEADINGS,
  HOOKS,
  INVITATIONS,
  PERSON_HEADINGS,
  PREVIEW_LINES,
  PREVIEW_PARTS,
  SOURCE_LINES,
  THIN_NOTES,
} from './phrases.ts';
import { createRandom, type Random } from '../random.ts';
import { arrangeSections, distinctChars, selectUnits, type Section } from './select.ts';
import { titleOptions, metaDescription, hashtags } from './seo.ts';
import { profileStory, speakerOf, type StoryProfile } from './story.ts';
import { reword, varySentences, type Placed } from './vary.ts';

/** Characters without spaces of intro + summary + sections + closing for each length option. */
export const LENGTH_TARGETS: Record<PostLength, number> = { short: 1000, standard: 1800, long: 2800 };
const SUMMARY_SIZE: Record<PostLength, number> = { short: 3, standard: 4, long: 5 };
/** What intro and closing take, roughly, before the body is filled. */
const FRAME_CHARS = 200;
const SUMMARY_UNIT_CHARS = 70;
/** How much of what thin sources hold each option tells (the summary comes on top). */
const SHARE_OF_THIN_SOURCES: Record<PostLength, number> = { short: 0.3, standard: 0.6, long: 1 };

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const last = names[names.length - 1]!;
  const head = names.slice(0, -1);
  const before = head[head.length - 1]!;
  return `${head
    .slice(0, -1)
    .map((n) => `${n}, `)
    .join('')}${before}${particle(before, '과/와')} ${last}`;
}

/** The unit's sentences in plain prose, a figure that outlets disagreed on carrying its source. */
function plainSentences(unit: Unit, conflicts: FigureConflicts): Placed[] {
  return unit.sentences.map((s) => {
    const outlet = s.figureKeys.map((k) => conflicts.attribution.get(k)).find(Boolean);
    return { text: outlet ? attribute(s.text, outlet) : s.text, article: s.article, position: s.position };
  });
}

function inTone(sentence: string, tone: Tone): string | undefined {
  const converted = conjugate(sentence, tone);
  return sentenceRegister(converted) === tone ? converted : undefined;
}

/** Picks one line per call, never the same line twice in a post. */
function picker(random: Random) {
  const used = new Set<unknown>();
  return <T>(pool: readonly T[], usable: (item: T) => boolean = () => true): T | undefined => {
    const fresh = pool.filter((item) => !used.has(item) && usable(item));
    if (fresh.length === 0) return undefined;
    const item = random.pick(fresh);
    used.add(item);
    return item;
  };
}

function headingFor(section: Section, vars: Vars, random: Random, pick: ReturnType<typeof picker>): string {
  const speaker = section.role === 'voices' ? speakerOf(section.units[0]!.sentences[0]!.text) : undefined;
  if (speaker && random.chance(0.5)) {
    const template = pick(PERSON_HEADINGS);
    if (template) return fill(template, { ...vars, person: speaker });
  }
  return fill(pick(HEADINGS[section.role]) ?? HEADINGS[section.role][0]!, vars);
}

/** Units packed into paragraphs of two or three sentences, then varied, then put in the tone. */
function sectionParagraphs(section: Section, tone: Tone, conflicts: FigureConflicts, random: Random): string[] {
  const groups: Placed[][] = [];
  let current: Placed[] = [];
  const size = 2 + random.int(2);
  for (const unit of section.units) {
    const sentences = plainSentences(unit, conflicts);
    if (current.length > 0 && current.length + sentences.length > size) {
      groups.push(current);
      current = [];
    }
    current.push(...sentences);
  }
  if (current.length > 0) groups.push(current);
  return groups
    .map((group) =>
      varySentences(group, random)
        .map((s) => inTone(s, tone))
        .filter((s): s is string => s !== undefined)
        .join(' '),
    )
    .filter((p) => p.length > 0);
}

function introFor(profile: StoryProfile, sections: Section[], vars: Vars, tone: Tone, random: Random): string {
  const pick = picker(random);
  const usesTopic = (line: Line) => !JSON.stringify(line).includes('{topic') || profile.topic !== profile.entity;
  const hooks = random.chance(0.4) ? CATEGORY_HOOKS[profile.category] : HOOKS;
  const lines: Line[] = [pick(hooks, usesTopic) ?? HOOKS[0]!, pick(SOURCE_LINES)!];
  if (sections.length >= 2) {
    const all: Role[] = sections.map((s) => s.role);
    const roles = all.length <= 3 ? all : [all[0]!, all[1]!, all[all.length - 1]!];
    const parts = roles.map((role) => random.pick(PREVIEW_PARTS[role]));
    lines.push(pick(PREVIEW_LINES)!);
    vars = { ...vars, parts: joinNames(parts) };
  }
  return lines.map((line) => render(line, tone, vars)).join(' ');
}

function closingFor(vars: Vars, tone: Tone, random: Random): string {
  const pick = picker(random);
  const lines: Line[] = [pick(CLOSINGS)!];
  if (random.chance(0.5)) lines.push(pick(INVITATIONS)!);
  return lines.map((line) => render(line, tone, vars)).join(' ');
}

/** Units whose every sentence the conjugator can put in the tone (a quote-final sentence cannot). */
function speakable(unit: Unit, tone: Tone): boolean {
  return unit.sentences.every((s) => inTone(s.text, tone) !== undefined);
}

/**
 * The offline writer: the story's sentences chosen by the facts they carry, routed to sections that
 * earn their headings, in one tone, framed by lines drawn from large pools by the seed.
 */
export function writeOfflineDraft(input: WriterInput): WriterDraft {
  const tone: Tone = input.tone ?? 'haeyo';
  const length: PostLength = input.length ?? 'standard';
  const seed = input.seed ?? input.keyword.title;
  const random = createRandom(seed);
  const profile = profileStory(input.keyword.title, input.keyword.category, input.articles);
  const conflicts = findFigureConflicts(input.articles, [profile.entity, ...profile.names.slice(0, 3)]);
  const units = analyzeArticles(input.articles, input.keyword.title).filter(
    (unit) => !unitIsSuperseded(unit, conflicts) && speakable(unit, tone),
  );

  const target = LENGTH_TARGETS[length];
  // Thin sources: the options keep their order by sharing out what the sources hold, never by padding.
  // What the body could hold after this seed's summary is measured first, then each option takes its share.
  const fullBody = target - FRAME_CHARS - SUMMARY_SIZE[length] * SUMMARY_UNIT_CHARS;
  const thinSources = distinctChars(units) < LENGTH_TARGETS.long;
  // On thin sources every option gets the same summary, so a longer one only adds body.
  const summarySize = (thinSources ? 4 : SUMMARY_SIZE[length]) - random.fork('summary-size').int(2);
  const select = (bodyBudget: number) => selectUnits(units, { summarySize, bodyBudget, random: random.fork('select') });
  const available = select(Number.POSITIVE_INFINITY).bodyChars;
  const bodyBudget = Math.min(fullBody, Math.round(available * SHARE_OF_THIN_SOURCES[length]));
  const selection = select(bodyBudget);
  const sections = arrangeSections(selection.body, random.fork('sections'));

  // A figure in the keyword ("버터결 2호점 도입") would be told again by every line that names it.
  const figureFree = (text: string) => {
    let rest = text;
    for (const figure of extractFigures(text)) rest = rest.replace(figure.text, ' ');
    return rest
      .split(/\s+/)
      .filter((word) => /[가-힣A-Za-z]/.test(word))
      .join(' ');
  };
  const vars: Vars = {
    kw: figureFree(profile.keyword).length >= 2 ? figureFree(profile.keyword) : profile.entity,
    ent: profile.entity,
    topic: figureFree(profile.topic).length >= 2 ? figureFree(profile.topic) : profile.entity,
    outlets: joinNames(profile.outlets),
    cat: profile.category,
  };
  const headingRandom = random.fork('headings');
  const pickHeading = picker(headingRandom);
  const paragraphRandom = random.fork('paragraphs');
  const draftSections: DraftSection[] = sections
    .map((section) => ({
      heading: headingFor(section, vars, headingRandom, pickHeading),
      paragraphs: sectionParagraphs(section, tone, conflicts, paragraphRandom),
    }))
    .filter((section) => section.paragraphs.length > 0);

  const summaryRandom = random.fork('summary');
  const summary = selection.summary
    .map((unit) =>
      plainSentences(unit, conflicts)
        .map((s) => inTone(reword(s.text, summaryRandom), tone))
        .filter((s): s is string => s !== undefined)
        .join(' '),
    )
    .filter((s) => s.length > 0);
  const intro = introFor(profile, sections, vars, tone, random.fork('intro'));
  const closing = closingFor(vars, tone, random.fork('closing'));

  const chars = countWithoutSpaces(
    [intro, ...summary, ...draftSections.flatMap((s) => s.paragraphs), closing].join(''),
  );
  const notes: string[] = [];
  if (bodyBudget < fullBody || selection.thin || chars < target * 0.85) notes.push(THIN_NOTES[length]);
  if (conflicts.attribution.size > 0) {
    const outlets = [...new Set(conflicts.attribution.values())];
    notes.push(`매체마다 숫자가 달라 가장 최근 보도(${outlets.join(', ')})의 수치를 출처와 함께 썼어요.`);
  }

  const titles = titleOptions(profile, random.fork('title'));
  return {
    title: titles[0]!,
    titleOptions: titles,
    intro,
    summary,
    sections: draftSections,
    closing,
    tags: hashtags(profile),
    metaDescription: metaDescription(profile.keyword, summary),
    notes,
  };
}
