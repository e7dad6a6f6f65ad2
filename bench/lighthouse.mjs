// Lighthouse performance of `/` in the production build (`npm run bench -- lighthouse`):
// builds apps/web into a throwaway directory, starts the production server (API, proxy and
// web) on spare ports with a fresh embedded database, then runs Lighthouse in Debian Chromium
// with the desktop preset and the default mobile preset (simulated slow 4G and a slower CPU).
// Each preset runs BENCH_LIGHTHOUSE_RUNS times (5: mobile scores scatter on a small VM); the median score is compared with its
// target (desktop ≥ 95, mobile ≥ 90). Exit code 1 when a target is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { envNumber, median } from './stats.mjs';
import { buildWeb, productEnv, startServer, stopServer, waitForUrl } from '../scripts/lib.mjs';

const ports = { api: 29_000, proxy: 29_001, web: 29_100 };
const webUrl = `http://localhost:${ports.web}/`;
const apiUrl = `http://localhost:${ports.api}`;
const runs = envNumber('BENCH_LIGHTHOUSE_RUNS', 5, { integer: true });
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const targets = { desktop: 95, mobile: 90 };

const tmp = mkdtempSync(path.join(os.tmpdir(), 'geulgam-lighthouse-'));
const dist = path.join(tmp, 'web');
console.log(`lighthouse: building apps/web into ${dist}`);
const built = await buildWeb(dist);
if (built !== 0) process.exit(built);

const server = startServer(productEnv({ ports, dataDir: path.join(tmp, 'data'), webDist: dist }));

let chrome;
let exitCode = 1;
try {
  await waitForUrl(`${apiUrl}/readyz`);
  await waitForUrl(webUrl);
  // The first start ingests the demo news; wait until the home page has keywords to show.
  await waitForUrl(`${apiUrl}/api/keywords/`);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = {};
  for (const [name, config] of [
    ['desktop', desktopConfig],
    ['mobile', undefined],
  ]) {
    const scores = [];
    const metrics = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(
        webUrl,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        config,
      );
      const lhr = result.lhr;
      scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      metrics.push({
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    }
    results[name] = { scores, median: median(scores), metrics };
    console.log(
      `lighthouse ${name}: performance ${scores.join(', ')} → median ${median(scores)} (target ≥ ${targets[name]}); ` +
        metrics.map((m) => `FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}`).join(' | '),
    );
  }
  const pass = Object.entries(targets).every(([name, target]) => results[name].median >= target);
  console.log(`lighthouse: ${pass ? 'PASS' : 'FAIL'}`);
  console.log(JSON.stringify({ lighthouse: results, date: new Date().toISOString() }));
  exitCode = pass ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await chrome?.kill();
  await stopServer(server);
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(exitCode);
