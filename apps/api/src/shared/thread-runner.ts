import { Worker } from 'node:worker_threads';

/** What every request to a runner's thread carries: the id its reply answers to. */
export interface ThreadRequest {
  id: number;
}
/** A request as a caller writes it: everything but the id (for each member of a union of requests). */
export type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
export type ThreadReply<T> = { id: number; result: T } | { id: number; error: string };

/** A task refused at once because every thread is busy and the queue holds `maxWaiting` tasks already. */
export class RunnerFullError extends Error {
  constructor(name: string) {
    super(`${name}: every thread is busy and the queue is full`);
    this.name = 'RunnerFullError';
  }
}

export interface ThreadRunnerOptions {
  /** Past this a task has hung: its thread is ended (the task fails) and the next task gets a new one. */
  timeoutMs: number;
  /** Names the runner in errors. */
  name: string;
  /** Threads that run tasks side by side (1 unless given). */
  threads?: number;
  /** Tasks that may wait for a free thread; one more is refused with RunnerFullError (no bound unless given). */
  maxWaiting?: number;
  /** A thread with nothing to do for this long is ended, giving its memory back; the next task starts one again. */
  idleMs?: number;
  /** Handed to every thread as `workerData`. */
  workerData?: unknown;
}

/**
 * Runs CPU-heavy work in worker threads so the API's event loop keeps answering: each thread runs one task at a
 * time, tasks start in arrival order on the first free thread. A thread starts when a task needs it (never before
 * the first task), does not keep the process alive, and is started again after it fails. Tasks wait here, not in a
 * thread's message queue, so a task's time limit counts from when it starts; and with `maxWaiting` the wait is
 * bounded: a task that would have to queue behind that many is refused at once.
 */
export function createThreadRunner<Request extends ThreadRequest, Result>(
  entry: URL,
  { timeoutMs, name, threads = 1, maxWaiting = Infinity, idleMs, workerData }: ThreadRunnerOptions,
) {
  let nextId = 1;
  interface Task {
    request: Request;
    resolve: (result: Result) => void;
    reject: (error: Error) => void;
  }
  /** One thread: its worker once started, the task it runs, and the timer that ends it when hung or idle. */
  interface Slot {
    worker: Worker | null;
    task: Task | null;
    timer: NodeJS.Timeout | null;
  }
  const slots: Slot[] = Array.from({ length: Math.max(1, threads) }, () => ({ worker: null, task: null, timer: null }));
  const waiting: Task[] = [];

  function clearTimer(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }

  function settle(slot: Slot, owner: Worker, outcome: { result: Result } | { error: Error }) {
    if (slot.worker !== owner && slot.worker !== null) return;
    const task = slot.task;
    if (!task) return;
    slot.task = null;
    clearTimer(slot);
    if ('result' in outcome) task.resolve(outcome.result);
    else task.reject(outcome.error);
    next();
  }

  function start(slot: Slot): Worker {
    if (slot.worker) return slot.worker;
    const started = new Worker(entry, { workerData });
    started.unref();
    started.on('message', (reply: ThreadReply<Result>) => {
      if (slot.worker !== started || slot.task?.request.id !== reply.id) return;
      settle(slot, started, 'error' in reply ? { error: new Error(`${name} failed: ${reply.error}`) } : reply);
    });
    const lost = (error: Error) => {
      if (slot.worker !== started) return;
      slot.worker = null;
      settle(slot, started, { error });
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`${name} thread exited (${code})`)));
    slot.worker = started;
    return started;
  }

  function idle(slot: Slot) {
    clearTimer(slot);
    if (idleMs === undefined || !slot.worker) return;
    const owner = slot.worker;
    slot.timer = setTimeout(() => {
      if (slot.worker !== owner || slot.task) return;
      slot.worker = null;
      slot.timer = null;
      void owner.terminate();
    }, idleMs);
    slot.timer.unref();
  }

  function next() {
    for (const slot of slots) {
      if (slot.task) continue;
      const task = waiting.shift();
      if (!task) {
        idle(slot);
        continue;
      }
      clearTimer(slot);
      const owner = start(slot);
      slot.task = task;
      slot.timer = setTimeout(() => void owner.terminate(), timeoutMs);
      slot.timer.unref();
      owner.postMessage(task.request);
    }
  }

  const full = () => waiting.length >= maxWaiting && slots.every((slot) => slot.task);

  return {
    run(request: WithoutId<Request>): Promise<Result> {
      if (full()) return Promise.reject(new RunnerFullError(name));
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ request: { ...request, id: nextId++ } as unknown as Request, resolve, reject });
        next();
      });
    },
    /** Whether a task asked for now would be refused: every thread busy and the queue full. */
    get full(): boolean {
      return full();
    },
    /** Threads running now (started and not ended): none before the first task. */
    get threadsStarted(): number {
      return slots.filter((slot) => slot.worker).length;
    },
    async close(): Promise<void> {
      const running = slots.flatMap((slot) => {
        const worker = slot.worker;
        clearTimer(slot);
        slot.worker = null;
        return worker ? [{ slot, worker }] : [];
      });
      await Promise.all(
        running.map(async ({ slot, worker }) => {
          await worker.terminate();
          // Its task, if any, fails as a lost thread's does.
          settle(slot, worker, { error: new Error(`${name} thread exited (closed)`) });
        }),
      );
    },
  };
}
