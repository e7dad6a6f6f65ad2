import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const FILES = path.join(import.meta.dirname, 'seed-client');

export interface SeedSite {
  /** `http://127.0.0.1:<port>`: the seed client's own origin. */
  origin: string;
  /** Where the seed client finds the API (set once the API is up). */
  setBackend(backend: string): void;
  close(): Promise<void>;
}

/**
 * Serves the seed client's page on 127.0.0.1 (the same site as an API on 127.0.0.1, as in its own
 * deployment): `/config.js` names the backend, every other path gets the page (a single-page app).
 */
export async function startSeedSite(): Promise<SeedSite> {
  let backend = '';
  const page = readFileSync(path.join(FILES, 'index.html'));
  const script = readFileSync(path.join(FILES, 'seed-client.js'));
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://seed').pathname;
    if (pathname === '/config.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(`window.__SEED_BACKEND__ = ${JSON.stringify(backend)};\n`);
    } else if (pathname === '/seed-client.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(script);
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    setBackend: (value) => {
      backend = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
