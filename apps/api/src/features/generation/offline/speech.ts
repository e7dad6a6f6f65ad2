/*
 * Indirect speech (issue 26): a post keeps at most three direct quotes; what further speakers said is told
 * as what they said, in the writer's own words and attributed ("김 관장은 주민 불편을 그대로 둘 수는 없다고
 * 설명했다"), never in the quote's wording. The quoted words are read as a plain-prose clause, restated like
 * any fact (restate.ts: another word order, blog diction) and put in the reported form (…다고, …이라고).
 * Words that only make sense in the speaker's mouth — I and we, you, today, a request, a question, "this"
 * and "that" — are not reported: said by the writer they would point at the wrong person or at nothing.
 * Plain prose (한다체) in, plain prose out.
 */
import { endsWithBatchim, isHangulSyllable, batchimOf, plainEnding } from '@geulgam/korean';
import type { Random } from '../random.ts';
import { isClause } from './clause.ts';
import { lostWords, restateParts } from './restate.ts';

/** Words that belong to the speaker's own place and time: told by the writer they would point elsewhere. */
const DEICTIC =
  /(?:^|\s)(?:우리|저희|저|제가|제|나|내가|내|나는|저는|우리는|우리가|저희는|여러분|당신|오늘|어제|내일|이곳|그곳|여기|거기|이런|그런|이렇게|그렇게|이|그|저|이번|지금껏|언니|오빠|누나|형)(?:는|은|가|이|의|를|을|도|에게|에|에서|만|처럼)?(?=\s|$)/;
/** A request, a suggestion or a question: no fact to report. */
const NOT_STATEMENT = /(?:달라|주세요|바란다|바랍니다|하자|해라|하라|말라|까|냐|니|나요|죠)$/;

/** Verbs that report what someone said, plain prose. */
const SAID = ['말했다', '설명했다', '전했다', '이야기했다'];

/**
 * The quote's words as a plain-prose clause and whether it ends in the present copula, or undefined when they
 * cannot be reported: a noun phrase ("…곳") becomes "…곳이다"; a clause keeps its ending.
 */
export function reportable(words: string): { clause: string; copula: boolean } | undefined {
  // Spoken words are often 합니다체 ("1,800가구를 추렸습니다"): read as the plain prose a report is built from.
  // A connective opening the words ("그래서 …") leans on what the speaker said before: not reported with it.
  const text = plainEnding(`${words.trim().replace(/[.!?。…]+$/, '')}.`)
    .replace(/[.!?。…]+$/, '')
    .replace(/^(?:그래서|그리고|그러나|하지만|그런데|또한|게다가|다만|물론|결국)\s+/, '')
    .trim();
  // A comma joins clauses; the one inside a number ("1,800가구") does not.
  if (text.length < 8 || /["“”'‘’]|,(?!\d{3})/.test(text) || DEICTIC.test(text) || NOT_STATEMENT.test(text))
    return undefined;
  // "…있지 않을까 생각했다": a wondering is the speaker's own thought, not a statement to report.
  if (/[가-힣]까\s/.test(text)) return undefined;
  if (isClause(text)) {
    // "…문제이다", "…관건이다": the copula; "크다", "역사다" could be an adjective or a noun's copula: not guessed.
    if (/[가-힣]이다$/.test(text)) return { clause: text, copula: true };
    const before = text[text.length - 2]!;
    if (isHangulSyllable(before) && !batchimOf(before)) return undefined;
    return { clause: text, copula: false };
  }
  // A noun phrase of the speaker's ("도서관은 이제 시작"): said with the copula.
  if (!/[가-힣]$/.test(text) || /(?:은|는|이|가|을|를|에|도|고|며|서|면)$/.test(text)) return undefined;
  return { clause: `${text}${endsWithBatchim(text) ? '이다' : '다'}`, copula: true };
}

/** The clause in the reported form: "없다" → "없다고", "문제이다" → "문제라고", "시작이다" → "시작이라고". */
export function reported(clause: string, copula: boolean): string | undefined {
  const text = clause.replace(/[.!]+$/, '');
  if (!/[가-힣]다$/.test(text)) return undefined;
  if (copula && /이다$/.test(text)) {
    const noun = text.slice(0, -2);
    return `${noun}${endsWithBatchim(noun) ? '이라고' : '라고'}`;
  }
  if (copula) return `${text.slice(0, -1)}라고`;
  return `${text}고`;
}

/**
 * What the speaker said, told in the writer's words and attributed ("A 소장은 …다고 설명했다."; `again`, right
 * after the same speaker: "…다고 덧붙였다."), or undefined when the words cannot be reported or every way of
 * saying them still reads as the source.
 */
export function indirectSpeech(
  speaker: string,
  words: string,
  random: Random,
  copied: (sentence: string) => boolean,
  again = false,
): string | undefined {
  const found = reportable(words);
  if (!found || !speaker.trim()) return undefined;
  // Right after the same speaker's words the speaker is not named again: what they added follows.
  const verb = again ? '덧붙였다' : random.pick(SAID);
  const topic = again ? '' : `${speaker}${endsWithBatchim(speaker) ? '은' : '는'} `;
  const frame = (clause: string) => {
    const said = reported(clause, found.copula);
    return said ? `${topic}${said} ${verb}.` : undefined;
  };
  // Restated as a fact is (another order, blog diction), checked as the whole sentence the post will carry.
  const parts = restateParts(found.clause, random, (candidate) => {
    const sentence = frame(candidate);
    return sentence === undefined || copied(sentence);
  });
  if (!parts || parts.length !== 1 || !parts[0]!.own) return undefined;
  // Diction that reports on its own ("…예정이라고 한다") would be said twice.
  if (/고 한다\.?$/.test(parts[0]!.text)) return undefined;
  const sentence = frame(parts[0]!.text);
  if (!sentence || lostWords(sentence) || copied(sentence)) return undefined;
  return sentence;
}
