import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthStates, socialIdentities, users } from '../src/db/schema.ts';
import { authorizeAtEmulator, bearer, createListeningTestApp, socialLogin, type TestApp } from './helpers.ts';

let t: TestApp & { baseUrl: string };
beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(async () => {
  await t.close();
});

const callback = (provider: 'kakao' | 'naver', payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${provider}/callback/`, payload });

describe('login redirects', () => {
  it('sends Kakao to the authorize URL with PKCE S256 and a state', async () => {
    const response = await t.app.inject({ url: '/api/auth/kakao/login/' });
    expect(response.statusCode).toBe(302);
    const url = new URL(response.headers.location as string);
    expect(url.origin + url.pathname).toBe(`${t.baseUrl}/dev/oauth/kakao/oauth/authorize`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/kakao/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('sends Naver to the authorize URL with a random single-use state', async () => {
    const first = new URL((await t.app.inject({ url: '/api/auth/naver/login/' })).headers.location as string);
    const second = new URL((await t.app.inject({ url: '/api/auth/naver/login/' })).headers.location as string);
    expect(first.pathname).toBe('/dev/oauth/naver/oauth2.0/authorize');
    expect(first.searchParams.get('state')).not.toBe(second.searchParams.get('state'));
    expect(first.searchParams.get('code_challenge')).toBeNull();
  });

  it('rejects an unknown provider', async () => {
    expect((await t.app.inject({ url: '/api/auth/google/login/' })).statusCode).toBe(400);
  });
});

describe('emulator', () => {
  it('shows a sign-in page without login_hint and refuses a foreign redirect_uri', async () => {
    const start = new URL((await t.app.inject({ url: '/api/auth/kakao/login/' })).headers.location as string);
    const page = await fetch(start);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('동의하고 계속하기');
    start.searchParams.set('redirect_uri', 'https://evil.example/cb');
    expect((await fetch(start, { redirect: 'manual' })).status).toBe(400);
  });

  it('maps the same email to the same provider user id', async () => {
    const a = await socialLogin(t, 'kakao', 'same@example.com');
    const b = await socialLogin(t, 'kakao', 'same@example.com');
    expect(b.user.id).toBe(a.user.id);
    const [identities] = await t.database.db
      .select({ n: count() })
      .from(socialIdentities)
      .where(eq(socialIdentities.email, 'same@example.com'));
    expect(identities!.n).toBe(1);
  });
});

describe('callbacks', () => {
  it('creates the user on first login, not onboarded, with member tokens', async () => {
    const signedIn = await socialLogin(t, 'naver', 'first@example.com');
    expect(signedIn.user).toMatchObject({
      email: 'first@example.com',
      provider: 'naver',
      is_onboarded: false,
      nickname: null,
    });
    const me = await t.app.inject({ url: '/api/mypage/me', headers: bearer(signedIn.access) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('first@example.com');
  });

  it('keeps Kakao and Naver identities with the same email apart', async () => {
    const kakao = await socialLogin(t, 'kakao', 'both@example.com');
    const naver = await socialLogin(t, 'naver', 'both@example.com');
    expect(kakao.user.id).not.toBe(naver.user.id);
  });

  it('answers an identical repeated callback with the same login (React StrictMode)', async () => {
    const { code, state } = await authorizeAtEmulator(t, 'kakao', 'strict@example.com');
    const [first, second] = await Promise.all([callback('kakao', { code, state }), callback('kakao', { code, state })]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(first.json().user.id);
    const third = await callback('kakao', { code, state });
    expect(third.statusCode).toBe(200);
    expect(third.json().user.id).toBe(first.json().user.id);
  });

  it.each([
    ['missing code', 'naver', { state: 'x' }],
    ['missing state (naver)', 'naver', { code: 'x' }],
    ['missing state (kakao)', 'kakao', { code: 'x' }],
    ['forged state', 'naver', { code: 'x', state: 'forged-state-value' }],
    ['empty body', 'kakao', {}],
  ] as const)('rejects %s with 400', async (_name, provider, payload) => {
    const response = await callback(provider, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it('rejects a reused state', async () => {
    const { code, state } = await authorizeAtEmulator(t, 'naver', 'reuse@example.com');
    expect((await callback('naver', { code, state })).statusCode).toBe(200);
    const again = await authorizeAtEmulator(t, 'naver', 'reuse@example.com');
    const response = await callback('naver', { code: again.code, state });
    expect(response.statusCode).toBe(400);
  });

  it('rejects an expired state', async () => {
    const { code, state } = await authorizeAtEmulator(t, 'naver', 'late@example.com');
    await t.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.state, state));
    expect((await callback('naver', { code, state })).statusCode).toBe(400);
  });

  it('rejects a state issued for the other provider', async () => {
    const { code, state } = await authorizeAtEmulator(t, 'kakao', 'cross@example.com');
    expect((await callback('naver', { code, state })).statusCode).toBe(400);
  });

  it('rejects a replayed code with a fresh state', async () => {
    const first = await authorizeAtEmulator(t, 'kakao', 'replay@example.com');
    expect((await callback('kakao', { code: first.code, state: first.state })).statusCode).toBe(200);
    const fresh = await authorizeAtEmulator(t, 'kakao', 'replay@example.com');
    const response = await callback('kakao', { code: first.code, state: fresh.state });
    expect(response.statusCode).toBe(400);
  });

  it('fails PKCE when the code belongs to another login attempt', async () => {
    const one = await authorizeAtEmulator(t, 'kakao', 'pkce@example.com');
    const two = await authorizeAtEmulator(t, 'kakao', 'pkce@example.com');
    // Code from attempt one, state (and so verifier) from attempt two.
    expect((await callback('kakao', { code: one.code, state: two.state })).statusCode).toBe(400);
  });

  it('rejects a code issued for a different redirect URI', async () => {
    const start = new URL((await t.app.inject({ url: '/api/auth/naver/login/' })).headers.location as string);
    const state = start.searchParams.get('state')!;
    start.searchParams.set('redirect_uri', 'http://localhost:3000/auth/naver/other');
    start.searchParams.set('login_hint', 'redirect@example.com');
    expect((await fetch(start, { redirect: 'manual' })).status).toBe(400);
    const [row] = await t.database.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(row!.usedAt).toBeNull();
  });

  it('counts no user for failed logins', async () => {
    const before = await t.database.db.select({ n: count() }).from(users);
    await callback('naver', { code: 'nope', state: 'nope' });
    const after = await t.database.db.select({ n: count() }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
