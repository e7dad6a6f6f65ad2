import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, expiredAdminToken, seedKeyword, type AdminTestApp } from './admin-setup.ts';
import { bearer, socialLogin, TEST_JWT_SECRET, type SignedIn } from './helpers.ts';

/**
 * Every member and admin route × every kind of caller. Members reach only their own posts
 * (another member's post is 404, never 403); admin routes need a valid admin-audience token
 * (401 otherwise); member routes refuse admin tokens; expired, `alg:none`, wrong-audience,
 * both-audiences (an array), no-`exp`, wrong-key and garbage tokens are 401 everywhere a token is required.
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Caller =
  | 'no token'
  | 'member A'
  | 'member B'
  | 'admin'
  | 'expired'
  | 'alg:none'
  | 'wrong audience'
  | 'both audiences'
  | 'no exp'
  | 'wrong key'
  | 'garbage';

const REFUSED: Caller[] = [
  'no token',
  'expired',
  'alg:none',
  'wrong audience',
  'both audiences',
  'no exp',
  'wrong key',
  'garbage',
];

let t: AdminTestApp;
let a: SignedIn;
let b: SignedIn;
const ids = { k1: 0, k2: 0, postA: 0, postA2: 0, postB: 0, postB2: 0, postB3: 0 };
const tokens = { member: {} as Record<Caller, string | null>, admin: {} as Record<Caller, string | null> };

const secret = new TextEncoder().encode(TEST_JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);

/** `exp: null` leaves the expiry out. */
function sign(claims: { sub: number; aud: string | string[]; exp?: number | null }, key = secret) {
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setAudience(claims.aud)
    .setIssuer('geulgam')
    .setIssuedAt(now() - 60);
  if (claims.exp !== null) jwt.setExpirationTime(claims.exp ?? now() + 600);
  return jwt.sign(key);
}

/** An unsigned token (`alg: none`) that claims to be the given subject. */
function unsigned(sub: number, aud: string) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: String(sub), aud, iss: 'geulgam', iat: now(), exp: now() + 600 })}.`;
}

async function generate(member: SignedIn, keywordId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/generate/',
    headers: bearer(member.access),
    payload: { keyword_id: keywordId },
  });
  expect(response.json()).toMatchObject({ status: 'success' });
  return response.json().post_id as number;
}

beforeAll(async () => {
  t = await createAdminTestApp();
  a = await socialLogin(t, 'kakao', 'matrix-a@example.com');
  b = await socialLogin(t, 'naver', 'matrix-b@example.com');
  ids.k1 = await seedKeyword(t, { key: 'matrix-1', title: '접근 행렬 첫 키워드', category: '경제' });
  ids.k2 = await seedKeyword(t, { key: 'matrix-2', title: '접근 행렬 둘째 키워드', category: '여행' });
  const k3 = await seedKeyword(t, { key: 'matrix-3', title: '접근 행렬 셋째 키워드', category: '야구' });
  ids.postA = await generate(a, ids.k1);
  ids.postA2 = await generate(a, ids.k2);
  ids.postB = await generate(b, ids.k1);
  ids.postB2 = await generate(b, ids.k2);
  ids.postB3 = await generate(b, k3);

  const expiredMember = await sign({ sub: a.user.id, aud: 'member', exp: now() - 60 });
  const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256!!');
  tokens.member = {
    'no token': null,
    'member A': a.access,
    'member B': b.access,
    admin: t.adminAccess,
    expired: expiredMember,
    'alg:none': unsigned(a.user.id, 'member'),
    // Member A's id, signed with our key, for an audience that is not "member".
    'wrong audience': await sign({ sub: a.user.id, aud: 'admin' }),
    // Signed with our key, valid in every other way: one token must never pass both guards.
    'both audiences': await sign({ sub: a.user.id, aud: ['member', 'admin'] }),
    'no exp': await sign({ sub: a.user.id, aud: 'member', exp: null }),
    'wrong key': await sign({ sub: a.user.id, aud: 'member' }, otherKey),
    garbage: 'not-a-jwt',
  };
  tokens.admin = {
    ...tokens.member,
    expired: await expiredAdminToken(t.adminId),
    'alg:none': unsigned(t.adminId, 'admin'),
    'wrong audience': await sign({ sub: t.adminId, aud: 'member' }),
    'both audiences': await sign({ sub: t.adminId, aud: ['member', 'admin'] }),
    'no exp': await sign({ sub: t.adminId, aud: 'admin', exp: null }),
    'wrong key': await sign({ sub: t.adminId, aud: 'admin' }, otherKey),
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

function expectUnauthorized(response: { statusCode: number; json(): unknown }, context: string) {
  expect(response.statusCode, context).toBe(401);
  expect(response.json(), context).toMatchObject({ code: 'unauthorized', detail: expect.any(String) });
}

interface MemberRow {
  name: string;
  method: Method;
  url: () => string;
  body?: (caller: Caller) => object;
  /** The member whose post the route touches: the other member gets 404. */
  owner?: 'member A' | 'member B';
  /** Success statuses for the owner (or any member when there is no owner). */
  ok: number[];
  /** Rows that would remove the caller's account: only refusals are checked here. */
  refusalsOnly?: boolean;
}

// Order matters: within each row the refused callers go first, then the non-owner, then the owner.
const MEMBER_ROWS: MemberRow[] = [
  { name: 'post detail', method: 'GET', url: () => `/api/posts/${ids.postA}/`, owner: 'member A', ok: [200] },
  { name: "B's post detail", method: 'GET', url: () => `/api/posts/${ids.postB}/`, owner: 'member B', ok: [200] },
  {
    name: 'mark generated',
    method: 'PATCH',
    url: () => `/api/posts/${ids.postA}/status/`,
    owner: 'member A',
    ok: [200],
  },
  { name: 'copy', method: 'POST', url: () => `/api/posts/${ids.postA}/copy/`, owner: 'member A', ok: [200] },
  { name: "copy B's", method: 'POST', url: () => `/api/posts/${ids.postB}/copy/`, owner: 'member B', ok: [200] },
  { name: 'pdf', method: 'GET', url: () => `/api/posts/${ids.postA}/pdf/`, owner: 'member A', ok: [200] },
  {
    name: 'my post detail',
    method: 'GET',
    url: () => `/api/mypage/posts/${ids.postA}/`,
    owner: 'member A',
    ok: [200],
  },
  {
    name: "my post detail of B's",
    method: 'GET',
    url: () => `/api/mypage/posts/${ids.postB}/`,
    owner: 'member B',
    ok: [200],
  },
  {
    name: 'delete my post',
    method: 'DELETE',
    url: () => `/api/user/posts/${ids.postA2}/`,
    owner: 'member A',
    ok: [204],
  },
  { name: 'my posts', method: 'GET', url: () => '/api/mypage/posts/', ok: [200] },
  { name: 'me', method: 'GET', url: () => '/api/mypage/me/', ok: [200] },
  {
    name: 'interests',
    method: 'POST',
    url: () => '/api/user/interests/',
    body: () => ({ categories: ['경제'] }),
    ok: [200],
  },
  {
    name: 'nickname',
    method: 'PATCH',
    url: () => '/api/user/nickname/',
    body: (caller) => ({ nickname: caller === 'member A' ? '행렬에이' : '행렬비', categories: ['여행'] }),
    ok: [200],
  },
  {
    name: 'generate',
    method: 'POST',
    url: () => '/api/generate/',
    body: () => ({ keyword_id: ids.k2 }),
    ok: [200],
  },
  { name: 'keyword click', method: 'POST', url: () => `/api/keywords/${ids.k1}/click/`, ok: [201] },
  { name: 'delete account', method: 'DELETE', url: () => '/api/user/', ok: [204], refusalsOnly: true },
];

describe('member routes', () => {
  it.each(MEMBER_ROWS)('$method $name: own posts only, member tokens only', async (row) => {
    const order: Caller[] = [...REFUSED, 'admin'];
    if (!row.refusalsOnly) {
      order.push(
        ...(row.owner === 'member A' ? (['member B', 'member A'] as const) : (['member A', 'member B'] as const)),
      );
    }
    for (const caller of order) {
      const response = await call(row.method, row.url(), tokens.member[caller], row.body?.(caller));
      const context = `${caller}: ${row.method} ${row.url()} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      if (caller !== 'member A' && caller !== 'member B') {
        expectUnauthorized(response, context);
      } else if (row.owner && caller !== row.owner) {
        expect(response.statusCode, context).toBe(404);
        expect(response.json(), context).toMatchObject({ code: 'not_found' });
      } else {
        expect(row.ok, context).toContain(response.statusCode);
      }
    }
  });

  it("leaves another member's post untouched after every refused call", async () => {
    const postA = await call('GET', `/api/posts/${ids.postA}/`, a.access);
    expect(postA.json().copy_count).toBe(1);
    const postB = await call('GET', `/api/posts/${ids.postB}/`, b.access);
    expect(postB.json().copy_count).toBe(1);
    const listB = await call('GET', '/api/mypage/posts/', b.access);
    expect(listB.json().data.map((post: { id: number }) => post.id)).not.toContain(ids.postA);
    const accountA = await call('GET', '/api/mypage/me/', a.access);
    expect(accountA.statusCode).toBe(200);
  });

  it('treats every bad token as a visitor on the keyword list', async () => {
    for (const caller of [...REFUSED, 'admin' as const, 'member A' as const]) {
      const response = await call('GET', '/api/keywords/', tokens.member[caller]);
      expect(response.statusCode, caller).toBe(200);
    }
  });
});

interface AdminRow {
  method: Method;
  url: () => string;
  body?: object;
  ok: number[];
}

const ADMIN_ROWS: AdminRow[] = [
  { method: 'GET', url: () => '/admin/auth/me/', ok: [200] },
  { method: 'GET', url: () => '/admin/dashboard/daily-stats/', ok: [200] },
  { method: 'GET', url: () => '/admin/dashboard/top-keywords/', ok: [200] },
  { method: 'GET', url: () => '/admin/dashboard/clova-stats/', ok: [200] },
  { method: 'GET', url: () => '/admin/titles/', ok: [200] },
  { method: 'GET', url: () => `/admin/titles/${ids.k1}/`, ok: [200] },
  { method: 'PATCH', url: () => `/admin/titles/${ids.k1}/title/`, body: { title: '관리자가 바꾼 제목' }, ok: [200] },
  { method: 'PATCH', url: () => `/admin/titles/${ids.k2}/toggle/`, ok: [200] },
  { method: 'GET', url: () => `/admin/titles/${ids.k1}/preview/`, ok: [200, 204] },
  { method: 'POST', url: () => `/admin/titles/${ids.k1}/regenerate/`, body: {}, ok: [200, 202] },
  { method: 'GET', url: () => '/admin/generated/', ok: [200] },
  { method: 'GET', url: () => `/admin/generated/${ids.postB}/`, ok: [200] },
  { method: 'PATCH', url: () => `/admin/generated/${ids.postB2}/manage/`, body: { is_active: false }, ok: [200] },
  { method: 'DELETE', url: () => `/admin/generated/${ids.postB3}/manage/`, ok: [204] },
  { method: 'GET', url: () => '/admin/users/', ok: [200] },
  { method: 'GET', url: () => `/admin/users/${a.user.id}/generated/`, ok: [200] },
];

describe('admin routes', () => {
  it.each(ADMIN_ROWS)('$method $url: only a valid admin-audience token', async (row) => {
    for (const caller of [...REFUSED, 'member A', 'member B', 'admin'] as Caller[]) {
      const response = await call(row.method, row.url(), tokens.admin[caller], row.body);
      const context = `${caller}: ${row.method} ${row.url()} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      if (caller === 'admin') expect(row.ok, context).toContain(response.statusCode);
      else expectUnauthorized(response, context);
    }
  });

  it('refuses an admin token whose admin no longer exists', async () => {
    const ghost = await sign({ sub: t.adminId + 1000, aud: 'admin' });
    expectUnauthorized(await call('GET', '/admin/auth/me/', ghost), 'unknown admin id');
  });
});

/** The same token with the first character of its signature changed. */
function tamperSignature(token: string) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  return `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
}

describe('token shapes', () => {
  it('refuses odd Authorization headers on member and admin routes', async () => {
    const headers = [
      `Basic ${Buffer.from('admin@example.com:admin1234!').toString('base64')}`,
      `Bearer`,
      `Bearer ${a.access} extra`,
      `Bearer ${a.access.split('.').slice(0, 2).join('.')}.`,
      `Bearer ${tamperSignature(a.access)}`,
      `Token ${t.adminAccess}`,
      'Bearer ' + 'x'.repeat(5000),
    ];
    for (const authorization of headers) {
      for (const url of ['/api/mypage/me/', '/admin/auth/me/']) {
        const response = await t.app.inject({ url, headers: { authorization } });
        expectUnauthorized(response, `${authorization.slice(0, 40)} on ${url}`);
      }
    }
  });
});
