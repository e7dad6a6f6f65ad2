import { monitorEventLoopDelay } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Executor } from '../../db/client.ts';
import { createActiveMembers, createLatencyWindow } from './live-figures.ts';
import { createMetricsRepository, SCRAPE_BATCH } from './metrics.repository.ts';

const QUEUE_WAITING_STATES = new Set(['created', 'retry']);

export interface MetricsOptions {
  /** The clock of the live figures (tests move it). */
  now?: () => number;
  /** Node's own metrics (memory, event loop, GC) under `geulgam_`; off in tests that build many apps. */
  defaultMetrics?: boolean;
}

export interface LiveSnapshot {
  activeMembers: number;
  activeWindowMinutes: number;
  latency: ReturnType<ReturnType<typeof createLatencyWindow>['summary']>;
  memory: { rssBytes: number; heapUsedBytes: number; heapTotalBytes: number };
  eventLoopDelayP99Ms: number | null;
}

/**
 * Every metric of one API process: its own (HTTP requests, members seen, memory, event loop) and the shared ones
 * it reads from the database when scraped (writer calls, job queue, ingestion runs) — every process reports the
 * same shared figures, so aggregate those with `max`, not `sum` (docs/architecture.md, "Running at scale").
 */
export function createMetrics(options: MetricsOptions = {}) {
  const now = options.now ?? (() => Date.now());
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry, prefix: 'geulgam_' });

  const eventLoop = monitorEventLoopDelay({ resolution: 20 });
  eventLoop.enable();

  const httpDuration = new Histogram({
    name: 'geulgam_http_request_duration_seconds',
    help: 'API request durations by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const activeMembers = createActiveMembers({ now });
  const latency = createLatencyWindow({ now });
  new Gauge({
    name: 'geulgam_active_members',
    help: 'Members with a request in the last 5 minutes (this process)',
    registers: [registry],
    collect() {
      this.set(activeMembers.count());
    },
  });
  const latencyQuantile = new Gauge({
    name: 'geulgam_http_latency_last_minute_seconds',
    help: 'API latency quantiles over the last minute (this process; health and metrics calls left out)',
    labelNames: ['quantile'] as const,
    registers: [registry],
  });
  const eventLoopP99 = new Gauge({
    name: 'geulgam_event_loop_delay_p99_seconds',
    help: 'Event-loop delay, 99th percentile since the last scrape',
    registers: [registry],
  });

  const writerCalls = new Counter({
    name: 'geulgam_writer_calls_total',
    help: 'Writer provider calls (offline or LLM) by provider, purpose and outcome (shared: from the database)',
    labelNames: ['provider', 'purpose', 'outcome'] as const,
    registers: [registry],
  });
  const generations = new Counter({
    name: 'geulgam_generations_total',
    help: 'Posts written by provider and outcome: writer calls for a post (shared: from the database)',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  const writerLatency = new Histogram({
    name: 'geulgam_writer_latency_seconds',
    help: 'Writer provider call latency by provider (shared: from the database)',
    labelNames: ['provider'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 60, 120],
    registers: [registry],
  });
  const queueJobs = new Gauge({
    name: 'geulgam_queue_jobs',
    help: 'Jobs per queue and state: created/retry wait, active run, completed/failed/cancelled until archived (shared)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const queueDepth = new Gauge({
    name: 'geulgam_queue_depth',
    help: 'Jobs waiting to run (created or retry), all queues (shared)',
    registers: [registry],
  });
  const ingestionRuns = new Counter({
    name: 'geulgam_ingestion_runs_total',
    help: 'Ingestion runs per source and outcome (shared: from the database)',
    labelNames: ['source', 'outcome'] as const,
    registers: [registry],
  });
  const ingestionArticles = new Counter({
    name: 'geulgam_ingestion_articles_total',
    help: 'Articles per source: items listed, stored (new), duplicates, failed pages, EUC-KR pages, robots.txt skips, canonical duplicates (shared)',
    labelNames: ['source', 'result'] as const,
    registers: [registry],
  });
  const lastIngestionSuccess = new Gauge({
    name: 'geulgam_ingestion_last_success_timestamp_seconds',
    help: 'When a source last finished an ingestion run without error (shared)',
    labelNames: ['source'] as const,
    registers: [registry],
  });

  const cursor = { providerCalls: 0, ingestionRuns: 0 };
  let lastQueueLabels: { queue: string; state: string }[] = [];

  /** Reads what other processes (and this one) wrote since the last scrape. */
  async function syncShared(db: Executor) {
    const repository = createMetricsRepository(db);
    for (let page = 0; page < 4; page++) {
      const calls = await repository.providerCallsAfter(cursor.providerCalls);
      for (const call of calls) {
        const outcome = call.ok ? 'ok' : 'error';
        writerCalls.inc({ provider: call.provider, purpose: call.purpose, outcome });
        if (call.purpose === 'post') generations.inc({ provider: call.provider, outcome });
        writerLatency.observe({ provider: call.provider }, call.latencyMs / 1000);
        cursor.providerCalls = call.id;
      }
      if (calls.length < SCRAPE_BATCH) break;
    }
    const runs = await repository.ingestionRunsAfter(cursor.ingestionRuns);
    for (const run of runs) {
      ingestionRuns.inc({ source: run.source, outcome: run.ok ? 'ok' : 'error' });
      ingestionArticles.inc({ source: run.source, result: 'items' }, run.items);
      ingestionArticles.inc({ source: run.source, result: 'stored' }, run.stored);
      ingestionArticles.inc({ source: run.source, result: 'duplicates' }, run.duplicates);
      ingestionArticles.inc({ source: run.source, result: 'failed' }, run.failed);
      ingestionArticles.inc({ source: run.source, result: 'euc_kr' }, run.eucKrPages);
      ingestionArticles.inc({ source: run.source, result: 'robots_skipped' }, run.robotsSkipped);
      ingestionArticles.inc({ source: run.source, result: 'canonical_duplicates' }, run.canonicalDuplicates);
      if (run.ok) lastIngestionSuccess.set({ source: run.source }, run.finishedAt.getTime() / 1000);
      cursor.ingestionRuns = run.id;
    }
    const counts = await repository.queueCounts().catch(() => null);
    if (counts) {
      for (const labels of lastQueueLabels) queueJobs.set(labels, 0);
      lastQueueLabels = counts.map(({ queue, state }) => ({ queue, state }));
      let waiting = 0;
      for (const { queue, state, count } of counts) {
        queueJobs.set({ queue, state }, count);
        if (QUEUE_WAITING_STATES.has(state)) waiting += count;
      }
      queueDepth.set(waiting);
    }
  }

  function eventLoopDelayP99Ms(): number | null {
    const p99 = eventLoop.percentile(99);
    return Number.isFinite(p99) && p99 > 0 ? Math.round(p99 / 1e4) / 100 : null;
  }

  return {
    registry,
    contentType: registry.contentType,
    /** One answered API request; `live` is false for health checks and scrapes (kept out of the console's latency). */
    observeRequest(labels: { method: string; route: string; status: number }, ms: number, live: boolean) {
      httpDuration.observe({ method: labels.method, route: labels.route, status: String(labels.status) }, ms / 1000);
      if (live) latency.record(ms);
    },
    memberSeen(memberId: number) {
      activeMembers.seen(memberId);
    },
    snapshot(): LiveSnapshot {
      const memory = process.memoryUsage();
      return {
        activeMembers: activeMembers.count(),
        activeWindowMinutes: activeMembers.windowMs / 60_000,
        latency: latency.summary(),
        memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
        eventLoopDelayP99Ms: eventLoopDelayP99Ms(),
      };
    },
    /** The Prometheus text: shared figures are read from the database first. */
    async render(db: Executor): Promise<string> {
      await syncShared(db);
      const summary = latency.summary();
      for (const [quantile, value] of [
        ['0.5', summary.p50Ms],
        ['0.95', summary.p95Ms],
        ['0.99', summary.p99Ms],
      ] as const)
        latencyQuantile.set({ quantile }, (value ?? 0) / 1000);
      const p99 = eventLoopDelayP99Ms();
      eventLoopP99.set((p99 ?? 0) / 1000);
      eventLoop.reset();
      return registry.metrics();
    },
    close() {
      eventLoop.disable();
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
