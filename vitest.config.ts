import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const cores = availableParallelism();

export default defineConfig({
  test: {
    // Vitest's default (cores − 1) is one worker on a 2-core machine, leaving a core idle while API tests wait on
    // sockets, child processes and PGlite; two workers there ran the API project ~15 % faster (bench/README.md, loop).
    maxWorkers: Math.max(cores - 1, Math.min(cores, 2)),
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'korean',
          root: './packages/korean',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'demo-newsroom',
          root: './packages/demo-newsroom',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Drawing every picture of the corpus takes seconds on a busy machine (it did in the api project too).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
