/** Dates are shown in Korean, on the Seoul calendar (SPEC §9, DESIGN §4). */
const TIME_ZONE = 'Asia/Seoul';

const longDate = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'full', timeZone: TIME_ZONE });
const shortDate = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: TIME_ZONE });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026년 11월 22일 일요일"; null for a missing or unreadable date. */
export function formatLongDate(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? longDate.format(date) : null;
}

/** "2026. 11. 22."; null for a missing or unreadable date. */
export function formatShortDate(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? shortDate.format(date) : null;
}
