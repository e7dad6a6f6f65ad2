// Starting the real server (apps/api/src/server.ts, or a build of it) as a child process, for tests of what
// only a whole process shows: signals, shutdown, a database going away, the production build.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './helpers.ts';
import { REPO_ROOT } from './db-template.ts';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const FROM_SOURCE = ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/server.ts')];

/** `nodeArgs`: what node runs (the TypeScript source through tsx unless told otherwise). */
export async function startServerProcess(env: Record<string, string>, nodeArgs = FROM_SOURCE): Promise<ServerProcess> {
  const port = await freePort();
  const proxyPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'geulgam-proc-'));
  const child = spawn(process.execPath, nodeArgs, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: String(port),
      PROXY_PORT: String(proxyPort),
      SERVE_WEB: 'false',
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, baseUrl, port, output: () => output, exited };
}
