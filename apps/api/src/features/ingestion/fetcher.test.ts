import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPoliteFetcher, HostBusyError } from './fetcher.ts';
import { RobotsDisallowedError } from './robots.ts';

const open: (() => void)[] = [];
afterEach(() => open.splice(0).forEach((close) => close()));

/** A loopback site whose robots.txt answers `robots`; every request path is logged. */
async function site(robots: { status: number; body?: string }) {
  const requested: string[] = [];
  const server = createServer((req, res) => {
    requested.push(req.url ?? '');
    if (req.url === '/robots.txt') return void res.writeHead(robots.status).end(robots.body ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>기사</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push(() => {
    server.closeAllConnections();
    server.close();
  });
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const waits: number[] = [];
  const fetcher = createPoliteFetcher({
    policy: { trustedOrigins: [], allowHosts: [host] },
    hostDelayMs: 0,
    userAgent: 'GeulgamBot/1.0 (+https://geulgam.example/crawler)',
    now: () => 0,
    sleep: async (ms) => void waits.push(ms),
  });
  return { host, requested, waits, fetcher };
}

describe('the polite fetcher', () => {
  it('clamps a long Crawl-delay and leaves pages past five minutes of queue for the next run', async () => {
    const { host, requested, waits, fetcher } = await site({
      status: 200,
      body: 'User-agent: *\nCrawl-delay: 120\n',
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 13 }, (_, i) => fetcher.page(`http://${host}/news/${i}`)),
    );
    // 120 s is clamped to 30 s: ten waits fill the five minutes, the last two pages are not requested.
    expect(waits.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => (i + 1) * 30_000));
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason)).toEqual([
      expect.any(HostBusyError),
      expect.any(HostBusyError),
    ]);
    expect(requested.filter((path) => path.startsWith('/news/'))).toHaveLength(11);
  });

  it('takes a missing robots.txt as no rules', async () => {
    const { host, requested, fetcher } = await site({ status: 404 });
    expect((await fetcher.page(`http://${host}/news/1`)).text).toBe('<p>기사</p>');
    expect(requested).toEqual(['/robots.txt', '/news/1']);
  });

  it('requests no page of a host whose robots.txt fails, and asks for robots.txt once', async () => {
    const { host, requested, fetcher } = await site({ status: 503 });
    for (const path of ['/news/1', '/news/2'])
      await expect(fetcher.page(`http://${host}${path}`)).rejects.toBeInstanceOf(RobotsDisallowedError);
    expect(requested).toEqual(['/robots.txt']);
  });
});
