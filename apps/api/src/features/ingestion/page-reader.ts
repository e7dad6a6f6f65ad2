// Feeds and article pages are read in a process of its own (reader-process.ts), started for an ingestion run or a
// member's link and ended when the run ends or 10 s after the link's page (ADR 045). The parsers behind them
// (linkedom, Readability, fast-xml-parser: ~7 MiB of code and tables) and the garbage of a run's hundreds of parsed
// pages never enter the API: V8 and the C heap keep such a burst resident long after it (a worker thread measured
// +14 MiB of native memory left in the API after the first ingestion), a process gives all of it back when it ends.
// The API's event loop also stays free while pages are read.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FeedItem, ParsedFeed } from './feed-parser.ts';
import type { FetchedPage } from './fetcher.ts';
import type { ReadArticle } from './read-article.ts';

export type ReaderRequest = { id: number } & (
  { kind: 'feed'; xml: string; feedUrl: string | undefined } | { kind: 'article'; item: FeedItem; page: FetchedPage }
);
export type ReaderResult = { kind: 'feed'; feed: ParsedFeed } | { kind: 'article'; article: ReadArticle };
export type ReaderReply = { id: number; result: ReaderResult } | { id: number; error: string };

/** A read that takes longer has hung the process (a pathological document): it is ended, the next read starts one. */
const READ_TIMEOUT_MS = 60_000;
/** Ended this long after its last read when nobody closes it (a member's links come one by one). */
export const READER_IDLE_MS = 10_000;

/** From source (tsx, tests) the process runs reader-process.ts through tsx; in the build its own bundle. */
const fromSource = import.meta.url.endsWith('.ts');
let entry = fileURLToPath(new URL(fromSource ? './reader-process.ts' : './reader-process.js', import.meta.url));
let entryExecArgv = fromSource ? ['--import', 'tsx'] : [];

/**
 * Readers started from now on run this bundle (scripts/build-api.mjs `buildReader`) instead: the engine benchmark
 * runs ingestion from source but times the reader the build starts, not tsx compiling the parsers.
 */
export function useReaderBundle(file: string): void {
  entry = file;
  entryExecArgv = [];
}

type Waiting = { owner: ChildProcess; resolve: (result: ReaderResult) => void; reject: (error: Error) => void };

/** A reader with a process of its own, started at its first read. */
export function createPageReader(options: { idleMs?: number; timeoutMs?: number } = {}) {
  const idleMs = options.idleMs ?? READER_IDLE_MS;
  const timeoutMs = options.timeoutMs ?? READ_TIMEOUT_MS;
  let child: ChildProcess | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();
  let timer: NodeJS.Timeout | null = null;

  function end(owner: ChildProcess, why: string) {
    if (child === owner) child = null;
    owner.kill();
    for (const [id, task] of waiting) {
      // Only its own: a new process may have started since this one was told to end.
      if (task.owner !== owner) continue;
      waiting.delete(id);
      task.reject(new Error(`page reader: ${why}`));
    }
  }

  /** While reads are out: the time limit of the oldest; once none are: the idle limit. */
  function arm() {
    if (timer) clearTimeout(timer);
    timer = null;
    const owner = child;
    if (!owner) return;
    const busy = waiting.size > 0;
    timer = setTimeout(() => end(owner, busy ? 'a read took too long' : 'idle'), busy ? timeoutMs : idleMs);
    timer.unref();
  }

  function start(): ChildProcess {
    if (child) return child;
    const started = fork(entry, [], {
      execArgv: entryExecArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Neither the process nor its channel keeps the API alive.
    started.unref();
    started.channel?.unref();
    started.on('message', (reply: ReaderReply) => {
      const task = waiting.get(reply.id);
      if (!task) return;
      waiting.delete(reply.id);
      if ('error' in reply) task.reject(new Error(reply.error));
      else task.resolve(reply.result);
      if (child === started) arm();
    });
    started.on('error', () => end(started, 'the process failed'));
    started.on('exit', (code, signal) => end(started, `the process exited (${signal ?? code})`));
    child = started;
    return started;
  }

  function read(request: ReaderRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never) {
    return new Promise<ReaderResult>((resolve, reject) => {
      const id = nextId++;
      const owner = start();
      waiting.set(id, { owner, resolve, reject });
      if (waiting.size === 1) arm();
      owner.send({ ...request, id });
    });
  }

  return {
    /** parseFeed (feed-parser.ts), in the reader's process. */
    async parseFeed(xml: string, feedUrl?: string): Promise<ParsedFeed> {
      const result = await read({ kind: 'feed', xml, feedUrl });
      if (result.kind !== 'feed') throw new Error(`page reader: answered ${result.kind} for a feed`);
      return result.feed;
    },
    /** readArticle (read-article.ts), in the reader's process. */
    async readArticle(item: FeedItem, page: FetchedPage): Promise<ReadArticle> {
      const result = await read({ kind: 'article', item, page });
      if (result.kind !== 'article') throw new Error(`page reader: answered ${result.kind} for a page`);
      return result.article;
    },
    /**
     * Starts the process now, ahead of the first read: an ingestion run boots it (~0.5 s of a Node start and the
     * parsers' load) while it fetches the feeds and the known URLs. Ended after `idleMs` unless a read comes.
     */
    warm(): void {
      if (child) return;
      start();
      arm();
    },
    /** Whether its process is running now: not before the first read, not after `idleMs` without one or `close`. */
    get running(): boolean {
      return child !== null;
    },
    /** Ends the process now (reads still out fail). */
    async close(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = null;
      const owner = child;
      if (!owner) return;
      const exited = new Promise((resolve) => owner.once('exit', resolve));
      end(owner, 'closed');
      await exited;
    },
  };
}

export type PageReader = ReturnType<typeof createPageReader>;

/**
 * The process's reader for a member's links (and whoever is given no reader of its own): no process until the
 * first page. An ingestion run has a reader of its own and closes it when the run ends (ingest.runner.ts).
 */
export const sharedPageReader: PageReader = createPageReader();
