import { closeSync, mkdirSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './env.ts';

/**
 * DATA_DIR holds the embedded database (admin password hashes, member data) and the generated JWT secret:
 * it is the owner's alone. From here on this process creates files 0600 and folders 0700 (PGlite itself
 * asks for 0666/0777), and DATA_DIR is created 0700. A DATA_DIR that already exists is not changed, but one
 * others can enter or read is reported, for the operator to fix (`chmod -R go-rwx`).
 *
 * Returns the warning to log, if any.
 */
export function prepareDataDir(config: Pick<Config, 'dataDir'>): string | null {
  process.umask(0o077);
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const mode = statSync(config.dataDir).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  return `DATA_DIR ${config.dataDir} is open to other users (mode ${mode.toString(8)}); run chmod -R go-rwx on it`;
}

/** Room a start needs in DATA_DIR: PGlite writes its WAL and catalog before it answers anything. */
const START_ROOM_BYTES = 1024 * 1024;

/**
 * Whether DATA_DIR has room to start: a probe file of `START_ROOM_BYTES` is written and removed. PGlite on a full
 * disk does not say so (its WebAssembly build ends with `RuntimeError: Aborted()`), so the start checks first.
 * Throws the disk's error (ENOSPC, EDQUOT) when there is no room; any other trouble is left to the steps that follow.
 */
export function ensureRoomToStart(dataDir: string) {
  const probe = path.join(dataDir, `.room-check-${process.pid}`);
  let fd: number | undefined;
  try {
    fd = openSync(probe, 'w', 0o600);
    const block = Buffer.alloc(64 * 1024);
    for (let written = 0; written < START_ROOM_BYTES; written += block.length) writeSync(fd, block);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') throw error;
  } finally {
    if (fd !== undefined) closeSync(fd);
    rmSync(probe, { force: true });
  }
}
