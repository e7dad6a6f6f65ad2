import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPoliteFetcher, HostBusyError } from './fetcher.ts';

let server: ReturnType<typeof createServer>;
let host: string;
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    if (req.url === '/robots.txt') return void res.writeHead(200).end('User-agent: *\nCrawl-delay: 120\n');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>기사</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('the polite fetcher', () => {
  it('clamps a long Crawl-delay and leaves pages past five minutes of queue for the next run', async () => {
    const waits: number[] = [];
    const fetcher = createPoliteFetcher({
      policy: { trustedOrigins: [], allowHosts: [host] },
      hostDelayMs: 0,
      userAgent: 'GeulgamBot/1.0 (+https://geulgam.example/crawler)',
      now: () => 0,
      sleep: async (ms) => void waits.push(ms),
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
});
