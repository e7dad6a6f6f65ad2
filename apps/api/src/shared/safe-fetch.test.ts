import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createSafeFetch, MAX_REDIRECTS, OutboundError, vettedLookup, type OutboundFailure } from './safe-fetch.ts';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A loopback server that records the paths it was asked for. */
async function serve(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const handle_ = {
    origin,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(handle_);
  return handle_;
}

async function failure(promise: Promise<unknown>): Promise<OutboundFailure> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return (error as OutboundError).reason;
}

const small = { maxBytes: 1024 };

describe('safe fetch', () => {
  it('fetches a trusted origin as configured, private or not', async () => {
    const site = await serve((_request, response) => response.end('hello'));
    const safeFetch = createSafeFetch({ trustedOrigins: [site.origin] });
    const answer = await safeFetch(`${site.origin}/page`, small);
    expect(answer.body.toString()).toBe('hello');
    expect(answer.status).toBe(200);
  });

  it('refuses a private origin nobody configured, before connecting', async () => {
    const internal = await serve((_request, response) => response.end('secret'));
    const safeFetch = createSafeFetch({ trustedOrigins: [] });
    expect(await failure(safeFetch(`${internal.origin}/admin`, small))).toBe('refused');
    const port = new URL(internal.origin).port;
    for (const host of ['[::ffff:127.0.0.1]', '2130706433', '0x7f.0.0.1', 'localhost.', '[::1]', '0.0.0.0']) {
      expect(await failure(safeFetch(`http://${host}:${port}/admin`, small)), host).toBe('refused');
      // On the ordinary ports the address itself is refused (a name after resolving it).
      expect(await failure(safeFetch(`http://${host}/admin`, small)), host).toBe('refused');
    }
    expect(await failure(safeFetch('file:///etc/passwd', small))).toBe('refused');
    expect(internal.paths).toEqual([]);
  });

  it('resolves a name once in the connection and refuses it when any answer is private', async () => {
    for (const all of [true, false]) {
      const error = await new Promise<Error | null>((resolve) => vettedLookup('localhost', { all }, resolve));
      expect(error?.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1) \(loopback\)$/);
    }
  });

  it('reaches a private host listed in OUTBOUND_ALLOW_HOSTS', async () => {
    const intranet = await serve((_request, response) => response.end('wiki'));
    const port = new URL(intranet.origin).port;
    const safeFetch = createSafeFetch({ trustedOrigins: [], allowHosts: [`127.0.0.1:${port}`] });
    expect((await safeFetch(`${intranet.origin}/page`, small)).body.toString()).toBe('wiki');
  });

  it('checks every redirect: a trusted origin cannot send us to another private one', async () => {
    const internal = await serve((_request, response) => response.end('secret'));
    const feed = await serve((request, response) => {
      if (request.url === '/inside') response.writeHead(302, { location: `${internal.origin}/admin` }).end();
      else if (request.url === '/relative') response.writeHead(301, { location: '/final' }).end();
      else response.end(`at ${request.url}`);
    });
    const safeFetch = createSafeFetch({ trustedOrigins: [feed.origin] });
    expect(await failure(safeFetch(`${feed.origin}/inside`, small))).toBe('refused');
    expect(internal.paths).toEqual([]);
    const followed = await safeFetch(`${feed.origin}/relative`, small);
    expect(followed.body.toString()).toBe('at /final');
    expect(followed.url).toBe(`${feed.origin}/final`);
  });

  it(`follows at most ${MAX_REDIRECTS} redirects`, async () => {
    const loop = await serve((request, response) => {
      const n = Number(request.url?.slice(1));
      response.writeHead(302, { location: `/${n + 1}` }).end();
    });
    const safeFetch = createSafeFetch({ trustedOrigins: [loop.origin] });
    expect(await failure(safeFetch(`${loop.origin}/0`, small))).toBe('refused');
    expect(loop.paths).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('refuses a declared length over the cap, and stops reading an undeclared one at the cap', async () => {
    const big = await serve((request, response) => {
      if (request.url === '/declared') {
        response.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
        response.write(Buffer.alloc(1024));
        return;
      }
      // Chunked, endless: only the cap ends it.
      const push = () => {
        while (response.write(Buffer.alloc(64 * 1024, 1)));
      };
      response.on('drain', push);
      push();
    });
    const safeFetch = createSafeFetch({ trustedOrigins: [big.origin] });
    expect(await failure(safeFetch(`${big.origin}/declared`, { maxBytes: 1024 * 1024 }))).toBe('too_large');
    expect(await failure(safeFetch(`${big.origin}/endless`, { maxBytes: 1024 * 1024 }))).toBe('too_large');
  });

  it('gives up on a body that trickles past the deadline', async () => {
    const slow = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => response.write('.'), 20);
      response.on('close', () => clearInterval(timer));
    });
    const safeFetch = createSafeFetch({ trustedOrigins: [slow.origin] });
    expect(await failure(safeFetch(`${slow.origin}/`, { maxBytes: 1024 * 1024, timeoutMs: 300 }))).toBe('timeout');
  });

  it('sends a POST body, hands back any status when asked, and does not follow a POST redirect', async () => {
    const api = await serve((request, response) => {
      if (request.url === '/moved') return void response.writeHead(301, { location: '/elsewhere' }).end();
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => response.writeHead(401, { 'content-type': 'application/json' }).end(`{"got":"${body}"}`));
    });
    const safeFetch = createSafeFetch({ trustedOrigins: [api.origin] });
    const answer = await safeFetch(`${api.origin}/login`, { ...small, method: 'POST', body: 'hello', anyStatus: true });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body.toString())).toEqual({ got: 'hello' });
    const moved = await safeFetch(`${api.origin}/moved`, { ...small, method: 'POST', body: 'x', anyStatus: true });
    expect(moved.status).toBe(301);
    expect(api.paths).toEqual(['/login', '/moved']);
  });

  it('reports an upstream error status and an unreachable host', async () => {
    const site = await serve((_request, response) => response.writeHead(404).end());
    const safeFetch = createSafeFetch({ trustedOrigins: [site.origin, 'http://127.0.0.1:9'] });
    const error = await safeFetch(`${site.origin}/missing`, small).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'http', status: 404 });
    expect(await failure(safeFetch('http://127.0.0.1:9/', small))).toBe('unreachable');
    // A port nobody listens on any more: the error says why, not only "fetch failed".
    const gone = await serve((_request, response) => response.end());
    await gone.close();
    const closedOrigin = gone.origin;
    const refused = await createSafeFetch({ trustedOrigins: [closedOrigin] })(`${closedOrigin}/rss`, small).catch(
      (caught: unknown) => caught,
    );
    expect(refused).toMatchObject({ reason: 'unreachable' });
    expect((refused as Error).message).toBe(`${new URL(closedOrigin).host}: fetch failed (ECONNREFUSED)`);
  });

  it('decodes a gzip answer and holds the decoded body to the cap', async () => {
    const site = await serve((request, response) => {
      const text = request.url === '/bomb' ? 'a'.repeat(4 * 1024 * 1024) : '안녕하세요';
      response.writeHead(200, { 'content-encoding': 'gzip', 'x-asked': String(request.headers['accept-encoding']) });
      response.end(gzipSync(text));
    });
    const safeFetch = createSafeFetch({ trustedOrigins: [site.origin] });
    const answer = await safeFetch(`${site.origin}/page`, small);
    expect(answer.body.toString()).toBe('안녕하세요');
    expect(answer.headers.get('X-Asked')).toMatch(/gzip/);
    // 4 MiB that travel as 4 KiB are still 4 MiB once read.
    expect(await failure(safeFetch(`${site.origin}/bomb`, { maxBytes: 1024 * 1024 }))).toBe('too_large');
  });

  it('compiles no WebAssembly: its HTTP parser is in Node, not a wasm one that V8 recompiles once hot', async () => {
    // A process of its own, so the count starts before anything loads the outbound module (ADR 081).
    const module = fileURLToPath(new URL('./safe-fetch.ts', import.meta.url));
    const script = `
      let compiled = 0;
      // tsx, which loads the TypeScript here, compiles its own lexer: not the product's.
      const count = () => { if (!new Error().stack.includes('/node_modules/tsx/')) compiled++; };
      for (const name of ['compile', 'instantiate', 'compileStreaming', 'instantiateStreaming']) {
        const real = WebAssembly[name];
        WebAssembly[name] = (...args) => (count(), real.apply(WebAssembly, args));
      }
      const RealModule = WebAssembly.Module;
      WebAssembly.Module = function (...args) { count(); return new RealModule(...args); };
      const { createServer } = await import('node:http');
      const { createSafeFetch } = await import(${JSON.stringify(module)});
      const server = createServer((_q, r) => r.end('ok'));
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      const origin = 'http://127.0.0.1:' + server.address().port;
      const safeFetch = createSafeFetch({ trustedOrigins: [origin] });
      for (let i = 0; i < 5; i++) await safeFetch(origin + '/' + i, { maxBytes: 1024 });
      server.close();
      console.log(JSON.stringify({ compiled }));
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { timeout: 30_000 },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({ compiled: 0 });
  });
});
