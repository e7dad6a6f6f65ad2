import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors, registerErrorHandler } from './error-handler.ts';

/** What node-postgres raises when the database refuses connections, wrapped as the query layer wraps it. */
function refusedConnection() {
  const driverError = Object.assign(new Error('database "geulgam" is not currently accepting connections'), {
    code: '55000',
    severity: 'FATAL',
  });
  return new Error('Failed query: select "id" from "users"', { cause: driverError });
}

const app = Fastify({ logger: false, clientErrorHandler: clientErrors });
registerErrorHandler(app);
app.get('/refused', async () => {
  throw refusedConnection();
});
app.get('/ok', async () => ({ ok: true }));
let port = 0;

beforeAll(async () => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

describe('error handler', () => {
  it('answers 503 when the database refuses connections (55000)', async () => {
    const response = await app.inject({ url: '/refused' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'service_unavailable', detail: expect.any(String) });
  });

  it('answers headers over the size limit with 431 and the usual {detail, code}', async () => {
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, path: '/ok', headers: { 'x-filler': 'x'.repeat(64 * 1024) }, agent: false },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ detail: expect.stringMatching(/헤더/), code: 'bad_request' });
  });
});
