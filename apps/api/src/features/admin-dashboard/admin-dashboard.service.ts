import os from 'node:os';
import type { writerCallStats, dailyStats, dashboardLive, ingestionRunsList, topKeywords } from '@geulgam/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { LiveSnapshot } from '../../plugins/metrics/metrics.ts';
import { createMetricsRepository } from '../../plugins/metrics/metrics.repository.ts';
import { lastSeoulDates, seoulDayStart } from '../../shared/seoul-days.ts';
import { createAdminDashboardRepository, type IngestionRunRow } from './admin-dashboard.repository.ts';
import { systemStatus, type ComponentState, type QueueState } from './system-status.ts';

export const DAILY_STATS_DAYS = 14;

export interface AdminDashboardDeps {
  db: Db;
  now?: () => Date;
  /** The live figures and readiness checks (the routes wire them to the app's metrics, database and queue). */
  live?: {
    snapshot: () => LiveSnapshot;
    /** Resolves when the database answers (with its own timeout). */
    ping: () => Promise<void>;
    /** False when this process has no job queue (tests without jobs). */
    hasQueue: boolean;
    ingestIntervalMinutes: number;
  };
}

const LATENCY_WINDOW_SECONDS = 60;

function groupRuns(rows: IngestionRunRow[]): z.infer<typeof ingestionRunsList>['data'] {
  const sources = new Map<number, z.infer<typeof ingestionRunsList>['data'][number]>();
  for (const row of rows) {
    let source = sources.get(row.sourceId);
    if (!source) {
      source = { source_id: row.sourceId, name: row.name, kind: row.kind, url: row.url, runs: [] };
      sources.set(row.sourceId, source);
    }
    source.runs.push({
      id: row.id,
      started_at: row.startedAt.toISOString(),
      finished_at: row.finishedAt.toISOString(),
      ok: row.ok,
      items: row.items,
      stored: row.stored,
      duplicates: row.duplicates,
      failed: row.failed,
      euc_kr_pages: row.eucKrPages,
      robots_skipped: row.robotsSkipped,
      canonical_duplicates: row.canonicalDuplicates,
      error: row.error,
    });
  }
  return [...sources.values()];
}

/** Dashboard numbers over Seoul calendar days: `days=7` means today and the six days before it. */
export function createAdminDashboardService(deps: AdminDashboardDeps) {
  const { db, now = () => new Date() } = deps;
  const repository = createAdminDashboardRepository(db);

  const metricsRepository = createMetricsRepository(db);

  return {
    /** 실시간 현황 and 시스템 상태. */
    async live(): Promise<z.infer<typeof dashboardLive>> {
      if (!deps.live) throw new Error('live figures are not wired');
      const live = deps.live;
      const at = now();
      const database: ComponentState = await live.ping().then(
        () => 'ok' as const,
        () => 'down' as const,
      );
      const counts = database === 'ok' ? await metricsRepository.queueCounts().catch(() => null) : null;
      const queueState: QueueState = !live.hasQueue ? 'off' : counts ? 'ok' : 'down';
      const history =
        database === 'ok'
          ? await repository
              .ingestionHistory()
              .catch(() => ({ lastSuccessAt: null, firstRunAt: null, failingSources: 0 }))
          : { lastSuccessAt: null, firstRunAt: null, failingSources: 0 };
      const status = systemStatus({
        now: at,
        database,
        queue: queueState,
        ingestIntervalMinutes: live.ingestIntervalMinutes,
        lastIngestionSuccessAt: history.lastSuccessAt,
        firstIngestionRunAt: history.firstRunAt,
        failingSources: history.failingSources,
      });
      const sum = (states: string[]) =>
        (counts ?? []).filter((c) => states.includes(c.state)).reduce((n, c) => n + c.count, 0);
      const snapshot = live.snapshot();
      return {
        data: {
          measured_at: at.toISOString(),
          active_members: snapshot.activeMembers,
          active_window_minutes: snapshot.activeWindowMinutes,
          latency: {
            window_seconds: LATENCY_WINDOW_SECONDS,
            requests: snapshot.latency.count,
            p50_ms: snapshot.latency.p50Ms,
            p95_ms: snapshot.latency.p95Ms,
          },
          memory: {
            rss_bytes: snapshot.memory.rssBytes,
            heap_used_bytes: snapshot.memory.heapUsedBytes,
            total_bytes: os.totalmem(),
          },
          event_loop_delay_p99_ms: snapshot.eventLoopDelayP99Ms,
          queue: counts
            ? { waiting: sum(['created', 'retry']), active: sum(['active']), failed: sum(['failed']) }
            : null,
          status: {
            level: status.level,
            message: status.message,
            database,
            queue: queueState,
            ingestion: {
              last_success_at: history.lastSuccessAt?.toISOString() ?? null,
              interval_minutes: live.ingestIntervalMinutes,
              stale: status.ingestionStale,
            },
          },
        },
      };
    },
    /** 수집 현황: each source's last runs, the source with the newest run first. */
    async ingestionRuns(perSource: number): Promise<z.infer<typeof ingestionRunsList>> {
      return { data: groupRuns(await repository.lastRunsPerSource(perSource)) };
    },
    async dailyStats(): Promise<z.infer<typeof dailyStats>> {
      const at = now();
      const { posts, collected } = await repository.dailyCounts(seoulDayStart(at, DAILY_STATS_DAYS - 1));
      return {
        data: lastSeoulDates(at, DAILY_STATS_DAYS).map((date) => ({
          date,
          generated_posts: posts.get(date) ?? 0,
          collected_keywords: collected.get(date) ?? 0,
        })),
      };
    },
    async topKeywords(days: number, limit: number): Promise<z.infer<typeof topKeywords>> {
      const rows = await repository.topKeywords(seoulDayStart(now(), days - 1), limit);
      return { data: rows.map((r) => ({ keyword_id: r.id, title: r.title, click_count: r.clicks })) };
    },
    async providerStats(days: number): Promise<z.infer<typeof writerCallStats>> {
      const { total, success } = await repository.providerCallCounts(seoulDayStart(now(), days - 1));
      // No calls yet is not a failure: the console shows 100 % then (SPEC §3 default).
      const rate = total === 0 ? 100 : Math.round((success / total) * 1000) / 10;
      return { data: { total, success, fail: total - success, success_rate: rate } };
    },
  };
}
