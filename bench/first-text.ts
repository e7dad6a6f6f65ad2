// Streaming latency (`npm run bench -- stream`): how long after the model's first token the
// member sees the first text of the draft. A fake OpenAI-compatible server (this process) streams
// the answer at BENCH_TOKENS_PER_SECOND (100) tokens of 2 characters; the production server (API,
// proxy, web) runs as its own process on spare ports with a fresh embedded database; Debian
// Chromium signs a member up through the OAuth emulator and generates BENCH_STREAM_RUNS (8) posts
// from the home page. For each, the page notes (Date.now(), same machine clock) when the first
// preview block shows text; the fake server notes when it wrote the first content chunk.
// Target: median and p95 ≤ 200 ms. Exit code 1 when it is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fakeReplies, sampleDraft, startFakeOpenAiServer } from '../apps/api/test/fakes/fake-openai-server.ts';
import { buildWeb, productEnv, startServer, stopServer, waitForUrl } from '../scripts/lib.mjs';
import { envNumber, median } from './stats.mjs';

const ports = { api: 29_200, proxy: 29_201, web: 29_202 };
const webUrl = `http://localhost:${ports.web}`;
const apiUrl = `http://localhost:${ports.api}`;
const runs = envNumber('BENCH_STREAM_RUNS', 8, { integer: true });
const tokensPerSecond = envNumber('BENCH_TOKENS_PER_SECOND', 100);
const targetMs = 200;

// The e2e helpers read their addresses when they load.
process.env.E2E_WEB_URL = webUrl;
process.env.E2E_API_URL = apiUrl;
const { launchBrowser, DESKTOP } = await import('../e2e/support/browser.ts');
const { signUpMember } = await import('../e2e/support/accounts.ts');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const tmp = mkdtempSync(path.join(os.tmpdir(), 'geulgam-stream-bench-'));
const dist = path.join(tmp, 'web');
console.log(`stream: building apps/web into ${dist}`);
const built = await buildWeb(dist);
if (built !== 0) process.exit(built);

const llm = await startFakeOpenAiServer({
  tokensPerSecond,
  charsPerToken: 2,
  defaultReply: fakeReplies.draft(sampleDraft()),
});
const server = startServer({
  ...productEnv({ ports, dataDir: path.join(tmp, 'data'), webDist: dist }),
  LLM_PROVIDER: 'openai',
  LLM_BASE_URL: llm.baseUrl,
  LLM_MODEL: 'fake-stream-bench',
  GENERATION_RATE_LIMIT: '1000',
});

let exitCode = 1;
const browser = await launchBrowser();
try {
  await waitForUrl(`${apiUrl}/readyz`);
  await waitForUrl(webUrl);
  await waitForUrl(`${apiUrl}/api/keywords/`);
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'ko-KR' });
  // Notes the wall-clock time at which a preview block first holds text.
  await context.addInitScript(() => {
    const win = window as unknown as { __firstPreviewAt?: number };
    new MutationObserver(() => {
      if (win.__firstPreviewAt !== undefined) return;
      const block = document.querySelector('[data-preview-block]');
      if (block?.textContent?.trim()) win.__firstPreviewAt = Date.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const page = await context.newPage();
  await signUpMember(page, 'kakao');
  const cards = page.getByRole('list', { name: '추천 키워드' }).getByRole('article').getByRole('button');
  await cards.first().waitFor();
  const available = await cards.count();
  if (available < runs) throw new Error(`need ${runs} keywords on the home page, found ${available}`);

  const latencies: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    await page.evaluate(() => delete (window as unknown as { __firstPreviewAt?: number }).__firstPreviewAt);
    await cards.nth(index).click();
    const modal = page.getByRole('dialog');
    await page.waitForFunction(() => (window as unknown as { __firstPreviewAt?: number }).__firstPreviewAt, null, {
      timeout: 30_000,
    });
    const shownAt = await page.evaluate(() => (window as unknown as { __firstPreviewAt: number }).__firstPreviewAt);
    const request = llm.chatRequests().at(-1);
    if (!request?.firstContentAt) throw new Error('the fake model recorded no first token');
    const latency = shownAt - request.firstContentAt;
    latencies.push(latency);
    // Let the generation finish (the post replaces the preview), then close the modal.
    await modal.getByTestId('result-article').waitFor({ state: 'visible', timeout: 60_000 });
    await modal.getByRole('button', { name: '창 닫기' }).click();
    console.log(`stream: run ${index + 1}: first text ${latency} ms after the first token`);
  }

  const mid = median(latencies);
  const p95 = percentile(latencies, 95);
  const pass = mid <= targetMs && p95 <= targetMs;
  console.log('');
  console.log(
    `글감 stream bench — ${runs} generations, ${tokensPerSecond} tokens/s × 2 chars, node ${process.version}, ${os.cpus().length} cpus`,
  );
  console.log(
    `first text in the browser after the first token: median ${mid} ms, p95 ${p95} ms, max ${Math.max(...latencies)} ms ` +
      `(target ≤ ${targetMs} ms) ${pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `(one token every ${(1000 / tokensPerSecond).toFixed(0)} ms: ${(mid / (1000 / tokensPerSecond)).toFixed(1)} tokens)`,
  );
  exitCode = pass ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await browser.close();
  await stopServer(server);
  await llm.close();
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(exitCode);
