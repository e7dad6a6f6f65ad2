// Small helpers shared by the project's scripts (start, test, e2e, bench).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry !== 'node_modules') newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any file under `sources` (paths relative to the repository). */
export function buildIsStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

/** Builds apps/web into `outDir` (a throwaway folder); resolves to the build's exit code. */
export function buildWeb(outDir) {
  return run('npm', ['run', 'build', '--workspace', 'apps/web', '--', '--outDir', outDir, '--logLevel', 'warn']);
}

/**
 * The environment of a whole product on the given ports (`api`, `proxy`, `web`) with a fresh
 * embedded database in `dataDir`, serving the web build in `webDist`. Quiet logs, test mode.
 */
export function productEnv({ ports, dataDir, webDist }) {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PORT: String(ports.api),
    PROXY_PORT: String(ports.proxy),
    WEB_PORT: String(ports.web),
    PUBLIC_API_URL: `http://localhost:${ports.api}`,
    PUBLIC_PROXY_URL: `http://localhost:${ports.proxy}`,
    WEB_ORIGINS: `http://localhost:${ports.web},http://127.0.0.1:${ports.web}`,
    DATABASE_URL: '',
    WEB_DIST_DIR: webDist,
  };
}

/**
 * Node settings of every API process (npm start, the worker, the CLIs, the image, the benchmarks; ADR 045). The
 * young generation's two semi-spaces are capped at 4 MiB each: at V8's default (16 MiB) they stay resident at 32
 * MiB in an API process whose requests leave little garbage, a fifth of its footprint. Stack traces are mapped to
 * the source by the entries themselves (shared/bundle-stacks.ts), not by `--enable-source-maps`, which kept every
 * npm package's source maps resident too.
 *
 * The old generation is capped at 512 MiB (ADR 056). Not for the cap itself (an API holds ~100–150 MiB live): V8 lets
 * the old generation grow to up to 4× what survived the last full collection when its limit is 2 GiB or more (the
 * default here is 4 GiB), 1.6× at 1 GiB and 1.4× at 512 MiB. Under steady load that factor, not a leak, was what grew the 10-minute
 * soak's RSS by 200–500 MiB: garbage promoted between full collections was kept committed.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=512'];

/**
 * The environment every API process starts with, under what is already set (ADR 056): glibc's malloc at two arenas.
 * By default it gives each thread that allocates (V8's GC and compiler helpers, libuv's pool, the render thread) an
 * arena of its own, up to eight per core; under the soak's load those arenas held ~130 MiB and kept growing, where
 * two held ~100 MiB and stayed flat. musl and other allocators ignore the variable.
 */
export const API_ENV = { MALLOC_ARENA_MAX: '2' };

/** The environment of an API process: API_ENV, then the caller's environment, then `env`. */
export function apiProcessEnv(env = {}) {
  return { ...API_ENV, ...process.env, ...env };
}

/** API_NODE_FLAGS, or BENCH_SERVER_NODE_FLAGS when set (a benchmark comparing settings; `-` for none). */
export function serverNodeFlags() {
  const given = process.env.BENCH_SERVER_NODE_FLAGS;
  if (given === undefined || given === '') return API_NODE_FLAGS;
  return given.split(' ').filter((flag) => flag && flag !== '-');
}

/** Starts the production server (API, proxy and web) as a child process. */
export function startServer(env) {
  return spawn(process.execPath, [...serverNodeFlags(), '--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: apiProcessEnv(env),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Polls a URL until it answers 2xx, or fails after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}
