// Preloaded into a server process (`node --import tsx --import <this file> server.ts`): every write under
// FULL_DISK_DIR fails with ENOSPC, as it does when that disk is full. Reads and everything elsewhere work.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

const full = path.resolve(process.env.FULL_DISK_DIR ?? '/nonexistent');
const isUnder = (file: fs.PathLike) => {
  const resolved = path.resolve(String(file));
  return resolved === full || resolved.startsWith(`${full}${path.sep}`);
};
const noSpace = (syscall: string, file?: string) =>
  Object.assign(new Error(`ENOSPC: no space left on device, ${syscall}${file ? ` '${file}'` : ''}`), {
    code: 'ENOSPC',
    errno: -28,
    syscall,
    ...(file ? { path: file } : {}),
  });

const descriptorsOnFullDisk = new Set<number>();
const { openSync, closeSync, writeSync, writeFileSync, appendFileSync } = fs;

Object.assign(fs, {
  openSync(file: fs.PathLike, ...rest: unknown[]) {
    const fd = (openSync as (...args: unknown[]) => number)(file, ...rest);
    if (isUnder(file)) descriptorsOnFullDisk.add(fd);
    return fd;
  },
  closeSync(fd: number) {
    descriptorsOnFullDisk.delete(fd);
    return closeSync(fd);
  },
  writeSync(fd: number, ...rest: unknown[]) {
    if (descriptorsOnFullDisk.has(fd)) throw noSpace('write');
    return (writeSync as (...args: unknown[]) => number)(fd, ...rest);
  },
  writeFileSync(file: fs.PathOrFileDescriptor, ...rest: unknown[]) {
    if (typeof file !== 'number' && isUnder(file as fs.PathLike)) throw noSpace('open', String(file));
    return (writeFileSync as (...args: unknown[]) => void)(file, ...rest);
  },
  appendFileSync(file: fs.PathOrFileDescriptor, ...rest: unknown[]) {
    if (typeof file !== 'number' && isUnder(file as fs.PathLike)) throw noSpace('open', String(file));
    return (appendFileSync as (...args: unknown[]) => void)(file, ...rest);
  },
});
syncBuiltinESMExports();
