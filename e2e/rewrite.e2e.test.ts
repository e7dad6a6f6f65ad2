// Rewriting one section (issue 30) in Chromium, against the real product: in the desk, "이 부분 다시 쓰기" →
// 더 짧게 makes a new version in which only that section changed; /chatBot, for the same post, takes two turns
// and switches between the versions they made; axe finds nothing serious or critical on /chatBot. Screenshots
// at 375 and 1440 px when E2E_SCREENSHOT_DIR is set.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { openFirstPost } from './support/home.ts';
import {
  browserAvailable,
  DESKTOP,
  launchBrowser,
  MOBILE,
  openPage,
  shot,
  type Viewport,
  webUrl,
} from './support/browser.ts';

/** The article's text per heading: the heading and the text of the blocks up to the next heading. */
function sectionsOf(article: Locator) {
  return article.evaluate((root) => {
    const out: { heading: string; text: string }[] = [{ heading: '', text: '' }];
    for (const element of Array.from(root.children)) {
      if (/^H[23]$/.test(element.tagName)) out.push({ heading: element.textContent ?? '', text: '' });
      else out[out.length - 1]!.text += `${element.textContent ?? ''}\n`;
    }
    return out;
  });
}

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${where}\n${describeViolations(violations)}`).toEqual([]);
}

describe.skipIf(!browserAvailable())('rewriting one section in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('desk: 더 짧게 on one section makes a new version that differs only there; /chatBot: two turns, switch versions', async () => {
    const { page, context, pageErrors } = await openPage(browser, DESKTOP);
    try {
      await signUpMember(page, 'kakao', { categories: ['경제'] });
      const modal = await openFirstPost(page);
      const article = modal.getByTestId('result-article');
      const before = await sectionsOf(article);

      const panel = modal.getByRole('complementary', { name: '글 정보' });
      await panel.getByRole('tab', { name: '다시 쓰기' }).click();
      const list = panel.getByRole('list', { name: '다시 쓸 수 있는 부분' });
      await list.waitFor();
      // The first section whose text has two sentences or more can be made shorter.
      const headings = await list
        .getByRole('button', { name: /^이 부분 다시 쓰기/ })
        .evaluateAll((buttons) =>
          buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace('이 부분 다시 쓰기: ', '')),
        );
      const target = headings.find((heading) => {
        const text = before.find((s) => s.heading === heading)?.text ?? '';
        return (text.match(/[.!?](\s|$)/g) ?? []).length >= 2;
      });
      expect(target, JSON.stringify(before)).toBeDefined();
      await list.getByRole('button', { name: `이 부분 다시 쓰기: ${target}` }).click();
      await shot(page, 'rewrite-desk-menu');
      await list
        .getByRole('group', { name: `「${target}」 다시 쓰는 방법` })
        .getByRole('button', { name: /더 짧게/ })
        .click();
      const result = panel.getByRole('status').filter({ hasText: '새 버전을 만들었어요' });
      await result.waitFor({ timeout: 30_000 });
      expect(await result.textContent()).toContain(`「${target}」 부분을 더 짧게 고쳤어요`);
      await shot(page, 'rewrite-desk-result');

      // The reader shows the new version: every section but the rewritten one reads as before.
      await expect
        .poll(async () => (await sectionsOf(article)).find((s) => s.heading === target)?.text)
        .not.toBe(before.find((s) => s.heading === target)?.text);
      const after = await sectionsOf(article);
      expect(after.map((s) => s.heading)).toEqual(before.map((s) => s.heading));
      for (const [i, section] of after.entries()) {
        if (section.heading === target) {
          expect(section.text.replace(/\s/g, '').length).toBeLessThan(before[i]!.text.replace(/\s/g, '').length);
        } else {
          expect(section.text, section.heading).toBe(before[i]!.text);
        }
      }
      await page.keyboard.press('Escape');

      // /chatBot: the same post, two turns, then switch between the versions they made.
      await page.goto(webUrl('/chatBot'));
      const picker = page.getByRole('combobox', { name: '다듬을 글' });
      await picker.waitFor();
      await picker.selectOption({ index: 1 });
      const conversation = page.getByRole('list', { name: '대화' });
      // The rewrite made in the desk is already a turn of this post's conversation.
      await conversation.getByTestId('assistant-turn').first().waitFor();
      const turnsBefore = await conversation.getByTestId('assistant-turn').count();
      const sectionSelect = page.getByRole('combobox', { name: /고칠 부분/ });
      const operations = page.getByRole('group', { name: '다시 쓰는 방법' });
      const options = await sectionSelect.locator('option').count();
      const made: number[] = [];
      for (let option = 0; option < options && made.length < 2; option += 1) {
        await sectionSelect.selectOption({ index: option });
        const button = operations.getByRole('button', { name: made.length === 0 ? '더 짧게' : '다르게' });
        await button.click();
        await page.waitForTimeout(200);
        const turns = conversation.getByTestId('assistant-turn');
        const failed = conversation.getByRole('alert');
        await expect
          .poll(
            async () =>
              (await button.isEnabled()) &&
              ((await turns.count()) > turnsBefore + made.length || (await failed.isVisible())),
            { timeout: 30_000 },
          )
          .toBe(true);
        if ((await turns.count()) > turnsBefore + made.length) {
          const text = (await turns.last().textContent()) ?? '';
          made.push(Number(/버전 (\d+)\)/.exec(text)?.[1]));
          expect(text).toMatch(/부분을 (더 짧게|다르게) 고쳤어요/);
        }
      }
      expect(made).toHaveLength(2);
      await shot(page, 'rewrite-chat');

      const version = page.getByRole('region', { name: '열어 둔 버전' });
      const versionHeading = page.getByRole('heading', { level: 2, name: /^버전 \d+$/ });
      await expect.poll(() => versionHeading.textContent()).toBe(`버전 ${made[1]}`);
      const second = await version.textContent();
      await conversation.getByRole('button', { name: `열기: 버전 ${made[0]}` }).click();
      await expect.poll(() => versionHeading.textContent()).toBe(`버전 ${made[0]}`);
      await expect.poll(() => version.textContent()).not.toBe(second);
      const first = await version.textContent();
      await conversation.getByRole('button', { name: `열기: 버전 ${made[1]}` }).click();
      await expect.poll(() => versionHeading.textContent()).toBe(`버전 ${made[1]}`);
      expect(await version.textContent()).toBe(second);
      expect(first).not.toBe(second);

      // Compare and keep.
      await conversation.getByRole('button', { name: `바뀐 부분 비교: 버전 ${made[0]}` }).click();
      await conversation
        .getByRole('region', { name: /^바뀐 부분:/ })
        .first()
        .waitFor();
      await conversation.getByRole('button', { name: `대표로 두기: 버전 ${made[0]}` }).click();
      await conversation.getByText('대표 버전').waitFor();
      await shot(page, 'rewrite-chat-compare');
      await expectAccessible(page, '/chatBot (desktop)');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it.each<[string, Viewport]>([['phone', MOBILE]])(
    'the desk menu and /chatBot on a %s',
    async (_name, viewport) => {
      const { page, context } = await openPage(browser, viewport);
      try {
        await signUpMember(page, 'naver', { categories: ['경제'] });
        const modal = await openFirstPost(page);
        await modal.getByRole('tablist', { name: '보기' }).getByRole('tab', { name: '다시 쓰기' }).click();
        const list = modal.getByRole('list', { name: '다시 쓸 수 있는 부분' });
        await list
          .getByRole('button', { name: /^이 부분 다시 쓰기/ })
          .first()
          .click();
        await list.getByRole('group').first().waitFor();
        await shot(page, 'rewrite-desk-menu');
        await list
          .getByRole('group')
          .first()
          .getByRole('button', { name: /더 짧게/ })
          .click();
        await modal.getByText('새 버전을 만들었어요').waitFor({ timeout: 30_000 });
        await page.keyboard.press('Escape');

        await page.goto(webUrl('/chatBot'));
        await page.getByRole('combobox', { name: '다듬을 글' }).selectOption({ index: 1 });
        await page.getByRole('list', { name: '대화' }).getByTestId('assistant-turn').first().waitFor();
        await shot(page, 'rewrite-chat');
        await expectAccessible(page, '/chatBot (phone)');
      } finally {
        await context.close();
      }
    },
    300_000,
  );
});
