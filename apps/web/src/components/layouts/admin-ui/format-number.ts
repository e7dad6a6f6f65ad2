/**
 * Compact counts for the admin console (SPEC §9): from 1,000 as K and from
 * 1,000,000 as M, with one decimal; smaller numbers as they are.
 */
export function formatCompactNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size >= 1_000_000) return `${sign}${(size / 1_000_000).toFixed(1)}M`;
  if (size >= 1_000) return `${sign}${(size / 1_000).toFixed(1)}K`;
  return `${sign}${Math.round(size)}`;
}
