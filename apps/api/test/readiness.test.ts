import { afterAll, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.app.close();
});

it('/readyz reports 503 once the database is gone, /healthz stays up', async () => {
  await t.database.close();
  const ready = await t.app.inject({ url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'down', storage: 'ok' });
  expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
});
