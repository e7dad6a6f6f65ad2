// A database that refuses new connections (ALLOW_CONNECTIONS false: error 55000) is an outage like any
// other: member routes answer 503, not 500. PostgreSQL runs only; the error mapping itself is covered by
// src/plugins/error-handler.test.ts on every run.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, postgresTestUrl } from './db-template.ts';
import { bearer, createListeningTestApp, socialLogin, type TestApp } from './helpers.ts';

const postgresUrl = postgresTestUrl();

describe.skipIf(!postgresUrl)('a database refusing connections (PostgreSQL)', () => {
  let t: (TestApp & { baseUrl: string }) | undefined;
  let name = '';

  beforeAll(async () => {
    t = await createListeningTestApp();
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    name = result.rows[0]!.name;
  }, 90_000);
  afterAll(async () => {
    if (name) await adminQuery(postgresUrl!, [`alter database ${name} with allow_connections true`]);
    await t?.close();
  });

  it('answers 503 on a member route', async () => {
    const member = await socialLogin(t!, 'kakao', 'refused@example.com');
    await adminQuery(postgresUrl!, [
      `alter database ${name} with allow_connections false`,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    ]);
    const response = await t!.app.inject({ url: '/api/mypage/me', headers: bearer(member.access) });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'service_unavailable', detail: expect.any(String) });
  });
});
