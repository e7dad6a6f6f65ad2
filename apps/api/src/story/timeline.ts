import { withoutQuotes } from '@geulgam/korean';
import { kstDay, periodEnd, resolveDates } from './calendar.ts';
import type { TimelineEntry } from './model.ts';
import type { StorySentence } from './sentences.ts';

/**
 * The story in time: what happened on which day and what comes next, from the sentences that name a
 * day; and whether the event is over by the story's newest article.
 */

const FUTURE =
  /(?:예정|계획|방침|할 전망|열린다|열릴|시작한다|출시한다|개막한다|문을 연다|선보인다|앞두고|진행한다|개통한다|공개한다|발표한다|나선다|치른다|맞붙는다|이어진다|을 것|ㄹ 것|게 된다)/;
/** A close told as done; an adnominal form followed by "다" ("종료된다", "마친다") is one still to come. */
const CLOSED =
  /(?:막을 내렸|막을 내린(?!다)|폐막했|폐막한(?!다)|폐막된(?!다)|폐막되었|폐막식|끝났|끝난(?!다)|끝마쳤|끝을 맺었|마무리됐|마무리했|마무리된(?!다)|마무리되었|종료됐|종료했|종료된(?!다)|종료되었|마쳤|마친(?!다)|문을 닫았|막 내렸|막 내려|종영했|종영한(?!다)|최종 집계|최종 방문객|최종 관객)/;
/** The opening of something that runs for a while ("개막했다", "문을 열었다"): its start, not its end. */
const OPENED = /(?:개막했|개막한|개장했|문을 열었|시작했|막을 올렸|개통했|오픈했|운영에 들어갔)/;
/**
 * "참가 신청은 20일까지 받는다": an application deadline beside the event, not the event's own period (a sale's
 * or a booking's period can be the event itself, so those count).
 */
const DEADLINE = /(?:신청|접수|모집|응모|투표)[은는을를도이가]?\s[^.]{0,24}까지/;
/** "지난 주말 열린 마라톤", "어제 치러진 경기": an event held on a past day, named by the day alone. */
const HELD_BEFORE = /(?:지난\s*주말|지난주|어제|그제|그저께|전날)(?:에)?\s*(?:열린|치러진|개최된|진행된|펼쳐진)\s/;
/** Said of an event still running: a closing reported earlier is not the last word then. */
const ONGOING = /(?:중이다|이어지고 있|계속되고 있|운영 중|진행 중|상영 중|열리고 있|판매 중|모으고 있)/;

/** The clause of a sentence around a position, quotes dropped, at most `max` characters. */
export function clauseAround(sentence: string, index: number, max = 60): string {
  const text = withoutQuotes(sentence, ' ').replace(/\s+/g, ' ').trim();
  const at = Math.min(index, text.length - 1);
  const bounds = [...text.matchAll(/,\s|(?<=[고며서면데])\s(?=[가-힣])/g)].map((m) => m.index);
  const start = Math.max(0, ...bounds.filter((b) => b < at).map((b) => b + 1));
  const ends = bounds.filter((b) => b > at);
  const end = ends.length > 0 ? Math.min(...ends) : text.length;
  const clause = text
    .slice(start, end)
    .trim()
    .replace(/[.!?…]+$/, '');
  return [...clause].length <= max
    ? clause
    : `${[...clause]
        .slice(0, max)
        .join('')
        .replace(/\s\S*$/, '')}…`;
}

export function storyTimeline(sentences: StorySentence[], newest: Date): TimelineEntry[] {
  const today = kstDay(newest).getTime();
  const entries: (TimelineEntry & { day: number })[] = [];
  for (const sentence of sentences) {
    for (const date of resolveDates(sentence.text, sentence.reportedAt)) {
      if (!date.precise || /^(?:오늘|이날)$/.test(date.text)) continue;
      const day = date.at.getTime();
      const upcoming = day > today || (day === today && FUTURE.test(sentence.text) && !CLOSED.test(sentence.text));
      const what = clauseAround(sentence.text, date.index);
      if ([...what].length < 6) continue;
      if (entries.some((e) => e.what === what || (e.day === day && e.upcoming === upcoming))) continue;
      entries.push({ at: date.at, what, upcoming, day });
    }
  }
  return entries
    .sort((a, b) => a.day - b.day)
    .slice(0, 10)
    .map(({ day: _day, ...entry }) => entry);
}

/**
 * Whether the event had ended by the newest article: a period whose last day is before it, a closing the
 * newest reports ("막을 내렸다"), or a one-day event on an earlier day told in the past.
 */
export function isOver(options: {
  sentences: StorySentence[];
  newest: Date;
  when?: Date;
  evidence: string;
  eventWords: string[];
}): boolean {
  const { sentences, newest, when, evidence, eventWords } = options;
  const today = kstDay(newest).getTime();
  const about = (text: string) => eventWords.length === 0 || eventWords.some((word) => text.includes(word));
  const byNewest = [...sentences].sort((a, b) => b.reportedAt.getTime() - a.reportedAt.getTime());
  const runs =
    /(?:열린다|열리며|이어진다|계속된다|진행된다|운영된다|운영한다|전시된다|상영|판매한다|진행한다|까지 열|까지 진행|까지 운영)/;
  for (const sentence of byNewest) {
    if (!about(sentence.text) && !runs.test(sentence.text)) continue;
    if (DEADLINE.test(sentence.text)) continue;
    const end = periodEnd(withoutQuotes(sentence.text, ' '), sentence.reportedAt);
    if (end) return end.getTime() < today;
  }
  // A closing reported by any outlet ("폐막했다", "막을 내렸다", "경기가 끝난 뒤", a final count) ends the
  // event, unless a later report tells it as still running.
  const closing = byNewest.find((s) => about(s.text) && CLOSED.test(withoutQuotes(s.text, ' ')));
  if (closing && !byNewest.some((s) => s.reportedAt > closing.reportedAt && about(s.text) && ONGOING.test(s.text)))
    return true;
  const past = /(?:[었았였했됐렸졌쳤켰]다|[었았였했됐]다고|[었았였했됐]다며)[.!]?\s*$/.test(
    withoutQuotes(evidence, ' ').trim(),
  );
  const ongoing = ONGOING.test(evidence);
  const opened = OPENED.test(withoutQuotes(evidence, ' '));
  const earlier = (when && when.getTime() < today) || HELD_BEFORE.test(evidence);
  if (earlier && past && !ongoing && !opened && !FUTURE.test(evidence)) return true;
  return false;
}
