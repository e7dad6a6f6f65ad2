import type { Category, Tone } from '@geulgam/contracts';
import { isTagWord } from '../../../story/build-story.ts';
import type { FactFigure, FactSheet } from '../../../story/model.ts';
import { GENERIC_NOUNS, isPredicate } from '@geulgam/korean';
import type { Random } from '../random.ts';
import { copula, dateText } from './clause.ts';
import { particle } from '@geulgam/korean';
import type { Line } from './fill.ts';
import { lostWords } from './restate.ts';
import { eventName, leadEventName, standaloneOwner } from './owner.ts';
import { createReferrer } from './refer.ts';
import { detailsOver, figureLabel, ownedLabel, standsAlone, type PlannedSection, type SectionRole } from './plan.ts';

/*
 * The text around the facts — title options, headings, the intro's second sentence, the closing and the
 * hashtags — written for the story from its fact sheet: who and what happened, what the section holds.
 * Nothing here cuts words off the keyword or promises anything in the blogger's name.
 */

export interface FrameFacts {
  sheet: FactSheet;
  category: Category;
  /** The story's title (the keyword the member picked). */
  title: string;
  /** The actor as a short name ("청록제약"). */
  who: string;
  reference: Date;
  outlets: string[];
  /** Figures (as written) the summary box already tells: a heading does not announce them again. */
  shown?: ReadonlySet<string>;
}

/** A speaker as the post names them: "박 대표" is the story's 박진우 대표. */
function speakerName(sheet: FactSheet, speaker: string): string {
  const person = createReferrer(sheet.entities).person(speaker);
  return person ? `${person.name}${person.role ? ` ${person.role}` : ''}` : speaker;
}

/**
 * Whose the figure is: what its own sentence says (a club, a venue, a product), else — when that sentence
 * names no one else — the story's actor when that is no person, else the event's own name; undefined
 * when nobody may be named (owner.ts `standaloneOwner`).
 */
function ownerName(figure: FactFigure, facts: FrameFacts): string | undefined {
  const own = standaloneOwner(figure, facts.sheet);
  // "해온" in the sentence is the story's "해온 FC": one owner, named one way.
  if (own !== 'lead') return own && facts.who.startsWith(own) ? facts.who : own;
  const lead = facts.sheet.lead.who[0];
  const entity = lead ? facts.sheet.entities.find((e) => lead.includes(e.name)) : undefined;
  if (facts.who && entity && entity.kind !== 'person') return facts.who;
  if (!facts.who) return eventName(facts.sheet);
  return undefined;
}

/**
 * A name before what happened, unless what happened already names it: "솔뫼 한우·버섯 축제" is not said
 * again before "솔뫼군 한우·버섯 축제 연기" (the words after a name's first one are what tell it).
 */
function before(name: string | undefined, what: string): string {
  if (!name) return what;
  const words = new Set(what.split(/\s+/));
  const compact = (text: string) => text.replace(/\s+/g, '');
  const own = name.split(/\s+/);
  const told = compact(what).includes(compact(name)) || (own.length > 1 && own.slice(1).every((w) => words.has(w)));
  return told ? what : `${name} ${what}`;
}

/** A heading that says what the section tells about this story. */
export function headingFor(section: PlannedSection, facts: FrameFacts, random: Random): string {
  return random.pick(headingOptions(section, facts));
}

/** The ways to head this section for this story. */
export function headingOptions(section: PlannedSection, facts: FrameFacts): string[] {
  const { sheet } = facts;
  const what = sheet.lead.what;
  // A work's title the keyword quotes is quoted here too ("'느린 역의 계절'의 지난 이야기").
  const who = facts.who && facts.title.includes(`'${facts.who}'`) ? `'${facts.who}'` : facts.who;
  const subject = who || what;
  // Who and what happened are the keyword's own words: told in its order ("드라마 '느린 역의 계절'
  // 제작발표회"), never rearranged around the title ("느린 역의 계절 드라마 제작발표회").
  const words = (text: string) => text.replace(/['‘’]/g, '').split(/\s+/).filter(Boolean).sort().join(' ');
  const asKeyword = who !== '' && words(`${who} ${what}`) === words(facts.title);
  const options: Record<SectionRole, () => string[]> = {
    event: () => {
      // What happened, asked as a reader would: before the event, what it brings; after it, what happened.
      const ahead = !sheet.lead.over && sheet.lead.when !== undefined && sheet.lead.when > facts.reference;
      const story = asKeyword ? facts.title : `${who ? `${who} ` : ''}${what}`;
      return [
        ahead ? `${story}, 무엇이 달라지나` : `${story}, 무슨 일이 있었나`,
        asKeyword ? `${story}, 자세히 보면` : `${who ? `${who}의 ` : ''}${what}, 자세히 보면`,
      ];
    },
    figures: () => {
      // Written for the story, not as a list of labels: whose figure the section opens with and what it
      // counts, asked as a reader would ("해온 FC의 상금은 얼마나 될까"), the number left to the body.
      const figure = section.messages
        .flatMap((m) => (m.message.kind === 'figures' ? m.message.figures : []))
        .find((f) => !facts.shown?.has(f.text));
      const owner = figure ? ownerName(figure, facts) : undefined;
      const options = [`${asKeyword ? facts.title : before(who || eventName(sheet), what)}, 숫자로 보면`];
      if (figure && owner) {
        const label = figureLabel(figure);
        const whose = ownedLabel(label, owner, sheet);
        options.unshift(`${whose}${particle(whose, '은/는')} 얼마나 될까`);
      }
      return options;
    },
    voices: () => {
      const quote = section.messages.find((m) => m.message.kind === 'quote')?.message;
      if (quote?.kind === 'quote') {
        const { role } = quote.quote;
        const name = speakerName(sheet, quote.quote.speaker);
        const speaker = role && !name.endsWith(role) ? `${name} ${role}` : name;
        return [`${speaker}${particle(speaker, '이/가')} 전한 말`, `${speaker}의 이야기`];
      }
      return [`${what}을 두고 나온 반응`, `${subject}${particle(subject, '을/를')} 보는 시선`];
    },
    background: () => [`${what}까지의 흐름`, `${subject}의 지난 이야기`],
    practical: () => {
      const p = sheet.practical;
      const over = detailsOver(sheet.lead);
      const parts = [p.place ? '장소' : '', p.hours ? (over ? '기간' : '시간') : '', p.price ? '가격' : '']
        .filter(Boolean)
        .join('·');
      const label = parts || '안내';
      const named = leadEventName(sheet) ?? subject;
      return over ? [`${named}, 열렸던 곳과 ${label}`] : [`${named} ${label} 정보`, `가기 전에 볼 ${named} ${label}`];
    },
    // No date in the heading: the section may tell another of the coming events than the first one dated.
    next: () => [`${subject}, 다음 일정`, `${what} 이후 남은 일`],
  };
  return options[section.role]();
}

/** Three titles: the story's title first, each with a different tail from the fact sheet. */
/** The tail names the event the title already names ("'느린 역의 계절' 제작발표회, 느린 역의 계절 제작발표회 …"). */
function repeatsTitle(what: string, tail: string, title: string): boolean {
  const bare = (text: string) => text.replace(/[\s'"‘’“”·,]/g, '');
  return tail.startsWith(what) && bare(what).length > 0 && bare(title).includes(bare(what));
}

export function titlesFor(facts: FrameFacts, random: Random): string[] {
  const { sheet, title } = facts;
  const figure = sheet.figures.find((f) => f.current && standsAlone(f, sheet) && ownerName(f, facts));
  const figureTail = figure
    ? (() => {
        const owner = ownerName(figure, facts)!;
        const label = figureLabel(figure);
        // "한빛전자 실적, 영업이익 6조 1천억 원": an owner the title names already is not named again.
        const whose = title.includes(owner) ? label : ownedLabel(label, owner, sheet);
        return `${whose} ${figure.bounded ?? figure.text}`;
      })()
    : '';
  const when = sheet.lead.when ? dateText(sheet.lead.when, facts.reference) : '';
  const tails = [
    figureTail.length <= 20 ? figureTail : '',
    sheet.lead.where ? `${sheet.lead.where}에서 생긴 일` : '',
    when ? `${when} 소식 정리` : '',
    `${sheet.lead.what} 핵심 정리`,
    sheet.quotes[0]
      ? `${speakerName(sheet, sheet.quotes[0].speaker)}${particle(speakerName(sheet, sheet.quotes[0].speaker), '이/가')} 한 말까지`
      : '',
    facts.outlets.length >= 2 ? `${facts.outlets.length}개 매체 보도로 정리` : '',
  ].filter((t) => t && !title.includes(t) && !repeatsTitle(sheet.lead.what, t, title));
  return random
    .shuffle(tails)
    .slice(0, 3)
    .map((tail) => `${title}, ${tail}`);
}

/** How the intro names what a section holds; the member's seed picks one name per section. */
const FOCUS: Record<SectionRole, string[]> = {
  event: ['자세한 내용'],
  figures: ['숫자', '주요 수치', '눈에 띄는 숫자'],
  voices: ['관계자의 말', '나온 말과 반응', '현장의 목소리'],
  background: ['배경', '지난 흐름', '그간의 흐름'],
  practical: ['장소와 시간', '장소와 일정 정보'],
  next: ['앞으로의 일정', '다음 일정', '남은 일정'],
};

/**
 * The intro's second sentence: what the post goes through (the sections this post tells, in its order),
 * in plain prose.
 */
export function introFollowUp(sections: PlannedSection[], facts: FrameFacts, random: Random): string {
  const roles = sections.map((s) => s.role).filter((r) => r !== 'event');
  const focus = roles.slice(0, 3).map((r) => random.pick(FOCUS[r]));
  const outlets =
    facts.outlets.length <= 2
      ? facts.outlets
          .join('와 ')
          .replace(/와 (.+)$/, (m, last: string) => `${particle(facts.outlets[0]!, '과/와')} ${last}`)
      : '여러 매체';
  const listed =
    focus.length >= 2
      ? `${focus.slice(0, -1).join(', ')}${particle(focus[focus.length - 2]!, '과/와')} ${focus[focus.length - 1]}`
      : focus[0];
  const object = listed ? `${listed}${particle(listed, '을/를')}` : '';
  // "먼저 숫자를 보고, 이어서 관계자의 말을 살펴본다": the parts told one after another.
  const rest = focus.slice(1);
  const after = rest.length === 2 ? `${rest[0]}${particle(rest[0]!, '과/와')} ${rest[1]}` : rest[0];
  const stepwise = after
    ? `먼저 ${focus[0]}${particle(focus[0]!, '을/를')} 보고, 이어서 ${after}${particle(after, '을/를')} 살펴본다.`
    : '';
  const lines = listed
    ? [
        `${outlets}의 보도를 바탕으로 ${listed}까지 차례로 정리했다.`,
        `기사에 나온 ${object} 한곳에 모았다.`,
        `아래에서 ${object} 차례로 살펴본다.`,
        `${object} 중심으로 정리해 봤다.`,
        `${outlets} 기사를 읽고 ${object} 간추렸다.`,
        `${object} 하나씩 짚어 본다.`,
        `${outlets} 보도를 토대로 ${object} 살펴봤다.`,
        `이어서 ${object} 순서대로 적어 둔다.`,
        `이번 글에서는 ${object} 함께 다룬다.`,
        `${outlets} 기사에서 ${object} 골라 옮겼다.`,
        ...(stepwise ? [stepwise] : []),
      ]
    : [
        `${outlets}의 보도에서 확인된 내용만 모았다.`,
        `기사에서 확인된 내용만 골라 정리했다.`,
        `기사에 나온 내용을 차례로 살펴본다.`,
        `확인된 내용을 중심으로 정리해 봤다.`,
        `${outlets} 기사를 읽고 간추렸다.`,
        `확인된 내용을 하나씩 짚어 본다.`,
        `${outlets} 보도를 토대로 살펴봤다.`,
        `이어서 확인된 내용을 적어 둔다.`,
      ];
  return random.pick(lines);
}

/** Two lines as one, sentence after sentence, in each tone. */
const both = (first: Line, second: Line): Line => {
  const of = (line: Line, tone: Tone) => (typeof line === 'string' ? line : line[tone]);
  return {
    haeyo: `${of(first, 'haeyo')} ${of(second, 'haeyo')}`,
    hamnida: `${of(first, 'hamnida')} ${of(second, 'hamnida')}`,
    banmal: `${of(first, 'banmal')} ${of(second, 'banmal')}`,
  };
};

/** Ways to close the story part of the post, naming it as `topic`. */
function wrapUps(topic: string, facts: FrameFacts): Line[] {
  const outlets = facts.outlets.length === 1 ? facts.outlets[0]! : facts.outlets.length > 1 ? '여러 매체' : '';
  return [
    {
      haeyo: `${topic} 소식은 여기까지 정리했어요.`,
      hamnida: `${topic} 소식은 여기까지 정리했습니다.`,
      banmal: `${topic} 소식은 여기까지 정리했어.`,
    },
    {
      haeyo: `${topic} 이야기는 여기까지예요.`,
      hamnida: `${topic} 이야기는 여기까지입니다.`,
      banmal: `${topic} 이야기는 여기까지야.`,
    },
    {
      haeyo: `여기까지 ${topic} 소식이었어요.`,
      hamnida: `여기까지 ${topic} 소식이었습니다.`,
      banmal: `여기까지 ${topic} 소식이었어.`,
    },
    {
      haeyo: `지금까지 ${topic} 소식을 살펴봤어요.`,
      hamnida: `지금까지 ${topic} 소식을 살펴봤습니다.`,
      banmal: `지금까지 ${topic} 소식을 살펴봤어.`,
    },
    {
      haeyo: `${topic}에 대해 기사에서 확인된 내용은 여기까지예요.`,
      hamnida: `${topic}에 대해 기사에서 확인된 내용은 여기까지입니다.`,
      banmal: `${topic}에 대해 기사에서 확인된 내용은 여기까지야.`,
    },
    {
      haeyo: `오늘은 ${topic} 소식을 함께 읽어 봤어요.`,
      hamnida: `오늘은 ${topic} 소식을 함께 읽어 봤습니다.`,
      banmal: `오늘은 ${topic} 소식을 같이 읽어 봤어.`,
    },
    ...(outlets
      ? [
          {
            haeyo: `${outlets}${particle(outlets, '이/가')} 전한 ${topic} 소식을 간추려 봤어요.`,
            hamnida: `${outlets}${particle(outlets, '이/가')} 전한 ${topic} 소식을 간추려 봤습니다.`,
            banmal: `${outlets}${particle(outlets, '이/가')} 전한 ${topic} 소식을 간추려 봤어.`,
          },
        ]
      : []),
  ];
}

/** Ways to hand the post to the reader, naming the story as `topic`. */
function invitations(topic: string): Line[] {
  const object = `${topic}${particle(topic, '을/를')}`;
  return [
    {
      haeyo: `${object} 어떻게 보셨는지 댓글로 들려주세요.`,
      hamnida: `${object} 어떻게 보셨는지 댓글로 들려주십시오.`,
      banmal: `${object} 어떻게 봤는지 댓글로 들려줘.`,
    },
    {
      haeyo: `${topic}에 대한 생각이 있다면 댓글로 나눠 주세요.`,
      hamnida: `${topic}에 대한 생각이 있다면 댓글로 나눠 주십시오.`,
      banmal: `${topic}에 대한 생각이 있으면 댓글로 나눠 줘.`,
    },
    {
      haeyo: `${topic}에 대해 궁금한 점은 댓글로 물어봐 주세요.`,
      hamnida: `${topic}에 대해 궁금한 점은 댓글로 물어봐 주십시오.`,
      banmal: `${topic}에 대해 궁금한 건 댓글로 물어봐 줘.`,
    },
    {
      haeyo: `${object} 두고 떠오른 생각이 있다면 댓글로 알려 주세요.`,
      hamnida: `${object} 두고 떠오른 생각이 있다면 댓글로 알려 주십시오.`,
      banmal: `${object} 두고 떠오른 생각이 있으면 댓글로 알려 줘.`,
    },
    {
      haeyo: `여러분은 ${object} 어떻게 생각하세요?`,
      hamnida: `여러분은 ${object} 어떻게 생각하십니까?`,
      banmal: `너는 ${object} 어떻게 생각해?`,
    },
    {
      haeyo: `${topic}, 어떻게 보셨나요?`,
      hamnida: `${topic}, 어떻게 보셨습니까?`,
      banmal: `${topic}, 어떻게 봤어?`,
    },
    {
      haeyo: `${topic}에 관해 나누고 싶은 이야기는 댓글로 남겨 주세요.`,
      hamnida: `${topic}에 관해 나누고 싶은 이야기는 댓글로 남겨 주십시오.`,
      banmal: `${topic}에 관해 나누고 싶은 얘기는 댓글로 남겨 줘.`,
    },
    {
      haeyo: `${topic}에 덧붙일 이야기가 있다면 댓글로 들려주세요.`,
      hamnida: `${topic}에 덧붙일 이야기가 있다면 댓글로 들려주십시오.`,
      banmal: `${topic}에 덧붙일 얘기가 있으면 댓글로 들려줘.`,
    },
  ];
}

/**
 * The closing: the story part wrapped up and the reader asked in, or only the reader asked in, about this
 * story — its event named in one sentence ("해랑 FC의 1부 승격", "이번 1부 승격") and the actor or "이번 소식"
 * in the other, so no name is read twice. Never advice to go to an event that is over.
 */
export function closingLine(facts: FrameFacts, random: Random): Line {
  const what = facts.sheet.lead.what;
  // The event by its full name or as "이번 …"; the other sentence names the actor, or says "이번 소식".
  const event = random.pick([
    facts.who ? `${facts.who}의 ${what}` : what,
    ...(/^이번\s/.test(what) ? [] : [`이번 ${what}`]),
  ]);
  const actor = facts.who && !what.includes(facts.who) ? facts.who : undefined;
  if (random.chance(0.25)) return random.pick(invitations(event));
  if (actor && random.chance(0.5)) return both(random.pick(wrapUps(actor, facts)), random.pick(invitations(event)));
  return both(random.pick(wrapUps(event, facts)), random.pick(invitations(actor ?? '이번 소식')));
}

/**
 * Summary sentences (plain prose), three to five: the event in a line different from the intro's, the
 * first current figures with what they count, and what comes next.
 */
export function summaryLines(facts: FrameFacts, random: Random): string[] {
  const { sheet, who } = facts;
  const when = sheet.lead.when ? dateText(sheet.lead.when, facts.reference) : '';
  const topic = who ? `${who}의 ${sheet.lead.what}` : sheet.lead.what;
  const where = sheet.lead.where ? ` ${sheet.lead.where}에서` : '';
  const at = `${when}${where}`.trim();
  // An event still to come was not "나온" on its day: its date is when it will be ("12월 7일 예정된 … 소식").
  const ahead = !sheet.lead.over && sheet.lead.when !== undefined && sheet.lead.when > facts.reference;
  const lines = [
    random.pick(
      ahead && when
        ? [
            `한 줄로 말하면 ${at} 예정된 ${topic} 이야기다.`,
            `먼저 짚을 것은 ${at} 있을 ${topic} 소식이다.`,
            `이번 글의 중심은 ${at} 예정된 ${topic} 소식이다.`,
            `요점은 ${at} 앞둔 ${topic} 소식이다.`,
            `${topic} 날짜는 ${when}이다.`,
          ]
        : at
          ? [
              `${topic} 소식은 ${at} 나왔다.`,
              `${at} ${topic} 이야기가 나왔다.`,
              `${at} 전해진 ${topic} 소식이다.`,
              `한 줄로 말하면 ${at} 나온 ${topic} 이야기다.`,
              `${at} ${topic} 소식이 들어왔다.`,
              `먼저 짚을 것은 ${at} 전해진 ${topic} 소식이다.`,
              ...(when ? [`${topic} 소식이 ${when} 알려졌다.`] : []),
              `이번 글의 중심은 ${at} 전해진 ${topic} 소식이다.`,
              `요점은 ${at} 나온 ${topic} 소식이다.`,
            ]
          : [
              `${topic} 소식이 나왔다.`,
              `한 줄로 말하면 ${topic} 이야기다.`,
              `핵심은 ${copula(topic)}.`,
              `이번 소식의 중심은 ${copula(topic)}.`,
              `${topic} 소식이 들어왔다.`,
              `먼저 짚을 것은 ${topic} 소식이다.`,
              `이번 글의 중심은 ${topic} 소식이다.`,
              `${topic} 소식이 알려졌다.`,
            ],
    ),
  ];
  const figures = sheet.figures.filter((f) => f.current && standsAlone(f, sheet)).slice(0, 3);
  // Which two of the first three figures the box shows varies by member.
  const shown = random.shuffle(figures).slice(0, 2);
  // Each summary line is a paragraph of its own: a label is always said with whose it is, and a figure
  // whose owner the sources do not give is left out of the box.
  for (const figure of shown) {
    const owner = ownerName(figure, facts);
    if (!owner) continue;
    const counts = figureLabel(figure);
    const label = ownedLabel(counts, owner, sheet);
    const value = figure.bounded ?? figure.text;
    // The figure said with its label first, with its source, or first itself ("230억 원이 … 누적 투자액이다");
    // a bounded one ("40조 원 이상") only after its label.
    lines.push(
      random.pick([
        `${label}${particle(label, '은/는')} ${copula(value)}.`,
        `${label}${particle(label, '이/가')} ${copula(value)}.`,
        `${figure.outlet} 보도로는 ${label}${particle(label, '이/가')} ${copula(value)}.`,
        `${figure.outlet}에 따르면 ${label}${particle(label, '은/는')} ${copula(value)}.`,
        `${label}${particle(label, '은/는')} ${value}${particle(value, '으로/로')} 전해졌다.`,
        `${figure.outlet}${particle(figure.outlet, '이/가')} 전한 ${label}${particle(label, '은/는')} ${copula(value)}.`,
        ...(figure.bounded ? [] : [`${figure.text}${particle(figure.text, '이/가')} ${copula(label)}.`]),
      ]),
    );
  }
  const next = sheet.timeline.find((e) => e.upcoming);
  if (next) {
    const at = next.at ? `${dateText(next.at, facts.reference)}에는 ` : '다음으로 ';
    const what = next.what.replace(/[.!]+$/, '');
    // What comes next, said as still to come; never a fragment left where a quoted title was cut out.
    const past = /(?:었|았|였|했|됐|졌|쳤|렸|겼|났|섰|왔|갔|봤|줬|냈|웠)다$/.test(what);
    if (/[가-힣]다$/.test(what) && !past && !lostWords(what) && !/\d{1,2}일/.test(what)) lines.push(`${at}${what}.`);
  }
  // The event line says again what the intro said: it stays only when the box would be thin without it.
  return lines.length >= 3 ? lines.slice(1) : lines;
}

/** Words that name a part or a time of something, never a topic of their own. */
const NOT_A_TAG = new Set(['분기', '부문', '관련', '이번', '기자', '업계', '시장', '올해', '지난해', '오늘', '사업']);

/** Words that say how or where, never what the story is about. */
const TAG_STOP = /^(?:국내|해외|공식|정식|단독|첫|전격|최초|조기|동시|글로벌|세계|전국|정규|시범|임시|먹는|새|신규)$/;

/** 5–10 hashtags: the story's named entities that the post itself names, then its actor's words. */
export function tagsFor(sheet: FactSheet, category: Category, postText: string): string[] {
  const tags: string[] = [];
  const add = (word: string) => {
    const tag = word.replace(/\s+/g, '');
    if (tag.length < 2 || tag.length > 14 || !/^[가-힣A-Za-z0-9]+$/.test(tag) || /^\d/.test(tag)) return;
    if (!isTagWord(tag) || GENERIC_NOUNS.has(tag) || NOT_A_TAG.has(tag)) return;
    // A name the post never says came from text it left out (an injected line, a side story).
    if (!postText.replace(/\s+/g, '').includes(tag)) return;
    if (!tags.includes(tag)) tags.push(tag);
  };
  for (const who of sheet.lead.who) add(who);
  for (const entity of [...sheet.entities].sort((a, b) => b.mentions - a.mentions)) add(entity.name);
  for (const word of sheet.lead.what.split(/\s+/)) {
    if (word.length >= 2 && !TAG_STOP.test(word) && !isPredicate(word)) add(word);
  }
  // A story with few names still gets the 5 tags a post carries: its category's, then the ones bloggers use for news.
  for (const filler of [`${category}뉴스`, category, `${category}소식`, '오늘의뉴스', '이슈정리']) {
    if (tags.length >= 5) break;
    const tag = filler.replace(/[^가-힣A-Za-z0-9]/g, '');
    if (tag.length >= 2 && !tags.includes(tag)) tags.push(tag);
  }
  return tags.slice(0, 10);
}

export type { Tone };
