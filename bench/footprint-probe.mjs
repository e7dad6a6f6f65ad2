// Preloaded into the server by the footprint benchmark (`node --import bench/footprint-probe.mjs …`): it notes
// every WebAssembly.Memory the process creates (PGlite's heap is one) and, on SIGUSR2, writes the process's memory
// as JSON to FOOTPRINT_PROBE_FILE: process.memoryUsage(), V8's heap statistics, each live wasm memory with the
// resident part of its mapping, and the resident set by kind of mapping (from /proc/self/smaps). With --expose-gc
// it writes the figures twice: as they are, and after a full collection. bench/footprint-db.ts imports `snapshot`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

const file = process.env.FOOTPRINT_PROBE_FILE;
const memories = [];
const RealMemory = WebAssembly.Memory;
WebAssembly.Memory = new Proxy(RealMemory, {
  construct(target, args, newTarget) {
    const memory = Reflect.construct(target, args, newTarget === WebAssembly.Memory ? target : newTarget);
    memories.push(new WeakRef(memory));
    return memory;
  },
});
const atStart = process.memoryUsage().rss;

/** Resident KiB per mapping of /proc/self/smaps: { start, size, perms, name, rssKiB }. */
function mappings() {
  const list = [];
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      list.push({
        size: Number(BigInt(`0x${head[2]}`) - BigInt(`0x${head[1]}`)),
        perms: head[3],
        name: head[4],
        rssKiB: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && list.length > 0) list.at(-1).rssKiB = Number(rss[1]);
  }
  return list;
}

const MiB = 1024 * 1024;
const mib = (bytes) => Math.round((bytes / MiB) * 10) / 10;

/** The process's memory now (see the top of the file). */
export function snapshot() {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const maps = mappings();
  const wasm = memories
    .map((ref) => ref.deref())
    .filter(Boolean)
    .map((memory) => {
      const bytes = memory.buffer.byteLength;
      // The memory's accessible part is one read-write mapping of exactly its size.
      const mapping = maps.find((m) => m.perms === 'rw-p' && m.size === bytes && m.name === '');
      return { sizeMiB: mib(bytes), rssMiB: mapping ? mib(mapping.rssKiB * 1024) : null };
    });
  const kinds = { file: 0, brk: 0, anon: 0, code: 0 };
  for (const m of maps) {
    const bytes = m.rssKiB * 1024;
    if (m.name.startsWith('/')) kinds.file += bytes;
    else if (m.name === '[heap]') kinds.brk += bytes;
    else if (m.perms.includes('x')) kinds.code += bytes;
    else kinds.anon += bytes;
  }
  return {
    rssMiB: mib(usage.rss),
    heapTotalMiB: mib(usage.heapTotal),
    heapUsedMiB: mib(usage.heapUsed),
    externalMiB: mib(usage.external),
    arrayBuffersMiB: mib(usage.arrayBuffers),
    v8PhysicalMiB: mib(heap.total_physical_size),
    v8MallocedMiB: mib(heap.malloced_memory),
    // Each V8 space's resident part (new_space is the young generation's semi-spaces, code_space the JIT's code).
    v8SpacesMiB: Object.fromEntries(
      v8
        .getHeapSpaceStatistics()
        .map((s) => [s.space_name, { physical: mib(s.physical_space_size), used: mib(s.space_used_size) }]),
    ),
    wasm,
    threads: Number(/^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]),
    mappingsMiB: Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, mib(v)])),
  };
}

process.on('SIGUSR2', () => {
  const report = { atStartRssMiB: mib(atStart), asIs: snapshot() };
  if (typeof globalThis.gc === 'function') {
    globalThis.gc();
    report.afterGc = snapshot();
  }
  // FOOTPRINT_HEAP_SNAPSHOT=dir also writes a heap snapshot there, to see what the V8 heap holds.
  if (process.env.FOOTPRINT_HEAP_SNAPSHOT)
    report.heapSnapshot = v8.writeHeapSnapshot(
      path.join(process.env.FOOTPRINT_HEAP_SNAPSHOT, `footprint-${process.pid}.heapsnapshot`),
    );
  if (file) writeFileSync(file, `${JSON.stringify(report)}\n`);
});
