import {
  Activity,
  CalendarDays,
  CircleCheck,
  Cpu,
  FilePlus2,
  Gauge,
  MousePointerClick,
  RefreshCw,
  Sparkles,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { formatCompactNumber } from '../../../components/layouts/admin-ui/format-number.ts';
import { StatCard, StatGrid } from '../../../components/layouts/admin-ui/stat-card.tsx';
import { EmptyState, ErrorBanner } from '../../../components/layouts/admin-ui/states.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { bodyDetail, bodyMessage } from '../../../lib/api-error-text.ts';
import { cn } from '../../../lib/cn.ts';
import { type DashboardData, TOP_KEYWORD_LIMIT, useDashboard } from '../api/get-dashboard.ts';
import { formatGrowth, successRate, summarize } from '../utils/dashboard-stats.ts';
import { BarChart } from './bar-chart.tsx';
import styles from './admin-dashboard.module.css';
import ui from '../../../components/layouts/admin-ui/admin-ui.module.css';

export const DASHBOARD_MESSAGES = {
  failed: '대시보드 데이터를 불러오지 못했어요.',
  systemStatus: '모든 서비스 정상',
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

interface SampleNumbers {
  activeUsers: number;
  responseMs: number;
  memoryPercent: number;
}

const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/** Placeholder numbers for the real-time panel: there is no live telemetry behind it. */
function makeSampleNumbers(): SampleNumbers {
  return { activeUsers: between(12, 140), responseMs: between(80, 260), memoryPercent: between(32, 78) };
}

export function AdminDashboard() {
  const dashboard = useDashboard();
  const [sample, setSample] = useState(makeSampleNumbers);

  const refresh = () => {
    setSample(makeSampleNumbers());
    void dashboard.refetch();
  };

  return (
    <>
      <PageHeader
        title="대시보드"
        description="콘텐츠 생성 현황과 주요 지표를 한눈에 확인해요."
        documentTitle="대시보드 · 관리자"
        actions={
          <Button variant="secondary" size="sm" onClick={refresh} disabled={dashboard.isFetching}>
            <RefreshCw aria-hidden="true" className={cn(dashboard.isFetching && styles.spinning)} />
            {dashboard.isFetching ? '새로고침 중…' : '새로고침'}
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
        <DashboardBody data={dashboard.data} sample={sample} />
      )}
    </>
  );
}

function DashboardBody({ data, sample }: { data: DashboardData; sample: SampleNumbers }) {
  const summary = summarize(data.daily);
  const rate = successRate(data.providerCalls);
  const growthTone = summary.growth > 0 ? styles.up : summary.growth < 0 ? styles.down : undefined;

  return (
    <div className={styles.layout}>
      <StatGrid label="주요 지표">
        <StatCard
          label="오늘 생성"
          icon={FilePlus2}
          value={formatCompactNumber(summary.today)}
          hint={
            <>
              어제 대비 <span className={growthTone}>{formatGrowth(summary.growth)}</span>
            </>
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
        <StatCard label="시스템 상태" icon={CircleCheck} value={DASHBOARD_MESSAGES.systemStatus} tone="success" />
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

        <section className={cn(ui.surface, styles.panel)} aria-labelledby="dashboard-live">
          <div className={styles.panelHead}>
            <h2 id="dashboard-live" className={styles.panelTitle}>
              실시간 현황
            </h2>
            <span className={styles.sampleBadge}>샘플 수치</span>
          </div>
          <p className={styles.panelNote}>실제 측정값이 아닌 예시 숫자예요.</p>
          <dl className={styles.liveList}>
            <div className={styles.liveItem}>
              <dt>
                <Users aria-hidden="true" />
                접속 중인 사용자
              </dt>
              <dd>{sample.activeUsers}명</dd>
            </div>
            <div className={styles.liveItem}>
              <dt>
                <Gauge aria-hidden="true" />
                평균 응답 시간
              </dt>
              <dd>{sample.responseMs}ms</dd>
            </div>
            <div className={styles.liveItem}>
              <dt>
                <Activity aria-hidden="true" />
                메모리 사용률
              </dt>
              <dd>{sample.memoryPercent}%</dd>
            </div>
          </dl>
        </section>
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
    </div>
  );
}
