import type { Locator, Page } from 'playwright-core';
import { webUrl } from './browser.ts';

/** The home page's recommended keywords (one card a keyword). */
export const keywordList = (page: Page) => page.getByRole('list', { name: '추천 키워드' });

/**
 * The home page once its keyword cards are there: a fresh product ingests its news in the background, so the
 * first visits may find none yet; the page is reloaded for up to about 20 s.
 */
export async function homeWithKeywords(page: Page): Promise<void> {
  await page.goto(webUrl('/'));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (await keywordList(page).isVisible()) return;
    await page.waitForTimeout(1_000);
    await page.reload();
  }
  await keywordList(page).waitFor({ timeout: 5_000 });
}

/**
 * A signed-in member's first post: the first keyword card opens the desk, which writes the post; resolves with
 * the desk (the dialog) once the post is typed in.
 */
export async function openFirstPost(page: Page): Promise<Locator> {
  await homeWithKeywords(page);
  await keywordList(page).getByRole('article').getByRole('button').first().click();
  const desk = page.getByRole('dialog');
  const article = desk.getByTestId('result-article');
  await article.waitFor({ timeout: 30_000 });
  // Typed in: the reading area is no longer busy.
  for (let waited = 0; (await article.getAttribute('aria-busy')) !== null; waited += 250) {
    if (waited >= 30_000) throw new Error('the post was still being typed in after 30 s');
    await page.waitForTimeout(250);
  }
  return desk;
}
