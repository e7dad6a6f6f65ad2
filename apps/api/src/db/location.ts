import path from 'node:path';
import type { Config } from '../config/env.ts';

/** Where the embedded database lives; undefined when PostgreSQL is configured. */
export function pgliteDir(config: Config): string | undefined {
  return config.DATABASE_URL ? undefined : path.join(config.dataDir, 'db');
}
