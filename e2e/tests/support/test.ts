import { test as base, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { sitePort } from '../../playwright.config';

export { expect } from '@playwright/test';

/** Marks the home popups dismissed for the page's browser session (an init script: it runs before the site's own). */
function dismissHomePopups() {
  sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
  sessionStorage.setItem('USER_POPUP', 'closed');
}

/**
 * A second browser on the player's site (a context of its own: its own storage and session), with the home popups
 * dismissed as for `page`. The one way a journey opens another visitor, member or agent: a page opened bare shows the
 * brand's visitors' popup over the home, and a login racing it waits for a header hidden behind a modal until the
 * journey's ceiling. Closing the page closes its context.
 */
export async function sitePage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await browser.newPage(options);
  await page.addInitScript(dismissHomePopups);
  return page;
}

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
      await page.addInitScript(dismissHomePopups);
    }
    await provide(page);
  },
});
