/** Dates are shown in Korean, on the Seoul calendar (SPEC §9, DESIGN §4). */
const TIME_ZONE = 'Asia/Seoul';

const longDate = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'full', timeZone: TIME_ZONE });
const shortDate = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: TIME_ZONE });
const longDateTime = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });
const shortDateTime = new Intl.DateTimeFormat('ko-KR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

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

/** "2026년 11월 22일 오후 3:20"; null for a missing or unreadable date. */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? longDateTime.format(date) : null;
}

/** "2026. 11. 22. 오후 3:20"; null for a missing or unreadable date. */
export function formatShortDateTime(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? shortDateTime.format(date) : null;
}
