/*
 * Korean clause helpers of the story writer's microplanning: tell a clause from a noun phrase, clean a
 * fact clause of news connectives and diction, join two clauses into one sentence, put an event noun
 * into a predicate, and write dates. Sentences are built in plain prose (한다체) and put in the post's
 * tone by the conjugator afterwards. Pure; meant to move to the Korean language package.
 */
import { batchimOf, particle } from '@geulgam/korean';

/** Whether the text ends in a predicate of plain prose (했다, 이다, 열린다…), i.e. is a full clause. */
export function isClause(text: string): boolean {
  return /[가-힣]다[.!]?$/.test(text.trim());
}

/** Connectives and time words that tie a news sentence to the one before it. */
const LEADING =
  /^(?:또한|또|한편|이에 따라|이에|이와 함께|이와 관련해|이 밖에|이밖에|특히|다만|그러면서|이어|아울러|게다가|그러나|하지만|그래도|그런데도|그럼에도|반면|이날|당시|앞서|이번에|더불어|실제로|결국|그 결과|이처럼|이 같은|이같은)[,]?\s+/;

/** News diction and blog diction: the same fact, said the way a blogger would. */
const DICTION: [RegExp, string][] = [
  [/할 방침이다$/, '할 계획이다'],
  [/것으로 알려졌다$/, '것으로 전해졌다'],
  [/것으로 집계됐다$/, '것으로 집계됐다'],
  // "조사에 나섰다" → "조사에 들어갔다" holds for work that starts; "축하에 나섰다" is no work begun.
  [
    /((?:조사|수사|판매|공사|생산|개발|협상|점검|단속|정비|복구|작업|심사|보수|분석|촬영|제작|시공|철거|훈련|준비|영업|운영)에) 나섰다$/,
    '$1 들어갔다',
  ],
  [/를 단행했다$/, '를 했다'],
  [/을 단행했다$/, '을 했다'],
  [/\s*\([^)]*\)/g, ''],
  [/\s{2,}/g, ' '],
];

/** A fact clause without a leading connective or a parenthesis, in blog diction, ending without a period. */
export function cleanClause(text: string): string {
  // A dateline or byline before the report ("(서울=성수타임스) 이다온 기자 = …") is not part of the fact.
  let clause = text
    .trim()
    .replace(/^\([^)]*=[^)]*\)\s*/, '')
    .replace(/^(?:[가-힣]{2,4}\s)?(?:[가-힣]{2,4}\s)?기자\s*=\s*/, '')
    .replace(/^\[[^\]]*\]\s*/, '')
    .replace(/[.!]+$/, '');
  for (let i = 0; i < 3 && LEADING.test(clause); i += 1) clause = clause.replace(LEADING, '');
  for (const [pattern, replacement] of DICTION) clause = clause.replace(pattern, replacement);
  return clause.trim();
}

/**
 * The clause with its final 다 turned into a connective ending so another clause can follow
 * ("허가를 받았다" → "허가를 받았고"), or undefined when the ending is one this cannot join safely.
 * Only past tense and the copula are joined: present-tense verbs hide their stems (연다 → 열고).
 */
export function joinable(clause: string, connective: '고' | '며' = '고'): string | undefined {
  const text = clause.replace(/[.!]+$/, '');
  // Past stems end in ㅆ and take 으며, whatever the verb ("받았으며", "잡아냈으며", "있으며"); the copula 이
  // takes 며 ("예정이며").
  if (/[가-힣]다$/.test(text) && batchimOf(text.slice(-2, -1)) === 'ㅆ') {
    return `${text.slice(0, -1)}${connective === '며' ? '으며' : '고'}`;
  }
  if (/(?:이|예정이|계획이|것이|전망이)다$/.test(text)) return `${text.slice(0, -1)}${connective}`;
  // The present joins with 고 only (its stem is what 고 needs): "맡는다" → "맡고", "연다" → "열고".
  const stem = presentStem(text);
  if (stem !== undefined) return `${text.slice(0, -2)}${stem}고`;
  // An adjective, 있다/없다 or a dropped copula keeps its stem before 다: "비싸다" → "비싸고", "있다" → "있고".
  const last = text.charCodeAt(text.length - 2) - 0xac00;
  if (/[가-힣]다$/.test(text) && last >= 0 && last <= 11171 && last % 28 !== 4 && !/는다$/.test(text)) {
    // 며 only after a stem that ends in a vowel or ㄹ ("비싸며", "길며"): a consonant stem may be irregular (맵다 → 매우며).
    const open = last % 28 === 0 || last % 28 === 8;
    return `${text.slice(0, -1)}${connective === '며' && open ? '며' : '고'}`;
  }
  return undefined;
}

/**
 * The stem syllable of a present-tense plain verb's last syllable ("연다" → 열, "이끈다" → 끌, "오른다" →
 * 르), for the syllables whose stem is certain; ㄹ stems lose their ㄹ before ㄴ, so each is listed.
 */
const PRESENT_STEMS: Record<string, string> = {
  연: '열',
  든: '들',
  판: '팔',
  단: '달',
  건: '걸',
  논: '놀',
  끈: '끌',
  번: '벌',
  푼: '풀',
  썬: '썰',
  간: '가',
  온: '오',
  준: '주',
  둔: '두',
  쓴: '쓰',
  낸: '내',
  선: '서',
  본: '보',
  탄: '타',
  찬: '차',
  난: '나',
  친: '치',
  진: '지',
  킨: '키',
  린: '리',
  긴: '기',
  인: '이',
  춘: '추',
  운: '우',
  민: '미',
  뀐: '뀌',
  뛴: '뛰',
  쉰: '쉬',
  닌: '니',
  핀: '피',
  신: '시',
  힌: '히',
  른: '르',
  룬: '루',
  꾼: '꾸',
  눈: '누',
  뤈: '뤄',
  펀: '퍼',
  핸: '해',
  댄: '대',
  맨: '매',
  갠: '개',
  켠: '켜',
  견: '겨',
  련: '려',
};
/**
 * The stem syllable of a syllable that closes in ㄴ before 다 or as a past modifier ("연" → 열, "이끈" → 끌, "오른"
 * → 르), for the syllables whose stem is certain; undefined otherwise.
 */
export function stemOfN(syllable: string): string | undefined {
  return PRESENT_STEMS[syllable];
}

/** ㄴ다 words that may be either stem ("산다": 사다 or 살다, "운다": 울다): never joined. */
const AMBIGUOUS_PRESENT = /(?:^|\s)(?:산|안|운|민)다$/;

/**
 * What replaces the last two characters of a present-tense plain verb (its final syllable and 다) before
 * 고: "한다" → "하", "받는다" → "받" (so "는다" → ""), "열린다" → "리", "연다" → "열"; undefined when the
 * form is not the present tense or its stem is not certain.
 */
export function presentStem(text: string): string | undefined {
  if (/[가-힣]는다$/.test(text)) return '';
  if (/(?:한|된)다$/.test(text)) return text.endsWith('한다') ? '하' : '되';
  if (!/[가-힣]다$/.test(text) || AMBIGUOUS_PRESENT.test(text)) return undefined;
  return PRESENT_STEMS[text.slice(-2, -1)];
}

/** Two clauses as one sentence ("A했고, B했다."), or undefined when the first cannot be joined. */
export function joinClauses(first: string, second: string, connective: '고' | '며' = '고'): string | undefined {
  const head = joinable(first, connective);
  return head ? `${head}, ${second.replace(/[.!]+$/, '')}.` : undefined;
}

/** Copula after a noun phrase in plain prose: "2만 명이다", "서울이다", "EV7이다". */
export function copula(nounPhrase: string): string {
  return `${nounPhrase}${particle(nounPhrase, '이다/다')}`;
}

const KST = 9 * 3_600_000;

/** "11월 20일" in Korea time; with the year when it differs from the reference date's year. */
export function dateText(date: Date, reference?: Date): string {
  const local = new Date(date.getTime() + KST);
  const sameYear = !reference || new Date(reference.getTime() + KST).getUTCFullYear() === local.getUTCFullYear();
  const day = `${local.getUTCMonth() + 1}월 ${local.getUTCDate()}일`;
  return sameYear ? day : `${local.getUTCFullYear()}년 ${day}`;
}

/** Event nouns and the verb that makes them a predicate: what the actor did or had done. */
const RECEIVED = /(?:허가|승인|인증|수상|인가|지원|투자 유치)$/;
const PASSIVE = /(?:선정|지정|선임|임명|체포|구속|확정|선출|적발|기소|입건|발탁|채택|등재|발생)$/;
const DID =
  /(?:돌파|출시|개장|오픈|발표|공개|개최|기록|달성|체결|인수|우승|진출|승격|강등|개봉|출간|착공|완공|도입|인상|인하|동결|합의|결정|계약|영입|복귀|컴백|데뷔|은퇴|결혼|개막|개업|개통|준공|판매|시작|재개|중단|철수|폐점|폐업|완판|매진|트레이드|입성|승리|제패|경신|투입|발매|방영|방송|첫선|선보임|운영|연장|확대|축소|신설|설립|유치|수주|증가|감소|상승|하락|흑자 전환|적자 전환)$/;
/** Event nouns whose verb takes no object ("개막했다", "데뷔했다"). */
const INTRANSITIVE =
  /^(?:개막|데뷔|컴백|복귀|은퇴|결혼|우승|승리|증가|감소|상승|하락|흑자 전환|적자 전환|매진|완판|출범|트레이드)$/;
/** Events that happen to their subject ("티켓이 매진됐다"): said with 되다. */
const UNDERGONE = /^(?:매진)$/;
/** Event nouns whose verb needs its object ("800만 관객을 돌파했다", not "돌파했다"). */
const TRANSITIVE = /^(?:돌파|기록|달성|발표|공개|체결|인수|출시|유치|수주|도입|영입|경신|발매|투입|판매)$/;

/** Event nouns whose other noun is where, not what: the particle it takes. */
const ADVERBIAL: [RegExp, string][] = [
  [/^(?:우승|준우승|승리)$/, '에서/에서'],
  [/^(?:진출|입성)$/, '에/에'],
  [/^(?:승격|강등)$/, '으로/로'],
];

/** Event nouns a verb of their own says: the noun's particle, the past and the planned predicate. */
const OWN_VERB: Record<string, [string, string, string]> = {
  노히트노런: ['을/를', '달성했다', '달성할 예정이다'],
  완봉승: ['을/를', '거뒀다', '거둘 예정이다'],
  역전승: ['을/를', '거뒀다', '거둘 예정이다'],
  신기록: ['을/를', '세웠다', '세울 예정이다'],
  연승: ['을/를', '달렸다', '이어 갈 예정이다'],
  실적: ['을/를', '발표했다', '발표할 예정이다'],
};

/** Words that describe how the event was done and belong next to its verb ("국내 출시했다"). */
const MANNER = /^(?:국내|해외|공식|정식|단독|첫|전격|최초|조기|동시|글로벌|세계|전국|정규|시범|임시)$/;

export interface EventPredicate {
  /** The object part of the event phrase with its particle ("비만 치료제 국내 허가를", "800만 관객을"). */
  object: string;
  /** The plain-prose predicate for a past event ("받았다", "돌파했다", "선정됐다"). */
  past: string;
  /** The plain-prose predicate for an event still to come ("받을 예정이다", "돌파할 예정이다"). */
  upcoming: string;
}

/**
 * The event phrase of a lead ("비만 치료제 국내 허가") as object and predicate, or undefined when its
 * head noun is not an event noun this knows (the writer then says it as "…의 … 소식").
 */
export function eventPredicate(what: string): EventPredicate | undefined {
  const words = what.trim().split(/\s+/);
  const head = words[words.length - 1] ?? '';
  // Results said with their own verb ("노히트노런을 달성했다", "선두에 올랐다"), the words before kept with them.
  const own = OWN_VERB[head];
  if (own) {
    const [particles, past, upcoming] = own;
    const object = [...words.slice(0, -1), `${head}${particle(head, particles)}`].join(' ');
    return { object, past, upcoming };
  }
  if (RECEIVED.test(what)) {
    return { object: `${what}${particle(what, '을/를')}`, past: '받았다', upcoming: '받을 예정이다' };
  }
  const match = DID.exec(head) ?? PASSIVE.exec(head);
  // "신기록" is a record, not a 기록 of "신": only a whole event noun becomes a verb.
  if (!match || match[0] !== head) return undefined;
  const noun = match[0];
  const stemWords = [...words.slice(0, -1)];
  const prefix = head.slice(0, head.length - noun.length);
  if (prefix) stemWords.push(prefix);
  const manner: string[] = [];
  while (stemWords.length > 0 && MANNER.test(stemWords[stemWords.length - 1]!)) manner.unshift(stemWords.pop()!);
  const objectNoun = stemWords.join(' ');
  const verb = [...manner, noun].join(' ');
  if (PASSIVE.test(noun)) {
    const subjectLess = objectNoun ? `${objectNoun}${particle(objectNoun, '으로/로')} ` : '';
    return { object: subjectLess.trim(), past: `${verb}됐다`, upcoming: `${verb}될 예정이다` };
  }
  // Where it was won or reached: "FA컵에서 우승했다", "결승에 진출했다", "1부로 승격했다".
  const adverbial = objectNoun ? ADVERBIAL.find(([nouns]) => nouns.test(noun))?.[1] : undefined;
  if (adverbial) {
    return {
      object: `${objectNoun}${particle(objectNoun, adverbial)}`,
      past: `${verb}했다`,
      upcoming: `${verb}할 예정이다`,
    };
  }
  // "개막", "데뷔": the actor itself did it, nothing is its object; "돌파", "공개" need what was passed or shown.
  if (INTRANSITIVE.test(noun) && objectNoun !== '') return undefined;
  if (TRANSITIVE.test(noun) && objectNoun === '') return undefined;
  const object = objectNoun ? `${objectNoun}${particle(objectNoun, '을/를')}` : '';
  if (UNDERGONE.test(noun)) return { object, past: `${verb}됐다`, upcoming: `${verb}될 예정이다` };
  return { object, past: `${verb}했다`, upcoming: `${verb}할 예정이다` };
}

/** Names joined as Korean lists them: "A", "A와 B", "A, B와 C". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const head = names.slice(0, -1);
  const last = head[head.length - 1]!;
  return `${head
    .slice(0, -1)
    .map((n) => `${n}, `)
    .join('')}${last}${particle(last, '과/와')} ${names[names.length - 1]}`;
}
