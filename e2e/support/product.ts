import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** scripts/e2e.mjs builds the web app once and passes the folder; a local build works too. */
export const WEB_DIST = [process.env.E2E_WEB_DIST, path.join(ROOT, 'apps/web/dist')].find(
  (dir): dir is string => !!dir && existsSync(path.join(dir, 'index.html')),
);

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerUnderTest {
  child: ChildProcess;
  webUrl: string;
  apiUrl: string;
  dataDir: string;
  output: () => string;
}

/**
 * A production server of a test's own: spare ports, a throwaway embedded database, the given
 * web build, an OpenAI-compatible writer and the test's `env` (news feeds, LLM address…). `ports`: fixed ports
 * (the API's, for a test whose settings must name it before the start; all three, to stay in a port range).
 * Resolves once the first ingestion is done.
 */
export async function startProduct(
  webDist: string,
  env: Record<string, string>,
  ports: { api?: number; proxy?: number; web?: number } = {},
): Promise<ServerUnderTest> {
  const [api, proxy, web] = [
    ports.api ?? (await freePort()),
    ports.proxy ?? (await freePort()),
    ports.web ?? (await freePort()),
  ];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'geulgam-e2e-product-'));
  const webUrl = `http://localhost:${web}`;
  const apiUrl = `http://localhost:${api}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(api),
      PROXY_PORT: String(proxy),
      WEB_PORT: String(web),
      PUBLIC_API_URL: apiUrl,
      PUBLIC_PROXY_URL: `http://localhost:${proxy}`,
      WEB_ORIGINS: `${webUrl},http://127.0.0.1:${web}`,
      SERVE_WEB: 'true',
      WEB_DIST_DIR: webDist,
      INGEST_INTERVAL_MINUTES: '0',
      LLM_PROVIDER: 'openai',
      LLM_TIMEOUT_MS: '10000',
      SHOPPING: 'demo',
      IMAGE_SEARCH: 'articles',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const product = { child, webUrl, apiUrl, dataDir, output: () => output };
  // The banner is printed after the first ingestion of a fresh database.
  const deadline = Date.now() + 120_000;
  while (!output.includes('글감이 준비됐어요')) {
    const problem =
      child.exitCode !== null ? 'server exited early' : Date.now() > deadline ? 'server did not start' : null;
    if (problem) {
      await stopProduct(product);
      throw new Error(`${problem}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return product;
}

export async function stopProduct(server: ServerUnderTest | undefined): Promise<void> {
  if (!server) return;
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 12_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}
