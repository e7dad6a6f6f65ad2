/** `412_000_000` → "393 MB" (MiB, as `free -h` and the process report it). */
export function formatBytes(bytes: number): string {
  const mib = bytes / 1024 ** 2;
  if (mib >= 1024) return `${(mib / 1024).toFixed(1)} GB`;
  return `${Math.round(mib)} MB`;
}

/** `null` → "—"; under 10 ms with one decimal, else whole milliseconds. */
export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 10 ? `${ms.toFixed(1)}ms` : `${Math.round(ms).toLocaleString('ko-KR')}ms`;
}

const seoulTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time as Seoul wall-clock time: "11. 24. 20:31". */
export function formatSeoulTime(iso: string): string {
  return seoulTime.format(new Date(iso));
}
