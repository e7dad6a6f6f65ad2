import type { IngestionSource, LiveFigures } from '../api/get-live.ts';

type Status = LiveFigures['status'];

/** The news sources whose latest run failed: a dead feed, even while other feeds keep ingestion going. */
export function failingSources(sources: IngestionSource[] | undefined): IngestionSource[] {
  return (sources ?? []).filter((source) => source.runs[0] && !source.runs[0].ok);
}

export function deadFeedsMessage(count: number): string {
  return `뉴스 출처 ${count}곳의 최근 수집이 실패했어요. 수집 현황에서 오류를 확인해 주세요.`;
}

/**
 * What 시스템 상태 shows. The server's sentence, except that its all clear (ingestion counts as healthy while any
 * source succeeds) turns into a warning when a source's latest run failed: an operator should not read
 * "모든 서비스 정상" above a dead feed. A server warning or error is already worse, and stays as it is.
 */
export function statusCardView(
  status: Status,
  sources: IngestionSource[] | undefined,
): { level: Status['level']; message: string } {
  const failing = failingSources(sources).length;
  if (status.level === 'ok' && failing > 0) return { level: 'warning', message: deadFeedsMessage(failing) };
  return { level: status.level, message: status.message };
}
