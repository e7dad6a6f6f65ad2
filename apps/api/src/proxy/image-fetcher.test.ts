import { afterEach, describe, expect, it } from 'vitest';
import { startFakeServer } from '../../test/fake-http-server.ts';
import { createImageFetcher } from './image-fetcher.ts';

type Fake = Awaited<ReturnType<typeof startFakeServer>>;
let server: Fake | undefined;
afterEach(async () => {
  await server?.close();
});

/** A fake image host: /img/<n>?kb=<size> answers an image of that many kilobytes. */
async function imageHost() {
  server = await startFakeServer((request) => ({
    image: Buffer.alloc(Number(request.url.searchParams.get('kb') ?? 1) * 1024, 7),
  }));
  return server;
}

describe('image fetcher cache', () => {
  it('serves a repeat from memory', async () => {
    const host = await imageHost();
    const images = createImageFetcher({ policy: { trustedOrigins: [host.baseUrl] } });
    const first = await images.fetch(`${host.baseUrl}/img/1?kb=4`);
    const again = await images.fetch(`${host.baseUrl}/img/1?kb=4`);
    expect(again.body.equals(first.body)).toBe(true);
    expect(host.requests).toHaveLength(1);
  });

  it('holds at most 16 MB: the oldest images leave first', async () => {
    const host = await imageHost();
    const images = createImageFetcher({ policy: { trustedOrigins: [host.baseUrl] } });
    // Ten 3 MB images: only the last five fit in 16 MB.
    for (let i = 0; i < 10; i++) await images.fetch(`${host.baseUrl}/img/${i}?kb=3072`);
    expect(host.requests).toHaveLength(10);
    await images.fetch(`${host.baseUrl}/img/9?kb=3072`);
    expect(host.requests).toHaveLength(10);
    await images.fetch(`${host.baseUrl}/img/0?kb=3072`);
    expect(host.requests).toHaveLength(11);
  });
});

describe('image fetcher', () => {
  it('downloads an image once for concurrent requests of the same URL', async () => {
    const host = await imageHost();
    const images = createImageFetcher({ policy: { trustedOrigins: [host.baseUrl] } });
    const url = `${host.baseUrl}/img/shared?kb=64`;
    const results = await Promise.all([images.fetch(url), images.fetch(url), images.fetch(url)]);
    expect(results.every((image) => image.body.byteLength === 64 * 1024)).toBe(true);
    expect(host.requests).toHaveLength(1);
  });

  it('serves an image too large to cache, without keeping it', async () => {
    const host = await imageHost();
    const images = createImageFetcher({ policy: { trustedOrigins: [host.baseUrl] } });
    expect((await images.fetch(`${host.baseUrl}/img/big?kb=6144`)).body.byteLength).toBe(6144 * 1024);
    await images.fetch(`${host.baseUrl}/img/big?kb=6144`);
    expect(host.requests).toHaveLength(2);
  });

  it('answers 403 for a private address, 502 for a body over 8 MiB, 404 for a missing image', async () => {
    const host = await imageHost();
    const untrusted = createImageFetcher({ policy: { trustedOrigins: [] } });
    await expect(untrusted.fetch(`${host.baseUrl}/img/1`)).rejects.toMatchObject({ status: 403 });
    await expect(untrusted.fetch('http://[::ffff:127.0.0.1]/img/1')).rejects.toMatchObject({ status: 403 });
    expect(host.requests).toHaveLength(0);
    const images = createImageFetcher({ policy: { trustedOrigins: [host.baseUrl] } });
    await expect(images.fetch(`${host.baseUrl}/img/huge?kb=9000`)).rejects.toMatchObject({ status: 502 });
    const missing = await startFakeServer(() => ({ status: 404, json: {} }));
    try {
      const fromMissing = createImageFetcher({ policy: { trustedOrigins: [missing.baseUrl] } });
      await expect(fromMissing.fetch(`${missing.baseUrl}/gone.png`)).rejects.toMatchObject({ status: 404 });
    } finally {
      await missing.close();
    }
  });
});
