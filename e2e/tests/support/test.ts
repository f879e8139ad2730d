import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The suite's `test`: the home popups (SPEC §4, shown once per browser session) are marked dismissed
 * so they do not cover the page a journey is about; `test.use({ popups: true })` keeps them.
 */
export const test = base.extend<{ popups: boolean }>({
  popups: [false, { option: true }],
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
