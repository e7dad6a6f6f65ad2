import * as esbuild from 'esbuild';
import path from 'node:path';
const root = '/work/wt-footprint';
const api = path.join(root, 'apps/api');
const r = await esbuild.build({ absWorkingDir: api, entryPoints: ['src/server.ts'], bundle: true, write: false, platform: 'node', format: 'esm', metafile: true, logLevel: 'error', tsconfig: path.join(api,'tsconfig.json'),
 plugins: [{ name: 'ext', setup(b) { b.onResolve({ filter: /^[^./]/ }, (a) => a.path.startsWith('@geulgam/') ? undefined : { external: true }); } }] });
const inputs = r.metafile.inputs;
const want = process.argv.slice(2);
for (const [file, info] of Object.entries(inputs)) for (const imp of info.imports) if (imp.external && want.some(w => imp.path === w || imp.path.startsWith(w + '/'))) console.log(imp.path.padEnd(30), imp.kind, file);
