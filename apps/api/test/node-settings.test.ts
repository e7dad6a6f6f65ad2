// The Node settings every API process runs with (API_NODE_FLAGS in scripts/lib.mjs; ADR 045, ADR 056): the old
// generation's limit keeps V8's growing factor small, and the image and compose file spell out the same flags.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './db-template.ts';

/** Runs a short script in a fresh node and returns what it printed, parsed as JSON. */
function nodeJson(args: string[]): unknown {
  const run = spawnSync(process.execPath, args, { cwd: REPO_ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim());
}

const libUrl = new URL(`file://${path.join(REPO_ROOT, 'scripts/lib.mjs')}`).href;
const flags = nodeJson([
  '--input-type=module',
  '-e',
  `import { API_NODE_FLAGS } from ${JSON.stringify(libUrl)}; console.log(JSON.stringify(API_NODE_FLAGS));`,
]) as string[];

const MiB = 1024 * 1024;

describe('API node settings', () => {
  it('caps the old generation below 2 GiB, where V8 would let it grow to 4× what a full collection kept', () => {
    const stats = nodeJson([...flags, '-e', `console.log(JSON.stringify(require('node:v8').getHeapStatistics()))`]) as {
      heap_size_limit: number;
    };
    // The young generation's semi-spaces come on top of the old generation's 512 MiB (V8's factor then ≤ 1.4).
    expect(stats.heap_size_limit / MiB).toBeLessThanOrEqual(600);
    // Still well above what an API process holds live (~100–150 MiB under the soak).
    expect(stats.heap_size_limit / MiB).toBeGreaterThanOrEqual(500);
  });

  it('is what the image and the compose file run', () => {
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const compose = readFileSync(path.join(REPO_ROOT, 'deploy/compose.yaml'), 'utf8');
    const server = ['node', ...flags, 'apps/api/dist/server.js'].map((part) => JSON.stringify(part)).join(', ');
    expect(dockerfile).toContain(`CMD [${server}]`);
    const worker = ['node', ...flags, 'apps/api/dist/worker.js'].map((part) => `'${part}'`).join(', ');
    expect(compose).toContain(`command: [${worker}]`);
    const env = nodeJson([
      '--input-type=module',
      '-e',
      `import { API_ENV } from ${JSON.stringify(libUrl)}; console.log(JSON.stringify(API_ENV));`,
    ]) as Record<string, string>;
    for (const [name, value] of Object.entries(env))
      expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value}$`, 'm'));
  });
});
