import { apiPaths } from '@geulgam/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setAdminToken } from '../../../lib/storage.ts';
import { dailyStatsBody, liveBody } from '../../../testing/admin-fixtures.ts';
import { adminUrl } from '../../../testing/api-url.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { server } from '../../../testing/server.ts';

// These screens make several requests per step; leave room for a busy machine.
configure({ asyncUtilTimeout: 4000 });

const card = (label: string) => screen.getByRole('group', { name: label });

describe('admin dashboard', { timeout: 20_000 }, () => {
  it('shows the cards, both charts, the live panel and the top keywords', async () => {
    const queries: Record<string, string> = {};
    server.use(
      http.get(adminUrl(apiPaths.admin.dailyStats), () =>
        HttpResponse.json(dailyStatsBody([1500, 1000, 500, 300, 200, 100, 0, 9, 9, 9, 9, 9, 9, 9])),
      ),
      http.get(adminUrl(apiPaths.admin.topKeywords), ({ request }) => {
        queries.top = new URL(request.url).search;
        return HttpResponse.json({
          data: [
            { keyword_id: 11, title: '금리 인하', click_count: 2400 },
            { keyword_id: 12, title: '한국시리즈', click_count: 300 },
            { keyword_id: 13, title: '전기차 보조금', click_count: 120 },
            { keyword_id: 14, title: '가을 여행', click_count: 7 },
          ],
        });
      }),
      http.get(adminUrl(apiPaths.admin.writerCallStats), ({ request }) => {
        queries.calls = new URL(request.url).search;
        return HttpResponse.json({ data: { total: 1_234_567, success: 1_200_000, fail: 34_567, success_rate: 97.2 } });
      }),
    );
    setAdminToken('admin-token');
    renderRoute('/admin/dashboard');

    expect(await screen.findByRole('group', { name: '오늘 생성' })).toHaveTextContent('1.5K');
    expect(card('오늘 생성')).toHaveTextContent('어제 대비 +50.0%');
    // 1500+1000+500+300+200+100+0 = 3600; average 514.
    expect(card('최근 7일 생성')).toHaveTextContent('3.6K');
    expect(card('최근 7일 생성')).toHaveTextContent('하루 평균 514건');
    expect(card('AI 호출 (7일)')).toHaveTextContent('1.2M');
    expect(card('AI 호출 (7일)')).toHaveTextContent('성공률 97.2%');
    expect(card('시스템 상태')).toHaveTextContent('모든 서비스 정상');
    expect(queries).toEqual({ top: '?days=7&limit=10', calls: '?days=7' });

    expect(within(screen.getByRole('list', { name: '최근 14일 일별 생성 수' })).getAllByRole('listitem')).toHaveLength(
      14,
    );
    expect(within(screen.getByRole('list', { name: '최근 7일 일별 생성 수' })).getAllByRole('listitem')).toHaveLength(
      7,
    );

    const live = screen.getByRole('region', { name: '실시간 현황' });
    expect(within(live).queryByText('샘플 수치')).not.toBeInTheDocument();
    expect(within(live).getByText('0명')).toBeInTheDocument();

    const ranks = within(screen.getByRole('list', { name: '인기 키워드 순위' })).getAllByRole('listitem');
    expect(ranks).toHaveLength(4);
    expect(ranks[0]).toHaveTextContent('금리 인하');
    expect(ranks[0]).toHaveTextContent('ID 11');
    expect(ranks[0]).toHaveTextContent('2.4K');
    // Ranks 1–3 are highlighted, the fourth is not.
    expect(ranks[0]?.className).toBe(ranks[2]?.className);
    expect(ranks[3]?.className).not.toBe(ranks[0]?.className);
  });

  it('counts growth as 0 when yesterday had none and a missing success rate as 100', async () => {
    server.use(
      http.get(adminUrl(apiPaths.admin.dailyStats), () => HttpResponse.json(dailyStatsBody([4, 0, 0, 0, 0, 0, 0]))),
      http.get(adminUrl(apiPaths.admin.writerCallStats), () =>
        HttpResponse.json({ data: { total: 0, success: 0, fail: 0, success_rate: 100 } }),
      ),
    );
    setAdminToken('admin-token');
    renderRoute('/admin/dashboard');
    expect(await screen.findByRole('group', { name: '오늘 생성' })).toHaveTextContent('어제 대비 0%');
    expect(card('최근 7일 생성')).toHaveTextContent('하루 평균 1건');
    expect(card('AI 호출 (7일)')).toHaveTextContent('성공률 100.0%');
    expect(screen.getByText('아직 클릭된 키워드가 없어요.')).toBeInTheDocument();
  });

  it('shows the failure with a retry button that loads again', async () => {
    let fail = true;
    server.use(
      http.get(adminUrl(apiPaths.admin.dailyStats), () =>
        fail
          ? HttpResponse.json({ detail: '통계를 읽지 못했어요.', code: 'internal_error' }, { status: 500 })
          : HttpResponse.json(dailyStatsBody([2, 1])),
      ),
    );
    setAdminToken('admin-token');
    renderRoute('/admin/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('통계를 읽지 못했어요.');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('group', { name: '오늘 생성' })).toHaveTextContent('2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the Korean message when the server says nothing', async () => {
    server.use(http.get(adminUrl(apiPaths.admin.topKeywords), () => new HttpResponse(null, { status: 502 })));
    setAdminToken('admin-token');
    renderRoute('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('대시보드 데이터를 불러오지 못했어요.');
  });

  it('shows the server’s live figures, a warning status and the ingestion runs with a dead feed’s error', async () => {
    server.use(
      http.get(adminUrl(apiPaths.admin.live), () =>
        HttpResponse.json(
          liveBody({
            active_members: 7,
            latency: { window_seconds: 60, requests: 1234, p50_ms: 3.4, p95_ms: 41.2 },
            memory: { rss_bytes: 300 * 1024 ** 2, heap_used_bytes: 100 * 1024 ** 2, total_bytes: 3000 * 1024 ** 2 },
            queue: { waiting: 4, active: 1, failed: 2 },
            status: {
              level: 'warning',
              message:
                '뉴스 수집이 3시간 10분째 성공하지 못했어요 (수집 주기 1시간). 수집 현황에서 오류를 확인해 주세요.',
              database: 'ok',
              queue: 'ok',
              ingestion: { last_success_at: '2026-11-22T02:50:00Z', interval_minutes: 60, stale: true },
            },
          }),
        ),
      ),
      http.get(adminUrl(apiPaths.admin.ingestionRuns), () =>
        HttpResponse.json({
          data: [
            {
              source_id: 2,
              name: 'dead.example.com',
              kind: 'rss',
              url: 'https://dead.example.com/feed.xml',
              runs: [
                {
                  id: 9,
                  started_at: '2026-11-22T06:00:00Z',
                  finished_at: '2026-11-22T06:00:01Z',
                  ok: false,
                  items: 0,
                  stored: 0,
                  duplicates: 0,
                  failed: 0,
                  error: 'feed answered 503 Service Unavailable',
                },
              ],
            },
            {
              source_id: 1,
              name: 'news.example.com',
              kind: 'rss',
              url: 'https://news.example.com/rss',
              runs: [
                {
                  id: 8,
                  started_at: '2026-11-22T02:49:00Z',
                  finished_at: '2026-11-22T02:50:00Z',
                  ok: true,
                  items: 20,
                  stored: 12,
                  duplicates: 8,
                  failed: 0,
                  euc_kr_pages: 5,
                  robots_skipped: 2,
                  canonical_duplicates: 3,
                  error: null,
                },
              ],
            },
          ],
        }),
      ),
    );
    setAdminToken('admin-token');
    renderRoute('/admin/dashboard');

    const live = await screen.findByRole('region', { name: '실시간 현황' });
    expect(await within(live).findByText('7명')).toBeInTheDocument();
    expect(live).toHaveTextContent('3.4ms / 41ms');
    expect(live).toHaveTextContent('1,234건');
    expect(live).toHaveTextContent('300 MB');
    expect(live).toHaveTextContent('10.0%');
    expect(live).toHaveTextContent('대기 4건');
    expect(card('시스템 상태')).toHaveTextContent('뉴스 수집이 3시간 10분째 성공하지 못했어요');
    expect(card('시스템 상태')).toHaveTextContent('마지막 수집 성공 11. 22. 11:50');

    const dead = await screen.findByRole('region', { name: '출처 dead.example.com' });
    expect(dead).toHaveTextContent('실패');
    expect(dead).toHaveTextContent('오류: feed answered 503 Service Unavailable');
    const alive = screen.getByRole('region', { name: '출처 news.example.com' });
    const cells = within(alive)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['20', '12', '8', '0', '5', '2', '3', '성공']);
  });

  it('shows a failed feed’s latest error line above its table', async () => {
    const run = { started_at: '2026-11-22T02:49:00Z', finished_at: '2026-11-22T02:50:00Z', duplicates: 0, failed: 0 };
    server.use(
      http.get(adminUrl(apiPaths.admin.ingestionRuns), () =>
        HttpResponse.json({
          data: [
            {
              source_id: 1,
              name: 'news.example.com',
              kind: 'rss',
              url: 'https://news.example.com/rss',
              runs: [{ ...run, id: 1, ok: true, items: 3, stored: 3, error: null }],
            },
            {
              source_id: 2,
              name: 'dead.example.com',
              kind: 'rss',
              url: 'https://dead.example.com/feed.xml',
              runs: [{ ...run, id: 2, ok: false, items: 0, stored: 0, error: 'dead.example.com: fetch failed' }],
            },
          ],
        }),
      ),
    );
    setAdminToken('admin-token');
    renderRoute('/admin/dashboard');

    const dead = await screen.findByRole('region', { name: '출처 dead.example.com' });
    expect(within(dead).getByText('dead.example.com: fetch failed', { selector: 'p', exact: false })).toHaveTextContent(
      '최근 오류 dead.example.com: fetch failed',
    );
    const alive = screen.getByRole('region', { name: '출처 news.example.com' });
    expect(within(alive).queryByText('최근 오류', { exact: false })).not.toBeInTheDocument();
  });
});
