import { expectAccessible } from './support/axe';
import { consoleSignIn } from './support/console';
import { expect, test } from './support/test';

/**
 * Every console page, by the menu's groups, with the test id that shows it is ready. A group is one journey, so the
 * groups spread over the workers and none meets the journey ceiling on a slow machine. Every page must fit both widths;
 * axe (about four seconds a page) runs on each page at the desktop width, where every control is laid out, and at
 * 768 px on the shell (sign-in and dashboard: the narrow menu) — a page's own markup is the same at both widths.
 */
const GROUPS = {
  'overview and reports': [
    ['dashboard', 'dashboard-page'],
    ['reports/players', 'report-players-table'],
    ['reports/ggr', 'report-ggr-table'],
    ['reports/cashflow', 'report-methods-table'],
    ['reports/agents', 'report-agents'],
    ['reports/responsible-gaming', 'report-rg-days'],
  ],
  operations: [
    ['desk', 'desk-table'],
    ['deposits', 'deposits-page'],
    ['players?q=demo', 'players-table'],
    ['kyc', 'kyc-page'],
    ['audit', 'audit-page'],
    ['outbox', 'outbox-page'],
    ['operators', 'operators-page'],
    ['agency/tree', 'agency-tree'],
    ['agency/contracts', 'contracts-table'],
    ['agency/settlements', 'settlements-table'],
  ],
  'content, games and engagement': [
    ['content', 'content-page'],
    ['content/notices', 'notices-table'],
    ['content/announcements', 'announcements-table'],
    ['content/help', 'help-table'],
    ['games', 'games-page'],
    ['games/catalogue', 'catalogue-table'],
    ['engagement/promotions', 'promotions-table'],
    ['engagement/vip', 'vip-table'],
    ['engagement/missions', 'missions-table'],
    ['engagement/referral', 'referral-panel'],
    ['engagement/points', 'points-items-table'],
  ],
  'brand and platform': [
    ['jobs', 'jobs'],
    ['lottery', 'lottery-draws-table'],
    ['brands', 'brands-page'],
    ['brands/new', 'new-brand-form'],
    ['look', 'look-form'],
    ['settings', 'settings-modules'],
    ['settings/questions', 'questions-table'],
    ['settings/rg', 'rg-form'],
    ['money', 'money-settings-page'],
    ['account', 'account-page'],
  ],
} as const;

// The groups are independent reads: they may run on both workers at once.
test.describe.configure({ mode: 'parallel' });

for (const [viewport, who, axeOn] of [
  [{ width: 1366, height: 900 }, 'demo_owner', 'every page'],
  [{ width: 768, height: 1024 }, 'demo_admin', 'the shell'],
] as const) {
  /** A page's ready mark for `who`: the owner sees every brand's agents and the jobs; an admin one brand's, no jobs. */
  const readyOf = (ready: string) =>
    ready === 'report-agents'
      ? who === 'demo_owner'
        ? 'report-agents-brand'
        : 'report-agents-table'
      : ready === 'jobs'
        ? who === 'demo_owner'
          ? 'jobs-page'
          : 'section-forbidden'
        : ready;

  test.describe(`console pages at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('the sign-in page passes axe', async ({ page }) => {
      await page.goto('/console/');
      await expect(page.getByTestId('sign-in-form')).toBeVisible();
      await expectAccessible(page, 'console sign-in');
    });

    for (const [group, pages] of Object.entries(GROUPS)) {
      test(`${group}: fit the width; axe on ${axeOn} (WCAG 2.1 A/AA: no serious or critical violation)`, async ({
        page,
      }) => {
        await consoleSignIn(page, who);
        for (const [path, ready] of pages) {
          await page.goto(`/console/${path}`);
          await expect(page.getByTestId(readyOf(ready))).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
          if (axeOn === 'every page' || path === 'dashboard') await expectAccessible(page, `console ${path}`);
        }
      });
    }
  });
}
