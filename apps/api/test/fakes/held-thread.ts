import { createThreadRunner, type ThreadRequest } from '../../src/shared/thread-runner.ts';

/** A thread runner over held-thread.mjs: its tasks run (and hold their thread) until `release()`. */
export function createHeldRunner(options: { threads: number; maxWaiting: number }) {
  const gate = new Int32Array(new SharedArrayBuffer(4));
  const runner = createThreadRunner<ThreadRequest & Record<string, unknown>, Uint8Array>(
    new URL('./held-thread.mjs', import.meta.url),
    { name: 'held', timeoutMs: 60_000, workerData: { gate }, ...options },
  );
  return {
    runner,
    release() {
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
    },
  };
}
