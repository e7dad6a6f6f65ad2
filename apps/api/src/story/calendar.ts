import { extractDates } from '@geulgam/korean';

/**
 * Korean news dates ("28일", "다음 달 3일", "12월 6일", "지난 2일") read against the article's own
 * publication time in Korean time: the reading nearest to publication, pushed forward by "오는" and back
 * by "지난".
 */

const KST_MS = 9 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

interface Parts {
  year: number;
  month: number;
  day: number;
}

function kstParts(date: Date): Parts {
  const shifted = new Date(date.getTime() + KST_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Midnight of that Korean calendar day, as an instant. */
export function kstDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - KST_MS);
}

/** The Korean calendar day an instant falls on, as its midnight. */
export function kstDay(date: Date): Date {
  const { year, month, day } = kstParts(date);
  return kstDate(year, month, day);
}

export interface ResolvedDate {
  text: string;
  at: Date;
  index: number;
  /** The mention gives a day, not only a month, year or quarter. */
  precise: boolean;
}

type Lean = 'future' | 'past' | 'none';

function leanBefore(text: string, index: number): Lean {
  const before = text.slice(Math.max(0, index - 8), index);
  if (/(?:오는|다음\s*달|내달|다가오는)\s*$/.test(before)) return 'future';
  if (/(?:지난|지난달|앞서|전날인?)\s*$/.test(before)) return 'past';
  return 'none';
}

/**
 * "24일 개편안을 발표했다": a day whose own verb is in the past is not after the article. The verb is the first
 * one after the day (its clause ends at a comma or a connective), so "24일 개막해 다음 달까지 열린다" leans
 * nowhere.
 */
function leanAfter(text: string, end: number): Lean {
  const rest = text.slice(end);
  const clause = /^[^,.!?]*?(?:[가-힣]+(?:다|고|며|으며|지만|는데|서|해|아|어)(?=[\s,.!?]|$))/.exec(rest)?.[0] ?? '';
  const verb = clause.trim().split(/\s+/).at(-1) ?? '';
  return /[었았였했됐렸졌갔왔섰났쳤켰혔웠뒀봤줬냈겼](?:다|고|으며|며|지만|는데)$/.test(verb) ? 'past' : 'none';
}

function nearest(candidates: Date[], reference: Date, lean: Lean): Date | undefined {
  const pool = candidates.filter((c) =>
    lean === 'future' ? c.getTime() >= kstDay(reference).getTime() : lean === 'past' ? c <= reference : true,
  );
  const list = pool.length > 0 ? pool : candidates;
  return list.sort(
    (a, b) => Math.abs(a.getTime() - reference.getTime()) - Math.abs(b.getTime() - reference.getTime()),
  )[0];
}

/** Calendar days the text names, resolved against `reference` (the article's publication time). */
export function resolveDates(text: string, reference: Date): ResolvedDate[] {
  const { year, month } = kstParts(reference);
  const resolved: ResolvedDate[] = [];
  for (const mention of extractDates(text)) {
    const match = /^y(\d{4})(?:m(\d+))?(?:d(\d+))?$|^m(\d+)(?:d(\d+))?$|^d(\d+)$/.exec(mention.key);
    if (!match) continue;
    const [, y, ym, yd, m, md, d] = match;
    const before = leanBefore(text, mention.index);
    const lean = before === 'none' ? leanAfter(text, mention.index + mention.text.length) : before;
    let at: Date | undefined;
    let precise = false;
    if (y) {
      at = kstDate(Number(y), Number(ym ?? 1), Number(yd ?? 1));
      precise = yd !== undefined;
    } else if (m) {
      const candidates = [year - 1, year, year + 1].map((yy) => kstDate(yy, Number(m), Number(md ?? 1)));
      at = nearest(candidates, reference, lean);
      precise = md !== undefined;
    } else if (d) {
      const day = Number(d);
      if (day < 1 || day > 31) continue;
      const candidates = [-1, 0, 1].map((offset) => kstDate(year, month + offset, day));
      at = nearest(candidates, reference, lean);
      precise = true;
    }
    if (at && !Number.isNaN(at.getTime())) resolved.push({ text: mention.text, at, index: mention.index, precise });
  }
  // Relative days of news prose.
  for (const match of text.matchAll(
    /(?<![가-힣])(오늘|이날|어제|그제|그저께|전날|내일|다음 날|이튿날)(?![가-힣]{2})/g,
  )) {
    const offset =
      { 오늘: 0, 이날: 0, 어제: -1, 그제: -2, 그저께: -2, 전날: -1, 내일: 1, '다음 날': 1, 이튿날: 1 }[match[1]!] ?? 0;
    resolved.push({
      text: match[1]!,
      at: new Date(kstDay(reference).getTime() + offset * DAY_MS),
      index: match.index,
      precise: true,
    });
  }
  for (const match of text.matchAll(/(지난|이번|다음)\s*주말/g)) {
    // Two days, and said of a crowd at an event still running as often as of a one-day event: not precise.
    resolved.push({ text: match[0], at: weekend(match[1]!, reference), index: match.index, precise: false });
  }
  return resolved.sort((a, b) => a.index - b.index);
}

/**
 * "지난 주말" (the Sunday before this week's weekend), "이번 주말" (this week's Saturday, or today on a Sunday),
 * "다음 주말" (a week after that), as a day.
 */
function weekend(which: string, reference: Date): Date {
  const today = kstDay(reference).getTime();
  const weekday = new Date(today + KST_MS).getUTCDay();
  if (which === '지난') return new Date(today - (weekday === 0 ? 7 : weekday) * DAY_MS);
  const thisWeek = today + (weekday === 0 ? 0 : 6 - weekday) * DAY_MS;
  return new Date(which === '다음' ? thisWeek + 7 * DAY_MS : thisWeek);
}

/** The end of a period the text names ("12일까지", "~ 28일", "12일부터 14일까지"), resolved like a date. */
export function periodEnd(text: string, reference: Date): Date | undefined {
  const dates = resolveDates(text, reference);
  for (const date of dates) {
    const after = text.slice(date.index + date.text.length, date.index + date.text.length + 6);
    // "9일까지", "9일 막을 내린", "9일에 폐막한", "9일 종료된": the day the period ended.
    if (/^\s*(?:까지|에?\s*(?:막을 내|막 내|끝나|끝난|끝났|폐막|종료))/.test(after)) return date.at;
  }
  const range = /(?:~|∼|〜|-|–)\s*$/;
  for (let i = 1; i < dates.length; i += 1) {
    const between = text.slice(dates[i - 1]!.index + dates[i - 1]!.text.length, dates[i]!.index);
    if (range.test(between) || /^\s*(?:부터|에서)\s*$/.test(between)) return dates[i]!.at;
  }
  return undefined;
}
