import { describe, expect, it } from 'vitest';
import type { IngestionSource, LiveFigures } from '../api/get-live.ts';
import { deadFeedsMessage, failingSources, statusCardView } from './status-card.ts';

const status = (level: LiveFigures['status']['level'], message: string): LiveFigures['status'] => ({
  level,
  message,
  database: 'ok',
  queue: 'ok',
  ingestion: { last_success_at: '2026-11-22T02:50:00Z', interval_minutes: 60, stale: level === 'warning' },
});

const source = (id: number, latest: boolean[]): IngestionSource => ({
  source_id: id,
  name: `news${id}.example.com`,
  kind: 'rss',
  url: `https://news${id}.example.com/rss`,
  runs: latest.map((ok, index) => ({
    id: id * 10 + index,
    started_at: '2026-11-22T02:49:00Z',
    finished_at: '2026-11-22T02:50:00Z',
    ok,
    items: ok ? 3 : 0,
    stored: ok ? 3 : 0,
    duplicates: 0,
    failed: 0,
    error: ok ? null : 'news.example.com: fetch failed',
  })),
});

describe('시스템 상태 card', () => {
  it('a source counts as failing by its latest run only', () => {
    const sources = [source(1, [true, false]), source(2, [false, true]), source(3, [])];
    expect(failingSources(sources).map((s) => s.source_id)).toEqual([2]);
    expect(failingSources(undefined)).toEqual([]);
  });

  it('keeps the server’s all clear while every feed’s latest run succeeded (or the runs are not loaded)', () => {
    const ok = status('ok', '모든 서비스 정상');
    expect(statusCardView(ok, [source(1, [true]), source(2, [true, false])])).toEqual({
      level: 'ok',
      message: '모든 서비스 정상',
    });
    expect(statusCardView(ok, undefined)).toEqual({ level: 'ok', message: '모든 서비스 정상' });
  });

  it('turns the all clear into a warning that counts the dead feeds', () => {
    const view = statusCardView(status('ok', '모든 서비스 정상'), [
      source(1, [true]),
      source(2, [false]),
      source(3, [false]),
    ]);
    expect(view).toEqual({ level: 'warning', message: deadFeedsMessage(2) });
    expect(view.message).toBe('뉴스 출처 2곳의 최근 수집이 실패했어요. 수집 현황에서 오류를 확인해 주세요.');
  });

  it('leaves a server warning or error as the server said it', () => {
    const stale = status('warning', '뉴스 수집이 3시간 10분째 성공하지 못했어요 (수집 주기 1시간).');
    expect(statusCardView(stale, [source(1, [false])])).toEqual({ level: 'warning', message: stale.message });
    const down = status('error', '데이터베이스가 응답하지 않아요.');
    expect(statusCardView(down, [source(1, [false])])).toEqual({ level: 'error', message: down.message });
  });
});
