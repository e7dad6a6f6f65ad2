import { Activity, Gauge, ListTodo, UserCheck, Users } from 'lucide-react';
import { ACTIVE_TODAY_LABEL, ACTIVE_TODAY_MEANING, activeNowLabel } from '../../../lib/active-members.ts';
import { ErrorBanner } from '../../../components/layouts/admin-ui/states.tsx';
import { cn } from '../../../lib/cn.ts';
import type { LiveFigures } from '../api/get-live.ts';
import { formatBytes, formatMs } from '../utils/live-format.ts';
import styles from './admin-dashboard.module.css';
import ui from '../../../components/layouts/admin-ui/admin-ui.module.css';

export const LIVE_MESSAGES = {
  failed: '실시간 현황을 불러오지 못했어요.',
  loading: '실시간 현황을 불러오는 중이에요…',
} as const;

interface LivePanelProps {
  live: LiveFigures | undefined;
  failed: boolean;
  onRetry: () => void;
  retrying: boolean;
}

/** 실시간 현황: what this API process measured (members seen, latency over the last minute, memory, queue). */
export function LivePanel({ live, failed, onRetry, retrying }: LivePanelProps) {
  return (
    <section className={cn(ui.surface, styles.panel)} aria-labelledby="dashboard-live">
      <div className={styles.panelHead}>
        <h2 id="dashboard-live" className={styles.panelTitle}>
          실시간 현황
        </h2>
        <span className={styles.panelNote}>이 API 서버 기준 · 10초마다 갱신</span>
      </div>
      {failed && !live ? (
        <ErrorBanner message={LIVE_MESSAGES.failed} onRetry={onRetry} retrying={retrying} />
      ) : !live ? (
        <p className={styles.panelNote}>{LIVE_MESSAGES.loading}</p>
      ) : (
        <dl className={styles.liveList}>
          <div className={styles.liveItem}>
            <dt>
              <Users aria-hidden="true" />
              {activeNowLabel(live.active_window_minutes)}
            </dt>
            <dd>{live.active_members.toLocaleString('ko-KR')}명</dd>
          </div>
          <div className={styles.liveItem}>
            <dt>
              <UserCheck aria-hidden="true" />
              {ACTIVE_TODAY_LABEL}
            </dt>
            <dd>
              {live.active_members_today.toLocaleString('ko-KR')}명
              <span className={styles.liveSub}>{ACTIVE_TODAY_MEANING}</span>
            </dd>
          </div>
          <div className={styles.liveItem}>
            <dt>
              <Gauge aria-hidden="true" />
              응답 시간 (최근 1분, p50 / p95)
            </dt>
            <dd>
              {formatMs(live.latency.p50_ms)} / {formatMs(live.latency.p95_ms)}
              <span className={styles.liveSub}>{live.latency.requests.toLocaleString('ko-KR')}건</span>
            </dd>
          </div>
          <div className={styles.liveItem}>
            <dt>
              <Activity aria-hidden="true" />
              메모리 (RSS)
            </dt>
            <dd>
              {formatBytes(live.memory.rss_bytes)}
              <span className={styles.liveSub}>
                {((live.memory.rss_bytes / live.memory.total_bytes) * 100).toFixed(1)}% · 힙{' '}
                {formatBytes(live.memory.heap_used_bytes)}
              </span>
            </dd>
          </div>
          <div className={styles.liveItem}>
            <dt>
              <ListTodo aria-hidden="true" />
              작업 대기열
            </dt>
            <dd>
              {live.queue ? (
                <>
                  대기 {live.queue.waiting.toLocaleString('ko-KR')}건
                  <span className={styles.liveSub}>
                    실행 중 {live.queue.active} · 실패 {live.queue.failed}
                  </span>
                </>
              ) : (
                '읽을 수 없음'
              )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
