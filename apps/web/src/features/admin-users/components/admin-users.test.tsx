import { apiPaths } from '@geulgam/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setAdminToken } from '../../../lib/storage.ts';
import { adminUser, liveBody, pageOf } from '../../../testing/admin-fixtures.ts';
import { adminUrl } from '../../../testing/api-url.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { server } from '../../../testing/server.ts';

// These screens make several requests per step; leave room for a busy machine.
configure({ asyncUtilTimeout: 4000 });

const USERS = [
  adminUser(1, { email: 'kim@example.com', provider: 'kakao', content_count: 3, created_at: '2026-11-01T00:00:00Z' }),
  adminUser(2, { email: 'lee@example.com', provider: 'naver', content_count: 45, created_at: '2026-11-05T00:00:00Z' }),
  adminUser(3, { email: 'an@example.com', provider: 'kakao', content_count: 0, created_at: '2026-11-03T00:00:00Z' }),
  adminUser(4, { email: null, provider: 'other', content_count: 1, created_at: '2026-10-30T00:00:00Z' }),
];

const cardNames = () =>
  within(screen.getByRole('list', { name: '사용자 목록' }))
    .getAllByRole('button')
    .map((card) => card.textContent);

async function openUsers() {
  const seen: string[] = [];
  server.use(
    http.get(adminUrl(apiPaths.admin.users), ({ request }) => {
      seen.push(new URL(request.url).search);
      return HttpResponse.json(pageOf(USERS, { pageSize: 100 }));
    }),
  );
  server.use(
    http.get(adminUrl(apiPaths.admin.live), () =>
      HttpResponse.json(liveBody({ active_members: 2, active_members_today: 3 })),
    ),
  );
  setAdminToken('admin-token');
  renderRoute('/admin/users');
  await screen.findByRole('list', { name: '사용자 목록' });
  return { user: userEvent.setup(), seen };
}

describe('admin users', { timeout: 20_000 }, () => {
  it('loads one page of 100, shows the header numbers, and searches and sorts in the browser', async () => {
    const { user, seen } = await openUsers();
    expect(seen).toEqual(['?page=1&page_size=100']);
    expect(screen.getByRole('group', { name: '전체 사용자' })).toHaveTextContent('4');
    // Measured, as on the dashboard: not a share of all users.
    const active = await screen.findByRole('group', { name: '오늘 활동한 회원' });
    await waitFor(() => expect(active).toHaveTextContent('3'));
    expect(active).toHaveTextContent('최근 5분 접속 회원 2명');
    expect(active).not.toHaveTextContent('30%');
    expect(screen.getByRole('group', { name: '전체 콘텐츠' })).toHaveTextContent('49');

    // Newest signup first by default.
    expect(cardNames()).toEqual([
      'lee@example.com 상세 보기',
      'an@example.com 상세 보기',
      'kim@example.com 상세 보기',
      '이메일 없음 상세 보기',
    ]);
    await user.selectOptions(screen.getByLabelText('정렬'), '콘텐츠 많은순');
    expect(cardNames()[0]).toBe('lee@example.com 상세 보기');
    expect(cardNames()[1]).toBe('kim@example.com 상세 보기');
    await user.selectOptions(screen.getByLabelText('정렬'), '이메일순');
    expect(cardNames()[0]).toBe('an@example.com 상세 보기');

    await user.type(screen.getByRole('searchbox', { name: '이메일 또는 ID 검색' }), 'KIM');
    expect(cardNames()).toEqual(['kim@example.com 상세 보기']);
    await user.clear(screen.getByRole('searchbox', { name: '이메일 또는 ID 검색' }));
    await user.type(screen.getByRole('searchbox', { name: '이메일 또는 ID 검색' }), '4');
    expect(cardNames()).toEqual(['이메일 없음 상세 보기']);
    await user.type(screen.getByRole('searchbox', { name: '이메일 또는 ID 검색' }), 'zz');
    expect(screen.getByText('검색 조건에 맞는 사용자가 없어요.')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('colours the provider badges (kakao yellow, naver green, otherwise DEFAULT)', async () => {
    await openUsers();
    const list = screen.getByRole('list', { name: '사용자 목록' });
    expect(within(list).getAllByText('카카오')[0]?.closest('[data-provider]')).toHaveAttribute(
      'data-provider',
      'kakao',
    );
    expect(within(list).getByText('네이버').closest('[data-provider]')).toHaveAttribute('data-provider', 'naver');
    expect(within(list).getByText('DEFAULT').closest('[data-provider]')).toHaveAttribute('data-provider', 'other');
  });

  it('opens a user: offset paging, next disabled on a short page, a new limit starts again at offset 0, Escape closes', async () => {
    const seen: string[] = [];
    server.use(
      http.get(adminUrl('/admin/users/2/generated/'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params.toString());
        const limit = Number(params.get('limit'));
        const offset = Number(params.get('offset'));
        const ids = Array.from({ length: 45 }, (_, i) => 45 - i).slice(offset, offset + limit);
        return HttpResponse.json({
          data: {
            user: { id: 2, email: 'lee@example.com', provider: 'naver', created_at: '2026-11-05T00:00:00Z' },
            posts: ids.map((id) => ({ id, title: `글 ${id}`, created_at: '2026-11-20T01:00:00Z', copy_count: id % 3 })),
            total_count: 45,
            latest_created_at: '2026-11-20T01:00:00Z',
          },
        });
      }),
    );
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'lee@example.com 상세 보기' }));
    const dialog = await screen.findByRole('dialog', { name: 'lee@example.com' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(await within(dialog).findByText('총 45개')).toBeInTheDocument();
    const posts = () =>
      within(within(dialog).getByRole('list', { name: '생성한 콘텐츠 목록' })).getAllByRole('listitem');
    expect(posts()).toHaveLength(20);
    const pages = within(dialog).getByRole('navigation', { name: '생성한 콘텐츠 페이지' });
    expect(within(pages).getByRole('button', { name: '이전' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(within(pages).getByText('2 페이지')).toBeInTheDocument());
    await user.click(within(pages).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(posts()).toHaveLength(5));
    expect(within(pages).getByText('3 페이지')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: '다음' })).toBeDisabled();
    expect(seen).toEqual(['limit=20&offset=0', 'limit=20&offset=20', 'limit=20&offset=40']);

    await user.selectOptions(within(dialog).getByLabelText('페이지당 개수'), '30');
    await waitFor(() => expect(posts()).toHaveLength(30));
    expect(seen.at(-1)).toBe('limit=30&offset=0');
    expect(within(pages).getByText('1 페이지')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('a failed post list shows the message and clears the list', async () => {
    server.use(http.get(adminUrl('/admin/users/1/generated/'), () => new HttpResponse(null, { status: 500 })));
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'kim@example.com 상세 보기' }));
    const dialog = await screen.findByRole('dialog', { name: 'kim@example.com' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('사용자의 생성 콘텐츠를 불러오지 못했어요.');
    expect(within(dialog).queryByRole('list', { name: '생성한 콘텐츠 목록' })).not.toBeInTheDocument();
  });
});
