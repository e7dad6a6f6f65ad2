import { Newspaper } from 'lucide-react';
import { EmptyState, ErrorBanner } from '../../../components/layouts/admin-ui/states.tsx';
import { cn } from '../../../lib/cn.ts';
import type { IngestionSource } from '../api/get-live.ts';
import { formatSeoulTime } from '../utils/live-format.ts';
import styles from './admin-dashboard.module.css';
import ui from '../../../components/layouts/admin-ui/admin-ui.module.css';

export const INGESTION_MESSAGES = {
  failed: '수집 현황을 불러오지 못했어요.',
  empty: '아직 수집 기록이 없어요.',
} as const;

interface IngestionRunsPanelProps {
  sources: IngestionSource[] | undefined;
  failed: boolean;
  onRetry: () => void;
  retrying: boolean;
}

/** 수집 현황: each news source's last runs, so a dead feed and its error are in plain sight. */
export function IngestionRunsPanel({ sources, failed, onRetry, retrying }: IngestionRunsPanelProps) {
  return (
    <section className={cn(ui.surface, styles.panel)} aria-labelledby="dashboard-ingestion">
      <div className={styles.panelHead}>
        <h2 id="dashboard-ingestion" className={styles.panelTitle}>
          수집 현황
        </h2>
        <span className={styles.panelNote}>뉴스 출처별 최근 수집 (서울 시각)</span>
      </div>
      {failed && !sources ? (
        <ErrorBanner message={INGESTION_MESSAGES.failed} onRetry={onRetry} retrying={retrying} />
      ) : !sources ? null : sources.length === 0 ? (
        <EmptyState icon={Newspaper}>{INGESTION_MESSAGES.empty}</EmptyState>
      ) : (
        <div className={styles.sources}>
          {sources.map((source) => {
            const latest = source.runs[0];
            return (
              <section key={source.source_id} className={styles.source} aria-label={`출처 ${source.name}`}>
                <div className={styles.sourceHead}>
                  <h3 className={styles.sourceName}>{source.name}</h3>
                  {latest ? (
                    <span className={cn(styles.runPill, latest.ok ? styles.runOk : styles.runFailed)}>
                      {latest.ok ? '정상' : '실패'}
                    </span>
                  ) : null}
                  <span className={cn(ui.ellipsis, styles.sourceUrl)}>{source.url}</span>
                </div>
                {latest && !latest.ok ? (
                  // The latest error line in full above the table, which scrolls sideways on a phone and would
                  // leave its last column (the error) out of sight.
                  <p className={styles.sourceError}>
                    <span className={styles.sourceErrorLabel}>최근 오류</span> {latest.error ?? '알 수 없음'}
                  </p>
                ) : null}
                <div className={styles.tableWrap}>
                  <table className={styles.runs}>
                    <thead>
                      <tr>
                        <th scope="col">시각</th>
                        <th scope="col">항목</th>
                        <th scope="col">새 기사</th>
                        <th scope="col">중복</th>
                        <th scope="col">실패</th>
                        <th scope="col">
                          <abbr title="EUC-KR(CP949)로 읽은 기사 페이지">EUC-KR</abbr>
                        </th>
                        <th scope="col">
                          <abbr title="사이트의 robots.txt가 막아서 가져오지 않은 기사">robots 제외</abbr>
                        </th>
                        <th scope="col">
                          <abbr title="다른 주소로 들어왔지만 정규 주소(canonical)가 같아 한 번만 저장한 기사">
                            정규 URL 중복
                          </abbr>
                        </th>
                        <th scope="col">결과</th>
                      </tr>
                    </thead>
                    <tbody>
                      {source.runs.map((run) => (
                        <tr key={run.id} className={run.ok ? undefined : styles.runRowFailed}>
                          <td>
                            <time dateTime={run.finished_at}>{formatSeoulTime(run.finished_at)}</time>
                          </td>
                          <td>{run.items}</td>
                          <td>{run.stored}</td>
                          <td>{run.duplicates}</td>
                          <td>{run.failed}</td>
                          <td>{run.euc_kr_pages}</td>
                          <td>{run.robots_skipped}</td>
                          <td>{run.canonical_duplicates}</td>
                          <td className={styles.runResult}>{run.ok ? '성공' : `오류: ${run.error ?? '알 수 없음'}`}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
