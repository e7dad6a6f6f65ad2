/*
 * A sentence that lists results (issue 26, ADR 066): "연구팀이 공개한 시험 결과는 5분 충전에 60%, 500회 사용 후
 * 성능 유지율 88%다" holds one act and a list of figures, and no word order frees it from its source (it is not
 * even a clause: it ends in a figure). Told as its facts, each short and in the writer's own build:
 * "연구팀은 시험 결과를 공개했다", "시험에서는 5분 충전에 60%가 나왔다", "시험에서 성능 유지율은 500회 사용 후
 * 88%였다". Only a topic "… 결과는" and a list whose every item holds a figure; the clause before the topic is
 * told as the act that made the results only when its verb's tense and stem are certain (`predicateOf`).
 * Plain prose (한다체) in, plain prose out.
 */
import { particle } from '@geulgam/korean';
import { predicateOf } from './copula.ts';
import { BARE_I_GA } from './restate.ts';

/** Nouns after a circumstance that close it ("500회 사용 후"): no part of the label after them. */
const CLOSING_NOUN = /^(?:후|뒤|전|때|이후|이전|이후에|동안|만에|당시|기준)$/;
/** A word with no particle or ending: part of a noun phrase ("성능", "유지율", "충·방전"). */
const BARE = /^[가-힣A-Za-z·]+$/;
const ENDED = /(?:은|는|을|를|에|에서|의|로|으로|와|과|도|만|고|며|서|게|지|면|던|다)$/;
/** A verb's modifier before its noun ("공개한", "발표된"): it ends the clause before the results, no noun of theirs. */
const MODIFIER = /(?:한|된|던|인|진|난|친|낸|운|른)$/;
/** Acts whose object results are ("공개한 결과", "발표한 결과"). */
const ACTION_HAN =
  /(?:공개|발표|분석|조사|실시|진행|측정|집계|정리|시행|제출|검증|확인|실험|시험|평가|비교|공유|보고|소개)한$/;
const bareNoun = (word: string) =>
  BARE.test(word) && !ENDED.test(word) && !MODIFIER.test(word) && !CLOSING_NOUN.test(word);

/** The facts of a results list ("… 결과는 A, B다"), or undefined when the sentence is no such list. */
export function resultParts(sentence: string): string[] | undefined {
  const text = sentence.trim().replace(/[.!]+$/, '');
  if (/["“”'‘’()]/.test(text) || !/,\s/.test(text)) return undefined;
  const match = /^(.*?)(\S*결과)(?:는)\s+(.+?)(?:이다|다|였다|이었다)$/.exec(text);
  if (!match) return undefined;
  const [, before = '', resultWord = '', list = ''] = match;
  const items = list.split(/,\s+/).map((item) => item.trim().split(/\s+/));
  // Each item a figure with what it counts, short, and no clause of its own.
  if (items.length < 2) return undefined;
  for (const item of items) {
    const last = item[item.length - 1]!;
    if (!/\d/.test(last) || /[가-힣]{2,}$/.test(last) || item.length > 6) return undefined;
    if (item.slice(0, -1).some((w) => /(?:다|고|며|면서|지만|는데|한|된|은|는)$/.test(w) && !CLOSING_NOUN.test(w)))
      return undefined;
  }
  const beforeWords = before.trim() ? before.trim().split(/\s+/) : [];
  // "실험 결과는" → the results' occasion "실험"; a bare "결과는" has none to name.
  const occasionWords = [...beforeWords];
  const head = [resultWord];
  while (occasionWords.length > 0 && bareNoun(occasionWords[occasionWords.length - 1]!))
    head.unshift(occasionWords.pop()!);
  const occasion = head.join(' ').replace(/\s*결과$/, '');
  if (!occasion) return undefined;
  const out: string[] = [];
  // The clause before the results ("정우진 교수 연구팀이 공개한"): the act, with the results as its object.
  if (occasionWords.length > 0) {
    const modifier = occasionWords[occasionWords.length - 1]!;
    const inner = occasionWords.slice(0, -1);
    const object = `${head.join(' ')}${particle(resultWord, '을/를')}`;
    // "-한" is an act only for a noun of doing ("공개한"); "조용한", "중요한" say how something is.
    if (/한$/.test(modifier) && !ACTION_HAN.test(modifier)) return undefined;
    const predicate = predicateOf(modifier, [...inner, object]);
    const subjectAt = inner.findIndex((w) => /[가-힣](?:이|가)$/.test(w) && !BARE_I_GA.test(w));
    if (!predicate || subjectAt < 0 || inner.some((w, i) => i > subjectAt && !/\d/.test(w) && !BARE.test(w)))
      return undefined;
    const subject = inner[subjectAt]!.replace(/(?:이|가)$/, '');
    const topic = `${subject}${particle(subject, '은/는')}`;
    out.push([...inner.slice(0, subjectAt), topic, ...inner.slice(subjectAt + 1), object, predicate].join(' '));
  }
  const place = `${occasion}에서`;
  for (const item of items) {
    const figure = item[item.length - 1]!;
    let at = item.length - 1;
    while (at > 0 && bareNoun(item[at - 1]!)) at -= 1;
    const label = item.slice(at, -1).join(' ');
    const circumstance = item.slice(0, at);
    if (label) {
      // "500회 사용 후 성능 유지율 88%" → "성능 유지율은 500회 사용 후 88%였다": what the figure counts leads.
      const said = [
        place,
        `${label}${particle(label, '은/는')}`,
        ...circumstance,
        `${figure}${particle(figure, '이었다/였다')}`,
      ];
      out.push(said.join(' '));
    } else {
      // "5분 충전에 60%": the figure with its circumstance, as what the occasion gave.
      if (circumstance.length === 0) return undefined;
      out.push([`${place}는`, ...circumstance, `${figure}${particle(figure, '이/가')}`, '나왔다'].join(' '));
    }
  }
  return out;
}

/** Words that point back or name no occasion: "그 결과" ties the sentence to the one before it. */
const NO_OCCASION = /^(?:그|이|저|해당|이번|이런|그런|같은|최종|좋은|나쁜)$/;

/**
 * "조사 결과(,) 응답자의 54%가 찬성했다" said with the occasion as a place ("조사에서 응답자의 54%가 찬성했다"),
 * so the restater may move it like any place phrase; the sentence unchanged when it opens otherwise.
 */
export function resultOpening(clause: string): string {
  const match = /^([가-힣]{1,6})(?: ([가-힣]{1,6}))? 결과,?\s+(?=\S+\s)/.exec(clause);
  if (!match) return clause;
  const occasion = [match[1]!, match[2]].filter((w): w is string => w !== undefined);
  if (occasion.some((w) => NO_OCCASION.test(w) || !bareNoun(w))) return clause;
  // "조사 결과 발표는 …": the results named as part of a compound noun, not the occasion of what follows.
  const next = clause.slice(match[0].length).split(/\s/)[0]!;
  if (/^(?:발표|보고|공개|통보|자료|분석|발송|통지|공유|요약)/.test(next) && !/,\s/.test(match[0])) return clause;
  return `${occasion.join(' ')}에서 ${clause.slice(match[0].length)}`;
}
