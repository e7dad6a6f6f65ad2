/** Dates are shown in Korean, on the Seoul calendar (SPEC §9, DESIGN §4). */
const TIME_ZONE = 'Asia/Seoul';

/** A formatter of ISO date strings in the given style; null for a missing or unreadable date. */
function seoulFormat(options: Intl.DateTimeFormatOptions): (value: string | null | undefined) => string | null {
  const format = new Intl.DateTimeFormat('ko-KR', { ...options, timeZone: TIME_ZONE });
  return (value) => {
    if (!value) return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : format.format(date);
  };
}

/** "2026년 11월 22일 일요일" */
export const formatLongDate = seoulFormat({ dateStyle: 'full' });

/** "2026. 11. 22." */
export const formatShortDate = seoulFormat({ dateStyle: 'medium' });

/** "2026년 11월 22일 오후 3:20" */
export const formatDateTime = seoulFormat({ dateStyle: 'long', timeStyle: 'short' });

/** "2026. 11. 22. 오후 3:20" */
export const formatShortDateTime = seoulFormat({ dateStyle: 'medium', timeStyle: 'short' });
