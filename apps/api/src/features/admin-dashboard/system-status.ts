/** 시스템 상태: what the console says about readiness, in plain Korean. */

export type ComponentState = 'ok' | 'down';
export type QueueState = 'ok' | 'off' | 'down';

export interface StatusInput {
  now: Date;
  database: ComponentState;
  queue: QueueState;
  /** `INGEST_INTERVAL_MINUTES`; 0 means ingestion is not scheduled, so its age is no problem. */
  ingestIntervalMinutes: number;
  lastIngestionSuccessAt: Date | null;
  firstIngestionRunAt: Date | null;
  /** Active news sources whose latest run failed. */
  failingSources: number;
}

export interface SystemStatus {
  level: 'ok' | 'warning' | 'error';
  message: string;
  ingestionStale: boolean;
}

/** Ingestion counts as stale when it has not succeeded for longer than this many intervals. */
export const STALE_INTERVALS = 3;
export const ALL_CLEAR = '모든 서비스 정상';

/** `95` → "1시간 35분", `3000` → "2일 2시간"; under a minute is "1분". */
export function koreanDuration(minutes: number): string {
  const total = Math.max(1, Math.floor(minutes));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  if (days > 0) return hours > 0 ? `${days}일 ${hours}시간` : `${days}일`;
  if (hours > 0) return mins > 0 ? `${hours}시간 ${mins}분` : `${hours}시간`;
  return `${mins}분`;
}

export function systemStatus(input: StatusInput): SystemStatus {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (input.database === 'down') errors.push('데이터베이스가 응답하지 않아요.');
  if (input.queue === 'down') errors.push('작업 대기열을 읽을 수 없어요. 재생성과 예약 수집이 멈췄을 수 있어요.');
  if (input.queue === 'off') warnings.push('이 서버에는 작업 대기열이 없어요. 재생성과 예약 수집이 돌지 않아요.');

  const interval = input.ingestIntervalMinutes;
  const limitMs = interval * STALE_INTERVALS * 60_000;
  const since = input.lastIngestionSuccessAt ?? input.firstIngestionRunAt;
  const stale = interval > 0 && since !== null && input.now.getTime() - since.getTime() > limitMs;
  if (stale) {
    const age = koreanDuration((input.now.getTime() - since.getTime()) / 60_000);
    warnings.push(
      input.lastIngestionSuccessAt
        ? `뉴스 수집이 ${age}째 성공하지 못했어요 (수집 주기 ${koreanDuration(interval)}). 수집 현황에서 오류를 확인해 주세요.`
        : `뉴스 수집이 ${age} 전부터 한 번도 성공하지 못했어요. 수집 현황에서 오류를 확인해 주세요.`,
    );
  }

  // A dead feed is worth a word even while other sources keep ingestion going (and before it has gone stale).
  if (!stale && input.failingSources > 0) {
    warnings.push(`뉴스 출처 ${input.failingSources}곳의 최근 수집이 실패했어요. 수집 현황에서 오류를 확인해 주세요.`);
  }

  const level = errors.length > 0 ? 'error' : warnings.length > 0 ? 'warning' : 'ok';
  return { level, message: level === 'ok' ? ALL_CLEAR : [...errors, ...warnings].join(' '), ingestionStale: stale };
}
