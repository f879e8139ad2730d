import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core (WCAG 2.1 A and AA rules) on the page once its lists have loaded (nothing `aria-busy`, so the rows and
 * their buttons are checked too, every run): no serious or critical violation. A failure lists each rule with
 * the elements it found, so the message says what to fix.
 */
export async function expectAccessible(page: Page, what: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}
