import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeCode, fetchProfile } from './oauth-client.ts';
import type { ProviderEndpoints } from './oauth-providers.ts';

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/token') return response.end(JSON.stringify({ access_token: 'provider-token' }));
    if (request.url === '/huge') {
      // A profile answer no provider sends: a megabyte of padding around a valid profile.
      return response.end(JSON.stringify({ id: 7, pad: 'x'.repeat(1024 * 1024) }));
    }
    return response.end(
      JSON.stringify({ id: 7, kakao_account: { email: 'a@example.com', profile: { nickname: '민지' } } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const endpoints = (profilePath: string): ProviderEndpoints => ({
  provider: 'kakao',
  emulated: true,
  clientId: 'client',
  clientSecret: undefined,
  redirectUri: 'http://localhost:3000/auth/kakao/callback',
  authorizeUrl: `${base}/authorize`,
  tokenUrl: `${base}/token`,
  profileUrl: `${base}${profilePath}`,
});

describe('the OAuth client', () => {
  it('exchanges a code and reads the profile from the configured provider', async () => {
    const token = await exchangeCode(endpoints('/me'), { code: 'abc' });
    expect(token).toBe('provider-token');
    await expect(fetchProfile(endpoints('/me'), token)).resolves.toEqual({
      providerUserId: '7',
      email: 'a@example.com',
      nickname: '민지',
    });
  });

  it('goes through the outbound module: an oversized answer is refused as an unreachable provider (502)', async () => {
    await expect(fetchProfile(endpoints('/huge'), 'provider-token')).rejects.toMatchObject({ statusCode: 502 });
  });
});
