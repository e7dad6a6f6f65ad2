import { apiPaths } from '@geulgam/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../testing/fake-jwt.ts';
import { adminUrl, apiUrl } from '../testing/api-url.ts';
import { server } from '../testing/server.ts';
import { ApiError, NetworkError } from './create-api-client.ts';
import { adminApi, memberApi } from './api-bases.ts';
import { useSessionExpired } from './session-expiry.ts';
import { renderHook } from '@testing-library/react';
import {
  getAccessToken,
  getAdminRefreshToken,
  getAdminToken,
  getRefreshToken,
  LOGIN_STATE_EVENT,
  setAdminToken,
  setMemberTokens,
  TOKENS_RENEWED_EVENT,
} from './storage.ts';
import { createTokenRenewal } from './token-renewal.ts';

const unauthorized = () => HttpResponse.json({ detail: '로그인이 필요해요.', code: 'unauthorized' }, { status: 401 });
const bearerOf = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;

/** The member API accepts only `valid` as the access token; the refresh route hands out `next`. */
function memberServer({ valid, next }: { valid: () => string; next: { access: string; refresh: string } }) {
  const refreshes: unknown[] = [];
  const me: (string | null)[] = [];
  server.use(
    http.get(apiUrl(apiPaths.me), ({ request }) => {
      me.push(bearerOf(request));
      return bearerOf(request) === valid() ? HttpResponse.json({ message: 'ok', data: {} }) : unauthorized();
    }),
    http.post(apiUrl(apiPaths.auth.refresh), async ({ request }) => {
      expect(request.headers.get('authorization')).toBeNull();
      refreshes.push(await request.json());
      return HttpResponse.json(next);
    }),
  );
  return { refreshes, me };
}

describe('member token renewal', () => {
  it('renews on a 401, retries once with the new token, and keeps the login (no loginStateChange)', async () => {
    const next = { access: fakeJwt({ sub: '7', expiresIn: 900 }), refresh: 'refresh-2' };
    const { refreshes, me } = memberServer({ valid: () => next.access, next });
    // It looks valid for ten more minutes, but the server refuses it (a clock ahead, a new signing key).
    setMemberTokens({ access: fakeJwt({ sub: '7', expiresIn: 600 }), refresh: 'refresh-1' });
    const loginChanges = vi.fn();
    const renewals = vi.fn();
    window.addEventListener(LOGIN_STATE_EVENT, loginChanges);
    window.addEventListener(TOKENS_RENEWED_EVENT, renewals);
    try {
      await expect(memberApi.get(apiPaths.me)).resolves.toEqual({ message: 'ok', data: {} });
    } finally {
      window.removeEventListener(LOGIN_STATE_EVENT, loginChanges);
      window.removeEventListener(TOKENS_RENEWED_EVENT, renewals);
    }
    expect(refreshes).toEqual([{ refresh: 'refresh-1' }]);
    expect(me).toHaveLength(2);
    expect([getAccessToken(), getRefreshToken()]).toEqual([next.access, 'refresh-2']);
    expect(loginChanges).not.toHaveBeenCalled();
    expect(renewals).toHaveBeenCalledTimes(1);
  });

  it('renews a token that expires within the minute before sending (a stream must not start with it)', async () => {
    const next = { access: fakeJwt({ sub: '7', expiresIn: 900 }), refresh: 'refresh-2' };
    const { refreshes, me } = memberServer({ valid: () => next.access, next });
    setMemberTokens({ access: fakeJwt({ sub: '7', expiresIn: 30 }), refresh: 'refresh-1' });
    await memberApi.get(apiPaths.me);
    expect(refreshes).toHaveLength(1);
    expect(me).toEqual([next.access]);
  });

  it('renews an already expired token before sending', async () => {
    const next = { access: fakeJwt({ sub: '7', expiresIn: 900 }), refresh: 'refresh-2' };
    const { refreshes, me } = memberServer({ valid: () => next.access, next });
    setMemberTokens({ access: fakeJwt({ sub: '7', expiresIn: -60 }), refresh: 'refresh-1' });
    await memberApi.get(apiPaths.me);
    expect(refreshes).toHaveLength(1);
    expect(me).toEqual([next.access]);
  });

  it('sends one refresh for many calls refused at once', async () => {
    const next = { access: fakeJwt({ sub: '7', expiresIn: 900 }), refresh: 'refresh-2' };
    const { refreshes } = memberServer({ valid: () => next.access, next });
    setMemberTokens({ access: 'expired-opaque-token', refresh: 'refresh-1' });
    await Promise.all([memberApi.get(apiPaths.me), memberApi.get(apiPaths.me), memberApi.get(apiPaths.me)]);
    expect(refreshes).toHaveLength(1);
  });

  it('replaces a bearer header the caller set with the renewed token on the retry', async () => {
    const next = { access: fakeJwt({ sub: '7', expiresIn: 900 }), refresh: 'refresh-2' };
    const { me } = memberServer({ valid: () => next.access, next });
    setMemberTokens({ access: 'stale', refresh: 'refresh-1' });
    await memberApi.get(apiPaths.me, { headers: { Authorization: 'Bearer stale' } });
    expect(me).toEqual(['stale', next.access]);
  });

  it('ends the login when the refresh token is refused: tokens gone, the member is asked to sign in again', async () => {
    server.use(http.get(apiUrl(apiPaths.me), unauthorized), http.post(apiUrl(apiPaths.auth.refresh), unauthorized));
    setMemberTokens({ access: 'expired', refresh: 'spent' });
    const expired = renderHook(() => useSessionExpired());
    const error = await memberApi.get(apiPaths.me).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect([getAccessToken(), getRefreshToken()]).toEqual([null, null]);
    expect(expired.result.current).toBe(true);
  });

  it('keeps the tokens when the refresh could not reach the server', async () => {
    server.use(
      http.get(apiUrl(apiPaths.me), unauthorized),
      http.post(apiUrl(apiPaths.auth.refresh), () => HttpResponse.error()),
    );
    setMemberTokens({ access: 'expired', refresh: 'refresh-1' });
    await expect(memberApi.get(apiPaths.me)).rejects.toBeInstanceOf(NetworkError);
    expect([getAccessToken(), getRefreshToken()]).toEqual(['expired', 'refresh-1']);
  });

  it('leaves visitors alone: a 401 without a token is not retried', async () => {
    const { refreshes, me } = memberServer({
      valid: () => 'never',
      next: { access: 'a', refresh: 'b' },
    });
    await expect(memberApi.get(apiPaths.me)).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toHaveLength(0);
    expect(me).toEqual([null]);
  });
});

describe('admin token renewal', () => {
  it('renews the admin token at /admin/auth/token/refresh/ and retries', async () => {
    const next = { access: fakeJwt({ sub: '1', expiresIn: 900 }), refresh: 'admin-refresh-2' };
    let sent: unknown;
    server.use(
      http.get(adminUrl(apiPaths.admin.users), ({ request }) =>
        bearerOf(request) === next.access ? HttpResponse.json({ data: [] }) : unauthorized(),
      ),
      http.post(adminUrl(apiPaths.admin.refresh), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(next);
      }),
    );
    setAdminToken('expired-admin', 'admin-refresh-1');
    await expect(adminApi.get(apiPaths.admin.users)).resolves.toEqual({ data: [] });
    expect(sent).toEqual({ refresh: 'admin-refresh-1' });
    expect([getAdminToken(), getAdminRefreshToken()]).toEqual([next.access, 'admin-refresh-2']);
  });
});

describe('createTokenRenewal', () => {
  const store = () => {
    const state = { access: 'a1' as string | null, refresh: 'r1' as string | null };
    return {
      state,
      read: () => ({ ...state }),
      save: (pair: { access: string; refresh: string }) => Object.assign(state, pair),
    };
  };

  it('uses the tokens another tab stored meanwhile instead of ending the login', async () => {
    const tokens = store();
    const renewal = createTokenRenewal({
      ...tokens,
      exchange: async () => {
        // Another tab rotated r1 first and stored its pair; this tab's late exchange is refused.
        Object.assign(tokens.state, { access: 'a-other-tab', refresh: 'r-other-tab' });
        throw new ApiError({ status: 401, body: null, method: 'POST', path: '/api/auth/token/refresh/' });
      },
    });
    await expect(renewal.renew()).resolves.toBe('a-other-tab');
  });

  it('drops what it got back when the tokens were removed meanwhile (a logout in another tab)', async () => {
    const tokens = store();
    const renewal = createTokenRenewal({
      ...tokens,
      exchange: async () => {
        Object.assign(tokens.state, { access: null, refresh: null });
        return { access: 'a2', refresh: 'r2' };
      },
    });
    await expect(renewal.renew()).resolves.toBeNull();
    expect(tokens.state).toEqual({ access: null, refresh: null });
  });

  it('has nothing to renew without a refresh token', async () => {
    const tokens = store();
    tokens.state.refresh = null;
    const exchange = vi.fn();
    await expect(createTokenRenewal({ ...tokens, exchange }).renew()).resolves.toBeNull();
    expect(exchange).not.toHaveBeenCalled();
  });
});
