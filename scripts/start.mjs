// `npm start`: build the web app and the API when their builds are missing or older than their sources, then
// run the compiled server (apps/api/dist/server.js).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale, root } from './lib.mjs';
import { ensureApiBuild, loadDotEnv, runApiEntry } from './run-api.mjs';

const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

loadDotEnv();

if (process.env.SERVE_WEB !== 'false' && buildIsStale(path.join(root, 'apps/web/dist/index.html'), webSources)) {
  console.log('웹 앱을 빌드하고 있어요…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await ensureApiBuild();
runApiEntry('server');
