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
};

/**
 * The page reader's process (ADR 045) is started for every ingestion run and every idle member's link, so its start
 * is part of what a run costs. It is one file with its npm packages in it (linkedom, Readability, fast-xml-parser
 * and theirs): Node resolves and links ~300 small ESM modules otherwise, which took more CPU than parsing the demo
 * feed's pages (ADR 053).
 */
const READER_ENTRY = { in: 'src/features/ingestion/reader-process.ts', out: 'reader-process' };

/** Bare imports are external, except the workspace packages. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@geulgam/') ? undefined : { external: true },
    );
  },
};

/**
 * linkedom parses a `<style>` element's CSS (cssomnom, a third of the reader's bundle) only when its `sheet` is read,
 * which neither Readability nor our extraction does. In the reader it throws instead.
 */
const noStyleSheets = {
  name: 'no-style-sheets',
  setup(build) {
    build.onResolve({ filter: /^cssomnom\/parse$/ }, () => ({ path: 'cssomnom/parse', namespace: 'no-style-sheets' }));
    build.onLoad({ filter: /.*/, namespace: 'no-style-sheets' }, () => ({
      contents: "export function parse() { throw new Error('the page reader does not parse style sheets'); }",
      loader: 'js',
    }));
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
  const reader = await buildReader({ outdir });
  return {
    inputs: { ...result.metafile.inputs, ...reader.metafile.inputs },
    outputs: { ...result.metafile.outputs, ...reader.metafile.outputs },
  };
}

/**
 * Builds `outdir`/reader-process.js alone (not emptying `outdir`); resolves to esbuild's result. The bundle needs no
 * node_modules beside it, so a benchmark can build it anywhere and time ingestion from source with it.
 */
export async function buildReader({ outdir }) {
  return esbuild.build({
    absWorkingDir: api,
    entryPoints: [READER_ENTRY],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    tsconfig: path.join(api, 'tsconfig.json'),
    // linkedom asks for the optional `canvas` package inside a try and falls back to its own shim.
    external: ['canvas'],
    plugins: [noStyleSheets],
    metafile: true,
    logLevel: 'warning',
  });
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
