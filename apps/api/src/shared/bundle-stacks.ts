// Stack traces of the compiled API point at the TypeScript source, without `--enable-source-maps` (ADR 045).
//
// Node's flag reads and keeps the source map of every module it loads, npm packages included: ~680 maps, ~9 MiB
// of a fresh API process's heap, held for its life although a map is only needed to write a stack trace. Here only
// the bundle's own files are mapped, and only when a stack is written: the map of a file is read then, kept while
// stacks keep coming, and let go a minute after the last one.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BundleStackOptions {
  /** How long a map read for a stack is kept after its last use; 60 s. */
  keepMs?: number;
}

type CallSite = NodeJS.CallSite;

/** The first line of a stack as V8 writes it: `Name: message`. */
function heading(error: unknown): string {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return '<error>';
  }
}

/**
 * Maps the frames of files in `bundleDir` (an esbuild output with `.js.map` beside each file) in every stack written
 * from now on. Other frames are written as V8 writes them. Returns a function that puts the previous writer back.
 */
export function mapBundleStacks(bundleDir: string, options: BundleStackOptions = {}): () => void {
  const keepMs = options.keepMs ?? 60_000;
  const dir = path.resolve(bundleDir);
  const maps = new Map<string, { map: SourceMap | null; timer: NodeJS.Timeout }>();

  function mapFor(file: string): SourceMap | null {
    const kept = maps.get(file);
    if (kept) {
      kept.timer.refresh();
      return kept.map;
    }
    let map: SourceMap | null = null;
    try {
      const mapFile = `${file}.map`;
      if (existsSync(mapFile)) map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
    } catch {
      map = null;
    }
    const timer = setTimeout(() => maps.delete(file), keepMs);
    timer.unref();
    maps.set(file, { map, timer });
    return map;
  }

  function frame(site: CallSite): string {
    const written = site.toString();
    const name = site.getFileName();
    const line = site.getLineNumber();
    const column = site.getColumnNumber();
    if (!name || line === null || column === null) return written;
    const file = name.startsWith('file:') ? fileURLToPath(name) : name;
    if (path.dirname(file) !== dir || !file.endsWith('.js')) return written;
    const map = mapFor(file);
    const entry = map?.findEntry(line - 1, column - 1) as
      { originalSource?: string; originalLine?: number; originalColumn?: number } | undefined;
    if (!entry?.originalSource || entry.originalLine === undefined || entry.originalColumn === undefined)
      return written;
    const source = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : path.resolve(dir, entry.originalSource);
    const at = `${name}:${line}:${column}`;
    const mapped = `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    return written.includes(at) ? written.replace(at, mapped) : `${written} (${mapped})`;
  }

  const previous = Error.prepareStackTrace;
  Error.prepareStackTrace = (error: Error, sites: CallSite[]) =>
    [heading(error), ...sites.map((site) => `    at ${frame(site)}`)].join('\n');
  return () => {
    Error.prepareStackTrace = previous;
    for (const { timer } of maps.values()) clearTimeout(timer);
    maps.clear();
  };
}

/**
 * Called first by every compiled entry: maps the stacks of the bundle this module was built into. From the source
 * (tsx, tests) it does nothing; tsx maps them itself.
 */
export function mapOwnBundleStacks(): void {
  const here = import.meta.url;
  if (!here.startsWith('file:') || !here.endsWith('.js')) return;
  mapBundleStacks(path.dirname(fileURLToPath(here)));
}
