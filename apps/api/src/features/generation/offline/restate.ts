/*
 * Restating a news sentence as a fact in the writer's own sentence (microplanning, DESIGN §5): the core
 * clause only — no attribution tail ("…라고 밝혔다"), no "…에 따르면", no parenthesis — with its parts
 * reordered and its news diction turned into blog diction. The seed chooses among the ways to say it,
 * so two members' posts differ. A sentence this cannot take apart is not restated (the writer drops it
 * rather than copy it). Plain prose (한다체) in, plain prose out; the conjugator sets the tone later.
 */
import { batchimOf, isHangulSyllable, isTitleSpan, quoteSpans } from '@geulgam/korean';
import { danglingOpener } from '../quality-text.ts';
import type { Random } from '../random.ts';
import { cleanClause, isClause } from './clause.ts';
import { pastOf } from './past.ts';

/** Verbs of reporting that close an attributed clause: the fact is what comes before "…다고". */
const ATTRIBUTION =
  /^(.+?)(?:(다)|(이)?라)고\s+(?:\S+\s+){0,4}?(?:밝혔|전했|설명했|말했|덧붙였|강조했|공시했|발표했|내다봤|예상했|전망했|분석했|알렸|소개했|평가했|보고 있|봤|보도했|언급했|주장했|지적했|공개했|예고했)다$/;

/** A source named before the fact ("업계에 따르면", "○○ 발표에 따르면"). */
const ACCORDING = /^(?:\S+\s){0,3}?\S+에 따르면,?\s+/;

/** Endings that tie two clauses of one sentence; the first clause ends in a past stem or the copula. */
const CLAUSE_BREAK =
  /(?<=(?:었|았|였|했|됐|졌|겼|렸|쳤|켰|섰|났|갔|왔|봤|줬)(?:고|으며|는데)|(?:이|였|이었)(?:고|며)|(?:예정|계획)이(?:고|며)),\s+/;

/** Time words a sentence may open or close with; moving them breaks a source's word order. */
const TIME_WORD =
  /^(?:올해|지난해|작년|내년|이날|오늘|어제|지난달|이번 달|다음 달|지난주|이번 주|다음 주|최근|현재|당일|\d{1,2}일|\d{4}년|\d{1,2}월|[상하]반기|오전|오후|지난|오는)(?:부터|까지|에는|에|엔|에도|도)?$/;

/**
 * News diction and its blog diction: each pair says the same thing. Several ways per phrase; the seed
 * picks one, so the changed words sit inside the sentence, not only at its end.
 */
const DICTION: [RegExp, string[]][] = [
  [/지난해 같은 기간보다/, ['작년 같은 때보다', '작년 이맘때보다']],
  [/전년 동기 대비/, ['작년 이맘때보다', '작년 같은 때와 비교해']],
  [/전년 대비/, ['작년과 비교해', '작년보다']],
  [/증가했다$/, ['늘었다', '불어났다']],
  [/감소했다$/, ['줄었다', '줄어들었다']],
  [/상승했다$/, ['올랐다', '뛰었다']],
  [/하락했다$/, ['내렸다', '떨어졌다']],
  [/늘었다$/, ['증가했다', '불어났다']],
  [/줄었다$/, ['감소했다', '줄어들었다']],
  [/기록했다$/, ['찍었다', '올렸다']],
  [/개최한다$/, ['연다', '치른다']],
  [/개최했다$/, ['열었다', '치렀다']],
  [/진행한다$/, ['연다', '이어 간다']],
  [/진행했다$/, ['열었다', '치렀다']],
  [/진행된다$/, ['열린다', '이어진다']],
  [/진행됐다$/, ['열렸다', '치러졌다']],
  [/선보인다$/, ['내놓는다', '공개한다']],
  [/선보였다$/, ['내놓았다', '공개했다']],
  [/출시했다$/, ['내놓았다', '시장에 내놨다']],
  [/출시한다$/, ['내놓는다', '시장에 내놓는다']],
  [/밝혔다$/, ['알렸다']],
  [/차지했다$/, ['차지했다', '가져갔다']],
  [/달성했다$/, ['이뤄 냈다', '해냈다']],
  [/돌파했다$/, ['넘어섰다', '넘겼다']],
  [/넘어섰다$/, ['돌파했다', '넘겼다']],
  [/체결했다$/, ['맺었다']],
  [/예정이다$/, ['계획이다', '예정이라고 한다']],
  [/방침이다$/, ['계획이다']],
  [/것으로 알려졌다$/, ['것으로 전해졌다', '것이라고 한다']],
  [/것으로 나타났다$/, ['것으로 확인됐다', '것으로 조사됐다']],
  [/것으로 집계됐다$/, ['것으로 나타났다', '것으로 확인됐다']],
  [/가운데 /, ['중에서 ', '중 ']],
  [/이상 /, ['넘게 ', '이상 ']],
  [/(^|\s)약 (?=\d)/, ['$1대략 ', '$1약 ']],
  [/모두 /, ['전부 ', '모두 ']],
  [/처음으로 /, ['처음 ', '최초로 ']],
  [/가장 /, ['제일 ', '가장 ']],
  [/크게 /, ['많이 ', '크게 ']],
  [/다시 /, ['또다시 ', '재차 ']],
  [/일제히 /, ['한꺼번에 ', '나란히 ']],
  [/함께 /, ['같이 ', '함께 ']],
  [/통해 /, ['거쳐 ', '통해서 ']],
  // "하기 위해" is "하려고"; "직장인을 위해" is for someone, and only "위해서" says that too.
  [/하기 위해 /, ['하려고 ', '하기 위해서 ']],
  [/(?<!하기 )위해 /, ['위해서 ', '위해 ']],
  [/관계자는 /, ['관계자는 ', '관계자 설명으로는 ']],
];

/** The text without its quoted titles, so that any quotation mark left belongs to someone's words. */
function titlesOut(text: string): string {
  let out = '';
  let from = 0;
  for (const span of quoteSpans(text)) {
    if (!isTitleSpan(text, span)) continue;
    out += text.slice(from, span.start);
    from = span.end;
  }
  return out + text.slice(from);
}

/** Whether a particle or an ending stands alone: a quote or a quoted name was cut out of the clause. */
export function lostWords(text: string): boolean {
  return /(?:^|\s)(?:은|는|을|를|의|가|와|과|고|라고|이라고|며|로|으로|에|도)(?:\s|[,.]|$)/.test(text);
}

/** Whether the clause opens with a part or a time of something a sentence before it named ("이 중", "같은 기간"). */
export function pointsBack(text: string): boolean {
  return /^(?:이 중|이중|이 가운데|그중|그 중|같은 기간|같은 날|같은 시기|이들|이곳|그곳|이 밖에|나머지|이때|당시)/.test(
    text.trim(),
  );
}

/** The fact of an attributed sentence: "A가 B했다고 밝혔다" → "A가 B했다", "C할 것이라고 했다" → "C할 것이다". */
export function withoutAttribution(sentence: string): string {
  const text = sentence.replace(ACCORDING, '');
  const match = ATTRIBUTION.exec(text);
  if (!match) return text;
  const [, fact, plainDa, copulaI] = match;
  if (plainDa) return `${fact}다`;
  // "…것이라고" / "…예정이라고": the copula; "…중이라고" likewise.
  return `${fact}${copulaI ? '이다' : '다'}`;
}

/**
 * The clause's subject or topic as a short noun phrase ("부산 씨호크스가" out of "벼랑 끝에 몰렸던 부산
 * 씨호크스가"): the first word marked 은/는/이/가 with the bare noun before it, if any.
 */
function subjectPhrase(clause: string): string | undefined {
  const words = clause.split(/\s+/);
  // "받는", "열린" end like a topic but modify a noun: a marked word is a subject when a noun bears it.
  const at = words.findIndex(
    (w, i) =>
      i < words.length - 1 &&
      /[가-힣A-Za-z0-9](?:은|는|이|가)$/.test(w) &&
      !/(?:하는|되는|있는|없는|받는|하던|이던)$/.test(w),
  );
  if (at < 0) return undefined;
  const before = words[at - 1];
  const bare =
    before && /^[가-힣A-Za-z0-9]+$/.test(before) && !adnominal(before) && !/(?:에|로|의|를|을|고|며|서)$/.test(before);
  return bare ? `${before} ${words[at]}` : words[at];
}

/**
 * "A는 X를 올리며 B에 선정됐다": the clause before -며/-면서 put in the past and ended, so each clause can
 * be told (and aggregated) on its own. A stem whose past is irregular keeps the sentence whole.
 */
function splitAtMyeo(sentence: string): string {
  // Only a sentence told in the past puts its first clause in the past ("시작하며 … 올라" stays whole).
  if (!/(?:었|았|였|했|됐|졌|쳤|렸|겼|났|섰|왔|갔|봤|줬|냈|웠|켰|썼|뒀)다$/.test(sentence.trim())) return sentence;
  return sentence.replace(/([가-힣]+?)(으며|며|면서),?\s+/g, (whole, found: string, ending: string) => {
    // "-으며" follows a consonant stem (받으며); after a vowel the 으 is the stem's own (모으며 → 모으).
    const last = found[found.length - 1]!;
    const stem = ending === '으며' && isHangulSyllable(last) && !batchimOf(last) ? `${found}으` : found;
    if (/(?:이|했|였|었|았|됐|겠)$/.test(stem)) return whole;
    const past = pastOf(stem);
    return past ? `${past}\u0001` : whole;
  });
}

/** The clauses of a sentence, each a sentence of its own ("A했고, B했다" → "A했다", "B했다"). */
export function clausesOf(sentence: string): string[] {
  const parts = splitAtMyeo(sentence)
    .split('\u0001')
    .flatMap((part) => part.split(CLAUSE_BREAK));
  if (parts.length === 1) return [sentence];
  // The first clause's subject carries over only when that clause is simple: after "…떠났지만," or
  // "…떨어지며" the subject found may belong to an inner clause, not to what follows.
  const first = parts[0]!.split(/\s+/).slice(0, -1);
  const simpleFirst = !first.some((w) => CONNECTIVE_WORD.test(w));
  const subject = simpleFirst ? subjectPhrase(parts[0]!) : undefined;
  return parts.flatMap((part, i) => {
    let clause = part.trim();
    if (i < parts.length - 1) {
      clause = clause
        .replace(
          /(?:었|았|였|했|됐|졌|겼|렸|쳤|켰|섰|났|갔|왔|봤|줬)(?:고|으며|는데)$/,
          (m) => `${m.replace(/(?:고|으며|는데)$/, '')}다`,
        )
        .replace(/(이|였|이었)(?:고|며)$/, '$1다')
        .replace(/(예정|계획)이(?:고|며)$/, '$1이다');
    }
    // A later clause without its own subject takes the first clause's ("A는 X했고, Y했다"); with no
    // subject to take it cannot stand alone ("돌풍을 일으켰다").
    if (i > 0 && !subjectPhrase(clause)) {
      if (!subject) return [];
      clause = `${subject} ${clause}`;
    }
    return [clause];
  });
}

/** Particles that close a phrase of a clause (the genitive 의 does not: it sits inside a noun phrase). */
const CLOSES = /(?:은|는|이|가|을|를|에서|에게|에는|에도|에|으로|로|와|과|도|부터|까지|만|보다)$/;
/** Phrases Korean word order lets move: places, times, ranges ("오창 공장에서", "내년 상반기부터"). */
const MOVABLE = /(?:에서|에서는|부터|까지|에는)$/;

/** The clause as phrases: each ends in a particle, the last is the predicate with whatever precedes it. */
function phrasesOf(words: string[]): string[][] {
  const phrases: string[][] = [];
  let current: string[] = [];
  words.forEach((word, i) => {
    current.push(word);
    if (i < words.length - 1 && (CLOSES.test(word) || TIME_WORD.test(word))) {
      phrases.push(current);
      current = [];
    }
  });
  if (current.length > 0) phrases.push(current);
  return phrases;
}

/** A word that may modify the noun after it ("가는", "열린", "번", "할"): a verb's adnominal form. */
export function adnominal(word: string): boolean {
  if (/(?:는|던|인)$/.test(word) && word.length >= 2) return true;
  const last = word.charCodeAt(word.length - 1) - 0xac00;
  if (last < 0 || last > 11171) return false;
  const batchim = last % 28;
  // ㄴ (4) or ㄹ (8) final on a verb-like syllable; nouns ending so ("원", "일") are caught by CLOSES first.
  return (
    (batchim === 4 || batchim === 8) &&
    !/(?:원|명|일|년|월|건|곳|대|점|분|간|인|분|선|권|문|산|관|단|안|신|전|본|천|만)$/.test(word)
  );
}

/** Words that end a clause inside the sentence ("공개하고", "늘면서", "많아서", "보려고"). */
const CONNECTIVE_WORD = /(?:고|며|면서|어서|아서|해서|게|지만|는데|도록|려고|러|자|니|면),?$/;

const isSubject = (phrase: string[]) => /(?:은|는|이|가)$/.test(phrase[phrase.length - 1]!);

/**
 * Word orders of the clause that say the same: a time, place or range phrase after the subject moves to
 * the front (or a front one after the subject), or an object and an adverbial phrase trade places.
 */
function reorderings(words: string[]): string[][] {
  const phrases = phrasesOf(words);
  const orders: string[][] = [];
  const last = phrases.length - 1;
  for (let i = 1; i < last; i += 1) {
    const phrase = phrases[i]!;
    const tail = phrase[phrase.length - 1]!;
    if (!MOVABLE.test(tail) && !(phrase.length <= 2 && TIME_WORD.test(tail))) continue;
    // A phrase right before a word that modifies a noun ("업체로 가는 물량") belongs to that clause, and
    // a phrase that opens with one ("열린 설명회에서") belongs with what precedes it.
    if (adnominal(phrases[i + 1]![0]!) || adnominal(phrase[0]!)) continue;
    orders.push([...phrase, ...phrases.filter((_, j) => j !== i).flat()]);
  }
  if (phrases.length >= 3 && isSubject(phrases[0]!) && TIME_WORD.test(phrases[1]![0]!)) {
    // Time after the subject → time first.
    orders.push([...phrases[1]!, ...phrases[0]!, ...phrases.slice(2).flat()]);
  }
  const first = phrases[0]!;
  if (phrases.length >= 3 && first.length <= 2 && TIME_WORD.test(first[first.length - 1]!) && isSubject(phrases[1]!)) {
    orders.push([...phrases[1]!, ...first, ...phrases.slice(2).flat()]);
  }
  for (let i = 1; i + 1 < last; i += 1) {
    const a = phrases[i]!;
    const b = phrases[i + 1]!;
    if (/(?:을|를)$/.test(a[a.length - 1]!) && /(?:에서|에게|에)$/.test(b[b.length - 1]!) && b.length <= 3) {
      orders.push([...phrases.slice(0, i).flat(), ...b, ...a, ...phrases.slice(i + 2).flat()]);
    }
  }
  return orders;
}

/** 이 or 가 after a noun, by its last syllable. */
function subjectParticle(noun: string): string {
  const code = noun.charCodeAt(noun.length - 1) - 0xac00;
  return code >= 0 && code <= 11171 && code % 28 !== 0 ? '이' : '가';
}

/**
 * The action as a noun: "A가 (…) B를 출시했다" → "(…) A의 B 출시가 이뤄졌다". Only a subject first, an object
 * right before a 하다 verb of a 2–4 syllable noun, and plain phrases between (no clause inside).
 */
export function nominalised(words: string[]): string | undefined {
  const phrases = phrasesOf(words);
  if (phrases.length < 3) return undefined;
  const subject = phrases[0]!;
  const object = phrases[phrases.length - 2]!;
  const verb = phrases[phrases.length - 1]!;
  if (verb.length !== 1 || !isSubject(subject) || !/(?:을|를)$/.test(object[object.length - 1]!)) return undefined;
  const action = /^([가-힣]{2,4})했다[.!]?$/.exec(verb[0]!)?.[1];
  if (!action || /^(?:말|생각|기록|차지|강조|설명|언급)$/.test(action)) return undefined;
  // Words inside the phrases (not their particle-marked last words) must not be verbs modifying a noun.
  const all = [...subject.slice(0, -1), ...object.slice(0, -1), ...phrases.slice(1, -2).flat()];
  if (all.some((w) => (adnominal(w) && !TIME_WORD.test(w)) || CONNECTIVE_WORD.test(w) || /["“”']/.test(w)))
    return undefined;
  const bare = (phrase: string[], particle: RegExp) => [
    ...phrase.slice(0, -1),
    phrase[phrase.length - 1]!.replace(particle, ''),
  ];
  const owner = bare(subject, /(?:은|는|이|가)$/).join(' ');
  const thing = bare(object, /(?:을|를)$/).join(' ');
  if (!owner || !thing) return undefined;
  // "A의 B의 C 선임": an owner with its own 의, a long object or a role phrase ("새 감독으로") between
  // them would glue nouns that the verb kept apart.
  if (/의(?:\s|$)/.test(owner) || object.length > 2 || subject.length > 2) return undefined;
  if (phrases.slice(1, -2).some((p) => /(?:으로|로)$/.test(p[p.length - 1]!))) return undefined;
  const between = phrases.slice(1, -2).flat();
  return [...between, `${owner}의`, thing, `${action}${subjectParticle(action)}`, '이뤄졌다'].join(' ');
}

/** Adverbs that colour a fact without telling one. */
const ADVERB =
  /^(?:모처럼|무려|일제히|크게|매우|다시|또|또다시|한층|특히|이미|잇따라|본격적으로|공식적으로|새롭게|나란히|단숨에|순식간에)$/;

/** The clause without its colouring adverbs and place phrases: "A는 24일 온라인몰에서 B를 팔았다" → "A는 24일 B를 팔았다". */
export function withoutAdverbials(words: string[]): string | undefined {
  // A figure's sentence keeps every phrase: what the figure counts may sit in any of them.
  if (words.some((w) => /\d/.test(w))) return undefined;
  // A place phrase before a lone word ("온라인몰에서 파는 재킷") belongs to that word's clause and stays.
  const kept = phrasesOf(words).filter(
    (phrase, i, all) =>
      i === 0 ||
      i === all.length - 1 ||
      !(
        phrase.length === 1 &&
        (ADVERB.test(phrase[0]!) ||
          (/^[^\d]+에서$/.test(phrase[0]!) && !/(?:는|은|던|할|될|인|한|된)$/.test(all[i + 1]![0]!)))
      ),
  );
  const out = kept.flat().filter((word, i, all) => i === all.length - 1 || !ADVERB.test(word));
  if (out.length === words.length || out.length < 3) return undefined;
  return out.join(' ');
}

function applyDiction(text: string, random: Random): string {
  let out = text;
  for (const [pattern, options] of DICTION) {
    if (!pattern.test(out)) continue;
    out = out.replace(pattern, random.pick(options));
  }
  return out;
}

/**
 * Ways to say one news sentence as the writer's own plain-prose sentences (usually one; two when the
 * sentence joined two clauses), best first for this seed, or an empty list when it is not a clause.
 * `copied` tells whether a candidate still reads as the source; such a candidate is never returned.
 */
export function restate(sentence: string, random: Random, copied: (text: string) => boolean): string[] | undefined {
  const parts = restateParts(sentence, random, copied);
  const own = parts?.filter((p) => p.own).map((p) => p.text) ?? [];
  return own.length > 0 ? own : undefined;
}

/**
 * Each clause of the sentence restated (`own`), or as its plain clause when no way of saying it alone
 * escapes its source (`own: false`: the writer may still tell it aggregated with another fact).
 */
export function restateParts(
  sentence: string,
  random: Random,
  copied: (text: string) => boolean,
): { text: string; own: boolean }[] | undefined {
  // "이 홈런으로 김도한은 …": an adverbial that points back is left out; the fact stands without it.
  const core = cleanClause(withoutAttribution(cleanClause(sentence))).replace(
    /^(?:이|그|해당) [가-힣]+(?:으로|로|에서|에는|에)\s+/,
    '',
  );
  // Someone's quoted words are never restated; a quoted title ('안개 우체국') is kept whole.
  // A lone mark is half of a quote the sentence splitter cut ('…줬다. 세 번째 골은 …"이라고'): never restated.
  if (!isClause(core) || /["“”'‘’]/.test(titlesOut(core))) return undefined;
  // What is left where a quote or a quoted name was taken out ("영화 을", "고 내다봤다") is not a sentence.
  if (lostWords(core)) return undefined;
  // "…이렇게 말했다" with its quote gone points at nothing.
  if (/(?:이렇게|이같이|다음과 같이|이와 같이)/.test(core)) return undefined;
  const out: { text: string; own: boolean }[] = [];
  for (const clause of clausesOf(core)) {
    const clean = cleanClause(clause);
    if (!isClause(clean) || [...clean].length < 8 || pointsBack(clean)) continue;
    const words = clean.split(/\s+/);
    // Only a clause of plain phrases may be reordered: one with an embedded clause ("업체로 가는 물량",
    // "공개하고") would lose its meaning when a phrase leaves it.
    const simple = words.slice(0, -1).every((w) => !adnominal(w) && !CONNECTIVE_WORD.test(w));
    // Which word order comes first is the seed's: two members telling the same fact rarely say it alike.
    const orders = simple ? random.shuffle([words, ...reorderings(words)]) : [words];
    let found: string | undefined;
    for (let attempt = 0; attempt < 6 && !found; attempt += 1) {
      const order = orders[attempt % orders.length]!;
      const candidate = `${applyDiction(order.join(' '), random).replace(/[.!]+$/, '')}.`;
      if (!copied(candidate)) found = candidate;
    }
    // No word order escapes the source: the fact said in another build — the action as a noun, or the
    // clause without its adverbials.
    for (const other of found ? [] : random.shuffle([nominalised(words), withoutAdverbials(words)])) {
      if (!other) continue;
      const candidate = `${applyDiction(other, random).replace(/[.!]+$/, '')}.`;
      if (!copied(candidate) && !lostWords(candidate) && !danglingOpener(candidate, [])) {
        found = candidate;
        break;
      }
    }
    out.push(found ? { text: found, own: true } : { text: `${clean.replace(/[.!]+$/, '')}.`, own: false });
  }
  return out.length > 0 ? out : undefined;
}
