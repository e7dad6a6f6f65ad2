/*
 * Recasting a fact by its kind (microplanning, DESIGN §5; issue 26): when no word order or diction frees a
 * news clause from its source, the writer says the same fact in another build — the figure as what the
 * sentence is about, the rest as what it counts. A score becomes how the game ended ("경기는 해온의 2-1
 * 승리로 끝났다"), an object with a figure the thing counted ("류건호가 던진 공은 96개였다"), a count in
 * the subject the people or things counted ("빛축제를 다녀간 사람은 8만 3천 명이었다"), a date the time
 * the event is set for ("26일에는 류건호의 다음 등판이 잡혀 있다"), a price what it costs, a total what
 * counting gives, a span how long something has lasted. Every build carries the clause's own facts and
 * nothing else; a clause none fits, or whose build still reads as the source, is not recast.
 * Plain prose (한다체) in, plain prose out.
 */
import { endsWithBatchim, extractFigures, particle } from '@geulgam/korean';
import type { Random } from '../random.ts';
import { isClause } from './clause.ts';
import { adnominal, lostWords, pointsBack } from './restate.ts';

const BASE = 0xac00;
const code = (syllable: string) => syllable.charCodeAt(0) - BASE;
const isSyllable = (char: string | undefined) => char !== undefined && code(char) >= 0 && code(char) <= 11171;
const jongOf = (syllable: string) => code(syllable) % 28;
const jungOf = (syllable: string) => Math.floor(code(syllable) / 28) % 21;
const choOf = (syllable: string) => Math.floor(code(syllable) / 588);
const compose = (cho: number, jung: number, jong: number) => String.fromCharCode(BASE + (cho * 21 + jung) * 28 + jong);
const withJong = (syllable: string, jong: number) => compose(choOf(syllable), jungOf(syllable), jong);

const JONG = { none: 0, n: 4, l: 8, ss: 20 };
/** Contracted past vowels and the stem vowel they came from (렸 → 리, 봤 → 보, 줬 → 주, 됐 → 되, 냈 → 내). */
const UNCONTRACT: Record<number, number> = { 6: 20, 9: 8, 14: 13, 10: 11, 1: 1 };
/** Initials after which a past in ㅓ/ㅏ dropped the stem's ㅡ (썼 → 쓰, 껐 → 끄, 컸 → 크, 떴 → 뜨, 펐 → 프). */
const EU_DROP = new Set([10, 4, 1, 15, 17]);

/** The verb stem of a plain past ("던졌다" → "던지", "올랐다" → "오르", "받았다" → "받"), or undefined when unsure. */
export function pastStem(verb: string): string | undefined {
  const match = /^([가-힣]*?)([가-힣])([가-힣])다$/.exec(verb) ?? /^()([가-힣])다$/.exec(verb);
  if (!match) return undefined;
  const [, head = '', a = '', b] = match;
  if (b === undefined) return fromContracted(head, a);
  if (b === '았' || b === '었') {
    // Stems whose 었 hides an irregular (듣/들, 걷/걸, 묻/물, 싣/실, 돕): not guessed.
    if (/^(?:들|걸|물|실|불|도|고)$/.test(a)) return undefined;
    // "모았다" is 모으 (ㅡ dropped before 아), "지었다" 짓: both take -은 after the bare syllable.
    return jongOf(a) === JONG.none ? `${head}${a}으` : `${head}${a}`;
  }
  if (b === '였') return jongOf(a) === JONG.none && a !== '하' ? `${head}${a}이` : undefined;
  return fromContracted(`${head}${a}`, b);
}

function fromContracted(head: string, syllable: string): string | undefined {
  if (!isSyllable(syllable) || jongOf(syllable) !== JONG.ss) return undefined;
  if (syllable === '했') return `${head}하`;
  const cho = choOf(syllable);
  const jung = jungOf(syllable);
  const before = head[head.length - 1];
  // 르 stems: 올랐 → 오르, 불렀 → 부르 (the ㄹ moved onto the syllable before).
  if (cho === 5 && (jung === 0 || jung === 4) && before && isSyllable(before) && jongOf(before) === JONG.l) {
    return `${head.slice(0, -1)}${withJong(before, JONG.none)}르`;
  }
  if ((jung === 0 || jung === 4) && EU_DROP.has(cho)) return `${head}${compose(cho, 18, JONG.none)}`;
  // ㅂ stems told in 웠/왔 (도왔, 가까웠) are rare in news facts and not guessed.
  if (jung === 14 && cho === 11 && before && /[도고]$/.test(before)) return undefined;
  if (jung === 0 || jung === 4) return `${head}${compose(cho, jung, JONG.none)}`;
  const stemVowel = UNCONTRACT[jung];
  return stemVowel === undefined ? undefined : `${head}${compose(cho, stemVowel, JONG.none)}`;
}

/** The stem's past adnominal ("던지" → "던진", "받" → "받은", "팔" → "판", "모으" → "모은"). */
export function pastAdnominal(stem: string): string {
  const last = stem[stem.length - 1]!;
  const head = stem.slice(0, -1);
  if (stem.endsWith('으') && stem.length > 1) return `${head}은`;
  const jong = jongOf(last);
  if (jong === JONG.none) return `${head}${withJong(last, JONG.n)}`;
  if (jong === JONG.l) return `${head}${withJong(last, JONG.n)}`;
  return `${stem}은`;
}

/** A present verb's adnominal ("쓴다" → "쓰는", "받는다" → "받는", "판다" → "파는"), or undefined. */
export function presentAdnominal(verb: string): string | undefined {
  const neunda = /^([가-힣]+)는다$/.exec(verb);
  if (neunda) return `${neunda[1]}는`;
  const nda = /^([가-힣]*)([가-힣])다$/.exec(verb);
  if (!nda || !isSyllable(nda[2]) || jongOf(nda[2]!) !== JONG.n) return undefined;
  return `${nda[1]}${withJong(nda[2]!, JONG.none)}는`;
}

const copulaOf = (noun: string, past: boolean) => {
  if (past) return `${noun}${endsWithBatchim(noun) ? '이었다' : '였다'}`;
  // "2천 벌이다" reads as the verb 벌이다 once put in a tone ("벌여요"): an amount of clothes is said as its size.
  if (/[\d천만억]\s?벌$/.test(noun)) return `${noun} 규모다`;
  return `${noun}${endsWithBatchim(noun) ? '이다' : '다'}`;
};

/** Words a clause may not hold to be recast: a quote, a comma, a second clause, a verb modifying a noun inside. */
const CONNECTIVE = /(?:고|며|면서|어서|아서|해서|(?<!에)게|지만|는데|도록|려고|러|[지하되나오]자|[으하]니|면|듯|듯이)$/;
const simpleWords = (words: string[]) =>
  words.every((w) => !/["“”]|,$/.test(w) && !CONNECTIVE.test(w)) && words.length >= 2 && words.length <= 18;

/** Time words that open a clause without being part of its subject ("이날 류건호는"). */
const TIME_OPENER = /^(?:이날|올해|지난해|전날|당시|최근|현재|지금|내년|이번|\d{1,2}일|\d{4}년|\d{1,2}월)$/;

/**
 * Who the clause is about: the first word marked 은/는/이/가 with the bare nouns before it ("류건호의 아버지는",
 * "누리 타이탄스가"), as word indexes [from, to]; undefined when no word is so marked.
 */
function subjectSpan(words: string[]): { from: number; to: number } | undefined {
  const to = words.findIndex(
    (w) =>
      w.length >= 2 &&
      /[가-힣A-Za-z0-9'’](?:은|는|이|가)$/.test(w) &&
      !/(?:에는|에서는|로는|에게는|까지는|부터는|와는|과는|하는|되는|있는|없는|같이|많이|높이)$/.test(w) &&
      !/(?:던|한|된|인|운|른|은|는)$/.test(w.slice(0, -1)),
  );
  if (to < 0) return undefined;
  let from = to;
  while (from > 0) {
    const word = words[from - 1]!;
    if (TIME_OPENER.test(word) || (STOPS.test(word) && !/의$/.test(word)) || /\d/.test(word)) break;
    from -= 1;
  }
  return { from, to };
}

const bare = (word: string) => word.replace(/(?:은|는|이|가|을|를)$/, '');
const subjectCase = (words: string[]) => {
  const head = [...words.slice(0, -1), bare(words[words.length - 1]!)].join(' ');
  return `${head}${particle(head, '이/가')}`;
};

/** Adverbs that say how a figure is counted ("통산", "모두"): they stay with the figure, never name the thing. */
const WITH_FIGURE = /^(?:통산|모두|총|약|무려|누적|한|최대|최소|평균|연간|하루|매년|해마다|전체|시즌|올|올해|이번)$/;
/** Units that name what they count, so a figure of them needs no noun ("14골", "11승", "2,870이닝"). */
const NOUN_UNIT = /^(?:골|승|패|이닝|경기|세이브|홈런|타점|곡|편|표|석)$/;
/** Words that close a phrase of their own before an object ("동안", "부터"): the object starts after them. */
const STOPS =
  /(?:은|는|이|가|에|에서|에게|으로|로|와|과|도|만|부터|까지|동안|만에|째|께|의|고|며|서|[아어여해워와져쳐춰봐돼려겨]|던|한|된|운|른|진|는)$/;
/** Bare adverbial nouns that may stand between an object and its verb ("한정 판매한다", "더 놓는다"). */
const BEFORE_VERB = /^(?:한정|더|새로|직접|모두|따로|함께|다시|먼저|무료로)$/;

/** The predicate's adnominal form and its tense, or undefined when the verb is not one this can turn. */
function adnominalOf(verb: string): { form: string; past: boolean; stem?: string } | undefined {
  const past = /[었았였했됐졌렸겼쳤켰섰났갔왔봤줬냈웠뒀혔랐렀]다$/.test(verb);
  const stem = past ? pastStem(verb) : undefined;
  const form = past ? (stem ? pastAdnominal(stem) : undefined) : presentAdnominal(verb);
  if (!form || /^(?:한|된|하는|되는|있는|없는|인)$/.test(form)) return undefined;
  return { form, past, ...(stem ? { stem } : {}) };
}

/**
 * The words right before the predicate that hold its figure: bare nouns and the figure, back to the first word
 * that closes a phrase of its own ("일주일 동안", "설비에만"), with the figure's index in them.
 */
function figurePhrase(words: string[], end: number): { from: number; text: string } | undefined {
  let from = end;
  while (from > 0 && end - from < 6) {
    const word = words[from - 1]!;
    if (from < end && STOPS.test(word) && !/^\d[\d,.]*(?:[천백]?[만억조]|[천백])?$/.test(word) && !/\d개의$/.test(word))
      break;
    from -= 1;
  }
  if (from === end) return undefined;
  return { from, text: words.slice(from, end).join(' ') };
}

/**
 * "류건호는 이날 모두 96개의 공을 던졌다" → "이날 류건호가 던진 공은 모두 96개였다": the object that holds the
 * figure becomes the thing counted, the figure its predicate. "주가는 6% 올랐다" (a change) → "주가가 오른 폭은 6%였다".
 */
export function cleft(words: string[]): string | undefined {
  if (words.length < 3) return undefined;
  const verb = adnominalOf(words[words.length - 1]!);
  if (!verb) return undefined;
  // One bare adverbial noun may stand between the object and the verb ("한정 판매한다").
  const between = BEFORE_VERB.test(words[words.length - 2]!) ? 1 : 0;
  const end = words.length - 1 - between;
  const change = /^(?:오르|늘|줄|뛰|떨어지|내리|증가하|감소하|상승하|하락하|줄어들|불어나)$/.test(verb.stem ?? '');
  const objectWord = words[end - 1]!;
  if (!change && !/(?:을|를)$/.test(objectWord)) return undefined;
  const phrase = figurePhrase(words, end);
  if (!phrase) return undefined;
  const figures = extractFigures(phrase.text);
  const figure = figures[figures.length - 1];
  // An ordinal (34호, 2위, 3번째) places something in a series: no count to tell as a total.
  if (!figure || /^(?:호|위|번째|회|차|강|부|라운드|조|기)$/.test(figure.unit)) return undefined;
  const before = phrase.text.slice(0, figure.index).trim();
  const after = phrase.text.slice(figure.index + figure.text.length).trim();
  const lead = before ? before.split(/\s+/) : [];
  // The first words that only say how the figure is counted ("통산", "모두") stay with it.
  let split = 0;
  while (split < lead.length && WITH_FIGURE.test(lead[split]!)) split += 1;
  const adverbs = lead.slice(0, split);
  const counted = lead.slice(split);
  // "1승 1패를": a figure right before the figure makes a list of figures, not a thing counted.
  if (counted.some((w) => WITH_FIGURE.test(w)) || /\d/.test(counted[counted.length - 1] ?? '')) return undefined;
  // A threshold ("150이닝을 넘겼다") is no count of what was done: the figure is the bar, not the total.
  if (/^(?:넘기|넘|넘어서|돌파하|웃돌|밑돌|달하|이르|육박하|앞두)$/.test(verb.stem ?? '')) return undefined;
  let thing: string;
  if (change) {
    if (after || counted.length > 0 || !/^(?:%|%p|포인트|배)$/.test(figure.unit)) return undefined;
    thing = '폭';
  } else if (/^의\s+\S+(?:을|를)$/.test(after) && counted.length === 0) {
    // "96개의 공을": the noun after the figure is the thing.
    thing = bare(after.replace(/^의\s+/, ''));
  } else if (/^(?:을|를)$/.test(after)) {
    if (counted.length > 0 && counted.length <= 4 && counted.every((w) => /^[가-힣A-Za-z0-9]+$/.test(w))) {
      thing = counted.join(' ');
    } else if (counted.length === 0 && NOUN_UNIT.test(figure.unit)) thing = figure.unit;
    else if (counted.length === 0 && /^(?:원|달러|유로|엔)$/.test(figure.unit)) thing = '돈';
    else return undefined;
  } else return undefined;
  let amount = [...adverbs, figure.text].join(' ');
  const rest = words.slice(0, phrase.from);
  const subject = subjectSpan(rest);
  if (!subject || subjectSpan(rest.slice(subject.to + 1)) || !simpleWords(words)) return undefined;
  // "넣은 골은 모두 14골": a unit that names the thing is said as a total.
  if (thing === figure.unit && adverbs.length === 0) amount = `모두 ${amount}`;
  const topic = `${thing}${particle(thing, '은/는')}`;
  const adverb = between ? [words[words.length - 2]!] : [];
  return `${[
    ...rest.slice(0, subject.from),
    subjectCase(rest.slice(subject.from, subject.to + 1)),
    ...rest.slice(subject.to + 1),
    ...adverb,
    verb.form,
    topic,
    copulaOf(amount, verb.past),
  ].join(' ')}.`;
}

/** 하다 words that describe rather than act ("필요한", "중요한"): no object to take a figure. */
const DESCRIBING_HADA =
  /^(?:필요|중요|다양|가능|충분|유명|편리|부족|비슷|유사|적합|확실|분명|유일|특별|소중|익숙|간단|복잡|불가능|동일|풍부|상당|과도|무관|유리|불리)$/;

/**
 * "별누리에어로가 지금까지 유치한 투자금은 약 380억 원이다" → "별누리에어로는 지금까지 약 380억 원의 투자금을
 * 유치했다": a thing defined by what its doer did, with its figure as the predicate, said as the doer's act with the
 * figure as what was done. Only a 하다 verb of doing (never "필요한"), a doer marked 이/가, no object of its own
 * between the doer and the verb, and a figure that is the whole predicate; what describes the doer stays before it.
 */
export function uncleft(words: string[]): string | undefined {
  if (words.length < 4 || words.length > 16 || !simpleWords(words)) return undefined;
  const last = words[words.length - 1]!;
  const copula = /^(.+?)(이었다|였다|이다|다)$/.exec(last);
  if (!copula) return undefined;
  const topicAt = words.findIndex((w) => /[가-힣](?:은|는)$/.test(w));
  if (topicAt < 2) return undefined;
  const verbWord = words[topicAt - 1]!;
  const act = /^([가-힣]{2,4})한$/.exec(verbWord)?.[1];
  if (!act || DESCRIBING_HADA.test(act)) return undefined;
  const thing = words[topicAt]!.replace(/(?:은|는)$/, '');
  // The predicate: the figure (and how it is counted), nothing else.
  const amount = [...words.slice(topicAt + 1, -1), copula[1]!].join(' ');
  const figures = extractFigures(amount);
  if (figures.length !== 1 || !/^(?:(?:약|총|모두|누적|최대|최소|무려|대략)\s)?\d/.test(amount)) return undefined;
  if (amount.slice(figures[0]!.index + figures[0]!.text.length).trim() !== '') return undefined;
  // The doer: the one word marked 이/가 before the verb; between them only words that are not objects or topics.
  const doerAt = words.findIndex(
    (w, i) => i < topicAt - 1 && /[가-힣A-Za-z0-9](?:이|가)$/.test(w) && !BARE_NOUN_IGA.test(w),
  );
  if (doerAt < 0) return undefined;
  const between = words.slice(doerAt + 1, topicAt - 1);
  if (between.some((w) => /(?:을|를|은|는|이|가)$/.test(w) || CONNECTIVE.test(w))) return undefined;
  const doer = words[doerAt]!.replace(/(?:이|가)$/, '');
  const before = words.slice(0, doerAt);
  // "두 회사가", "이 팀이": a doer that leans on a sentence before is left to the restatement.
  if (/^(?:두|세|이|그|해당|양)$/.test(before[before.length - 1] ?? '') || /^(?:이|그)/.test(doer)) return undefined;
  return `${[
    ...before,
    `${doer}${particle(doer, '은/는')}`,
    ...between,
    `${amount}의`,
    `${thing}${particle(thing, '을/를')}`,
    `${act}했다`,
  ].join(' ')}.`;
}

/**
 * "위성 한 기의 무게는 약 24kg이다" → "위성 한 기는 무게가 약 24kg이다": what a thing has, with its figure, said of the
 * thing (the owner as the topic, what it has as the subject). A figure told with -(으)로 before a description
 * ("약 24kg으로, 전자레인지 한 대 크기다") is told alone: the sentence is compressed to its figure. Only an owner
 * with one 의 and no argument of a clause inside it, a one-word attribute and a predicate that is the figure.
 */
export function ownerFirst(words: string[]): string | undefined {
  if (words.length < 3 || words.length > 16) return undefined;
  const topicAt = words.findIndex((w) => /[가-힣](?:은|는)$/.test(w));
  if (topicAt < 1) return undefined;
  const ownerWords = words.slice(0, topicAt);
  const ownerLast = ownerWords[ownerWords.length - 1]!;
  if (!/[가-힣0-9]의$/.test(ownerLast) || ownerWords.slice(0, -1).some((w) => /(?:의|은|는|이|가|을|를|에|,)$/.test(w)))
    return undefined;
  // "두 회사의", "이 팀의": an owner that leans on a sentence before is left to the restatement.
  if (/^(?:두|세|이|그|해당|양|이번|당시)$/.test(ownerWords[0]!)) return undefined;
  const attribute = words[topicAt]!.replace(/(?:은|는)$/, '');
  if (attribute.length < 2) return undefined;
  let rest = words.slice(topicAt + 1);
  // "약 24kg으로, 전자레인지 한 대 크기다": the figure, then a description of it that is left out.
  const cut = rest.findIndex((w) => /[0-9A-Za-z가-힣%](?:으로|로),$/.test(w));
  let past = false;
  if (cut >= 0) {
    rest = [...rest.slice(0, cut), rest[cut]!.replace(/(?:으로|로),$/, '')];
  } else {
    const copula = /^(.+?)(이었다|였다|이다|다)$/.exec(rest[rest.length - 1] ?? '');
    if (!copula) return undefined;
    past = /었다|였다/.test(copula[2]!);
    rest = [...rest.slice(0, -1), copula[1]!];
  }
  const amount = rest.join(' ');
  const figures = extractFigures(amount);
  if (figures.length !== 1 || !/^(?:(?:약|총|모두|최대|최소|평균|대략)\s)?\d/.test(amount)) return undefined;
  if (amount.slice(figures[0]!.index + figures[0]!.text.length).trim() !== '') return undefined;
  const owner = [...ownerWords.slice(0, -1), ownerLast.replace(/의$/, '')].join(' ');
  return `${owner}${particle(owner, '은/는')} ${attribute}${particle(attribute, '이/가')} ${copulaOf(amount, past)}.`;
}

/** Nouns that end in 이 or 가 and mark no subject ("작가", "국가", "어린이"). */
const BARE_NOUN_IGA = /(?:작가|국가|평가|물가|휴가|주가|원가|단가|대가|전문가|어린이|아이|사이|차이|높이|길이|나이)$/;

/** "8만 3천 명이 다녀갔다" → "다녀간 사람은 8만 3천 명이었다": a count of people as the subject of what they did. */
function countedSubject(words: string[]): string | undefined {
  const verb = adnominalOf(words[words.length - 1]!);
  if (!verb || words.length < 3 || !/(?:이|가)$/.test(words[words.length - 2]!)) return undefined;
  const phrase = figurePhrase(words, words.length - 1);
  if (!phrase) return undefined;
  const figures = extractFigures(phrase.text);
  const figure = figures[figures.length - 1];
  if (!figure || !/^(?:명|팀|곳|개|대)$/.test(figure.unit)) return undefined;
  if (!/^(?:이|가)$/.test(phrase.text.slice(figure.index + figure.text.length))) return undefined;
  const lead = phrase.text.slice(0, figure.index).trim().split(/\s+/).filter(Boolean);
  let split = 0;
  while (split < lead.length && WITH_FIGURE.test(lead[split]!)) split += 1;
  const counted = lead.slice(split);
  const thing = counted.length > 0 ? counted.join(' ') : figure.unit === '명' ? '사람' : undefined;
  if (!thing || counted.length > 3) return undefined;
  const pre = words.slice(0, phrase.from);
  if (!simpleWords(words) || subjectSpan(pre)) return undefined;
  const amount = [...lead.slice(0, split), figure.text].join(' ');
  return `${[...pre, verb.form, `${thing}${particle(thing, '은/는')}`, copulaOf(amount, verb.past)].join(' ')}.`;
}

/** "류건호는 이번 경기까지 12승 7패, 평균자책점 3.62를 기록했다" → "이번 경기까지 류건호의 성적은 12승 7패, 평균자책점 3.62였다". */
function record(clause: string): string | undefined {
  const match =
    /^(\S+?)(?:은|는|이|가) ((?:\S+ ){0,4}?)(\d+승(?: \d+무)? \d+패(?:, [가-힣]+ [\d.]+)?)(?:을|를) (?:기록했|거뒀|올렸)다$/.exec(
      clause,
    );
  if (!match) return undefined;
  const [, who = '', when = '', figures = ''] = match;
  if (/["“”,]/.test(when)) return undefined;
  // "바람구단을 상대로 윤다온의 성적은": the opponent belongs to the record ("…을 상대로 한 성적").
  const against = when.replace(/(을|를) 상대로 $/, '$1 상대로 한 ');
  return `${against}${who}의 성적은 ${copulaOf(figures, true)}.`;
}

/**
 * A record with a rank: "류건호는 이번 경기까지 12승 7패를 기록하며 팀 내 다승 1위에 올라 있다" → "이번 경기까지
 * 류건호의 성적은 12승 7패로, 팀 내 다승 1위다"; "타이탄스는 현재 시즌 성적 78승 54패로 리그 2위를 달리고
 * 있으며, 1위와의 승차는 두 경기다" → "타이탄스의 현재 성적은 78승 54패로 리그 2위이고, 1위와의 승차는 두 경기다".
 */
function ranked(clause: string): string | undefined {
  const RECORD = '(\\d+승(?: \\d+무)? \\d+패(?:, [가-힣]+ [\\d.]+)?)';
  const climbing = new RegExp(
    `^(\\S+?)(?:은|는|이|가) ((?:\\S+ ){0,3}?)${RECORD}(?:을|를) (?:기록하며|기록해|거두며) ((?:\\S+ ){0,3}?)(\\d+위)에 올라 있다$`,
  ).exec(clause);
  if (climbing) {
    const [, who = '', when = '', figures = '', scope = '', rank = ''] = climbing;
    return `${when}${who}의 성적은 ${figures}${particle(figures, '으로/로')}, ${scope}${copulaOf(rank, false)}.`;
  }
  const running = new RegExp(
    `^(\\S+?)(?:은|는|이|가) ((?:현재|올 시즌|시즌|이번 시즌) )?(?:시즌 성적 )?${RECORD}(?:으로|로) ((?:\\S+ ){0,2}?)(\\d+위)(?:를|을) (?:달리고|지키고) (?:있다|있으며, (.+다))$`,
  ).exec(clause);
  if (!running) return undefined;
  const [, who = '', when = '', figures = '', scope = '', rank = '', rest] = running;
  if (rest && (/["“”]/.test(rest) || rest.split(' ').length > 6)) return undefined;
  const head = `${who}의 ${when}성적은 ${figures}${particle(figures, '으로/로')} ${scope}${rank}`;
  return rest ? `${head}이고, ${rest}.` : `${copulaOf(head, false)}.`;
}

/**
 * "류건호는 몸 관리에 공을 들이는 것으로도 잘 알려져 있다" → "류건호를 이야기할 때 몸 관리에 공을 들인다는 점도
 * 빠지지 않는다": what someone is known for, said as what is always told of them.
 */
function knownFor(clause: string, random: Random): string | undefined {
  const match =
    /^(\S+?)(?:은|는) (.+?) ([가-힣]+)는 것으로(?:도)? (?:잘 |널리 )?(?:알려져 있다|유명하다|이름나 있다)$/.exec(
      clause,
    );
  if (!match) return undefined;
  const [, who = '', what = '', stem = ''] = match;
  if (/["“”,]/.test(what) || what.split(' ').some((w) => CONNECTIVE.test(w)) || what.split(' ').length > 6)
    return undefined;
  const last = stem[stem.length - 1]!;
  const plain =
    jongOf(last) === JONG.none
      ? `${stem.slice(0, -1)}${withJong(last, JONG.n)}다`
      : jongOf(last) === JONG.l
        ? `${stem.slice(0, -1)}${withJong(last, JONG.n)}다`
        : `${stem}는다`;
  return random.pick([
    `${who}${particle(who, '을/를')} 이야기할 때 ${what} ${plain}는 점도 빠지지 않는다.`,
    `${who} 하면 ${what} ${plain}는 점도 빼놓을 수 없다.`,
    `${what} ${plain}는 점도 ${who}에 대해 자주 나오는 이야기다.`,
  ]);
}

/**
 * "A는 B를 연장 끝에 2-1로 꺾었다" → "A와 B의 경기는 연장 끝에 2-1, A의 승리로 끝났다", or with what the game
 * was ("22일 열린 FA컵 결승에서") "… A가 B를 상대로 연장 끝에 2-1 스코어로 승리를 거뒀다". Names stay whole.
 */
function scoreResult(words: string[], random: Random): string | undefined {
  const verb = words[words.length - 1]!;
  if (!/^(?:이겼|꺾었|눌렀|물리쳤|제압했|승리했|졌|패했)다$/.test(verb)) return undefined;
  const scored = /^(\d{1,3}-\d{1,3})(?:으로|로)$/.exec(words[words.length - 2] ?? '');
  if (!scored) return undefined;
  const score = scored[1]!;
  let end = words.length - 2;
  const how =
    /^(?:연장|승부차기)$/.test(words[end - 2] ?? '') && words[end - 1] === '끝에' ? words.slice(end - 2, end) : [];
  end -= how.length;
  let opponent: string[] = [];
  if (/(?:을|를|에|에게)$/.test(words[end - 1] ?? '')) {
    let from = end - 1;
    while (from > 0 && end - from < 3 && !STOPS.test(words[from - 1]!) && !TIME_OPENER.test(words[from - 1]!))
      from -= 1;
    opponent = words.slice(from, end);
    end = from;
  }
  const subject = subjectSpan(words.slice(0, end));
  if (!subject || !simpleWords(words)) return undefined;
  const team = [...words.slice(subject.from, subject.to), bare(words[subject.to]!)].join(' ');
  const pre = words.slice(0, subject.from);
  const middle = words.slice(subject.to + 1, end);
  const lost = /^(?:졌|패했)다$/.test(verb);
  const against = opponent.length > 0 ? opponent.join(' ').replace(/(?:을|를|에|에게)$/, '') : '';
  const said = how.length > 0 ? `${how.join(' ')} ` : '';
  if (pre.length === 0 && middle.length === 0 && random.chance(0.5)) {
    const teams = against ? `${team}${particle(team, '와/과')} ${against}의 경기는` : '경기는';
    return `${teams} ${said}${score}, ${team}의 ${lost ? '패배' : '승리'}로 끝났다.`;
  }
  const versus = against ? `${against}${particle(against, '을/를')} 상대로 ` : '';
  return `${[...pre, ...middle, `${team}${particle(team, '이/가')}`].join(' ')} ${versus}${said}${score} 스코어로 ${lost ? '패했다' : '승리를 거뒀다'}.`;
}

/** A date or a time of day as a whole phrase ("26일", "12월 12일", "내년 2월", "후반 33분"). */
const WHEN =
  /^((?:(?:내년|올해|다음 달|이달|이번 달)\s)?(?:\d{1,2}월\s?)?\d{1,2}일(?:\s오[전후]\s\d{1,2}시)?|(?:내년|올해)\s\d{1,2}월|(?:전반|후반)\s\d{1,3}분|\d{1,2}회\s[초말])(?:에|로|부터)?$/;

/** "류건호의 다음 등판은 26일로 예정돼 있다" → "26일에는 류건호의 다음 등판이 예정돼 있다": the time first, the event its subject. */
function timed(clause: string, random: Random): string | undefined {
  const match =
    /^(\S+(?: \S+){0,4}?)(?:은|는) (.+?) (열린다|열렸다|치러진다|치러졌다|나왔다|시작된다|시작됐다|진행된다|예정돼 있다|예정이다)\.?$/.exec(
      clause,
    );
  if (!match) return undefined;
  const [, subject = '', when = '', verb = ''] = match;
  const time = WHEN.exec(when);
  if (!time || /["“”'‘’,]/.test(subject) || subject.split(' ').some((w) => CONNECTIVE.test(w))) return undefined;
  const at = time[1]!;
  const said = verb === '예정돼 있다' || verb === '예정이다' ? random.pick(['예정돼 있다', '잡혀 있다']) : verb;
  return `${at}에는 ${subject}${particle(subject, '이/가')} ${said}.`;
}

/** "주차 요금은 하루 5천 원이다" → "주차 요금으로 하루 5천 원을 내야 한다"; "7세 이하 어린이는 무료다" → "…돈을 내지 않아도 된다". */
function priced(clause: string, category: string | undefined): string | undefined {
  const free = /^(\S+(?: \S+){0,3}?)(?:은|는) (?:모두 )?무료(?:다|이다)\.?$/.exec(clause);
  if (free) return `${free[1]}${particle(free[1]!, '은/는')} 따로 돈을 내지 않아도 된다.`;
  const match =
    /^(\S+(?: \S+){0,3}?)(?:은|는) ((?:(?:하루|한 (?:벌|그릇|개|잔|명|장|병)에?|1인당|개당|1박에?)\s)?\d[\d,.]*(?:만|천)?(?:\s\d[\d,]*(?:천|백)?)?\s?원)(?:이다|으로 책정됐다)\.?$/.exec(
      clause,
    );
  if (!match) return undefined;
  const [, thing = '', amount = ''] = match;
  if (/["“”,]/.test(thing) || thing.split(' ').some((w) => CONNECTIVE.test(w))) return undefined;
  // "가격은", "요금은" alone say whose price only with the sentence before them.
  if (/^(?:가격|요금|값|입장료|관람료|이용료|참가비|금액|비용)$/.test(thing)) return undefined;
  if (/(?:요금|료|비|값|가격|금액)$/.test(thing))
    return `${thing}${particle(thing, '으로/로')} ${amount}${particle(amount, '을/를')} 내야 한다.`;
  const order = category === '맛집' ? '주문하려면' : '사려면';
  return `${thing}${particle(thing, '을/를')} ${order} ${amount}${particle(amount, '이/가')} 든다.`;
}

/** "10승 이상을 거둔 시즌은 모두 11번이다" → "10승 이상을 거둔 시즌을 세어 보면 모두 11번이다". */
function counted(clause: string): string | undefined {
  const match =
    /^(\S+(?: \S+){0,5}?)(?:은|는) ((?:모두|전부|총|합쳐) )?(\d[\d,.]*(?:만|천)?\s?(?:번|곳|개|명|팀|곡|편|권|종|가지|벌|대|채|그루|점))(?:이다|다)\.?$/.exec(
      clause,
    );
  if (!match) return undefined;
  const [, thing = '', how = '', amount = ''] = match;
  if (/["“”'‘’,]/.test(thing)) return undefined;
  return `${thing}${particle(thing, '을/를')} 세어 보면 ${how}${copulaOf(amount, false)}.`;
}

/**
 * "아버지는 누리시에서 30년 넘게 철물점을 운영했다" → "아버지가 누리시에서 철물점을 운영한 세월은 30년이 넘는다";
 * "삽입곡은 차트 30위 안에 8주째 머물고 있다" → "삽입곡이 차트 30위 안에 머문 지 8주째다".
 */
function span(words: string[]): string | undefined {
  const at = words.findIndex((w, i) => /^\d[\d,.]*(?:년|개월|주|일|시즌)(?:째|간)?$/.test(w) && i > 0);
  if (at < 0) return undefined;
  const figure = words[at]!;
  const next = words[at + 1];
  const ongoing = /째$/.test(figure) && words.slice(-2).join(' ').endsWith('고 있다');
  const over = next === '넘게' || next === '이상' || next === '동안';
  if (!ongoing && !over) return undefined;
  const rest = [...words.slice(0, at), ...words.slice(at + (ongoing ? 1 : 2))];
  const verbWords = ongoing ? rest.slice(-2) : rest.slice(-1);
  const body = rest.slice(0, rest.length - verbWords.length);
  const stem = ongoing ? verbWords[0]!.replace(/고$/, '') : pastStem(verbWords[0]!);
  if (!stem) return undefined;
  const subject = subjectSpan(body);
  if (!subject || subject.from !== 0 || !simpleWords(body) || body.length < 2) return undefined;
  // "3년 동안 배터리를 공급하는 계약을 맺었다": a span inside a clause that modifies a noun is that clause's.
  if (body.some((w) => /(?:하는|되는|있는|없는|주는|받는|하던|했던|[가-힣]한|[가-힣]된)$/.test(w))) return undefined;
  const inner = body.slice(subject.to + 1);
  const adnominal = pastAdnominal(stem);
  if (ongoing)
    return [subjectCase(body.slice(0, subject.to + 1)), ...inner, `${adnominal} 지`, `${figure}다.`].join(' ');
  const length = figure.replace(/(?:째|간)$/, '');
  const tail = next === '동안' ? copulaOf(length, false) : `${length}${particle(length, '이/가')} 넘는다`;
  return `${[subjectCase(body.slice(0, subject.to + 1)), ...inner, adnominal, next === '동안' ? '기간은' : '세월은', tail].join(' ')}.`;
}

/**
 * "강도윤은 실제 역무원에게 두 달 동안 신호 수기를 배웠다" → "강도윤이 실제 역무원에게 두 달 동안 배운 것은 신호
 * 수기였다": a fact with no figure to turn, said as what the subject did, with the thing done as the answer.
 * The object (bare nouns, joined by 와/과 or 의) moves to the end; the subject opens the sentence.
 */
export function whatWasDone(words: string[]): string | undefined {
  if (words.length < 3 || words.length > 18 || words.some((w) => /["“”]|,$/.test(w))) return undefined;
  // One act that leads to the one told ("서류 정리를 도우며", "카드를 들고") may stay before the verb; any
  // other connective ("…면", "…지만") makes two facts of it.
  const leading = words.slice(0, -2).filter((w) => CONNECTIVE.test(w));
  if (leading.length > 1 || leading.some((w) => !/[가-힣](?:며|고)$/.test(w) || /(?:라고|다고|하고|이고)$/.test(w)))
    return undefined;
  // The verb told: one word ("배웠다" → "배운"), a plan ("제공하기로 했다" → "제공하기로 한") or an act going
  // on ("내놓고 있다" → "내놓고 있는"), with one bare adverb before it ("무료로 제공하기로 한").
  const [second = '', last = ''] = words.slice(-2);
  const group = /^[가-힣]+(?:기로|고)$/.test(second) && /^(?:했다|있다)$/.test(last);
  const verb: { form: string; past: boolean; stem?: string } | undefined = group
    ? { form: `${second} ${last === '했다' ? '한' : '있는'}`, past: false, stem: second.replace(/(?:기로|고)$/, '') }
    : adnominalOf(last);
  if (!verb) return undefined;
  // A verb of saying or showing ("밝혔다", "공개했다") already tells its object as news: kept for the restatement.
  if (/^(?:밝히|말하|전하|설명하|강조하|덧붙이|예고하)$/.test(verb.stem ?? '')) return undefined;
  // "맞은", "받은", "본" read as another verb or as nothing once the object leaves them ("시민들을 맞았다").
  if (/^(?:맞|받|보|하|되|주|두|쓰|들|내)$/.test(verb.stem ?? '')) return undefined;
  // A verb of beginning or ending takes an act as its object ("판매를 시작한다"): the act is no thing done.
  const told = group ? second : last;
  if (
    /^(?:시작|진행|재개|중단|개시|계속)(?:한|했|하)/.test(told) ||
    /^(?:마쳤|마친|마치|끝냈|끝낸|끝내|이어간|이어갔|이어가|벌였|벌인|벌이|펼쳤|펼친|펼치|멈췄|멈춘|멈추)/.test(told)
  )
    return undefined;
  let end = words.length - (group ? 2 : 1);
  const adverb =
    BEFORE_VERB.test(words[end - 1] ?? '') || /^(?:잇따라|꾸준히|처음으로|이미|계속)$/.test(words[end - 1] ?? '')
      ? [words[end - 1]!]
      : [];
  end -= adverb.length;
  const objectWord = words[end - 1] ?? '';
  if (!/[가-힣A-Za-z0-9'’](?:을|를)$/.test(objectWord) || /\d/.test(objectWord)) return undefined;
  let from = end - 1;
  while (from > 0 && end - 1 - from < 5) {
    const word = words[from - 1]!;
    const links = /[가-힣](?:와|과|의)$/.test(word) && !/(?:에서의|에의|로의)$/.test(word);
    // A short modifier of the object's noun ("낡은 의자를"), never the clause's first word (its topic).
    // A word in 은/는 is a topic ("흐름은 실적을") unless it is one of the common adjectives ("낡은", "작은").
    const modifies =
      from - 1 > 0 &&
      word.length <= 3 &&
      adnominal(word) &&
      !/(?:하는|되는|있는|없는|을|를)$/.test(word) &&
      (!/[은는]$/.test(word) ||
        /^(?:낡은|작은|많은|좋은|넓은|높은|낮은|깊은|짧은|젊은|같은|적은|얇은|굵은|짙은)$/.test(word));
    if (!links && !modifies && (STOPS.test(word) || TIME_OPENER.test(word) || /(?:을|를)$/.test(word))) break;
    // "언덕에 올라 깃발을": a 르-verb leading to the act ("올라", "불러", "골라") closes the phrase before the
    // object; a noun ending so ("카메라") only makes the build give up below, never a wrong answer.
    if (/[가-힣][라러]$/.test(word)) break;
    if (/\d/.test(word)) break;
    from -= 1;
  }
  const object = [...words.slice(from, end - 1), bare(objectWord)];
  // A one-word object that only names an act ("공개를", "준비를") is no thing to answer with.
  if (object.length === 1 && object[0]!.length < 2) return undefined;
  const rest = words.slice(0, from);
  const subject = subjectSpan(rest);
  if (!subject || subjectSpan(rest.slice(subject.to + 1))) return undefined;
  // Another object before this one ("A를 B로 삼았다" keeps two roles): the answer would lose what it does.
  // "역할을 위해", "무대를 앞두고" are phrases of their own, not a second object.
  const middle = rest.slice(subject.to + 1);
  const ownVerb = (w: string | undefined) =>
    w !== undefined && (/^(?:위해|위한|통해|두고|앞두고|상대로|대상으로|맞아)$/.test(w) || leading.includes(w));
  if (middle.some((w, i) => /(?:을|를)$/.test(w) && !ownVerb(middle[i + 1]))) return undefined;
  // The word before the object must close a phrase beyond doubt: "선로 점검 방법을" read from "선로" (로) would
  // split one noun phrase. A bare noun ending in 로, 이 or 가 is left as it stands.
  const before = rest[rest.length - 1]!;
  if (
    rest.length - 1 !== subject.to &&
    !TIME_OPENER.test(before) &&
    !leading.includes(before) &&
    !/(?:에게|에서|[가-힣]에|동안|까지|부터|께|위해|통해|앞두고|상대로|대상으로|맞아|함께|직접|새로|다시|먼저|따로)$/.test(
      before,
    )
  )
    return undefined;
  // "두 회사는", "그는", "이 약을", "이곳을" lean on a sentence before: the referrer resolves them in the clause
  // as it stands, and a build that moves them would hide them from it.
  const leans = (w: string | undefined) =>
    w !== undefined && /^(?:두|세|네|이|그|저|해당|양|이들|그들|이곳|그곳|그녀|당시|이때)$/.test(bare(w));
  if (leans(rest[subject.from]) || leans(words[0]) || leans(object[0]) || pointsBack(words.join(' '))) return undefined;
  const head = object.join(' ');
  return `${[
    ...rest.slice(0, subject.from),
    subjectCase(rest.slice(subject.from, subject.to + 1)),
    ...rest.slice(subject.to + 1),
    ...adverb,
    `${verb.form} 것은`,
    copulaOf(head, verb.past),
  ].join(' ')}.`;
}

/**
 * The clause said in another build fitting its kind of fact, or undefined: a build that still reads as the
 * source (`copied`) or loses a word is never returned. Which build comes first, when several fit, is the seed's.
 */
export function recast(
  clause: string,
  random: Random,
  copied: (text: string) => boolean,
  category?: string,
): string | undefined {
  const text = clause.trim().replace(/[.!]+$/, '');
  if (!isClause(text) || /["“”]/.test(text)) return undefined;
  const words = text.split(/\s+/);
  const builds = [
    () => scoreResult(words, random),
    () => record(text),
    () => ranked(text),
    () => knownFor(text, random),
    () => timed(text, random),
    () => priced(text, category),
    () => counted(text),
    () => cleft(words),
    () => countedSubject(words),
    () => span(words),
  ];
  // A build tells the clause's figures and no other: never a figure its words would read differently.
  const keys = new Set(extractFigures(text).map((f) => f.key));
  // The builds that tell a figure of the doer's act or of a thing's attribute come after the others: a clause
  // another build fits is said as before.
  const later = [() => uncleft(words), () => ownerFirst(words)];
  for (const build of [...random.shuffle(builds), ...later]) {
    const said = build();
    if (!said || lostWords(said) || !isClause(said.replace(/\.$/, '')) || copied(said)) continue;
    if (extractFigures(said).some((f) => !keys.has(f.key))) continue;
    return said;
  }
  return undefined;
}

/**
 * A clause the writer would otherwise leave out (no word order, build or join frees it) said as what its
 * subject did (`whatWasDone`), or undefined: never a sentence that still reads as the source or loses a word.
 */
export function toldAsDone(clause: string, copied: (text: string) => boolean): string | undefined {
  const text = clause.trim().replace(/[.!]+$/, '');
  if (!isClause(text) || /["“”]/.test(text)) return undefined;
  const said = whatWasDone(text.split(/\s+/));
  if (!said || lostWords(said) || !isClause(said.replace(/\.$/, '')) || copied(said)) return undefined;
  const keys = new Set(extractFigures(text).map((f) => f.key));
  return extractFigures(said).some((f) => !keys.has(f.key)) ? undefined : said;
}
