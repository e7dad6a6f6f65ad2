/** Calendar mentions ("12월 6일", "28일", "2028년", "3분기") with a normalised key. */

export interface DateMention {
  text: string;
  /** "y2028", "m12", "m12d6", "d28" or "q3" (a quarter). */
  key: string;
  index: number;
}

/** The first day of a range whose "일" comes after its last day: "1" in "1~9일", "11월 1" in "11월 1~9일". */
const RANGE_START = '(?=\\s*[~∼〜–-]\\s*\\d{1,2}\\s*일(?![가-힣]*간))';
const DATE_RE = new RegExp(
  `(?<![\\d.])(?:(\\d{4})\\s*년(?:\\s*(\\d{1,2})\\s*월)?(?:\\s*(\\d{1,2})\\s*(?:일|${RANGE_START}))?` +
    `|(\\d{1,2})\\s*월(?:\\s*(\\d{1,2})\\s*(?:일|${RANGE_START}))?` +
    `|(\\d{1,2})\\s*(?:일(?![가-힣]*간)|${RANGE_START})|([1-4])\\s*분기)`,
  'g',
);

/** Calendar mentions, each with a normalised key; a bare "28일" keeps only its day. */
export function extractDates(text: string): DateMention[] {
  const dates: DateMention[] = [];
  for (const match of text.matchAll(DATE_RE)) {
    const [whole, year, yearMonth, yearDay, month, monthDay, day, quarter] = match;
    let key: string;
    if (year) key = `y${year}${yearMonth ? `m${Number(yearMonth)}` : ''}${yearDay ? `d${Number(yearDay)}` : ''}`;
    else if (month) key = `m${Number(month)}${monthDay ? `d${Number(monthDay)}` : ''}`;
    else if (day) key = `d${Number(day)}`;
    else key = `q${quarter}`;
    dates.push({ text: whole.trim(), key, index: match.index });
  }
  return dates;
}
