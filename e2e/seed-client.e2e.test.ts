// The seed system's own web client, driven unchanged in Chromium against our server (SPEC §7): a page
// on 127.0.0.1 (the API's site) sends the browser to `/api/auth/{provider}/login/`, the OAuth emulator
// sends it back, and the page posts Kakao's `{code}` alone (Naver's `{code, state}`) with credentials
// included. The login start's cookie binds the attempt to this browser, so that is enough to sign in;
// the same pair from another browser is refused.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts.ts';
import { browserAvailable, DESKTOP, launchBrowser } from './support/browser.ts';
import { type ServerUnderTest, startProduct, stopProduct, WEB_DIST } from './support/product.ts';
import { type SeedSite, startSeedSite } from './support/seed-site.ts';

const BUTTON = { kakao: '카카오 로그인', naver: '네이버 로그인' } as const;

describe.skipIf(!browserAvailable() || !WEB_DIST)('the seed web client against our server', () => {
  let browser: Browser;
  let site: SeedSite;
  let product: ServerUnderTest;
  let backend: string;

  beforeAll(async () => {
    site = await startSeedSite();
    product = await startProduct(WEB_DIST!, {
      LLM_PROVIDER: 'offline',
      KAKAO_REDIRECT_URI: `${site.origin}/auth/kakao/callback`,
      NAVER_REDIRECT_URI: `${site.origin}/auth/naver/callback`,
      WEB_ORIGINS: site.origin,
    });
    // The seed client reaches the API as 127.0.0.1, its own site (ports do not count).
    backend = `http://127.0.0.1:${new URL(product.apiUrl).port}`;
    site.setBackend(backend);
    browser = await launchBrowser();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await stopProduct(product);
    await site?.close();
  });

  async function newPage() {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'ko-KR' });
    const page = await context.newPage();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    return { context, page, alerts };
  }

  /** The seed page's login button → the API's login start → the emulator's sign-in page, filled in. */
  async function throughEmulator(page: Page, provider: 'kakao' | 'naver', email: string) {
    await page.goto(`${site.origin}/login`);
    await page.getByRole('button', { name: BUTTON[provider] }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/dev/oauth/${provider}/`));
    await page.getByLabel('이메일').fill(email);
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  }

  it.each([
    ['kakao', { code: expect.any(String) }],
    ['naver', { code: expect.any(String), state: expect.any(String) }],
  ] as const)('%s: login start, emulator, callback with the seed body → signed in', async (provider, body) => {
    const { context, page, alerts } = await newPage();
    try {
      const starts: string[] = [];
      const callbacks: Request[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === `/api/auth/${provider}/login/`) starts.push(request.url());
        if (url.pathname === `/api/auth/${provider}/callback/` && request.method() === 'POST') callbacks.push(request);
      });
      const email = uniqueEmail(`seed-${provider}`);
      await throughEmulator(page, provider, email);
      await page.waitForURL(`${site.origin}/onboarding`);
      await page.getByRole('status').getByText(`로그인: ${email}`).waitFor();

      // A full-page redirect to the login start on the API's host, then exactly the seed's body.
      expect(starts).toEqual([`${backend}/api/auth/${provider}/login/`]);
      expect(callbacks).toHaveLength(1);
      expect(callbacks[0]!.postDataJSON()).toStrictEqual(body);
      expect(Object.keys(callbacks[0]!.postDataJSON() as object)).toHaveLength(provider === 'kakao' ? 1 : 2);
      expect((await callbacks[0]!.allHeaders()).cookie).toMatch(/geulgam_login=/);
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
      expect(alerts).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses the pair in another browser (login CSRF); the browser that started the login still can', async () => {
    const attacker = await newPage();
    const victim = await newPage();
    try {
      // The attacker's browser reaches the callback page; its post never leaves, so the pair stays unused.
      let callbackUrl = '';
      await attacker.page.route('**/api/auth/naver/callback/', async (route) => {
        callbackUrl = route.request().frame().url();
        await route.abort();
      });
      await throughEmulator(attacker.page, 'naver', uniqueEmail('seed-attacker'));
      await expect.poll(() => callbackUrl).toMatch(/\/auth\/naver\/callback\?code=/);

      const refused: number[] = [];
      victim.page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/auth/naver/callback/') refused.push(response.status());
      });
      await victim.page.goto(callbackUrl);
      await victim.page.waitForURL(`${site.origin}/login`);
      expect(refused).toEqual([400]);
      expect(victim.alerts).toEqual(['로그인 중 오류가 발생했습니다.']);
      expect(await victim.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

      // The code and state were not spent by the refused attempt.
      await attacker.page.unroute('**/api/auth/naver/callback/');
      await attacker.page.goto(callbackUrl);
      await attacker.page.waitForURL(`${site.origin}/onboarding`);
      await attacker.page
        .getByRole('status')
        .getByText(/^로그인: /)
        .waitFor();
    } finally {
      await attacker.context.close();
      await victim.context.close();
    }
  });
});
