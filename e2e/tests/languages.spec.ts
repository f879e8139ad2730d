import { expect, type Page } from '@playwright/test';
import { login } from './support/auth';
import { test } from './support/test';

/** Chinese (Han) and Japanese (kana or Han) text, to tell a translated text from the English one. */
const HAN = /\p{Script=Han}/u;
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** Every lazy language's chunks the page fetched so far. */
const langChunks = (page: Page, seen: string[]) =>
  page.on('request', (r) => /\/lang-\w+/.test(r.url()) && seen.push(r.url()));

/** Header, a game list and the member centre all in the language whose script `script` matches. */
async function expectTranslated(page: Page, script: RegExp, htmlLang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
  // The header's language picker and the main nav's Home link.
  await expect(page.locator('.nav-bar a[href="/index"]')).toHaveText(script);
  await page.goto('/rng');
  await expect(page.getByTestId('game-list').getByRole('heading', { level: 1 })).toHaveText(script);
  await page.goto('/member');
  await expect(page.getByTestId('member-center').getByRole('heading', { level: 1 })).toHaveText(script);
}

test.describe('languages (SPEC §1)', () => {
  test('a player switches to 中文 then 日本語: header, a game list and the member centre follow, loaded on demand', async ({
    page,
  }) => {
    const chunks: string[] = [];
    langChunks(page, chunks);
    await login(page, 'demo_downline', 'Demo@1234');
    await expect(page.getByTestId('header-logged-in')).toContainText('demo_downline');
    // Home loads no language but EN (TY ships in the main chunks).
    expect(chunks).toEqual([]);

    await page.getByLabel('Language').selectOption({ label: '简体中文' });
    await expectTranslated(page, HAN, 'zh-CN');
    expect(chunks.some((u) => /lang-zh/.test(u))).toBe(true);
    expect(chunks.some((u) => /lang-ja/.test(u))).toBe(false);

    await page.getByTestId('header').getByRole('combobox').selectOption({ label: '日本語' });
    await expectTranslated(page, JAPANESE, 'ja-JP');
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
      'JA',
      'ZH',
    ]);
    // A reload comes back in Japanese.
    await page.reload();
    await expect(page.getByTestId('member-center').getByRole('heading', { level: 1 })).toHaveText(JAPANESE);
  });
});
