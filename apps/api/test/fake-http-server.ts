import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
}

export interface FakeReply {
  status?: number;
  json?: unknown;
  html?: string;
  /** Bytes served as image/png. */
  image?: Buffer;
}

/**
 * A loopback HTTP server standing in for a third-party API (Naver, Kakao, Coupang) or a news
 * site. `handle` answers each request; every request is recorded for assertions.
 */
export async function startFakeServer(handle: (request: RecordedRequest) => FakeReply) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const request = { method: req.method ?? 'GET', url: new URL(req.url ?? '/', 'http://fake'), headers: req.headers };
    requests.push(request);
    const reply = handle(request);
    if (reply.image !== undefined) {
      res.writeHead(reply.status ?? 200, { 'content-type': 'image/png' });
      res.end(reply.image);
      return;
    }
    if (reply.html !== undefined) {
      res.writeHead(reply.status ?? 200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(reply.html);
      return;
    }
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(reply.json ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive connections would hold the close for seconds.
        server.closeAllConnections();
      }),
  };
}
