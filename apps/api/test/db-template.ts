import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../src/config/locations.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const TMP_DIR = path.join(REPO_ROOT, '.tmp');

/** A fingerprint of the committed migrations: a new migration means a new template. */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export const pgliteTemplatePath = () => path.join(TMP_DIR, `pglite-template-${migrationsFingerprint()}.tar`);

/** Tests run on PostgreSQL when TEST_DB=postgres and TEST_DATABASE_URL point there. */
export function postgresTestUrl(): string | undefined {
  return process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
}

/**
 * The migrated database every test file copies, named after TEST_DATABASE_URL's database: two runs against
 * different databases of one server (a developer's and a benchmark's) must not drop each other's template.
 */
export const POSTGRES_TEMPLATE_DB = templateName(process.env.TEST_DATABASE_URL);

function templateName(url: string | undefined): string {
  const database = url ? decodeURIComponent(new URL(url).pathname.slice(1)) : '';
  const safe = database
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40);
  if (!safe) return 'geulgam_test_template';
  return /^[a-z_]/.test(safe) ? `${safe}_template` : `t_${safe}_template`;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statements: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
