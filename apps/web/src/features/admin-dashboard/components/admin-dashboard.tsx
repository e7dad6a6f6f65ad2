import type { ReactNode } from 'react';
import {
  CalendarDays,
  CircleAlert,
  CircleCheck,
  Cpu,
  FilePlus2,
  MousePointerClick,
  RefreshCw,
  Sparkles,
} from 'lucide-react';
import { formatCompactNumber } from '../../../components/layouts/admin-ui/format-number.ts';
import { StatCard, StatGrid } from '../../../components/layouts/admin-ui/stat-card.tsx';
import { EmptyState, ErrorBanner } from '../../../components/layouts/admin-ui/states.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ApiError } from '../../../lib/create-api-client.ts';
import { bodyDetail, bodyMessage } from '../../../lib/api-error-text.ts';
import { cn } from '../../../lib/cn.ts';
import { formatSeoulTime } from '../utils/live-format.ts';
import { type DashboardData, TOP_KEYWORD_LIMIT, useDashboard } from '../api/get-dashboard.ts';
import { type LiveFigures, useIngestionRuns, useLiveFigures } from '../api/get-live.ts';
import { formatGrowth, growthText, successRate, summarize } from '../utils/dashboard-stats.ts';
import { BarChart } from './bar-chart.tsx';
import { IngestionRunsPanel } from './ingestion-runs-panel.tsx';
import { LivePanel } from './live-panel.tsx';
import styles from './admin-dashboard.module.css';
import ui from '../../../components/layouts/admin-ui/admin-ui.module.css';

export const DASHBOARD_MESSAGES = {
  failed: '대시보드 데이터를 불러오지 못했어요.',
  systemStatus: '모든 서비스 정상',
  statusUnknown: '상태를 확인하지 못했어요.',
  noTopKeywords: '아직 클릭된 키워드가 없어요.',
} as const;

/** SPEC §8: the server's detail, then its message, then the error's own message, then the fallback. */
function dashboardError(error: unknown): string {
  return (
    bodyDetail(error) ??
    bodyMessage(error) ??
    (error instanceof Error && !(error instanceof ApiError) && error.message ? error.message : null) ??
    DASHBOARD_MESSAGES.failed
  );
}

export function AdminDashboard() {
  const dashboard = useDashboard();
  const live = useLiveFigures();
  const runs = useIngestionRuns();
  const fetching = dashboard.isFetching || live.isFetching || runs.isFetching;

  const refresh = () => {
    void dashboard.refetch();
    void live.refetch();
    void runs.refetch();
  };

  return (
    <>
      <PageHeader
        title="대시보드"
        description="콘텐츠 생성 현황과 주요 지표를 한눈에 확인해요."
        documentTitle="대시보드 · 관리자"
        actions={
          <Button variant="secondary" size="sm" onClick={refresh} disabled={fetching}>
            <RefreshCw aria-hidden="true" className={cn(fetching && styles.spinning)} />
            {fetching ? '새로고침 중…' : '새로고침'}
          </Button>
        }
      />
      {dashboard.isPending ? (
        <PageLoading label="대시보드를 불러오는 중이에요…" variant="section" />
      ) : dashboard.isError ? (
        <ErrorBanner
          message={dashboardError(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <div className={styles.layout}>
          <DashboardBody
            data={dashboard.data}
            live={
              <LivePanel
                live={live.data}
                failed={live.isError}
                onRetry={() => void live.refetch()}
                retrying={live.isFetching}
              />
            }
            status={live.data?.status}
            statusFailed={live.isError}
          />
          <IngestionRunsPanel
            sources={runs.data}
            failed={runs.isError}
            onRetry={() => void runs.refetch()}
            retrying={runs.isFetching}
          />
        </div>
      )}
    </>
  );
}

interface DashboardBodyProps {
  data: DashboardData;
  live: ReactNode;
  status: LiveFigures['status'] | undefined;
  statusFailed: boolean;
}

const STATUS_TONE = { ok: 'success', warning: 'warning', error: 'danger' } as const;

/** 시스템 상태: the server's own sentence (readiness, queue, dead feeds, age of the last successful ingestion). */
function SystemStatusCard({ status, failed }: { status: LiveFigures['status'] | undefined; failed: boolean }) {
  if (!status) {
    return (
      <StatCard
        label="시스템 상태"
        icon={CircleAlert}
        value={failed ? DASHBOARD_MESSAGES.statusUnknown : '확인 중…'}
        tone={failed ? 'danger' : 'default'}
      />
    );
  }
  return (
    <StatCard
      label="시스템 상태"
      icon={status.level === 'ok' ? CircleCheck : CircleAlert}
      value={status.message}
      tone={STATUS_TONE[status.level]}
      hint={
        status.ingestion.last_success_at
          ? `마지막 수집 성공 ${formatSeoulTime(status.ingestion.last_success_at)}`
          : '아직 성공한 수집이 없어요'
      }
    />
  );
}

function DashboardBody({ data, live, status, statusFailed }: DashboardBodyProps) {
  const summary = summarize(data.daily);
  const rate = successRate(data.providerCalls);
  const growth = summary.growth ?? 0;
  const growthTone = growth > 0 ? styles.up : growth < 0 ? styles.down : undefined;

  return (
    <>
      <StatGrid label="주요 지표">
        <StatCard
          label="오늘 생성"
          icon={FilePlus2}
          value={formatCompactNumber(summary.today)}
          hint={
            summary.growth === null ? (
              growthText(summary)
            ) : (
              <>
                어제 대비 <span className={growthTone}>{formatGrowth(summary.growth)}</span>
              </>
            )
          }
        />
        <StatCard
          label="최근 7일 생성"
          icon={CalendarDays}
          value={formatCompactNumber(summary.weekTotal)}
          hint={`하루 평균 ${formatCompactNumber(summary.dailyAverage)}건`}
        >
          <BarChart days={summary.week} label="최근 7일 일별 생성 수" compact />
        </StatCard>
        <StatCard
          label="AI 호출 (7일)"
          icon={Cpu}
          value={formatCompactNumber(data.providerCalls.total)}
          hint={`성공률 ${rate.toFixed(1)}% · 실패 ${formatCompactNumber(data.providerCalls.fail)}건`}
        />
        <SystemStatusCard status={status} failed={statusFailed} />
      </StatGrid>

      <div className={styles.columns}>
        <section className={cn(ui.surface, styles.panel, styles.trendPanel)} aria-labelledby="dashboard-trend">
          <div className={styles.panelHead}>
            <h2 id="dashboard-trend" className={styles.panelTitle}>
              최근 14일 생성 추이
            </h2>
            <span className={styles.panelNote}>일별 생성 콘텐츠 수</span>
          </div>
          <BarChart days={summary.trend} label="최근 14일 일별 생성 수" />
        </section>

        {live}
      </div>

      <section className={cn(ui.surface, styles.panel)} aria-labelledby="dashboard-top">
        <div className={styles.panelHead}>
          <h2 id="dashboard-top" className={styles.panelTitle}>
            인기 키워드
          </h2>
          <span className={styles.panelNote}>최근 7일 클릭 수 기준 상위 {TOP_KEYWORD_LIMIT}개</span>
        </div>
        {data.topKeywords.length === 0 ? (
          <EmptyState icon={Sparkles}>{DASHBOARD_MESSAGES.noTopKeywords}</EmptyState>
        ) : (
          <ol className={styles.topList} aria-label="인기 키워드 순위">
            {data.topKeywords.map((keyword, index) => {
              const rank = index + 1;
              return (
                <li key={keyword.keyword_id} className={cn(styles.topItem, rank <= 3 && styles.topItemHighlight)}>
                  <span className={cn(styles.rank, rank <= 3 && styles[`rank${rank}`])} aria-label={`${rank}위`}>
                    {rank}
                  </span>
                  <span className={styles.topText}>
                    <span className={cn(ui.ellipsis, styles.topTitle)}>{keyword.title || '제목 없음'}</span>
                    <span className={styles.topId}>ID {keyword.keyword_id}</span>
                  </span>
                  <span className={styles.clicks}>
                    <MousePointerClick aria-hidden="true" />
                    {formatCompactNumber(keyword.click_count)}
                    <span className="visually-hidden">회 클릭</span>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </>
  );
}
