import { mkdirSync, statSync } from 'node:fs';
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
