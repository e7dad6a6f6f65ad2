/*
 * Copula clauses that describe (issue 26, ADR 063): "상리역은 1958년 문을 연 목조 역사다" holds two facts — what
 * the subject is (목조 역사) and what the clause before the noun tells of it (1958년 문을 열었다). When no word
 * order frees such a sentence from its source, the writer tells the two facts apart, each in its own words:
 * "상리역은 목조 역사다" and "상리역은 1958년 문을 열었다" (restate.ts then reorders and joins them). A noun that
 * says nothing of its own ("곳", "공간") leaves only the described fact. The modifier becomes a predicate only
 * when its tense and stem are certain: a verb's -는 (present) or a verb's -ㄴ/-은 (past) whose clause holds an
 * object or a date; adjectives ("작은", "조용한") and irregular stems are not guessed.
 * Plain prose (한다체) in, plain prose out.
 */
import { batchimOf, isBrightVowel, isHangulSyllable, join, particle, split, vowelOf } from '@geulgam/korean';
import { stemOfN } from './clause.ts';
import { pastOf } from './past.ts';
import { BARE_I_GA } from './restate.ts';

/** Nouns that only stand for what the clause before them says ("곳", "공간"): the described fact is the news. */
const EMPTY_NOUN = /^(?:곳|공간|장소|자리|사람|인물|분|점|일|때|상태|모습|상황|편|셈|곳곳)$/;
/** Adjectives' modifiers that end like a verb's past ("작은", "다른", "새로운"): never made a past verb. */
const ADJECTIVE =
  /^(?:큰|긴|싼|짠|다른|빠른|바른|이른|너른|푸른|흰|먼|단|새|바쁜|예쁜|아픈|나쁜|기쁜|슬픈|검은|좋은|많은|작은|낮은|높은|넓은|깊은|짧은|젊은|같은|적은|얇은|굵은|짙은|맑은|밝은|늙은|옅은|없는|있는)$|[운인]$/;
/** A word with no particle or ending of its own: part of a noun phrase ("목조", "역사"). */
const BARE = /^[가-힣A-Za-z0-9'‘’·]+$/;
const PARTICLE_END = /(?:은|는|이|가|을|를|에|에서|의|로|으로|와|과|도|만|고|며|서|게|지|면|던|한|된|진|린|킨|운|른)$/;

/** A past stem said in the plain past, 르 stems included ("떠오르" → "떠올랐다", "부르" → "불렀다"). */
function past(stem: string): string | undefined {
  if (stem.endsWith('르') && stem.length >= 2) {
    const before = stem[stem.length - 2]!;
    if (!isHangulSyllable(before) || batchimOf(before)) return undefined;
    const bright = isBrightVowel(vowelOf(before));
    return `${stem.slice(0, -2)}${join({ ...split(before), jong: 'ㄹ' })}${bright ? '랐' : '렀'}다`;
  }
  return pastOf(stem);
}

/** A verb's modifier as the plain predicate of its own clause ("서는" → "선다", "연" → "열었다"), or undefined. */
export function predicateOf(modifier: string, clause: string[]): string | undefined {
  if (ADJECTIVE.test(modifier) || modifier.length < 1) return undefined;
  // "삼겠다는 구상", "최초라는 기록": a reported clause before its noun is what the noun holds, not an act.
  if (/(?:다|라|자|냐|까)는$/.test(modifier)) return undefined;
  const last = modifier[modifier.length - 1]!;
  const head = modifier.slice(0, -1);
  if (modifier.endsWith('는') && head.length > 0) {
    const stemLast = head[head.length - 1]!;
    if (!isHangulSyllable(stemLast)) return undefined;
    // "먹는" → "먹는다"; "서는" → "선다"; "만드는" → "만든다" (the ㄹ had gone before 는 already).
    return batchimOf(stemLast) ? `${head}는다` : `${head.slice(0, -1)}${join({ ...split(stemLast), jong: 'ㄴ' })}다`;
  }
  // "-한" tells an act only with an object or a date in its clause: "조용한 마을" is how it is.
  const act = clause.some((w) => /[가-힣A-Za-z0-9](?:을|를)$/.test(w) || /\d{2,4}년|\d{1,2}월|\d{1,2}일/.test(w));
  if ((last === '한' && !act) || !isHangulSyllable(last)) return undefined;
  if (modifier.endsWith('은') && head.length > 0) return pastOf(head);
  if (batchimOf(last) !== 'ㄴ') return undefined;
  const stemSyllable = last === '한' ? '하' : last === '된' ? '되' : stemOfN(last);
  if (!stemSyllable) return undefined;
  return past(`${head}${stemSyllable}`);
}

/**
 * "X는 [the clause before the noun] N이다" as its facts: ["X는 N이다", "X는 <the clause as a predicate>"], or
 * only the second when N says nothing of its own; undefined when the clause is no such copula or the modifier's
 * tense is not certain.
 */
export function describedParts(clause: string): string[] | undefined {
  const words = clause
    .trim()
    .replace(/[.!]+$/, '')
    .split(/\s+/);
  if (words.length < 4 || words.some((w) => /["“”,]/.test(w))) return undefined;
  const final = words[words.length - 1]!;
  const copula = /^(.+?)(이다|이었다)$/.exec(final) ?? /^(.+?[가-힣])(다|였다)$/.exec(final);
  if (!copula) return undefined;
  const [, noun = '', ending = ''] = copula;
  // "다" and "였다" after a noun that ends in a vowel; "보였다", "선다", "많다" are verbs and adjectives.
  const nounLast = noun[noun.length - 1]!;
  if ((ending === '다' || ending === '였다') && (!isHangulSyllable(nounLast) || batchimOf(nounLast))) return undefined;
  if (/(?:하|되|보|이|르|쁘|프|크|아니)$/.test(noun) && ending !== '이다' && ending !== '이었다') return undefined;
  // "고민 중이다", "검토 중이었다": the word before 중 is an act's noun, no modifier ("고민" is not 고미 + ㄴ).
  if (noun === '중') return undefined;
  // The topic: a word in 은/는 among the first three, the bare nouns before it with it.
  const topic = words.findIndex(
    (w, i) => i <= 2 && /[가-힣A-Za-z0-9'’](?:은|는)$/.test(w) && !/(?:에는|에서는|로는|하는|되는|있는|없는)$/.test(w),
  );
  // A quoted title ("'느린 역의 계절'은") is one name, whatever its words end in.
  const title = /^['‘]/.test(words[0]!) && /['’](?:은|는)$/.test(words[topic] ?? '');
  if (topic < 0 || (!title && words.slice(0, topic).some((w) => !BARE.test(w) || PARTICLE_END.test(w))))
    return undefined;
  // The noun phrase and its modifier: the words back from the copula that carry no particle (a modifier's -는,
  // -은 or -ㄴ aside); the modifier is the first of them, right after a word that closes a phrase of the clause.
  const maybeModifier = (w: string) => {
    const last = w[w.length - 1]!;
    if (/(?:에는|에서는|으로는|로는|와는|과는)$/.test(w)) return false;
    return /(?:는|은|던)$/.test(w) || (isHangulSyllable(last) && batchimOf(last) === 'ㄴ');
  };
  const bareNoun = (w: string) =>
    BARE.test(w) && !PARTICLE_END.test(w) && !/(?:까지|부터|에게|처럼|보다|마다|만큼)$/.test(w) && !/\d/.test(w);
  let at = words.length - 2;
  while (at - 1 > topic && BARE.test(words[at - 1]!) && (bareNoun(words[at - 1]!) || maybeModifier(words[at - 1]!)))
    at -= 1;
  if (!maybeModifier(words[at]!)) return undefined;
  const modifier = words[at]!;
  if (at <= topic + 1) return undefined;
  const inner = words.slice(topic + 1, at);
  // Another topic inside ("주말에는 …") would be the described clause's own; a quote or a list is kept whole.
  // A word in 은/는 before a bare noun modifies it ("네 번만 서는 산골"); before anything else it is a topic.
  const innerTopic = (w: string, i: number) =>
    /[가-힣](?:은|는)$/.test(w) && !/(?:에는|에서는)$/.test(w) && !bareNoun(inner[i + 1] ?? words[at]!);
  if (inner.some(innerTopic)) return undefined;
  const predicate = predicateOf(modifier, inner);
  if (!predicate) return undefined;
  const subject = words.slice(0, topic + 1).join(' ');
  const head = [...words.slice(at + 1, -1), noun].join(' ');
  const described = `${subject} ${[...inner, predicate].join(' ')}`;
  // One noun alone ("드라마", "휴양지") says little beside its name: the described fact is told, not "X는 드라마다".
  if (EMPTY_NOUN.test(head) || !head.includes(' ')) return [described];
  if (/^(?:것|수|줄|데|터|바|뿐|때문)$/.test(head)) return undefined;
  // "…나온 것이라 더 값지다": the words after the modifier hold a particle or an ending; they are no noun
  // phrase, and the modifier's noun ("것") would be left without it.
  const dependent = /^(?:것|수|줄|데|터|바|뿐|때문)(?:이라|이며|이고|이어서|이|은|을|으로|에)?$/;
  if (words.slice(at + 1, -1).some((w) => !bareNoun(w) || dependent.test(w))) return undefined;
  return [
    `${subject} ${head}${ending === '이었다' || ending === '였다' ? (batchimOf(nounLast) ? '이었다' : '였다') : batchimOf(nounLast) ? '이다' : '다'}`,
    described,
  ];
}

/** Words that make a topic name a role to be filled ("가장 큰 변화는", "눈에 띄는 곳은"): the copula then says who fills it. */
const SPECIFYING = /^(?:가장|제일|최대|최고|최초|유일한|핵심|주된|진짜)$/;

/**
 * A copula that says who or what fills a role, turned round: "가장 큰 변화는 주택용 요금 구조다" → "주택용 요금
 * 구조가 가장 큰 변화다"; a cleft "…을 구한 것은 한소율이었다" is said as the act itself: "한소율이 …을 구했다".
 * Only when the topic is a role (a superlative or a modifier before its noun) and the answer holds no figure, quote or
 * topic of its own; undefined otherwise.
 */
export function turnedRound(clause: string): string | undefined {
  const words = clause
    .trim()
    .replace(/[.!]+$/, '')
    .split(/\s+/);
  if (words.length < 3 || words.some((w) => /["“”'‘’,]/.test(w))) return undefined;
  const final = words[words.length - 1]!;
  const copula = /^(.+?)(이다|이었다)$/.exec(final) ?? /^(.+?[가-힣])(다|였다)$/.exec(final);
  if (!copula) return undefined;
  const [, noun = '', ending = ''] = copula;
  const nounLast = noun[noun.length - 1]!;
  if (!isHangulSyllable(nounLast)) return undefined;
  if ((ending === '다' || ending === '였다') && batchimOf(nounLast)) return undefined;
  if (/(?:하|되|보|이|르|쁘|프|크|아니)$/.test(noun) && (ending === '다' || ending === '였다')) return undefined;
  // A verb's -는 form ("긴장하는 업종은") modifies the noun after it: the topic is the noun.
  const verbNeun =
    /(?:하|되|있|없|지|리|기|이|주|오|가|내|보|쓰|서|나|치|키|르|우|두|받|먹|찾|잡|닫|읽|놓|넣|맞|얻|쌓|남|띄)는$/;
  // "권하고 싶은 전시다": an adjective's or an auxiliary's -은 form modifies the noun after it too.
  const adjectiveEun = (w: string, i: number) =>
    /^[가-힣]?(?:싶|않|같|많|좋|작|높|낮|넓|깊|짧|젊|늦|밝|적)은$/.test(w) || (i > 0 && /고$/.test(words[i - 1]!));
  const topic = words.findIndex(
    (w, i) =>
      /[가-힣A-Za-z0-9](?:은|는)$/.test(w) &&
      !/(?:에는|에서는|로는|으로는|와는|과는)$/.test(w) &&
      !verbNeun.test(w) &&
      !adjectiveEun(w, i),
  );
  if (topic < 1 || topic >= words.length - 1) return undefined;
  const role = words.slice(0, topic + 1);
  const answer = [...words.slice(topic + 1, -1), noun];
  // A word in 은/는 inside the answer modifies the noun after it ("전기로를 돌리는 철강업"); before a marked word
  // it is a second topic, and the sentence is left as it is.
  const marked = (w: string | undefined) => w === undefined || /(?:은|는|이|가|을|를|에|에서|로|으로|도|만)$/.test(w);
  const modifierOnly = (w: string) => verbNeun.test(w) || ADJECTIVE.test(w);
  // A word marked as a subject, object or place in the answer belongs to a clause that modifies its noun ("전기로를
  // 돌리는 철강업"); with no modifier after it ("이번이 처음") the answer is a clause of its own, not a noun phrase.
  const modifierAfter = (i: number) =>
    answer
      .slice(i + 1)
      .some((w) => modifierOnly(w) || (isHangulSyllable(w[w.length - 1]!) && batchimOf(w[w.length - 1]!) === 'ㄴ'));
  const particled = (w: string) => /(?:이|가|을|를|에|에서|로|으로|와|과|도|만)$/.test(w) && !BARE_I_GA.test(w);
  if (answer.some((w, i) => particled(w) && !modifierAfter(i))) return undefined;
  if (
    answer.some((w, i) => /\d/.test(w) || (/[가-힣](?:은|는)$/.test(w) && (marked(answer[i + 1]) || !modifierOnly(w))))
  )
    return undefined;
  const head = role[role.length - 1]!.replace(/(?:은|는)$/, '');
  const before = role.slice(0, -1);
  // "표를 보여 주면 돌아오는 셔틀은 무료다": a condition or a second act inside the role is a clause of its own;
  // turned round it reads "무료가 … 셔틀이다".
  if (before.some((w) => /[가-힣](?:면|며|자|지만|는데|려고)$/.test(w))) return undefined;
  // A role: a superlative or a modifier before the topic's noun ("가장 큰", "눈에 띄는"); "첫 세트는" names a part.
  const modifies = (w: string) =>
    /(?:는|던)$/.test(w) || (isHangulSyllable(w[w.length - 1]!) && batchimOf(w[w.length - 1]!) === 'ㄴ');
  const specifying = before.some((w) => SPECIFYING.test(w)) || modifies(before[before.length - 1] ?? '');
  if (!specifying) return undefined;
  const said = answer.join(' ');
  const subject = `${said}${batchimOf(nounLast) ? '이' : '가'}`;
  const past = ending === '이었다' || ending === '였다';
  if (head === '것') {
    const modifier = before[before.length - 1];
    const predicate = modifier ? predicateOf(modifier, before.slice(0, -1)) : undefined;
    if (!predicate || before.length < 2) return undefined;
    const clause = before.slice(0, -1);
    // "직원들이 가장 걱정하는 것은 구조조정이다": the clause has its subject, so the answer is what it acts on
    // ("직원들이 구조조정을 가장 걱정한다"), never its subject ("구조조정이 직원들이 걱정한다"). With an object
    // too, the answer's part is not guessed.
    // Adverbs in 이 ("많이", "같이", "빨리") are no subject.
    const marksDoer = (w: string) =>
      /[가-힣](?:이|가)$/.test(w) &&
      !BARE_I_GA.test(w) &&
      !/^(?:많이|같이|함께|깊이|널리|멀리|일찍이|가까이|[가-힣]*히)$/.test(w);
    const doer = clause.findIndex(marksDoer);
    if (doer >= 0) {
      // One clause only: a second subject or a modifier inside ("시설이 찾아낸 혜성이 등록된 것은 처음이다")
      // nests another clause, and "처음", "이번" say when, not what.
      const subjects = clause.filter(marksDoer);
      if (
        subjects.length > 1 ||
        clause.some((w) => /[가-힣](?:을|를)$/.test(w) || (w !== clause[doer] && modifies(w))) ||
        /^(?:처음|마지막|이번|최초|유일)$/.test(said)
      )
        return undefined;
      const object = `${said}${batchimOf(nounLast) ? '을' : '를'}`;
      return [...clause.slice(0, doer + 1), object, ...clause.slice(doer + 1), predicate].join(' ');
    }
    // "구한 것은 … 이었다": the act in the copula's tense ("구했다"); a present act keeps its own.
    return `${subject} ${[...clause, predicate].join(' ')}`;
  }
  const headLast = head[head.length - 1]!;
  if (!isHangulSyllable(headLast)) return undefined;
  const tail = past ? (batchimOf(headLast) ? '이었다' : '였다') : batchimOf(headLast) ? '이다' : '다';
  return `${subject} ${[...before, `${head}${tail}`].join(' ')}`;
}

/** Nouns that qualify a figure's label from before it ("통산 평균자책점", "총 사업비"): they may stand before the figure. */
const FIGURE_QUALIFIER = /^(?:통산|누적|연간|총|전체|평균|최종|올해|지난해|작년|올|한 해)$/;

/**
 * A figure's copula told in another build: a qualifier before the label moves to the figure ("통산 평균자책점은
 * 3.41이다" → "평균자책점은 통산 3.41이다"), and what starts on a day starts ("실제 부과는 2027년 1월 1일부터다" →
 * "2027년 1월 1일부터 실제 부과가 시작된다"). Only a topic of plain nouns; undefined otherwise.
 */
export function figureCopula(clause: string): string | undefined {
  const words = clause
    .trim()
    .replace(/[.!]+$/, '')
    .split(/\s+/);
  // A noun of two syllables or more marked 은/는 ("같은" modifies, "대회에서는" is a place).
  const topic = words.findIndex(
    (w) => /[가-힣]{2,}(?:은|는)$/.test(w) && !/(?:에서는|에는|로는|으로는|하는|되는|있는|없는)$/.test(w),
  );
  if (topic < 0 || topic > 2 || words.length - topic < 2) return undefined;
  const label = words.slice(0, topic + 1);
  const rest = words.slice(topic + 1);
  // Plain nouns only: a verb's modifier ("산 지", "은퇴한") belongs to a clause that cannot move.
  if (label.slice(0, -1).some((w) => !/^[가-힣A-Za-z0-9]+$/.test(w) || /(?:는|은|던|한|된|을|를|이|가|의)$/.test(w)))
    return undefined;
  if (!rest.some((w) => /\d/.test(w)) || rest.some((w) => /["“”'‘’,]/.test(w))) return undefined;
  const last = rest[rest.length - 1]!;
  const from = /^(.+부터)(?:이)?다$/.exec(last);
  if (
    from &&
    rest.slice(0, -1).every((w) => /^(?:\d[\d,.]*[가-힣]*|오전|오후|내년|올해|다음|달|초|중순|말)$/.test(w))
  ) {
    const noun = [...label.slice(0, -1), label[label.length - 1]!.replace(/(?:은|는)$/, '')].join(' ');
    return `${[...rest.slice(0, -1), from[1]].join(' ')} ${noun}${particle(noun, '이/가')} 시작된다`;
  }
  // The figure is the copula's own noun ("3.41이다", "620억 원이다"), never a verb's object or place.
  const figureCopula =
    /^\d[\d,.]*[가-힣%]*(?:이다|다|였다|이었다)$/.test(last) ||
    (/\d/.test(rest[rest.length - 2] ?? '') &&
      /^(?:원|명|개|곳|건|대|위|승|점|회|배|톤)(?:이다|였다|이었다)$/.test(last));
  if (topic === 1 && FIGURE_QUALIFIER.test(label[0]!) && figureCopula) {
    return [label[1]!, label[0]!, ...rest].join(' ');
  }
  return undefined;
}
