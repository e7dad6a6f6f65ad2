import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oauthStates, socialIdentities, users } from '../src/db/schema.ts';
import { loginBindingCookie } from '../src/features/auth/login-binding.ts';
import {
  authorizeAtEmulator,
  bearer,
  bindingCookie,
  createListeningTestApp,
  socialLogin,
  testConfig,
  type TestApp,
} from './helpers.ts';

let t: TestApp & { baseUrl: string };
beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(async () => {
  await t.close();
});

// Each test calls from its own address, so the login routes' rate limit (30 a minute) never adds up.
let testIndex = 0;
let remoteAddress = '10.9.0.0';
beforeEach(() => {
  testIndex += 1;
  remoteAddress = `10.9.${Math.floor(testIndex / 250)}.${testIndex % 250}`;
});

const authorize = (provider: 'kakao' | 'naver', email: string) =>
  authorizeAtEmulator(t, provider, email, remoteAddress);
const startLogin = (provider: 'kakao' | 'naver', host?: string) =>
  t.app.inject({ url: `/api/auth/${provider}/login/`, remoteAddress, ...(host ? { headers: { host } } : {}) });

/** A callback from a browser holding `cookie` (its login binding), or from one without any. */
const callback = (provider: 'kakao' | 'naver', payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/${provider}/callback/`,
    payload,
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

describe('login redirects', () => {
  it('sends Kakao to the authorize URL with PKCE S256 and a state', async () => {
    const response = await startLogin('kakao');
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
    const first = new URL((await startLogin('naver')).headers.location as string);
    const second = new URL((await startLogin('naver')).headers.location as string);
    expect(first.pathname).toBe('/dev/oauth/naver/oauth2.0/authorize');
    expect(first.searchParams.get('state')).not.toBe(second.searchParams.get('state'));
    expect(first.searchParams.get('code_challenge')).toBeNull();
  });

  it('binds the attempt to this browser with an httpOnly SameSite=Lax cookie holding its state', async () => {
    const response = await startLogin('kakao');
    const state = new URL(response.headers.location as string).searchParams.get('state');
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(bindingCookie(response.headers['set-cookie'])).toBe(`geulgam_login=${state}`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/api\/auth\//);
    expect(setCookie).toMatch(/Max-Age=600/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('makes the binding a Secure __Host- cookie when the API is served over HTTPS', () => {
    const config = testConfig({ PUBLIC_API_URL: 'https://api.geulgam.example' });
    expect(loginBindingCookie(config)).toMatchObject({
      name: '__Host-geulgam_login',
      options: { secure: true, path: '/', httpOnly: true, sameSite: 'lax' },
    });
  });

  it('moves a login started on 127.0.0.1 to the redirect URI host (localhost) before binding it', async () => {
    const port = new URL(t.baseUrl).port;
    const moved = await startLogin('naver', `127.0.0.1:${port}`);
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe(`http://localhost:${port}/api/auth/naver/login/`);
    expect(moved.headers['set-cookie']).toBeUndefined();
    const there = await startLogin('naver', `localhost:${port}`);
    expect(new URL(there.headers.location as string).pathname).toBe('/dev/oauth/naver/oauth2.0/authorize');
    expect(bindingCookie(there.headers['set-cookie'])).toMatch(/^geulgam_login=/);
  });

  it('rejects an unknown provider', async () => {
    expect((await t.app.inject({ url: '/api/auth/google/login/', remoteAddress })).statusCode).toBe(400);
  });
});

describe('emulator', () => {
  it('shows a sign-in page without login_hint and refuses a foreign redirect_uri', async () => {
    const start = new URL((await startLogin('kakao')).headers.location as string);
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
      // The emulator's profile nickname (the email's local part unless typed in).
      nickname: 'first',
    });
    const me = await t.app.inject({ url: '/api/mypage/me', headers: bearer(signedIn.access) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('first@example.com');
  });

  it('keeps the provider’s nickname for onboarding, numbered when another member has it', async () => {
    /** Signs in at the emulator's form, where the provider profile's nickname is typed in. */
    const signIn = async (provider: 'kakao' | 'naver', email: string, nickname: string) => {
      const start = await startLogin(provider);
      const authorize = new URL(start.headers.location as string);
      const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), email, nickname });
      const answer = await fetch(authorize.origin + authorize.pathname, {
        method: 'POST',
        body: form,
        redirect: 'manual',
      });
      const back = new URL(answer.headers.get('location')!);
      const done = await callback(
        provider,
        { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
        bindingCookie(start.headers['set-cookie']),
      );
      expect(done.statusCode, done.body).toBe(200);
      return done.json() as { access: string; user: { nickname: string | null } };
    };
    const kakao = await signIn('kakao', 'minji@example.com', '민지');
    expect(kakao.user.nickname).toBe('민지');
    const me = await t.app.inject({ url: '/api/mypage/me', headers: bearer(kakao.access) });
    expect(me.json().data.nickname).toBe('민지');
    const naver = await signIn('naver', 'minji@example.com', '민지');
    expect(naver.user.nickname).toBe('민지2');
    // Onboarding without a nickname keeps it (no generated "다정한수달…").
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/interests/',
      headers: bearer(kakao.access),
      payload: { categories: ['경제'] },
    });
    expect(saved.json().user_info.nickname).toBe('민지');
    // Signing in again does not rename anyone.
    expect((await signIn('kakao', 'minji@example.com', '다른이름')).user.nickname).toBe('민지');
  });

  it('says which host the login started on when the callback reaches the API under the other loopback name', async () => {
    const port = new URL(t.baseUrl).port;
    // With the default redirect URIs the login start moves to localhost; the callback came to 127.0.0.1.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/kakao/callback/',
      payload: { code: 'some-code' },
      remoteAddress,
      headers: { host: `127.0.0.1:${port}`, origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(
      `로그인은 localhost에서 시작했는데 완료 요청은 127.0.0.1:${port} 주소로 왔어요`,
    );
  });

  it('keeps Kakao and Naver identities with the same email apart', async () => {
    const kakao = await socialLogin(t, 'kakao', 'both@example.com');
    const naver = await socialLogin(t, 'naver', 'both@example.com');
    expect(kakao.user.id).not.toBe(naver.user.id);
  });

  it('signs in with Kakao `{code}` alone: the binding supplies the state and the PKCE verifier', async () => {
    const { code, cookie } = await authorize('kakao', 'code-only@example.com');
    const response = await callback('kakao', { code }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'code-only@example.com', provider: 'kakao' });
    // The attempt is over: the binding is cleared.
    expect([response.headers['set-cookie']].flat().join('\n')).toMatch(/geulgam_login=;.*Expires=Thu, 01 Jan 1970/);
  });

  it.each(['kakao', 'naver'] as const)(
    '%s: a pair posted from a browser without the binding is 400 and creates nothing',
    async (provider) => {
      const genuine = await authorize(provider, `csrf-${provider}@example.com`);
      const before = await userCount();
      const bare = await callback(provider, { code: genuine.code, state: genuine.state });
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({ code: 'bad_request', detail: expect.stringMatching(/[가-힣]/) });
      // A browser that started a login of its own (the victim) does not match the attacker's pair either.
      const victim = await startLogin(provider);
      const other = await callback(
        provider,
        { code: genuine.code, state: genuine.state },
        bindingCookie(victim.headers['set-cookie']),
      );
      expect(other.statusCode).toBe(400);
      expect(await userCount()).toBe(before);
      // The browser that started it still can.
      const own = await callback(provider, { code: genuine.code, state: genuine.state }, genuine.cookie);
      expect(own.statusCode).toBe(200);
    },
  );

  it("refuses Kakao `{code}` alone in a browser bound to another attempt (the victim's)", async () => {
    const attacker = await authorize('kakao', 'csrf-code-only@example.com');
    const victim = bindingCookie((await startLogin('kakao')).headers['set-cookie']);
    const before = await userCount();
    expect((await callback('kakao', { code: attacker.code }, victim)).statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('refuses a replayed code once the first exchange succeeded', async () => {
    const { code, state, cookie } = await authorize('kakao', 'replayed@example.com');
    expect((await callback('kakao', { code, state }, cookie)).statusCode).toBe(200);
    const again = await callback('kakao', { code, state }, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toEqual(expect.any(String));
  });

  it('lets only one of two simultaneous identical callbacks through', async () => {
    const { code, state, cookie } = await authorize('naver', 'twins@example.com');
    const results = await Promise.all([
      callback('naver', { code, state }, cookie),
      callback('naver', { code, state }, cookie),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('does not let a forged code use up a genuine state', async () => {
    const { code, state, cookie } = await authorize('naver', 'forged-code@example.com');
    expect((await callback('naver', { code: 'forged-code', state }, cookie)).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(row!.usedAt).toBeNull();
    expect((await callback('naver', { code, state }, cookie)).statusCode).toBe(200);
  });

  it.each([
    ['missing code', 'naver', { state: 'x' }],
    ['missing state (naver)', 'naver', { code: 'x' }],
    ['forged state', 'naver', { code: 'x', state: 'forged-state-value' }],
    ['no binding (kakao, code only)', 'kakao', { code: 'x' }],
    ['empty body', 'kakao', {}],
  ] as const)('rejects %s with 400', async (_name, provider, payload) => {
    const response = await callback(provider, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it('rejects a body state other than the bound one', async () => {
    const one = await authorize('naver', 'two-states@example.com');
    const two = await authorize('naver', 'two-states@example.com');
    expect((await callback('naver', { code: two.code, state: two.state }, one.cookie)).statusCode).toBe(400);
  });

  it('rejects a reused state', async () => {
    const { code, state, cookie } = await authorize('naver', 'reuse@example.com');
    expect((await callback('naver', { code, state }, cookie)).statusCode).toBe(200);
    const again = await authorize('naver', 'reuse@example.com');
    const response = await callback('naver', { code: again.code, state }, cookie);
    expect(response.statusCode).toBe(400);
  });

  it('rejects an expired state', async () => {
    const { code, state, cookie } = await authorize('naver', 'late@example.com');
    await t.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.state, state));
    expect((await callback('naver', { code, state }, cookie)).statusCode).toBe(400);
  });

  it('rejects a state issued for the other provider', async () => {
    const { code, state, cookie } = await authorize('kakao', 'cross@example.com');
    expect((await callback('naver', { code, state }, cookie)).statusCode).toBe(400);
  });

  it('rejects a replayed code with a fresh state', async () => {
    const first = await authorize('kakao', 'replay@example.com');
    expect((await callback('kakao', { code: first.code, state: first.state }, first.cookie)).statusCode).toBe(200);
    const fresh = await authorize('kakao', 'replay@example.com');
    const response = await callback('kakao', { code: first.code, state: fresh.state }, fresh.cookie);
    expect(response.statusCode).toBe(400);
  });

  it('fails PKCE when the code belongs to another login attempt', async () => {
    const one = await authorize('kakao', 'pkce@example.com');
    const two = await authorize('kakao', 'pkce@example.com');
    // Code from attempt one, state (and so verifier) from attempt two, in the browser of attempt two.
    expect((await callback('kakao', { code: one.code }, two.cookie)).statusCode).toBe(400);
  });

  it('rejects a code issued for a different redirect URI', async () => {
    const start = new URL((await startLogin('naver')).headers.location as string);
    const state = start.searchParams.get('state')!;
    start.searchParams.set('redirect_uri', 'http://localhost:3000/auth/naver/other');
    start.searchParams.set('login_hint', 'redirect@example.com');
    expect((await fetch(start, { redirect: 'manual' })).status).toBe(400);
    const [row] = await t.database.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(row!.usedAt).toBeNull();
  });

  it('counts no user for failed logins', async () => {
    const before = await userCount();
    await callback('naver', { code: 'nope', state: 'nope' }, 'geulgam_login=nope');
    expect(await userCount()).toBe(before);
  });
});
