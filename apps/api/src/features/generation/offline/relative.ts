/*
 * A topic with a clause before its noun (issue 26, ADR 066): "이번 승리로 승점 3을 더한 해오름은 승점 40이 됐다"
 * holds two facts — what the clause tells of the noun and what the sentence says of it. When no word order frees
 * such a sentence from its source, the writer tells them apart, the noun named in both (never "이 팀은"):
 * "해오름은 이번 승리로 승점 3을 더했다", "해오름은 승점 40이 됐다"; "연구진이 개발한 전지는 …" →
 * "연구진은 전지를 개발했다", "전지는 …". Which part of the clause the noun stands for is read from what the
 * clause holds: an object and no subject — the noun did the act; a subject and no object — the noun is what was
 * made or done, only for verbs that always take an object ("개발한", "공개한"). A verb whose object goes on the
 * noun ("보호막을 입힌 전지": the noun is where it went, not who did it) is left alone, as are nested clauses,
 * a topic inside the clause and a modifier whose tense is not certain (`predicateOf`).
 * Plain prose (한다체) in, plain prose out.
 */
import { batchimOf, isHangulSyllable, join, particle, split } from '@geulgam/korean';
import { predicateOf } from './copula.ts';
import { adnominal, BARE_I_GA } from './restate.ts';

/** Acts done to an object the noun after them is (the noun was made, shown or run by the clause's subject). */
const MADE =
  /^(?:개발|공개|발표|출시|제작|설계|개최|주최|기획|연출|집필|작곡|도입|인수|건설|설립|선보|내놓|만든|지은|세운|연|낸|펴낸|쓴|그린|찍은)/;
/** Verbs whose object is put on or given to the noun after them: the noun is no doer ("보호막을 입힌 전지"). */
const ONTO = /^(?:입힌|씌운|바른|붙인|단|칠한|덮은|두른|붙여진|입혀진|준|건넨|보낸|맡긴|가르친|보인|들린|쥐여 준)$/;
/** A word with no particle or ending of its own: part of a noun phrase. */
const BARE = /^[가-힣A-Za-z0-9·]+$/;
const ENDED = /(?:은|는|이|가|을|를|에|에서|의|로|으로|와|과|도|만|고|며|서|게|지|면|던|다|까지|부터)$/;
const bareNoun = (word: string) => BARE.test(word) && !ENDED.test(word) && !adnominal(word) && !/\d/.test(word);
/** Particles and nouns that end like a modifier ("2를", "지난달"): a phrase of the clause, no clause of its own. */
const PARTICLE =
  /(?:을|를|로|으로|이|가|에|에서|와|과|도|만|까지|부터|의)$|(?:달|날|말|밤|철|물|글|길|실|골|발|술|일|월|년|번|판|편|반|순|층)$/;

/** "보탠" → "보탰다", "뗀" → "뗐다": a ㅐ/ㅔ stem's past, which the present-stem table does not hold. */
function predicate(modifier: string, clause: string[]): string | undefined {
  const found = predicateOf(modifier, clause);
  if (found) return found;
  const last = modifier[modifier.length - 1]!;
  if (modifier.length < 2 || !isHangulSyllable(last) || batchimOf(last) !== 'ㄴ') return undefined;
  const parts = split(last);
  if (parts.jung !== 'ㅐ' && parts.jung !== 'ㅔ') return undefined;
  return `${modifier.slice(0, -1)}${join({ ...parts, jong: 'ㅆ' })}다`;
}

/** Nouns of a kind (people, places, goods): a clause before them may pick out only some. */
const GENERIC =
  /^(?:관광객|방문객|사람|사람들|시민|주민|학생|선수|선수들|관객|관중|고객|소비자|이용자|승객|운전자|환자|가구|가정|업체|기업|회사|식당|가게|매장|상점|제품|상품|차량|곳|팀|구단|단체|기관|학교|지역|도시|마을|작품|영화|책|메뉴|좌석|객실)$/;
/** The plain past at the end of a clause ("됐다", "지켰다"). */
const PAST = /(?:었|았|였|했|됐|졌|쳤|렸|겼|났|섰|왔|갔|봤|줬|냈|웠|켰|썼|뒀|렀|랐)다$/;

/** Words that point back: a noun phrase opening with them names nothing on its own. */
const POINTER = /^(?:이|그|저|해당|두|세|네|이런|그런|같은|이번|당시)$/;

/** The facts of "[clause] N은 …" with the clause told on its own, or undefined. */
export function relativeParts(clause: string): string[] | undefined {
  const words = clause
    .trim()
    .replace(/[.!]+$/, '')
    .split(/\s+/);
  if (words.some((w) => /["“”'‘’(),]/.test(w))) return undefined;
  const topic = words.findIndex(
    (w) =>
      /[가-힣A-Za-z0-9](?:은|는)$/.test(w) &&
      !/(?:에는|에서는|로는|으로는|와는|과는|에게는|까지는|부터는)$/.test(w) &&
      !adnominal(w.replace(/(?:은|는)$/, '')) &&
      !/(?:하|되|있|없|받|먹|찾|잡|놓|넣|맞|얻|쌓|남)는$/.test(w),
  );
  if (topic < 2 || topic >= words.length - 1) return undefined;
  // The topic's noun phrase: the bare nouns before the marked noun.
  let head = topic;
  while (head - 1 > 0 && bareNoun(words[head - 1]!)) head -= 1;
  const modifier = words[head - 1]!;
  const inner = words.slice(0, head - 1);
  const nounWords = words.slice(head, topic + 1);
  if (
    inner.length === 0 ||
    POINTER.test(nounWords[0]!) ||
    !adnominal(modifier) ||
    /(?:는|던|인|ㄹ|할|될)$/.test(modifier)
  )
    return undefined;
  // One clause, no topic or clause of its own inside ("주말에는", "열린 …").
  if (
    inner.some(
      (w) =>
        (adnominal(w) && !PARTICLE.test(w)) ||
        /(?:고|며|면서|지만|는데|어서|아서|해서)$/.test(w) ||
        /[가-힣](?:은|는)$/.test(w),
    )
  )
    return undefined;
  const noun = [...nounWords.slice(0, -1), nounWords[nounWords.length - 1]!.replace(/(?:은|는)$/, '')].join(' ');
  // A counted noun ("앞쪽 12석") is rarely the doer: "좌석 간격을 넓힌 12석" is seats whose spacing was widened.
  // A bound noun ("들은 적은 없다", "할 줄", "온 지") makes one construction with its clause, never a doer.
  if (
    /^(?:것|곳|수|때|점|데|바|이|분|적|줄|지|뿐|채|듯|척|리|터|무렵|만큼|김)$/.test(noun) ||
    /\d/.test(noun) ||
    ONTO.test(modifier)
  )
    return undefined;
  const rest = words.slice(topic + 1);
  const subjectAt = inner.findIndex((w) => /[가-힣A-Za-z0-9](?:이|가)$/.test(w) && !BARE_I_GA.test(w));
  const objectAt = inner.findIndex((w) => /[가-힣A-Za-z0-9](?:을|를)$/.test(w));
  let told: string | undefined;
  if (objectAt >= 0 && subjectAt < 0) {
    // "승점 3을 더한 해오름은": the noun did the act. A clause before a common noun may pick out some of its kind
    // ("곳을 찾지 못한 관광객은 …": not every visitor); only a past event of one named doer is told apart.
    if (GENERIC.test(noun.split(' ').pop()!) || !PAST.test(rest[rest.length - 1]!)) return undefined;
    const said = predicate(modifier, inner);
    if (!said) return undefined;
    told = [`${noun}${particle(noun, '은/는')}`, ...inner, said].join(' ');
  } else if (subjectAt >= 0 && objectAt < 0 && MADE.test(modifier)) {
    // "연구진이 개발한 전지는": the noun is what the subject made.
    const object = `${noun}${particle(noun, '을/를')}`;
    const said = predicate(modifier, [...inner, object]);
    if (!said) return undefined;
    const subject = inner[subjectAt]!.replace(/(?:이|가)$/, '');
    const before = inner.slice(0, subjectAt);
    // Only bare nouns before the subject belong to it ("새길대 연구진이"); anything else is left alone.
    if (before.some((w) => !bareNoun(w))) return undefined;
    told = [...before, `${subject}${particle(subject, '은/는')}`, ...inner.slice(subjectAt + 1), object, said].join(
      ' ',
    );
  }
  if (!told) return undefined;
  return [told, [...nounWords, ...rest].join(' ')];
}

/**
 * "해온은 2014년 해온시가 만들었다" (a topic that is what the subject made, as a described copula leaves it) said
 * with the maker first: "해온시가 2014년 해온을 만들었다". Only a verb of making or showing, a subject in 이/가 and no
 * object of its own; undefined otherwise.
 */
export function madeBy(clause: string): string | undefined {
  const words = clause
    .trim()
    .replace(/[.!]+$/, '')
    .split(/\s+/);
  if (words.length < 3 || words.some((w) => /["“”'‘’(),]/.test(w))) return undefined;
  const topic = words[0]!;
  const verb = words[words.length - 1]!;
  if (!/[가-힣A-Za-z0-9](?:은|는)$/.test(topic) || /(?:에는|에서는|로는|와는|과는)$/.test(topic)) return undefined;
  if (!MADE_PAST.test(verb)) return undefined;
  const middle = words.slice(1, -1);
  // "해온시가": a city and its subject particle, not the noun "시가".
  const subjectAt = middle.findIndex(
    (w) => /[가-힣A-Za-z0-9](?:이|가)$/.test(w) && (!BARE_I_GA.test(w) || /[가-힣]{2,}시가$/.test(w)),
  );
  // A one-syllable word right before the subject is a surname or a count ("윤 작가가"), no clause of its own.
  const clauseWord = (w: string, i: number) =>
    /(?:을|를|은|는)$/.test(w) || (adnominal(w) && !PARTICLE.test(w) && !(i === subjectAt - 1 && w.length === 1));
  if (subjectAt < 0 || middle.some(clauseWord)) return undefined;
  // Only bare nouns or a time before the subject ("2014년"): they stay where they are, after the maker.
  const noun = topic.replace(/(?:은|는)$/, '');
  if (POINTER.test(noun)) return undefined;
  const maker = middle.slice(0, subjectAt + 1);
  const makerStart = maker.findLastIndex((w, i) => i < subjectAt && !bareNoun(w) && w.length > 1);
  const subject = maker.slice(makerStart + 1);
  const before = maker.slice(0, makerStart + 1);
  return [...subject, ...before, ...middle.slice(subjectAt + 1), `${noun}${particle(noun, '을/를')}`, verb].join(' ');
}

/** The past of an act of making or showing ("만들었다", "개발했다", "세웠다"). */
const MADE_PAST =
  /^(?:(?:개발|공개|발표|출시|제작|설계|개최|주최|기획|연출|집필|작곡|도입|인수|건설|설립|창단|창업|조성)했다|만들었다|지었다|세웠다|열었다|냈다|펴냈다|썼다|그렸다|찍었다|선보였다|내놓았다)$/;
