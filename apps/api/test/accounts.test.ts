import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admins,
  generatedPosts,
  keywords,
  refreshTokens,
  socialIdentities,
  userInterests,
  users,
} from '../src/db/schema.ts';
import { seedDemoAdmin } from '../src/features/admin-auth/seed-admin.ts';
import { ROTATION_GRACE_MS } from '../src/plugins/auth/sessions.ts';
import { sha256 } from '../src/plugins/auth/tokens.ts';
import {
  bearer,
  createListeningTestApp,
  socialLogin,
  TEST_JWT_SECRET,
  type SignedIn,
  type TestApp,
} from './helpers.ts';

let t: TestApp & { baseUrl: string };
let adminAccess: string;

beforeAll(async () => {
  t = await createListeningTestApp();
  await seedDemoAdmin(t.database.db, t.config);
  const login = await t.app.inject({
    method: 'POST',
    url: '/admin/auth/admin-login/',
    payload: { email: 'admin@example.com', password: 'admin1234!' },
  });
  adminAccess = login.json().access;
});
afterAll(async () => {
  await t.close();
});

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

async function signJwt(claims: { sub: string; aud: string; exp?: number }, secret = TEST_JWT_SECRET) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setAudience(claims.aud)
    .setIssuer('geulgam')
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? '10m')
    .sign(new TextEncoder().encode(secret));
}

/** Moves a token's rotation back past the window in which a second rotation gets the same successor. */
async function ageRotation(refresh: string) {
  await t.database.db
    .update(refreshTokens)
    .set({ revokedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1000) })
    .where(eq(refreshTokens.tokenHash, sha256(refresh)));
}

describe('refresh tokens', () => {
  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const signedIn = await socialLogin(t, 'kakao', 'rotate@example.com');
    const rotated = await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: signedIn.refresh });
    expect(rotated.statusCode).toBe(200);
    const pair = rotated.json();
    expect(pair.refresh).not.toBe(signedIn.refresh);
    expect((await inject('GET', '/api/mypage/me', pair.access)).statusCode).toBe(200);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, signedIn.refresh));
    expect(stored!.n).toBe(0); // only hashes are stored
  });

  it('detects reuse of a rotated token and revokes the whole family', async () => {
    const signedIn = await socialLogin(t, 'naver', 'reuse-refresh@example.com');
    const next = (await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: signedIn.refresh })).json();
    await ageRotation(signedIn.refresh);
    const reuse = await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: signedIn.refresh });
    expect(reuse.statusCode).toBe(401);
    // The legitimate newer token is revoked as well.
    expect((await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: next.refresh })).statusCode).toBe(
      401,
    );
  });

  it('answers a second rotation within seconds (another tab) with the same successor', async () => {
    const signedIn = await socialLogin(t, 'kakao', 'two-tabs@example.com');
    const first = await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: signedIn.refresh });
    const second = await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: signedIn.refresh });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh).toBe(first.json().refresh);
    expect((await inject('GET', '/api/mypage/me', second.json().access)).statusCode).toBe(200);
    // The login goes on: the shared successor rotates as usual.
    const third = await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: first.json().refresh });
    expect(third.statusCode).toBe(200);
    // Once the successor itself was used, the old token counts as reuse, even within the window.
    expect(
      (await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: signedIn.refresh })).statusCode,
    ).toBe(401);
    expect(
      (await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: third.json().refresh })).statusCode,
    ).toBe(401);
  });

  it('does not hand the successor to a logged-out token', async () => {
    const signedIn = await socialLogin(t, 'naver', 'grace-logout@example.com');
    const next = (await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: signedIn.refresh })).json();
    expect((await inject('POST', '/api/auth/logout/', undefined, { refresh: next.refresh })).statusCode).toBe(204);
    expect(
      (await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: signedIn.refresh })).statusCode,
    ).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const signedIn = await socialLogin(t, 'kakao', 'logout@example.com');
    expect((await inject('POST', '/api/auth/logout/', undefined, { refresh: signedIn.refresh })).statusCode).toBe(204);
    expect(
      (await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: signedIn.refresh })).statusCode,
    ).toBe(401);
  });

  it('rotates admin tokens at /admin/auth/token/refresh/ and revokes them at /admin/auth/logout/', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/admin-login/',
      payload: { email: 'admin@example.com', password: 'admin1234!' },
    });
    const rotated = await inject('POST', '/admin/auth/token/refresh/', undefined, { refresh: login.json().refresh });
    expect(rotated.statusCode).toBe(200);
    expect((await inject('GET', '/admin/auth/me/', rotated.json().access)).statusCode).toBe(200);
    const member = await socialLogin(t, 'kakao', 'not-an-admin@example.com');
    expect(
      (await inject('POST', '/admin/auth/token/refresh/', undefined, { refresh: member.refresh })).statusCode,
    ).toBe(401);
    expect(
      (await inject('POST', '/admin/auth/logout/', undefined, { refresh: rotated.json().refresh })).statusCode,
    ).toBe(204);
    expect(
      (await inject('POST', '/admin/auth/token/refresh/', undefined, { refresh: rotated.json().refresh })).statusCode,
    ).toBe(401);
  });

  it('rejects garbage and admin refresh tokens for members', async () => {
    expect((await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: 'garbage' })).statusCode).toBe(401);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/admin-login/',
      payload: { email: 'admin@example.com', password: 'admin1234!' },
    });
    expect(
      (await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: admin.json().refresh })).statusCode,
    ).toBe(401);
  });
});

describe('access tokens', () => {
  let member: SignedIn;
  beforeAll(async () => {
    member = await socialLogin(t, 'kakao', 'audience@example.com');
  });

  it('keeps member and admin audiences apart', async () => {
    expect((await inject('GET', '/admin/auth/me/', member.access)).statusCode).toBe(401);
    expect((await inject('GET', '/api/mypage/me', adminAccess)).statusCode).toBe(401);
    expect((await inject('GET', '/admin/auth/me/', adminAccess)).json().data.email).toBe('admin@example.com');
  });

  it.each([
    ['no token', async () => undefined],
    ['garbage', async () => 'not-a-jwt'],
    [
      'alg none',
      async () =>
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: String(member.user.id), aud: 'member', iss: 'geulgam', exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url')}.`,
    ],
    [
      'wrong secret',
      async () => signJwt({ sub: String(member.user.id), aud: 'member' }, 'another-secret-another-secret-another'),
    ],
    [
      'expired',
      async () => signJwt({ sub: String(member.user.id), aud: 'member', exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['wrong audience', async () => signJwt({ sub: String(member.user.id), aud: 'admin' })],
  ])('rejects %s on member routes with 401 and treats it as a visitor on /api/keywords/', async (_name, make) => {
    const token = await make();
    const me = await inject('GET', '/api/mypage/me', token);
    expect(me.statusCode).toBe(401);
    expect(me.json().detail).toEqual(expect.any(String));
    expect((await inject('GET', '/api/keywords/', token)).statusCode).toBe(200);
  });
});

describe('onboarding and profile', () => {
  it('saves interests with exactly 200 and generates a friendly nickname when blank', async () => {
    const member = await socialLogin(t, 'kakao', 'onboard@example.com');
    const response = await inject('POST', '/api/user/interests/', member.access, {
      categories: ['경제', '여행'],
      nickname: '   ',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user_info).toMatchObject({ id: member.user.id, categories: ['경제', '여행'], is_onboarded: true });
    expect(body.user_info.nickname).toMatch(/^\S{2,20}$/);
    const again = await socialLogin(t, 'kakao', 'onboard@example.com');
    expect(again.user.is_onboarded).toBe(true);
  });

  it('trims the nickname and refuses a taken one with 409 in Korean', async () => {
    const a = await socialLogin(t, 'naver', 'nick-a@example.com');
    const b = await socialLogin(t, 'naver', 'nick-b@example.com');
    expect(
      (
        await inject('POST', '/api/user/interests/', a.access, { categories: ['맛집'], nickname: '  글쓰는곰  ' })
      ).json().user_info.nickname,
    ).toBe('글쓰는곰');
    const taken = await inject('POST', '/api/user/interests/', b.access, {
      categories: ['맛집'],
      nickname: '글쓰는곰',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      detail: '이미 사용 중인 닉네임이에요.',
      code: 'conflict',
      nickname: ['이미 사용 중인 닉네임이에요.'],
    });
    const patch = await inject('PATCH', '/api/user/nickname/', b.access, {
      nickname: '글쓰는곰',
      categories: ['여행'],
    });
    expect(patch.statusCode).toBe(409);
  });

  it('refuses nicknames with invisible, control or bidi characters, and stores the composed form', async () => {
    const member = await socialLogin(t, 'kakao', 'lookalike@example.com');
    for (const nickname of [
      '글쓰는\u200b곰', // zero-width space
      '글쓰는\u202e곰', // right-to-left override
      '글쓰는\u2066곰', // left-to-right isolate
      '글쓰는\u3164', // Hangul filler
      '\u115f\u1160', // Hangul choseong and jungseong fillers
      '글쓰는\uffa0곰', // halfwidth Hangul filler
      '글쓰는\u00ad곰', // soft hyphen
      '글쓰는\u00a0곰', // no-break space
      '글쓰는\u2800곰', // blank braille pattern
      '글쓰는\u0007곰', // bell
      '글쓰는\ufe0f곰', // variation selector
    ]) {
      const response = await inject('PATCH', '/api/user/nickname/', member.access, { nickname, categories: ['경제'] });
      expect(response.statusCode, JSON.stringify(nickname)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', nickname: [expect.any(String)] });
    }
    // Decomposed jamo (NFD) look the same as the composed syllables: both are one nickname.
    const composed = '한글곰';
    const saved = await inject('PATCH', '/api/user/nickname/', member.access, {
      nickname: composed.normalize('NFD'),
      categories: ['경제'],
    });
    expect(saved.json().user_info.nickname).toBe(composed);
    const other = await socialLogin(t, 'kakao', 'lookalike-2@example.com');
    const taken = await inject('PATCH', '/api/user/nickname/', other.access, {
      nickname: composed,
      categories: ['경제'],
    });
    expect(taken.statusCode).toBe(409);
  });

  it('stores the NFKC form and refuses look-alikes of a taken nickname', async () => {
    const minji = await socialLogin(t, 'kakao', 'minji@example.com');
    const rival = await socialLogin(t, 'naver', 'minji-rival@example.com');
    const save = (token: string, nickname: string) =>
      inject('PATCH', '/api/user/nickname/', token, { nickname, categories: ['경제'] });
    expect((await save(minji.access, 'minji')).json().user_info.nickname).toBe('minji');
    for (const lookAlike of [
      'ｍｉｎｊｉ', // fullwidth
      'minjі', // Cyrillic і
      'mіnjі',
      'Minji',
      'Мinji', // Cyrillic capital М
      'rninji', // rn for m
    ]) {
      const response = await save(rival.access, lookAlike);
      expect(response.statusCode, lookAlike).toBe(409);
      expect(response.json().nickname[0], lookAlike).toMatch(/[가-힣]/);
    }
    const keyboard = await socialLogin(t, 'kakao', 'keyboard@example.com');
    expect((await save(keyboard.access, 'ｋｅｙ보드')).json().user_info.nickname).toBe('key보드');
    // A Cyrillic name first, then the Latin one that passes for it.
    expect((await save(keyboard.access, 'раpа')).statusCode).toBe(200);
    expect((await save(rival.access, 'papa')).statusCode).toBe(409);
    // Hangul compatibility jamo stay as typed.
    expect((await save(rival.access, 'ㅋㅋ곰')).json().user_info.nickname).toBe('ㅋㅋ곰');
  });

  it('refuses stacked combining marks and lone surrogates', async () => {
    const member = await socialLogin(t, 'kakao', 'marks@example.com');
    for (const nickname of ['zalgo\u0301\u0302\u0303', '\u0301곰', 'e\u0301\u0301\u0301']) {
      const response = await inject('PATCH', '/api/user/nickname/', member.access, { nickname, categories: ['경제'] });
      expect(response.statusCode, JSON.stringify(nickname)).toBe(400);
      expect(response.json().nickname[0]).toMatch(/[가-힣]/);
    }
    const lone = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/nickname/',
      headers: { ...bearer(member.access), 'content-type': 'application/json' },
      payload: '{"nickname":"\\ud800곰","categories":["경제"]}',
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().nickname[0]).toMatch(/깨진 문자/);
    // One or two marks on a letter are writing, not stacking: Vietnamese ệ decomposes to e and two marks.
    const accented = await inject('PATCH', '/api/user/nickname/', member.access, {
      nickname: 'Việt',
      categories: ['경제'],
    });
    expect(accented.statusCode).toBe(200);
  });

  it.each([
    ['no categories', { categories: [] }],
    ['unknown category', { categories: ['요리'] }],
    ['nickname too long', { categories: ['경제'], nickname: '가'.repeat(21) }],
    ['categories not a list', { categories: '경제' }],
  ])('refuses %s with 400 and a field error', async (_name, payload) => {
    const member = await socialLogin(t, 'kakao', 'invalid-onboard@example.com');
    const response = await inject('POST', '/api/user/interests/', member.access, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it('serves /api/mypage/me with and without the trailing slash, only about the caller', async () => {
    const a = await socialLogin(t, 'kakao', 'me-a@example.com');
    await socialLogin(t, 'kakao', 'me-b@example.com');
    for (const url of ['/api/mypage/me', '/api/mypage/me/']) {
      const response = await inject('GET', url, a.access);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        data: { id: a.user.id, email: 'me-a@example.com', provider: 'kakao', categories: [] },
      });
      expect(response.json().data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  });

  it('edits nickname and interests of the caller only', async () => {
    const a = await socialLogin(t, 'naver', 'edit-a@example.com');
    const b = await socialLogin(t, 'naver', 'edit-b@example.com');
    await inject('POST', '/api/user/interests/', b.access, { categories: ['야구'], nickname: '비회원' });
    const response = await inject('PATCH', '/api/user/nickname/', a.access, {
      nickname: ' 새이름 ',
      categories: ['패션', '자동차', '패션'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user_info).toMatchObject({ nickname: '새이름', categories: ['패션', '자동차'] });
    const other = (await inject('GET', '/api/mypage/me', b.access)).json().data;
    expect(other).toMatchObject({ nickname: '비회원', categories: ['야구'] });
  });

  it('refuses an empty nickname on edit', async () => {
    const a = await socialLogin(t, 'naver', 'edit-empty@example.com');
    const response = await inject('PATCH', '/api/user/nickname/', a.access, { nickname: '   ', categories: ['패션'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().nickname).toEqual(['닉네임은 1~20자로 입력해 주세요.']);
  });
});

describe('account deletion', () => {
  it('removes the member and everything of theirs; tokens stop working; a new login is a new account', async () => {
    const member = await socialLogin(t, 'kakao', 'leaving@example.com');
    await inject('POST', '/api/user/interests/', member.access, { categories: ['여행'] });
    const [keyword] = await t.database.db
      .insert(keywords)
      .values({ storyKey: 'leaving-story', title: '떠나는 이야기', category: '여행' })
      .returning();
    await t.database.db
      .insert(generatedPosts)
      .values({ userId: member.user.id, keywordId: keyword!.id, title: '글', content: '<p>본문</p>' });

    expect((await inject('DELETE', '/api/user/', member.access)).statusCode).toBe(204);

    const id = member.user.id;
    const { db } = t.database;
    for (const [table, column] of [
      [users, users.id],
      [socialIdentities, socialIdentities.userId],
      [userInterests, userInterests.userId],
      [refreshTokens, refreshTokens.userId],
      [generatedPosts, generatedPosts.userId],
    ] as const) {
      const [row] = await db.select({ n: count() }).from(table).where(eq(column, id));
      expect(row!.n).toBe(0);
    }
    expect((await inject('GET', '/api/mypage/me', member.access)).statusCode).toBe(401);
    expect((await inject('POST', '/api/auth/token/refresh/', undefined, { refresh: member.refresh })).statusCode).toBe(
      401,
    );
    expect((await inject('DELETE', '/api/user/', member.access)).statusCode).toBe(401);

    const again = await socialLogin(t, 'kakao', 'leaving@example.com');
    expect(again.user.id).not.toBe(id);
    expect(again.user.is_onboarded).toBe(false);
  });
});

describe('admin login', () => {
  it('stores an argon2id hash with the OWASP parameters', async () => {
    const [admin] = await t.database.db.select().from(admins).where(eq(admins.email, 'admin@example.com'));
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers wrong password and unknown email the same way', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/admin-login/',
      payload: { email: 'admin@example.com', password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/admin-login/',
      payload: { email: 'ghost@example.com', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(unknown.json().detail);
  });

  it('trims and lowercases the email', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/admin-login/',
      payload: { email: '  ADMIN@example.com ', password: 'admin1234!' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access: expect.any(String), refresh: expect.any(String) });
  });

  it('locks an account out for the guessing address only: 429 there even with the right password, 200 elsewhere', async () => {
    await seedDemoAdmin(t.database.db, { ...t.config, ADMIN_EMAIL: 'target@example.com' });
    const attempt = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/auth/admin-login/',
        payload: { email: 'target@example.com', password },
        remoteAddress: ip,
      });
    // Ten failures spread over ten addresses lock nobody out: the real admin still signs in.
    for (let i = 0; i < 10; i += 1) expect((await attempt('wrong-password', `10.0.0.${i}`)).statusCode).toBe(401);
    expect((await attempt('admin1234!', '10.0.1.1')).statusCode).toBe(200);
    // Ten from one address lock that address out of the account, even with the right password.
    for (let i = 0; i < 10; i += 1) expect((await attempt('wrong-password', '10.0.2.1')).statusCode).toBe(401);
    const locked = await attempt('admin1234!', '10.0.2.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('rate_limited');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('admin1234!', '10.0.2.2')).statusCode).toBe(200);
  });

  it('locks an IP out after 20 failures across accounts', async () => {
    const attempt = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/auth/admin-login/',
        payload: { email, password: 'wrong-password' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 20; i += 1) expect((await attempt(`user${i}@example.com`)).statusCode).toBe(401);
    expect((await attempt('admin@example.com')).statusCode).toBe(429);
  });

  it('validates the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/admin-login/',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const unsupported = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/admin-login/',
      headers: { 'content-type': 'application/xml' },
      payload: 'email=a',
    });
    expect(unsupported.statusCode).toBe(415);
  });
});
