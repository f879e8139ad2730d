import { test as base } from '@playwright/test';
import { sitePort } from '../../playwright.config';

export { expect } from '@playwright/test';

/**
 * The suite's `test`: its worker's site as the base URL; the home popups (SPEC §4, shown once per browser session) are marked dismissed
 * so they do not cover the page a journey is about; `test.use({ popups: true })` keeps them.
 */
export const test = base.extend<{ popups: boolean }>({
  popups: [false, { option: true }],
  // Each worker drives its own server and database (playwright.config.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, provide, testInfo) => provide(`http://127.0.0.1:${sitePort(testInfo.parallelIndex)}`),
  page: async ({ page, popups }, provide) => {
    if (!popups) {
      await page.addInitScript(() => {
        sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
        sessionStorage.setItem('USER_POPUP', 'closed');
      });
    }
    await provide(page);
  },
});
