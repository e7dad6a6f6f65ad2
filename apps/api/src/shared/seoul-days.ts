/** Korea keeps no daylight saving time: a Seoul day is always UTC+9. */
export const SEOUL_OFFSET_HOURS = 9;
const OFFSET_MS = SEOUL_OFFSET_HOURS * 3_600_000;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the Seoul calendar day that contains `at`. */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the Seoul day `daysBack` days before the one containing `at` began. */
export function seoulDayStart(at: Date, daysBack = 0): Date {
  const local = new Date(at.getTime() + OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight - daysBack * DAY_MS - OFFSET_MS);
}

/** The last `count` Seoul dates up to and including today, newest first. */
export function lastSeoulDates(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => seoulDate(new Date(seoulDayStart(now, i).getTime() + OFFSET_MS)));
}
