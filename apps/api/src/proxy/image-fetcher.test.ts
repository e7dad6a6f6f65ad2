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
    const images = createImageFetcher({ trustedOrigins: [host.baseUrl] });
    const first = await images.fetch(`${host.baseUrl}/img/1?kb=4`);
    const again = await images.fetch(`${host.baseUrl}/img/1?kb=4`);
    expect(again.body.equals(first.body)).toBe(true);
    expect(host.requests).toHaveLength(1);
  });

  it('holds at most 16 MB: the oldest images leave first', async () => {
    const host = await imageHost();
    const images = createImageFetcher({ trustedOrigins: [host.baseUrl] });
    // Ten 3 MB images: only the last five fit in 16 MB.
    for (let i = 0; i < 10; i++) await images.fetch(`${host.baseUrl}/img/${i}?kb=3072`);
    expect(host.requests).toHaveLength(10);
    await images.fetch(`${host.baseUrl}/img/9?kb=3072`);
    expect(host.requests).toHaveLength(10);
    await images.fetch(`${host.baseUrl}/img/0?kb=3072`);
    expect(host.requests).toHaveLength(11);
  });
});
