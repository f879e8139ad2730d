import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, signIn } from './support/layout';
import { expect, test } from './support/test';

/**
 * axe-core (WCAG 2.1 A and AA rules) on the pages the issue names, at both widths: no serious or critical
 * violation. A failure lists each rule with the elements it found, so the message says what to fix.
 */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('home, a game list, login and register', async ({ page }) => {
      await page.goto('/index', { waitUntil: 'networkidle' });
      await expect(page.getByTestId('home-page').getByTestId('vendor-tile').first()).toBeVisible();
      await expectAccessible(page, 'home');

      await page.goto('/rng', { waitUntil: 'networkidle' });
      await expect(page.getByTestId('game-list').getByTestId('vendor-tile').first()).toBeVisible();
      await expectAccessible(page, 'the slots game list');

      await page.goto('/login');
      await expect(
        page.getByRole('dialog', { name: 'Login' }).getByRole('textbox', { name: 'Username' }),
      ).toBeVisible();
      await expectAccessible(page, 'the login dialog');

      await page.goto('/register');
      await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
      await expectAccessible(page, 'the register dialog');
    });

    test('the member centre', async ({ page }) => {
      await signIn(page, 'demo_player');
      await page.goto('/member', { waitUntil: 'networkidle' });
      await expect(page.getByTestId('member-center')).toBeVisible();
      await expectAccessible(page, 'the member centre');
    });

    test('the agent pages', async ({ page }) => {
      await page.goto('/agent', { waitUntil: 'networkidle' });
      await expect(page.locator('#root')).not.toBeEmpty();
      await expectAccessible(page, 'the agent landing page');
      await signIn(page, 'demo_agent');
      await page.goto('/agentHome', { waitUntil: 'networkidle' });
      await expect(page.locator('#root')).not.toBeEmpty();
      await expectAccessible(page, 'the agent centre');
    });
  });
}
