import {
  adminLoginBody,
  adminUsersQuery,
  daysQuery,
  generateBody,
  generatedQuery,
  idParams,
  interestsBody,
  kakaoCallbackBody,
  keywordListQuery,
  manageBody,
  myPostsQuery,
  naverCallbackBody,
  nicknameBody,
  refreshBody,
  regenerateBody,
  adminKeywordTitleBody,
  adminKeywordsQuery,
  topKeywordsQuery,
  userPostsQuery,
} from '@geulgam/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createAdminTestApp, seedKeyword, type AdminTestApp } from './admin-setup.ts';
import { bearer, socialLogin, type SignedIn } from './helpers.ts';
import { hostileValue, keysOf, unknownKey, valueFor, withKey } from './zod-arbitrary.ts';

/**
 * Property-based requests against every route, generated from the contract's schemas plus
 * hostile values. Properties: never a 5xx; every error is JSON with a string `detail` and a
 * `code`; invalid input (wrong types, unknown body fields, malformed JSON) is 400; bodies over
 * BODY_LIMIT_BYTES are 413. `FUZZ_RUNS` sets the cases per route (`npm run test:stress`: 1,000).
 */

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 60);
// Generous per-test time for the nightly size; the default sample takes a few seconds per file.
const TIMEOUT = Math.max(30_000, RUNS * 150);

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Who = 'visitor' | 'member' | 'admin' | 'throwaway member';

interface Route {
  method: Method;
  /** With `:id` where the path takes an id. */
  path: string;
  who: Who;
  query?: z.ZodType;
  body?: z.ZodType;
  /** What counts as a valid body, when stricter than `body`. */
  oracle?: z.ZodType;
}

const ROUTES: Route[] = [
  { method: 'GET', path: '/healthz', who: 'visitor' },
  { method: 'GET', path: '/readyz', who: 'visitor' },
  // auth
  { method: 'GET', path: '/api/auth/:provider/login/', who: 'visitor' },
  { method: 'POST', path: '/api/auth/kakao/callback/', who: 'visitor', body: kakaoCallbackBody },
  { method: 'POST', path: '/api/auth/naver/callback/', who: 'visitor', body: naverCallbackBody },
  { method: 'POST', path: '/api/auth/token/refresh/', who: 'visitor', body: refreshBody },
  { method: 'POST', path: '/api/auth/logout/', who: 'visitor', body: refreshBody },
  // keywords, generation, posts
  { method: 'GET', path: '/api/keywords/', who: 'visitor', query: keywordListQuery },
  { method: 'GET', path: '/api/keywords/', who: 'member', query: keywordListQuery },
  { method: 'POST', path: '/api/keywords/:id/click/', who: 'member' },
  { method: 'POST', path: '/api/generate/', who: 'member', body: generateBody },
  { method: 'GET', path: '/api/posts/:id/', who: 'member' },
  { method: 'PATCH', path: '/api/posts/:id/status/', who: 'member' },
  { method: 'POST', path: '/api/posts/:id/copy/', who: 'member' },
  { method: 'GET', path: '/api/posts/:id/pdf/', who: 'member' },
  // profile and my page
  { method: 'POST', path: '/api/user/interests/', who: 'member', body: interestsBody },
  { method: 'PATCH', path: '/api/user/nickname/', who: 'member', body: nicknameBody },
  { method: 'GET', path: '/api/mypage/me/', who: 'member' },
  { method: 'GET', path: '/api/mypage/posts/', who: 'member', query: myPostsQuery },
  { method: 'GET', path: '/api/mypage/posts/:id/', who: 'member' },
  { method: 'DELETE', path: '/api/user/posts/:id/', who: 'member' },
  // Account deletion: its own member, who is gone after the first valid request (then 401).
  { method: 'DELETE', path: '/api/user/', who: 'throwaway member' },
  // admin
  { method: 'POST', path: '/admin/auth/admin-login/', who: 'visitor', body: adminLoginBody },
  { method: 'POST', path: '/admin/auth/token/refresh/', who: 'visitor', body: refreshBody },
  { method: 'POST', path: '/admin/auth/logout/', who: 'visitor', body: refreshBody },
  { method: 'GET', path: '/admin/auth/me/', who: 'admin' },
  { method: 'GET', path: '/admin/dashboard/daily-stats/', who: 'admin' },
  { method: 'GET', path: '/admin/dashboard/top-keywords/', who: 'admin', query: topKeywordsQuery },
  { method: 'GET', path: '/admin/dashboard/clova-stats/', who: 'admin', query: daysQuery },
  { method: 'GET', path: '/admin/titles/', who: 'admin', query: adminKeywordsQuery },
  { method: 'GET', path: '/admin/titles/:id/', who: 'admin' },
  { method: 'PATCH', path: '/admin/titles/:id/title/', who: 'admin', body: adminKeywordTitleBody },
  { method: 'PATCH', path: '/admin/titles/:id/toggle/', who: 'admin' },
  { method: 'GET', path: '/admin/titles/:id/preview/', who: 'admin' },
  { method: 'POST', path: '/admin/titles/:id/regenerate/', who: 'admin', body: regenerateBody.nullish() },
  { method: 'GET', path: '/admin/generated/', who: 'admin', query: generatedQuery },
  { method: 'GET', path: '/admin/generated/:id/', who: 'admin' },
  { method: 'PATCH', path: '/admin/generated/:id/manage/', who: 'admin', body: manageBody },
  { method: 'DELETE', path: '/admin/generated/:id/manage/', who: 'admin' },
  { method: 'GET', path: '/admin/users/', who: 'admin', query: adminUsersQuery },
  { method: 'GET', path: '/admin/users/:id/generated/', who: 'admin', query: userPostsQuery },
];

let t: AdminTestApp;
let member: SignedIn;
let throwaway: SignedIn;

beforeAll(async () => {
  t = await createAdminTestApp({ GENERATION_RATE_LIMIT: '100000' });
  member = await socialLogin(t, 'kakao', 'fuzz-member@example.com');
  throwaway = await socialLogin(t, 'naver', 'fuzz-throwaway@example.com');
  // A few real rows, so small ids reach the services and not only the 404 paths.
  for (const [index, category] of (['경제', '여행', '야구'] as const).entries()) {
    await seedKeyword(t, { key: `fuzz-${index}`, title: `퍼즈 키워드 ${index}`, category });
  }
  for (const keywordId of [1, 2]) {
    await t.app.inject({
      method: 'POST',
      url: '/api/generate/',
      headers: bearer(member.access),
      payload: { keyword_id: keywordId },
    });
  }
}, 90_000);
afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------------------------
// Request generation

/** A path segment: mostly ids that exist or could, sometimes anything. */
const idSegment: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }).map(String) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom(
          '0',
          '-1',
          '1.5',
          '1e3',
          'NaN',
          'Infinity',
          '2147483648',
          '99999999999999999999',
          '0x10',
          ' 1',
          '１',
          'abc',
          '__proto__',
          'constructor',
          '%00',
          '😀',
          '한글',
          'a'.repeat(300),
        ),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
      ),
    },
    // Dot segments (`.`, `..`) are resolved by URL parsing before the request is sent: another path.
  )
  .filter((segment) => !/^\.{1,2}$/.test(segment));

const providerSegment = fc
  .oneof(
    fc.constantFrom('kakao', 'naver'),
    fc.constantFrom('google', 'KAKAO', '', '__proto__'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
  )
  .filter((segment) => !/^\.{1,2}$/.test(segment));

/** Query pairs: valid ones from the schema, with hostile values and unknown keys mixed in. */
function queryArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<[string, string][]> {
  const hostileText = hostileValue.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
  const extra = fc.array(fc.tuple(unknownKey, hostileText), { maxLength: 2 });
  if (!schema) return extra;
  const keys = keysOf(schema);
  const valid = valueFor(schema, 'query').map((value) =>
    Object.entries(value as Record<string, unknown>).map(([key, item]): [string, string] => [key, String(item)]),
  );
  const broken = fc
    .tuple(valid, fc.constantFrom(...keys), hostileText)
    .map(([pairs, key, value]): [string, string][] => [...pairs.filter(([k]) => k !== key), [key, value]]);
  return fc
    .tuple(fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: broken }), extra)
    .map(([pairs, more]) => {
      const seen = new Set(pairs.map(([key]) => key));
      return [...pairs, ...more.filter(([key]) => !seen.has(key) && seen.add(key))];
    });
}

type BodyCase =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; label: string }
  | { kind: 'raw'; text: string; contentType: string; label: string };

const MALFORMED = ['{', '{"a":', '[1,', 'nul', "{'a':1}", '{"a":1}}', '\u0000', 'undefined', '{"a":1,}', '"\\ud800"'];

function bodyArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<BodyCase> {
  const anything = hostileValue.map((value): BodyCase => ({ kind: 'json', value, label: 'hostile' }));
  if (!schema) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant<BodyCase>({ kind: 'none' }) },
      { weight: 1, arbitrary: anything },
    );
  }
  const keys = keysOf(schema);
  const valid = valueFor(schema).map((value): BodyCase => ({ kind: 'json', value, label: 'valid' }));
  const unknownField = fc
    .tuple(valueFor(schema), unknownKey, hostileValue)
    .filter(([, key]) => !keys.includes(key))
    .map(([value, key, extra]): BodyCase => ({
      kind: 'json',
      value: withKey((value ?? {}) as Record<string, unknown>, key, extra),
      label: `unknown field ${JSON.stringify(key)}`,
    }));
  const wrongType =
    keys.length === 0
      ? anything
      : fc.tuple(valueFor(schema), fc.constantFrom(...keys), hostileValue).map(([value, key, extra]): BodyCase => ({
          kind: 'json',
          value: withKey((value ?? {}) as Record<string, unknown>, key, extra),
          label: `hostile ${key}`,
        }));
  const malformed = fc
    .constantFrom(...MALFORMED)
    .map((text): BodyCase => ({ kind: 'raw', text, contentType: 'application/json', label: 'malformed JSON' }));
  const otherType = fc.constantFrom(
    { contentType: 'text/plain', text: 'keyword_id=1' },
    { contentType: 'application/x-www-form-urlencoded', text: 'keyword_id=1' },
    { contentType: 'application/xml', text: '<a/>' },
    { contentType: 'APPLICATION/JSON', text: 'keyword_id=1' },
    { contentType: 'application/json; charset=utf-16', text: 'keyword_id=1' },
    { contentType: 'application/vnd.api+json', text: 'keyword_id=1' },
    { contentType: 'multipart/form-data; boundary=x', text: '--x\r\n\r\n--x--' },
  );
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 2, arbitrary: unknownField },
    { weight: 3, arbitrary: wrongType },
    { weight: 1, arbitrary: anything },
    { weight: 1, arbitrary: malformed },
    { weight: 1, arbitrary: otherType.map((raw): BodyCase => ({ kind: 'raw', ...raw, label: 'content type' })) },
  );
}

const remoteAddress = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

// ---------------------------------------------------------------------------------------------
// The oracle: the contract's own schemas decide what is valid.

const roundTrip = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
};

function expectErrorShape(response: LightMyRequestResponse, context: string) {
  expect(response.statusCode, context).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(typeof body.detail, context).toBe('string');
  expect((body.detail as string).length, context).toBeGreaterThan(0);
  expect(typeof body.code, context).toBe('string');
}

function tokenFor(who: Who): string | undefined {
  if (who === 'member') return member.access;
  if (who === 'throwaway member') return throwaway.access;
  if (who === 'admin') return t.adminAccess;
  return undefined;
}

describe.each(ROUTES)('fuzz $method $path as $who', (route) => {
  it(
    `${RUNS} generated requests: no 5xx, JSON errors with detail, invalid input is 400`,
    async () => {
      const segment = route.path.includes(':provider') ? providerSegment : idSegment;
      await fc.assert(
        fc.asyncProperty(
          segment,
          queryArbitrary(route.query),
          bodyArbitrary(route.body),
          remoteAddress,
          async (id, queryPairs, body, ip) => {
            const path = route.path.replace(/:id|:provider/, encodeURIComponent(id));
            const search = new URLSearchParams(queryPairs).toString();
            const url = search ? `${path}?${search}` : path;
            const token = tokenFor(route.who);
            const headers: Record<string, string> = token ? bearer(token) : {};
            let payload: string | undefined;
            if (body.kind === 'json') {
              payload = JSON.stringify(body.value);
              headers['content-type'] = 'application/json';
              // `undefined` is no JSON at all: send the literal text, a malformed body.
              payload ??= 'undefined';
            } else if (body.kind === 'raw') {
              payload = body.text;
              headers['content-type'] = body.contentType;
            }
            const response = await t.app.inject({
              method: route.method,
              url,
              headers,
              remoteAddress: ip,
              ...(payload === undefined ? {} : { payload }),
            });
            const context = `${route.method} ${url} ${body.kind === 'none' ? '' : `${body.label} ${payload?.slice(0, 300)}`} → ${response.statusCode} ${response.body.slice(0, 300)}`;
            expectErrorShape(response, context);

            // Which part is invalid, according to the contract.
            const idValid = !route.path.includes(':id') || idParams.safeParse({ id }).success;
            const providerValid = !route.path.includes(':provider') || ['kakao', 'naver'].includes(id);
            // NUL characters are refused anywhere (PostgreSQL text cannot hold them).
            const queryValid =
              !queryPairs.some(([key, value]) => `${key}${value}`.includes('\u0000')) &&
              (!route.query || route.query.safeParse(Object.fromEntries(queryPairs)).success);
            const oracle = route.oracle ?? route.body;
            // Routes without a body schema still parse a JSON body: malformed ones may be 400.
            let bodyValid: boolean | 'either' = body.kind === 'none' ? true : 'either';
            if (oracle && body.kind === 'json') {
              bodyValid =
                payload !== 'undefined' &&
                !(payload ?? '').includes('\\u0000') &&
                oracle.safeParse(roundTrip(body.value)).success;
            } else if (oracle && body.kind === 'raw') {
              bodyValid = false;
            }

            if (!idValid || !providerValid) {
              // A segment the router cannot match is 404 (414 when too long); one it matches is 400.
              // A body in a type other than JSON may be refused first (415).
              expect([400, 404, 414, 415], context).toContain(response.statusCode);
              return;
            }
            if (bodyValid === 'either') {
              if (response.statusCode === 400 && queryValid && !payload?.includes('\\u0000')) {
                expect(response.json().code, context).toBe('invalid_json');
              }
              if (response.statusCode === 415) expect(body.kind, context).toBe('raw');
              return;
            }
            if (!queryValid || !bodyValid) {
              expect(response.statusCode === 400 || response.statusCode === 415, context).toBe(true);
              if (response.statusCode === 400) {
                expect(['validation_error', 'invalid_json'], context).toContain(response.json().code);
              }
              return;
            }
            // Valid input: whatever the service decides, it is not a validation error.
            if (response.statusCode === 400) {
              expect(['validation_error', 'invalid_json'], context).not.toContain(response.json().code);
            }
            if (route.who === 'member' || route.who === 'admin') expect(response.statusCode, context).not.toBe(401);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});

describe('hostile bodies on every body route', () => {
  const bodyRoutes = ROUTES.filter((route) => route.body);
  const concrete = (route: Route) => route.path.replace(':id', '1');

  it.each(bodyRoutes)('$method $path: an unknown field next to valid fields is 400', async (route) => {
    await fc.assert(
      fc.asyncProperty(
        valueFor(route.body!).filter((value) => route.body!.safeParse(value).success),
        unknownKey.filter((key) => !keysOf(route.body!).includes(key)),
        fc.jsonValue({ maxDepth: 1 }),
        remoteAddress,
        async (value, key, extra, ip) => {
          const payload = JSON.stringify(withKey((value ?? {}) as Record<string, unknown>, key, extra));
          const token = tokenFor(route.who);
          const response = await t.app.inject({
            method: route.method,
            url: concrete(route),
            headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
            payload,
            remoteAddress: ip,
          });
          const context = `${payload} → ${response.statusCode} ${response.body}`;
          expect(response.statusCode, context).toBe(400);
          expect(typeof response.json().detail, context).toBe('string');
        },
      ),
      { numRuns: Math.max(10, Math.round(RUNS / 3)) },
    );
  });

  it.each(bodyRoutes)('$method $path: a body over BODY_LIMIT_BYTES is 413 with a JSON detail', async (route) => {
    const limit = t.config.BODY_LIMIT_BYTES;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4096 }), remoteAddress, async (extra, ip) => {
        const filler = 'ㄱ'.repeat(Math.ceil((limit + extra) / 3));
        const payload = JSON.stringify({ [keysOf(route.body!)[0] ?? 'x']: filler });
        const token = tokenFor(route.who);
        const response = await t.app.inject({
          method: route.method,
          url: concrete(route),
          headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
          payload,
          remoteAddress: ip,
        });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toMatchObject({ code: 'payload_too_large', detail: expect.any(String) });
      }),
      { numRuns: 3 },
    );
  });

  it('never pollutes Object.prototype', async () => {
    for (const payload of [
      '{"__proto__": {"polluted": true}, "keyword_id": 1}',
      '{"constructor": {"prototype": {"polluted": true}}, "keyword_id": 1}',
      '{"keyword_id": 1, "__proto__": {"isAdmin": true}}',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/generate/',
        headers: { 'content-type': 'application/json', ...bearer(member.access) },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    }
    const query = await t.app.inject({
      url: '/api/keywords/?__proto__[polluted]=1&constructor[prototype][polluted]=1&page=1',
    });
    expect(query.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

// Bugs the fuzzing found, pinned down so they stay fixed.
describe('regressions found by fuzzing', () => {
  const admin = () => bearer(t.adminAccess);

  it('refuses NUL characters in queries and bodies with 400 instead of failing in the database', async () => {
    const cases = [
      { method: 'GET' as const, url: '/admin/titles/?search=%00', headers: admin() },
      { method: 'GET' as const, url: '/admin/generated/?email=a%00b&title=%00', headers: admin() },
      {
        method: 'PATCH' as const,
        url: '/api/user/nickname/',
        headers: bearer(member.access),
        payload: { nickname: 'a\u0000b', categories: ['경제'] },
      },
      {
        method: 'PATCH' as const,
        url: '/admin/titles/1/title/',
        headers: admin(),
        payload: { title: '제목\u0000' },
      },
    ];
    for (const request of cases) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json(), request.url).toMatchObject({ code: 'validation_error', detail: expect.any(String) });
    }
  });

  it('answers router errors (an over-long id, broken percent-encoding) in the error shape, without echoing the URL', async () => {
    const long = await t.app.inject({ url: `/api/posts/${'9'.repeat(300)}/`, headers: bearer(member.access) });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: expect.any(String), code: 'bad_request' });
    const broken = await t.app.inject({ url: '/api/posts/%E0%A4%A/', headers: bearer(member.access) });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: expect.any(String), code: 'bad_request' });
  });

  it('accepts keyword_id only as a number or a string of digits', async () => {
    for (const keywordId of [true, false, [2], { id: 2 }, '2abc', '0x2', 2.5, '', null, '２']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/generate/',
        headers: bearer(member.access),
        payload: { keyword_id: keywordId },
      });
      expect(response.statusCode, JSON.stringify(keywordId)).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
    for (const keywordId of [2, '2', ' 2 ']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/generate/',
        headers: bearer(member.access),
        payload: { keyword_id: keywordId },
      });
      expect(response.statusCode, JSON.stringify(keywordId)).toBe(200);
    }
  });
});
