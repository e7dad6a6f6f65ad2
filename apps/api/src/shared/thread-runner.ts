import { Worker } from 'node:worker_threads';

/** What every request to a runner's thread carries: the id its reply answers to. */
export interface ThreadRequest {
  id: number;
}
/** A request as a caller writes it: everything but the id (for each member of a union of requests). */
export type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
export type ThreadReply<T> = { id: number; result: T } | { id: number; error: string };

/**
 * Runs CPU-heavy work in one worker thread, one task at a time in arrival order, so the API's event loop keeps
 * answering while it runs. The thread starts on first use, does not keep the process alive, and is started again
 * after it fails; a task that runs past `timeoutMs` ends the thread (its task fails) and the next task gets a new
 * one. Tasks wait here, not in the thread's message queue, so a task's time limit counts from when it starts.
 */
export function createThreadRunner<Request extends ThreadRequest, Result>(
  entry: URL,
  { timeoutMs, name }: { timeoutMs: number; name: string },
) {
  let worker: Worker | null = null;
  let nextId = 1;
  interface Task {
    request: Request;
    resolve: (result: Result) => void;
    reject: (error: Error) => void;
  }
  const waiting: Task[] = [];
  let current: { task: Task; owner: Worker; timer: NodeJS.Timeout } | null = null;

  function settle(owner: Worker, outcome: { result: Result } | { error: Error }) {
    if (!current || current.owner !== owner) return;
    const { task, timer } = current;
    current = null;
    clearTimeout(timer);
    if ('result' in outcome) task.resolve(outcome.result);
    else task.reject(outcome.error);
    next();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(entry);
    started.unref();
    started.on('message', (reply: ThreadReply<Result>) => {
      if (current?.task.request.id !== reply.id) return;
      settle(started, 'error' in reply ? { error: new Error(`${name} failed: ${reply.error}`) } : reply);
    });
    const lost = (error: Error) => {
      if (worker === started) worker = null;
      settle(started, { error });
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`${name} thread exited (${code})`)));
    worker = started;
    return started;
  }

  function next() {
    if (current) return;
    const task = waiting.shift();
    if (!task) return;
    const owner = thread();
    const timer = setTimeout(() => void owner.terminate(), timeoutMs);
    timer.unref();
    current = { task, owner, timer };
    owner.postMessage(task.request);
  }

  return {
    run(request: WithoutId<Request>): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ request: { ...request, id: nextId++ } as unknown as Request, resolve, reject });
        next();
      });
    },
    async close(): Promise<void> {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
