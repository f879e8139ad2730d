import { expectAccessible } from './support/axe';
import { DESKTOP, PHONE, signIn } from './support/layout';
import { expect, test } from './support/test';

// The pages the issue names, at both widths (support/axe.ts: WCAG 2.1 A and AA, no serious or critical violation).
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
