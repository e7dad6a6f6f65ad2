import type { StoryEntity } from '../../../story/model.ts';
import { joinNames } from './clause.ts';
import { leadingReference, particle, ROLE_AFTER, ROLE_BEFORE } from '@geulgam/korean';

/*
 * Referring expressions (DESIGN §5, microplanning): a person is named in full with their role the first
 * time the post names them and by name after that; a pronoun or "두 회사" opening a fact is replaced
 * by the names it stands for, or the fact is not used when the post has no such names.
 */

/** A surname and a role as news writes a person after the first mention ("마 감독은", "박 대표가"). */
const SHORT_NAME =
  /(^|[\s(])([가-힣]) (감독|대표|선수|코치|회장|사장|작가|셰프|교수|의원|장관|위원장|단장|원장|관장|이사|실장|팀장|점장|국장|소장|부장)(?=[은는이가을를의과와도\s,]|에게)/g;

/**
 * Roles a blogger drops after the first mention ("윤재하 선수" → "윤재하"); officials keep theirs, and a private
 * person keeps 씨 ("한다정 씨"): a bare name would be rude.
 */
const SHORTENED_ROLES =
  /^(?:선수|배우|가수|작가|감독|셰프|디자이너|코치|투수|타자|포수|골키퍼|공격수|수비수|미드필더|가드|포워드|센터|세터|리베로|윙어|스트라이커)$/;

export interface Referrer {
  /** The sentence with names as they should read at this point of the post, or undefined when it cannot stand. */
  refer(sentence: string): string | undefined;
  /** "윤재하 선수" the first time, "윤재하" after (and marks the person as introduced). */
  name(entity: StoryEntity): string;
  /** Whether the post has named the entity yet. */
  introduced(name: string): boolean;
  /** The person a speaker stands for, a surname with a role ("박 대표") included. */
  person(speaker: string): StoryEntity | undefined;
}

/**
 * `actor` is the story's main name: "이 약은" becomes "청솔바이오의 약은" when the actor is a company or
 * a person, and the actor itself when it is the thing ("이 영화는" → "별빛 정거장은").
 */
/** Words for what an entity of each kind is ("이 회사", "이 작품"): what "이 …" may stand for. */
const KIND_WORDS: Record<StoryEntity['kind'], RegExp> = {
  organization:
    /^(?:회사|기업|업체|은행|구단|팀|브랜드|매장|가게|식당|점포|공장|제약사|항공사|운영사|제조사|업소|단체|기관|학교|대학|연구팀|연구진|시|군|구청|시청|군청)$/,
  person: /^(?:선수|배우|감독|가수|대표|작가|교수|투수|타자|씨|사람|주인공)$/,
  work: /^(?:작품|영화|드라마|앨범|공연|책|노래|곡|시리즈|게임|전시|뮤지컬)$/,
  product: /^(?:제품|차|차량|모델|신차|상품|라면|폰|기기|서비스|앱|메뉴)$/,
  place: /^(?:곳|도서관|공원|시설|역|공항|노선|길|거리|시장|건물|장소|해변|마을|둘레길)$/,
  other: /^(?:행사|축제|대회|사업|제도|정책|계획|개편|노선)$/,
};

/** What a company makes or runs, told as its own ("이 약" → "청솔바이오의 약"). */
const MADE_BY_ORGANIZATION =
  /^(?:약|신약|치료제|백신|제품|상품|신제품|차|차량|모델|신차|공장|매장|점포|지점|노선|서비스|요금제|앱|메뉴|사업|기술|계약|투자)$/;
/** What a person has done or made ("이 기록", "이 작품"). */
const DONE_BY_PERSON = /^(?:기록|경기|작품|앨범|곡|노래|영화|드라마|책|발언|홈런|골)$/;

function nameableAs(entity: StoryEntity, word: string): boolean {
  if (KIND_WORDS[entity.kind].test(word)) return true;
  if (entity.kind === 'organization') return MADE_BY_ORGANIZATION.test(word);
  return entity.kind === 'person' && DONE_BY_PERSON.test(word);
}

export function createReferrer(entities: StoryEntity[], actor?: StoryEntity): Referrer {
  const people = entities.filter((e) => e.kind === 'person' && e.name.length >= 2);
  const organizations = entities.filter((e) => e.kind === 'organization');
  // The story's product ("노을" of a car launch): a bare "가격은" is its price, not its maker's.
  const product = entities
    .filter((e) => e.kind === 'product' && e.name.length >= 2 && e.mentions >= 3)
    .sort((a, b) => b.mentions - a.mentions)[0];
  const seen = new Set<string>();
  let lastPerson: StoryEntity | undefined;
  const recentPeople: StoryEntity[] = [];
  const lastOrganizations: StoryEntity[] = [];
  // Which sentence the referrer read each name in last: "두 팀" stands only for names said just before it.
  let sentenceCount = 0;
  const lastSaid = new Map<StoryEntity, number>();
  const justNamed = (entity: StoryEntity) => sentenceCount - (lastSaid.get(entity) ?? -Infinity) <= RECENT;

  /** The person a surname with a role stands for ("마 감독" → 마태식), when the story has exactly one. */
  const fullPerson = (surname: string, role: string) => {
    const found = people.filter(
      (p) => p.name.startsWith(surname) && p.name.length >= 2 && (!p.role || p.role === role),
    );
    return found.length === 1 ? found[0] : undefined;
  };
  const fullNames = (sentence: string) =>
    sentence.replace(SHORT_NAME, (whole, lead: string, surname: string, role: string) => {
      const person = fullPerson(surname, role);
      return person ? `${lead}${person.name} ${role}` : whole;
    });

  // "가드 정하람", "배우 한지오": a word that introduces a name stands before it; "마태식 감독" after.
  const withRole = (name: string, role: string) =>
    ROLE_BEFORE.has(role) && !ROLE_AFTER.has(role) ? `${role} ${name}` : `${name} ${role}`;
  const firstOrShort = (person: StoryEntity) => {
    const role = person.role?.trim();
    if (!seen.has(person.name)) return role ? withRole(person.name, role) : person.name;
    return role && !SHORTENED_ROLES.test(role) ? withRole(person.name, role) : person.name;
  };

  const replaceOpener = (sentence: string): string | undefined => {
    const pronoun = /^(?:그|그녀)(는|가|의|를|에게) /.exec(sentence);
    if (pronoun) {
      if (!lastPerson) return undefined;
      const name = firstOrShort(lastPerson);
      return `${name}${particle(name, pronounParticle(pronoun[1]!))} ${sentence.slice(pronoun[0].length)}`;
    }
    const pair = /^(?:두 (회사|기업|업체|팀|구단|브랜드|배우|선수|사람|가수)|양사|양측)(는|가|의|를|은|이) /.exec(
      sentence,
    );
    if (pair) {
      // "두 배우" stands for the last two people named, "두 회사" for the last two organisations.
      const ofPeople = /^(?:배우|선수|사람|가수)$/.test(pair[1] ?? '');
      const pool = (ofPeople ? recentPeople : lastOrganizations).filter(justNamed);
      if (pool.length < 2) return undefined;
      const names = joinNames(pool.slice(-2).map((o) => (ofPeople ? firstOrShort(o) : o.name)));
      return `${names}${particle(names, pronounParticle(pair[2]!))} ${sentence.slice(pair[0].length)}`;
    }
    const company = /^(?:이 회사|그 회사|해당 업체|동사|(회사|업체|구단))(는|가|의|를|은|이) /.exec(sentence);
    if (company) {
      // A bare "회사는" or "구단은" is the story's own company or club when the story is about one (the
      // post tells facts in its own order, so the one named last may be another); else the one named last.
      // When the story is about a person (a pitcher's 200th win), a bare "구단은" is the club the story
      // names most, once the post has named it; "이 회사" is the one named just before. Never a rival named
      // last by chance.
      const main = [...organizations]
        .filter((e) => e.kind === 'organization' && lastSaid.has(e))
        .sort((a, b) => b.mentions - a.mentions)[0];
      const own = company[1] ? (actor?.kind === 'organization' ? actor : main) : undefined;
      const recent = lastOrganizations[lastOrganizations.length - 1];
      const last = own ?? (recent && justNamed(recent) ? recent : undefined);
      if (!last) return undefined;
      return `${last.name}${particle(last.name, pronounParticle(company[2]!))} ${sentence.slice(company[0].length)}`;
    }
    const demonstrative = /^(?:이|그|해당) ([가-힣]{1,6}?)(은|는|이|가|을|를|의) /.exec(sentence);
    // "이 가구의 요금" is the household of the sentence before, never the story's company: the story's actor
    // stands in only for a word that can name it.
    if (demonstrative && actor && !nameableAs(actor, demonstrative[1]!)) return undefined;
    if (demonstrative && actor) {
      const [whole, noun, found] = demonstrative as unknown as [string, string, string];
      const owner = actor.kind === 'organization' || actor.kind === 'person';
      const head = owner ? `${actor.name}의 ${noun}` : titled(actor);
      return `${head}${particle(head, pronounParticle(found))} ${sentence.slice(whole.length)}`;
    }
    if (demonstrative) return undefined;
    const relational =
      /^(관계자|측|요금|가격|입장료|관람료|이용료|매장|제품|작품|행사|대회|드라마|영화|공연|앨범|축제|경기)(은|는|이|가|을|를|도) /.exec(
        sentence,
      );
    if (relational) {
      if (!actor) return undefined;
      const [whole, noun, found] = relational as unknown as [string, string, string];
      const thing = /^(?:작품|드라마|영화|공연|앨범|축제|행사|대회)$/.test(noun);
      // The work itself is the actor ("드라마는" → "달빛 세탁소는"); else it is the actor's.
      const head =
        thing && actor.kind !== 'person' && actor.kind !== 'organization'
          ? titled(actor)
          : noun === '관계자' || noun === '측'
            ? `${actor.name} ${noun}`
            : noun === '가격' && product && actor.kind === 'organization'
              ? `${product.name}의 ${noun}`
              : `${actor.name}의 ${noun}`;
      const mark = found === '도' ? '은/는' : pronounParticle(found);
      return `${head}${particle(head, mark)} ${sentence.slice(whole.length)}`;
    }
    // Any other reference to something before it ("이들은", "이 중", "이날은") has nothing to point to in a
    // fact told on its own: the fact is left out.
    const left = leadingReference(sentence);
    if (left && left.kind !== 'short-name') return undefined;
    return sentence;
  };

  const mark = (sentence: string) => {
    for (const person of people) {
      if (sentence.includes(person.name)) {
        seen.add(person.name);
        lastSaid.set(person, sentenceCount);
        lastPerson = person;
        const at = recentPeople.indexOf(person);
        if (at >= 0) recentPeople.splice(at, 1);
        recentPeople.push(person);
      }
    }
    for (const organization of organizations) {
      if (sentence.includes(organization.name)) {
        const at = lastOrganizations.indexOf(organization);
        if (at >= 0) lastOrganizations.splice(at, 1);
        lastOrganizations.push(organization);
        lastSaid.set(organization, sentenceCount);
        seen.add(organization.name);
      }
    }
  };

  return {
    refer(sentence) {
      sentenceCount += 1;
      let text = replaceOpener(fullNames(sentence.trim()));
      if (text === undefined) return undefined;
      for (const person of people) {
        const role = person.role?.trim();
        const at = text.indexOf(person.name);
        if (at < 0 || !role) continue;
        const roleHead = role.split(/\s+/).pop()!;
        const withRole =
          text.startsWith(` ${role}`, at + person.name.length) ||
          text.startsWith(` ${roleHead}`, at + person.name.length);
        const roleBefore = text.slice(Math.max(0, at - role.length - 1), at).trim() === role;
        // "마태식 전 국가대표 코치": the source describes the person there; a role put in would glue nouns.
        const described = describedAfter(text.slice(at + person.name.length));
        if (!seen.has(person.name) && !withRole && !roleBefore && !described) {
          // The particle that followed the name now follows the role ("차민혁은" → "차민혁 투수는").
          text = `${text.slice(0, at + person.name.length)} ${role}${particleAfter(role, text.slice(at + person.name.length))}`;
        } else if (seen.has(person.name) && withRole && SHORTENED_ROLES.test(role)) {
          // The particle that followed the role now follows the name ("차도윤 선수가" → "차도윤이").
          const after = text.slice(at + person.name.length + role.length + 1);
          text = `${text.slice(0, at + person.name.length)}${particleAfter(person.name, after)}`;
        }
      }
      mark(text);
      return text;
    },
    name(entity) {
      const text = entity.kind === 'person' ? firstOrShort(entity) : titled(entity);
      mark(entity.name);
      return text;
    },
    introduced: (name) => seen.has(name),
    person(speaker) {
      const short = /^([가-힣]) ([가-힣]+)$/.exec(speaker.trim());
      return short ? fullPerson(short[1]!, short[2]!) : people.find((p) => p.name === speaker.trim());
    },
  };
}

/** The text after a word, its opening particle fitted to the new word before it ("가" after "차도윤" is "이"). */
function particleAfter(word: string, after: string): string {
  const found = /^(은|는|이|가|을|를|과|와)(?=\s|$)/.exec(after)?.[1];
  return found
    ? `${particle(word, pronounParticle(found === '와' ? '과' : found))}${after.slice(found.length)}`
    : after;
}

/** A work's title in quotation marks ("'느린 역의 계절'"), as a blog writes it and as no build may cut it. */
function titled(entity: StoryEntity): string {
  return entity.kind === 'work' && !/^['‘"“]/.test(entity.name) ? `'${entity.name}'` : entity.name;
}

/** How many sentences back a name may have been said for "두 팀" or "두 회사" to stand for it. */
const RECENT = 2;

function pronounParticle(found: string): string {
  if (found === '는' || found === '은') return '은/는';
  if (found === '가' || found === '이') return '이/가';
  if (found === '를' || found === '을') return '을/를';
  if (found === '에게') return '에게/에게';
  if (found === '과' || found === '와') return '과/와';
  return '의/의';
}

/** Whether the words after a name describe the person ("전 국가대표 코치를", "신임 감독은"). */
function describedAfter(after: string): boolean {
  if (/^ (?:전|현|신임|前|現)\s/.test(after)) return true;
  const words = after.trim().split(/\s+/).slice(0, 3);
  return words.some(
    (w, i) => i > 0 && ROLE_AFTER.has(w.replace(/(?:을|를|은|는|이|가|의|과|와|으로|로|에게|도)$/, '')),
  );
}
