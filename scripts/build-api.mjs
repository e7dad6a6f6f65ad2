// The API's production build (`npm run build --workspace apps/api`, or `node scripts/build-api.mjs [--outdir]`): ESM
// bundles in apps/api/dist, one per entry, with source maps. npm packages stay in node_modules (they are
// installed in production anyway, and some find their own files at run time); the workspace packages
// (`@geulgam/*`, which export TypeScript source) are bundled in.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');

export const API_DIST = path.join(api, 'dist');

/** What the bundles are built from: a change under any of these makes `npm start` rebuild. */
export const API_SOURCES = [
  'apps/api/src',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'packages',
  'scripts/build-api.mjs',
];

/**
 * dist/<name>.js ← source. All land in one folder: pdf-renderer.ts, converter.ts and page-reader.ts find
 * render-thread.js, convert-thread.js and reader-process.js beside their bundle, and db/pglite-database.ts finds
 * create-cluster.js.
 */
const ENTRIES = {
  server: 'src/server.ts',
  worker: 'src/worker.ts',
  ingest: 'src/cli/ingest.ts',
  'admin-create': 'src/cli/admin-create.ts',
  'create-cluster': 'src/db/create-cluster.ts',
  'render-thread': 'src/features/posts/pdf/render-thread.ts',
  'convert-thread': 'src/features/posts/exports/convert-thread.ts',
  'reader-process': 'src/features/ingestion/reader-process.ts',
};

/** Bare imports are external, except the workspace packages. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@geulgam/') ? undefined : { external: true },
    );
  },
};

/** Builds into `outdir` (emptied first); resolves to esbuild's metafile. */
export async function buildApi({ outdir = API_DIST } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: api,
    entryPoints: Object.entries(ENTRIES).map(([out, source]) => ({ in: source, out })),
    outdir,
    bundle: true,
    // Code the entries share (most of the API) is written once, as chunks beside the entries.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    tsconfig: path.join(api, 'tsconfig.json'),
    plugins: [npmPackagesExternal],
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const outdir = values.outdir ? path.resolve(values.outdir) : API_DIST;
  const metafile = await buildApi({ outdir });
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const bytes = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
  console.log(
    `API 빌드 완료: ${path.relative(root, outdir)} (파일 ${outputs.length}개, ${(bytes / 1024).toFixed(0)} KiB)`,
  );
}
