import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { WEB_URL } from './browser.ts';

/** The API the e2e run started (scripts/e2e.mjs sets it). */
export const API_URL = (process.env.E2E_API_URL ?? 'http://localhost:8000').replace(/\/+$/, '');

export type SocialProvider = 'kakao' | 'naver';

const LOGIN_BUTTON: Record<SocialProvider, string> = { kakao: '카카오로 시작하기', naver: '네이버로 시작하기' };

/** A fresh identity per test, so runs never collide with each other or with earlier data. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
}

/** A fresh nickname of at most 20 characters. */
export function uniqueNickname(tag: string): string {
  return `${tag}${Date.now().toString(36).slice(-6)}${randomBytes(2).toString('hex')}`.slice(0, 20);
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: '주 메뉴' });

/**
 * /login → the provider button → the local OAuth emulator's page → back to
 * /auth/{provider}/callback. Resolves once the app has left the callback page.
 * `origin`: the web app to use (default: the one scripts/e2e.mjs started).
 */
export async function signInWithProvider(
  page: Page,
  provider: SocialProvider,
  identity: { email: string; nickname?: string },
  origin = WEB_URL,
): Promise<void> {
  const webUrl = (pathname: string) => `${origin}${pathname}`;
  await page.goto(webUrl('/login'));
  await page.getByRole('button', { name: LOGIN_BUTTON[provider] }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/dev/oauth/${provider}/`));
  await page.getByLabel('이메일').fill(identity.email);
  if (identity.nickname) await page.getByLabel('닉네임').fill(identity.nickname);
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await page.waitForURL((url) => url.origin === new URL(webUrl('/')).origin && !url.pathname.startsWith('/auth/'));
}

/** On /onboarding: the nickname (optional), the interests, then 시작하기; resolves on the home page. */
export async function completeOnboarding(
  page: Page,
  { nickname, categories }: { nickname?: string; categories: string[] },
  origin = WEB_URL,
): Promise<void> {
  const webUrl = (pathname: string) => `${origin}${pathname}`;
  await page.waitForURL(webUrl('/onboarding'));
  if (nickname) await page.getByRole('textbox', { name: '닉네임 (선택)' }).fill(nickname);
  const group = page.getByRole('group', { name: '관심사' });
  for (const category of categories) await group.getByRole('button', { name: category, exact: true }).click();
  await page.getByRole('button', { name: '시작하기' }).click();
  await page.waitForURL(webUrl('/'));
}

/** A new member: social login and onboarding; resolves on the home page, signed in. */
export async function signUpMember(
  page: Page,
  provider: SocialProvider,
  options: { email?: string; nickname?: string; categories?: string[]; origin?: string } = {},
): Promise<{ email: string; nickname: string }> {
  const email = options.email ?? uniqueEmail(provider);
  const nickname = options.nickname ?? uniqueNickname('e2e');
  await signInWithProvider(page, provider, { email, nickname: '에뮬레이터' }, options.origin);
  await completeOnboarding(page, { nickname, categories: options.categories ?? ['경제'] }, options.origin);
  return { email, nickname };
}

export const readStorage = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);
