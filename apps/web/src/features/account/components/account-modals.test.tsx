import { apiPaths, type MeResponse } from '@geulgam/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_STATE_EVENT, STORAGE_KEYS } from '../../../lib/storage.ts';
import { apiUrl } from '../../../testing/api-url.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { server } from '../../../testing/server.ts';

const me: MeResponse = {
  message: 'ok',
  data: {
    id: 3,
    email: 'member@example.com',
    nickname: '글감러',
    provider: 'kakao',
    created_at: '2026-11-22T09:30:00+09:00',
    categories: ['경제', '여행'],
  },
};

const meUrl = apiUrl(apiPaths.me);
const nicknameUrl = apiUrl(apiPaths.nickname);
const userUrl = apiUrl(apiPaths.user);

async function renderMypage() {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-token');
  const view = renderRoute('/mypage');
  await screen.findByRole('heading', { level: 1, name: '마이페이지' });
  return { ...view, user: userEvent.setup() };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const card = (name: string) => screen.getByRole('region', { name });

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('my page', () => {
  it('asks a visitor to log in first', async () => {
    renderRoute('/mypage');
    expect(await screen.findByText('로그인하면 내 정보와 만든 콘텐츠를 관리할 수 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/login');
  });

  it('shows the account and content cards with their buttons', async () => {
    await renderMypage();
    const account = within(card('계정 관리'));
    for (const name of ['기본 정보 보기', '닉네임·관심사 수정', '회원 탈퇴', '회원 정보 관리']) {
      expect(account.getByRole('button', { name })).toBeInTheDocument();
    }
    const content = within(card('콘텐츠 관리'));
    for (const name of ['목록', '상세', '삭제', '내 콘텐츠 관리']) {
      expect(content.getByRole('button', { name })).toBeInTheDocument();
    }
  });
});

describe('basic info modal', () => {
  it('loads, then shows nickname, email, provider, the long join date and interests', async () => {
    const gate = deferred();
    server.use(
      http.get(meUrl, async () => {
        await gate.promise;
        return HttpResponse.json(me);
      }),
    );
    const { user } = await renderMypage();
    await user.click(within(card('계정 관리')).getByRole('button', { name: '회원 정보 관리' }));

    const info = dialog('기본 정보');
    expect(info).toHaveAttribute('aria-modal', 'true');
    expect(within(info).getByRole('status')).toHaveTextContent('불러오는 중이에요…');
    gate.resolve();
    expect(await within(info).findByText('글감러')).toBeInTheDocument();
    expect(within(info).getByText('member@example.com')).toBeInTheDocument();
    expect(within(info).getByText('카카오')).toBeInTheDocument();
    expect(within(info).getByText('2026년 11월 22일 일요일')).toBeInTheDocument();
    expect(within(info).getByText('경제')).toBeInTheDocument();
    expect(within(info).getByText('여행')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(info).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('says so when the profile cannot be loaded', async () => {
    server.use(http.get(meUrl, () => HttpResponse.json({ detail: '오류', code: 'internal_error' }, { status: 500 })));
    const { user } = await renderMypage();
    await user.click(within(card('계정 관리')).getByRole('button', { name: '기본 정보 보기' }));
    expect(await within(dialog('기본 정보')).findByRole('alert')).toHaveTextContent(
      '사용자 정보를 불러오는 중 오류가 발생했어요.',
    );
  });

  it('edit closes it and opens the edit modal filled from the profile', async () => {
    server.use(http.get(meUrl, () => HttpResponse.json(me)));
    const { user } = await renderMypage();
    await user.click(within(card('계정 관리')).getByRole('button', { name: '기본 정보 보기' }));
    await within(dialog('기본 정보')).findByText('글감러');
    await user.click(within(dialog('기본 정보')).getByRole('button', { name: '닉네임·관심사 수정' }));

    const edit = await screen.findByRole('dialog', { name: '프로필 수정' });
    expect(screen.queryByRole('dialog', { name: '기본 정보' })).not.toBeInTheDocument();
    expect(within(edit).getByRole('textbox', { name: '닉네임' })).toHaveValue('글감러');
    expect(within(edit).getByRole('textbox', { name: '닉네임' })).toHaveFocus();
    expect(within(edit).getByText('3/20')).toBeInTheDocument();
    expect(within(edit).getByText('2개 선택됨')).toBeInTheDocument();
    expect(within(edit).getByRole('button', { name: '경제' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(edit).getByRole('button', { name: '연예' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('delete closes it and opens the deletion modal', async () => {
    server.use(http.get(meUrl, () => HttpResponse.json(me)));
    const { user } = await renderMypage();
    await user.click(within(card('계정 관리')).getByRole('button', { name: '기본 정보 보기' }));
    await user.click(within(dialog('기본 정보')).getByRole('button', { name: '회원 탈퇴' }));
    expect(screen.getByRole('dialog', { name: '회원 탈퇴' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '기본 정보' })).not.toBeInTheDocument();
  });
});

describe('profile edit modal', () => {
  async function openEdit() {
    server.use(http.get(meUrl, () => HttpResponse.json(me)));
    const view = await renderMypage();
    await view.user.click(within(card('계정 관리')).getByRole('button', { name: '닉네임·관심사 수정' }));
    const edit = await screen.findByRole('dialog', { name: '프로필 수정' });
    return { ...view, edit: within(edit) };
  }

  it('checks the nickname (trimmed, 1 to 20) and the interests before sending', async () => {
    const { user, edit } = await openEdit();
    const nickname = edit.getByRole('textbox', { name: '닉네임' });
    await user.clear(nickname);
    await user.type(nickname, '   ');
    await user.click(edit.getByRole('button', { name: '저장' }));
    expect(edit.getByRole('alert')).toHaveTextContent('닉네임은 1~20자로 입력해 주세요.');

    await user.clear(nickname);
    await user.type(nickname, '새닉네임');
    await user.click(edit.getByRole('button', { name: '경제' }));
    await user.click(edit.getByRole('button', { name: '여행' }));
    expect(edit.getByText('0개 선택됨')).toBeInTheDocument();
    await user.click(edit.getByRole('button', { name: '저장' }));
    expect(edit.getByRole('alert')).toHaveTextContent('관심사를 1개 이상 선택해 주세요.');
  });

  it('409: shows the server detail and stays open', async () => {
    server.use(
      http.patch(nicknameUrl, () =>
        HttpResponse.json({ detail: '이미 사용 중인 닉네임이에요.', code: 'conflict' }, { status: 409 }),
      ),
    );
    const { user, edit } = await openEdit();
    await user.clear(edit.getByRole('textbox', { name: '닉네임' }));
    await user.type(edit.getByRole('textbox', { name: '닉네임' }), '인기닉네임');
    await user.click(edit.getByRole('button', { name: '저장' }));
    expect(await edit.findByRole('alert')).toHaveTextContent('이미 사용 중인 닉네임이에요.');
    expect(screen.getByRole('dialog', { name: '프로필 수정' })).toBeInTheDocument();
    expect(edit.getByRole('button', { name: '저장' })).toBeEnabled();
  });

  it.each([
    ['the server message first', { message: '메시지 문구', detail: '디테일 문구' }, '메시지 문구'],
    ['then detail', { detail: '디테일 문구', code: 'validation_error' }, '디테일 문구'],
    ['then the field errors', { nickname: ['닉네임 오류'], categories: ['관심사 오류'] }, '닉네임 오류 관심사 오류'],
    ['then the fallback', {}, '수정 중 오류가 발생했어요.'],
  ])('error text: %s', async (_name, body, text) => {
    server.use(http.patch(nicknameUrl, () => HttpResponse.json(body, { status: 400 })));
    const { user, edit } = await openEdit();
    await user.click(edit.getByRole('button', { name: '저장' }));
    expect(await edit.findByRole('alert')).toHaveTextContent(text);
  });

  it('saves the trimmed nickname and the interests, closes and says so', async () => {
    let body: unknown;
    server.use(
      http.patch(nicknameUrl, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          message: '수정했어요.',
          user_info: { id: 3, nickname: '새닉네임', categories: ['경제', '맛집'], is_onboarded: true },
        });
      }),
    );
    const { user, edit } = await openEdit();
    await user.clear(edit.getByRole('textbox', { name: '닉네임' }));
    await user.type(edit.getByRole('textbox', { name: '닉네임' }), ' 새닉네임 ');
    await user.click(edit.getByRole('button', { name: '여행' }));
    await user.click(edit.getByRole('button', { name: '맛집' }));
    await user.click(edit.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('프로필을 수정했어요.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(body).toEqual({ nickname: '새닉네임', categories: ['경제', '맛집'] });
  });

  it('opens empty when the profile cannot be loaded', async () => {
    server.use(http.get(meUrl, () => HttpResponse.json({ detail: '오류', code: 'internal_error' }, { status: 500 })));
    const { user } = await renderMypage();
    await user.click(within(card('계정 관리')).getByRole('button', { name: '닉네임·관심사 수정' }));
    const edit = within(await screen.findByRole('dialog', { name: '프로필 수정' }));
    expect(edit.getByRole('textbox', { name: '닉네임' })).toHaveValue('');
    expect(edit.getByText('0개 선택됨')).toBeInTheDocument();
  });
});

describe('account deletion modal', () => {
  async function openDelete() {
    const view = await renderMypage();
    await view.user.click(within(card('계정 관리')).getByRole('button', { name: '회원 탈퇴' }));
    const modal = dialog('회원 탈퇴');
    return { ...view, modal, within: within(modal) };
  }

  it('enables deletion only after the agreement is ticked', async () => {
    const { user, within: modal } = await openDelete();
    const agree = modal.getByRole('checkbox', { name: '안내 사항을 모두 확인했으며, 회원 탈퇴에 동의합니다.' });
    const remove = modal.getByRole('button', { name: '탈퇴하기' });
    expect(remove).toBeDisabled();
    await user.click(agree);
    expect(remove).toBeEnabled();
    await user.click(agree);
    expect(remove).toBeDisabled();
  });

  it('locks cancel, Escape, the overlay and the checkbox while deleting, then clears the session and goes to /login', async () => {
    const gate = deferred();
    let deleted = false;
    server.use(
      http.delete(userUrl, async () => {
        await gate.promise;
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router, modal, within: inModal } = await openDelete();
    sessionStorage.setItem('draft', 'something');
    const loginStateChange = vi.fn();
    window.addEventListener(LOGIN_STATE_EVENT, loginStateChange);

    await user.click(inModal.getByRole('checkbox'));
    await user.click(inModal.getByRole('button', { name: '탈퇴하기' }));

    const busyButton = await inModal.findByRole('button', { name: '탈퇴 처리 중…' });
    expect(busyButton).toBeDisabled();
    expect(inModal.getByRole('button', { name: '취소' })).toBeDisabled();
    expect(inModal.getByRole('checkbox')).toBeDisabled();
    await user.keyboard('{Escape}');
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(modal).toBeInTheDocument();

    act(() => gate.resolve());
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(deleted).toBe(true);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(loginStateChange).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    window.removeEventListener(LOGIN_STATE_EVENT, loginStateChange);
  });

  it('on a 401 the login cannot be renewed past, signs the member out and asks them to sign in again', async () => {
    server.use(
      http.delete(userUrl, () => HttpResponse.json({ detail: '토큰 만료', code: 'unauthorized' }, { status: 401 })),
      http.post(apiUrl(apiPaths.auth.refresh), () =>
        HttpResponse.json({ detail: '로그인 정보가 만료되었어요.', code: 'unauthorized' }, { status: 401 }),
      ),
    );
    const { user, within: inModal } = await openDelete();
    await user.click(inModal.getByRole('checkbox'));
    await user.click(inModal.getByRole('button', { name: '탈퇴하기' }));

    expect(await screen.findByRole('dialog', { name: '다시 로그인해 주세요' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it.each([
    ['403', 403, { detail: '금지', code: 'forbidden' }, '이 작업을 수행할 권한이 없어요.'],
    ['a string body', 500, '서버가 바빠요.', '서버가 바빠요.'],
    ['the detail', 400, { detail: '탈퇴할 수 없는 상태예요.', code: 'bad_request' }, '탈퇴할 수 없는 상태예요.'],
    ['the joined values', 400, { reason: '진행 중인 작업', other: ['남아 있어요'] }, '진행 중인 작업 남아 있어요'],
    ['the fallback', 500, null, '탈퇴 처리 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요.'],
  ])('on failure (%s) stays open, shows why and works again', async (_name, status, body, text) => {
    server.use(
      http.delete(userUrl, () =>
        typeof body === 'string'
          ? new HttpResponse(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
          : body === null
            ? new HttpResponse(null, { status })
            : HttpResponse.json(body, { status }),
      ),
    );
    const { user, within: inModal } = await openDelete();
    await user.click(inModal.getByRole('checkbox'));
    await user.click(inModal.getByRole('button', { name: '탈퇴하기' }));

    expect(await inModal.findByRole('alert')).toHaveTextContent(text);
    expect(inModal.getByRole('button', { name: '탈퇴하기' })).toBeEnabled();
    expect(inModal.getByRole('button', { name: '취소' })).toBeEnabled();
    expect(inModal.getByRole('checkbox')).toBeEnabled();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('member-token');
  });

  it('closes on Escape or an overlay click when idle', async () => {
    const { user } = await openDelete();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(card('계정 관리')).getByRole('button', { name: '회원 탈퇴' }));
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
