// Browser end-to-end tests: build the web app, start the whole product on spare ports
// with a throwaway embedded database, and run the e2e project in Debian Chromium.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb, productEnv, root, run, startServer, stopServer, waitForUrl } from './lib.mjs';

// E2E_PORT_OFFSET lets two runs (e.g. two developers' checks) share one machine.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = { api: 18_000 + offset, proxy: 18_001 + offset, web: 13_000 + offset };
const webUrl = `http://localhost:${ports.web}`;
const apiUrl = `http://localhost:${ports.api}`;
const extraArgs = process.argv.slice(2);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'geulgam-e2e-'));
const webDist = path.join(dataDir, 'web');
const build = await buildWeb(webDist);
if (build !== 0) process.exit(build);

// Known to the tests, so they can sign tokens the server accepts (an expired one, to check renewal).
const jwtSecret = randomBytes(32).toString('base64url');
const server = startServer({ ...productEnv({ ports, dataDir, webDist }), JWT_SECRET: jwtSecret });

let code = 1;
try {
  await waitForUrl(`${apiUrl}/readyz`);
  await waitForUrl(webUrl);
  // E2E_WEB_DIST: tests that start a server of their own (e2e/xss.e2e.test.ts) reuse this build.
  code = await run('npx', ['vitest', 'run', '--project', 'e2e', ...extraArgs], {
    env: { ...process.env, E2E_WEB_URL: webUrl, E2E_API_URL: apiUrl, E2E_WEB_DIST: webDist, E2E_JWT_SECRET: jwtSecret },
    cwd: root,
  });
} catch (error) {
  console.error(error);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
