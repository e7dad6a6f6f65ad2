import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package's folder (apps/api): the nearest package.json above this module. Walking up instead of a fixed
 * `../..` because the module runs from two depths: `src/config/` under tsx and tests, and bundled into `dist/`.
 */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`package.json not found above ${from}`);
  }
}

export const API_ROOT = packageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The committed SQL migrations (drizzle-kit). */
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

/** The web app's build, served when WEB_DIST_DIR is not set. */
export const DEFAULT_WEB_DIST = path.resolve(API_ROOT, '../web/dist');
