// `node create-cluster.js <dir>` (from source: `node --import tsx create-cluster.ts <dir>`): creates the embedded
// database's cluster in <dir> and exits. openDatabase runs it as a process of its own on a first start (ADR 037):
// initdb runs a second PostgreSQL in a second WebAssembly heap, and what it touched stayed resident in the server
// (about 140 MiB) for the life of the process.
import { PGlite } from '@electric-sql/pglite';
import { OwnerOnlyNodeFS } from './owner-only-fs.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: create-cluster <dir>');
  process.exit(2);
}
const client = await PGlite.create({ fs: new OwnerOnlyNodeFS(dir) });
await client.close();
