import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../src/config/locations.ts';
import { openDatabase } from '../src/db/client.ts';
import {
  adminQuery,
  pgliteTemplatePath,
  POSTGRES_TEMPLATE_DB,
  postgresTestUrl,
  TMP_DIR,
  withDatabase,
} from './db-template.ts';

/** Prepares one migrated database that every test file copies: PGlite's initdb is too slow to repeat. */
export default async function setup() {
  const postgresUrl = postgresTestUrl();
  if (postgresUrl) {
    await adminQuery(postgresUrl, [
      `drop database if exists ${POSTGRES_TEMPLATE_DB} with (force)`,
      `create database ${POSTGRES_TEMPLATE_DB}`,
    ]);
    const database = await openDatabase({ databaseUrl: withDatabase(postgresUrl, POSTGRES_TEMPLATE_DB), poolSize: 1 });
    await database.close();
    return;
  }
  const target = pgliteTemplatePath();
  if (existsSync(target)) return;
  mkdirSync(TMP_DIR, { recursive: true });
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  // Written aside and renamed: a run starting meanwhile in the same checkout never reads half a template.
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, target);
  await client.close();
}
