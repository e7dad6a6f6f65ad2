import { apiPaths, type WordpressIntegration } from '@geulgam/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { apiUrl } from '../../../testing/api-url.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { server } from '../../../testing/server.ts';

const connected: WordpressIntegration = {
  connected: true,
  site_url: 'https://blog.example.com',
  username: 'writer',
};

async function openSection() {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
  renderRoute('/mypage');
  const section = within(await screen.findByRole('region', { name: '연동' }));
  return { section, user: userEvent.setup() };
}

describe('My page → 연동 (WordPress)', () => {
  it('explains where the application password comes from and checks the fields before sending', async () => {
    let sent = 0;
    server.use(
      http.put(apiUrl(apiPaths.wordpressIntegration), () => {
        sent += 1;
        return HttpResponse.json(connected);
      }),
    );
    const { section, user } = await openSection();
    const form = await section.findByRole('form', { name: /워드프레스 연결/ });
    expect(form).toHaveAccessibleDescription(/사용자 → 프로필.*애플리케이션 비밀번호/);

    await user.click(section.getByRole('button', { name: '연결하기' }));
    expect(section.getByRole('textbox', { name: '사이트 주소' })).toHaveAccessibleDescription(
      '사이트 주소를 http:// 또는 https://로 시작하는 주소로 입력해 주세요.',
    );
    expect(section.getByRole('textbox', { name: '사용자 이름' })).toHaveAccessibleDescription(
      '사용자 이름을 입력해 주세요.',
    );
    expect(section.getByLabelText('애플리케이션 비밀번호')).toHaveAccessibleDescription(
      '애플리케이션 비밀번호를 입력해 주세요.',
    );
    await user.type(section.getByRole('textbox', { name: '사이트 주소' }), 'ftp://blog.example.com');
    await user.click(section.getByRole('button', { name: '연결하기' }));
    expect(section.getByRole('textbox', { name: '사이트 주소' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });

  it.each([
    [400, '워드프레스 사용자 이름이나 애플리케이션 비밀번호가 맞지 않아요.'],
    [502, '워드프레스 사이트가 아니거나 REST API가 꺼져 있어요.'],
  ])('shows the server’s Korean detail on %i and keeps what was typed', async (status, detail) => {
    server.use(
      http.put(apiUrl(apiPaths.wordpressIntegration), () =>
        HttpResponse.json({ detail, code: status === 400 ? 'bad_request' : 'bad_gateway' }, { status }),
      ),
    );
    const { section, user } = await openSection();
    await user.type(await section.findByRole('textbox', { name: '사이트 주소' }), 'blog.example.com');
    await user.type(section.getByRole('textbox', { name: '사용자 이름' }), 'writer');
    await user.type(section.getByLabelText('애플리케이션 비밀번호'), 'abcd efgh ijkl mnop');
    await user.click(section.getByRole('button', { name: '연결하기' }));
    expect(await section.findByRole('alert')).toHaveTextContent(detail);
    expect(section.getByRole('textbox', { name: '사용자 이름' })).toHaveValue('writer');
    expect(section.getByRole('button', { name: '연결하기' })).toBeEnabled();
  });

  it('connects (https:// added to a bare address), shows the site, and disconnects after a confirmation', async () => {
    let body: unknown;
    let current: WordpressIntegration = { connected: false, site_url: null, username: null };
    server.use(
      http.get(apiUrl(apiPaths.wordpressIntegration), () => HttpResponse.json(current)),
      http.put(apiUrl(apiPaths.wordpressIntegration), async ({ request }) => {
        body = await request.json();
        current = connected;
        return HttpResponse.json(connected);
      }),
      http.delete(apiUrl(apiPaths.wordpressIntegration), () => {
        current = { connected: false, site_url: null, username: null };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { section, user } = await openSection();
    await user.type(await section.findByRole('textbox', { name: '사이트 주소' }), 'blog.example.com');
    await user.type(section.getByRole('textbox', { name: '사용자 이름' }), ' writer ');
    await user.type(section.getByLabelText('애플리케이션 비밀번호'), 'abcd efgh ijkl mnop');
    await user.click(section.getByRole('button', { name: '연결하기' }));

    expect(await section.findByText(/워드프레스 사이트를 연결했어요/)).toBeInTheDocument();
    expect(body).toEqual({
      site_url: 'https://blog.example.com',
      username: 'writer',
      application_password: 'abcd efgh ijkl mnop',
    });
    expect(section.getByRole('link', { name: /blog\.example\.com/ })).toHaveAttribute(
      'href',
      'https://blog.example.com',
    );
    expect(section.getByText('writer')).toBeInTheDocument();
    expect(section.queryByLabelText('애플리케이션 비밀번호')).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: '연결 해제' }));
    const dialog = within(screen.getByRole('dialog', { name: '연결 해제' }));
    await user.click(dialog.getByRole('button', { name: '연결 해제' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '연결 해제' })).not.toBeInTheDocument());
    expect(await section.findByText(/연결을 해제했어요/)).toBeInTheDocument();
    expect(section.getByRole('textbox', { name: '사이트 주소' })).toBeInTheDocument();
  });
});
