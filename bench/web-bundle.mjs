// Initial JavaScript of the web app for `/` (`npm run bench -- web`): builds apps/web into a
// throwaway directory (or reads an existing build), collects every script index.html loads
// (<script type="module"> and <link rel="modulepreload">), and prints their gzip sizes
// against the 150 kB budget of the member-experience issue. Lazy chunks (the other pages,
// the result modal, DOMPurify, the rich-text editor, the admin console, zod) are not counted:
// the browser fetches them only when they are used.
//
//   node bench/web-bundle.mjs               # build, then measure
//   node bench/web-bundle.mjs --dist DIR    # measure an existing build (e.g. apps/web/dist)
//
// Exit code 1 when the budget is exceeded.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, run } from '../scripts/lib.mjs';

const BUDGET_KB = 150; // kB = 1,000 bytes (as Vite reports), gzip level 9
const distArg = process.argv.indexOf('--dist');
let dist = distArg === -1 ? null : path.resolve(process.argv[distArg + 1] ?? '');
let tempDir = null;

if (!dist) {
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'geulgam-web-bundle-'));
  dist = path.join(tempDir, 'dist');
  console.log(`web-bundle: building apps/web into ${dist}`);
  const code = await run(
    'npm',
    ['run', 'build', '--workspace', 'apps/web', '--', '--outDir', dist, '--logLevel', 'warn'],
    {
      cwd: root,
    },
  );
  if (code !== 0) {
    rmSync(tempDir, { recursive: true, force: true });
    process.exit(code);
  }
}

try {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const initial = [...new Set([...scripts, ...preloads])].filter((href) => href.endsWith('.js'));
  if (initial.length === 0) throw new Error('index.html loads no module scripts; is this a Vite build?');

  const rows = initial.map((href) => {
    const bytes = readFileSync(path.join(dist, href.replace(/^\//, '')));
    return { file: path.basename(href), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const lazy = readdirSync(path.join(dist, 'assets')).filter(
    (file) => file.endsWith('.js') && !rows.some((row) => row.file === file),
  );

  const kb = (bytes) => (bytes / 1000).toFixed(2);
  const width = Math.max(...rows.map((row) => row.file.length), 'total'.length);
  console.log('');
  console.log(`| ${'file'.padEnd(width)} | raw kB | gzip kB |`);
  console.log(`|${'-'.repeat(width + 2)}|-------:|--------:|`);
  for (const row of rows) {
    console.log(`| ${row.file.padEnd(width)} | ${kb(row.raw).padStart(6)} | ${kb(row.gzip).padStart(7)} |`);
  }
  console.log(`| ${'total'.padEnd(width)} | ${' '.repeat(6)} | ${kb(total).padStart(7)} |`);
  console.log('');
  const pass = total <= BUDGET_KB * 1000;
  console.log(
    `initial JS for / (gzip): ${kb(total)} kB  (target ≤ ${BUDGET_KB} kB) ${pass ? 'PASS' : 'FAIL'}; ` +
      `${lazy.length} lazy chunks not counted`,
  );
  process.exitCode = pass ? 0 : 1;
} finally {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}
