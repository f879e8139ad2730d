import { sitePort } from '../playwright.config';
import { login } from './support/auth';
import { consoleSignIn } from './support/console';
import { opsHeaders } from './support/ops-auth';
import { fillRegisterStep1, fresh } from './support/register';
import { expect, sitePage, test } from './support/test';

const SETTINGS = '/ops/brands/DEMO/settings';
const EMAIL_RULE = `${SETTINGS}/register-rules/email`;

test.describe('a brand’s settings from the console', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('demo_admin makes the e-mail required on Demo Casino’s registration: the player’s form refuses to go on without one, then it is put back', async ({
    page,
    browser,
    request,
  }) => {
    // Other journeys of this worker register on DEMO: the rule as it was goes back whatever happens.
    const before = await request.get(SETTINGS, { headers: opsHeaders() });
    expect(before.ok()).toBe(true);
    const rule = ((await before.json()).value.registerRules as { field: string }[]).find((r) => r.field === 'email')!;
    const { field: _field, step: _step, ...original } = rule as Record<string, unknown>;
    expect(original.required).toBe(false);
    try {
      await consoleSignIn(page, 'demo_admin');
      await page
        .getByRole('navigation', { name: 'Back office sections' })
        .getByRole('link', { name: 'Settings', exact: true })
        .click();
      await expect(page.getByTestId('settings-modules').getByText('Registration by username')).toBeVisible();
      await page.getByRole('tab', { name: 'Registration form' }).click();
      const row = page.getByTestId('rules-table').getByRole('row').filter({ hasText: 'E-mail' });
      await row.getByRole('button', { name: 'Edit email' }).click();
      const dialog = page.getByTestId('rule-dialog');
      await dialog.getByLabel('Required').check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row.getByRole('cell').nth(3)).toHaveText('Yes');

      // The player's register form, at its next load, asks for the e-mail.
      const site = await sitePage(browser, { baseURL: `http://127.0.0.1:${sitePort(test.info().parallelIndex)}` });
      try {
        await site.goto('/register');
        const step1 = site.getByRole('dialog', { name: 'Sign up' }).getByTestId('register-step-1');
        const { username, mobile } = fresh('set');
        await fillRegisterStep1(step1, request, { username, mobile, realName: 'RULE TESTER' });
        const email = step1.getByLabel('E-mail');
        await email.fill('');
        await step1.getByRole('button', { name: 'Next' }).click();
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        await expect(site.getByTestId('register-step-2')).toHaveCount(0);
        await email.fill(`${username}@example.com`);
        await step1.getByRole('button', { name: 'Next' }).click();
        await expect(site.getByTestId('register-step-2')).toBeVisible();
      } finally {
        await site.close();
      }
    } finally {
      const back = await request.put(EMAIL_RULE, { headers: opsHeaders(), data: original });
      expect(back.ok()).toBe(true);
    }
  });
  test('demo_admin adds Demo Casino’s own security question: a member choosing a question finds it, as written', async ({
    page,
    browser,
    request,
  }) => {
    const question = `Which street did you grow up on (${test.info().parallelIndex})?`;
    await consoleSignIn(page, 'demo_admin');
    await page.goto('/console/settings/questions');
    const tab = page.getByTestId('settings-questions');
    await expect(tab.getByText('What is your favourite colour?')).toBeVisible();
    await tab.getByRole('button', { name: 'Add a question' }).click();
    const dialog = page.getByTestId('question-dialog');
    await dialog.getByLabel('Question').fill(question);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    const row = tab.getByTestId('questions-table').getByRole('row').filter({ hasText: question });
    await expect(row).toContainText('Yes');
    try {
      const site = await sitePage(browser, { baseURL: `http://127.0.0.1:${sitePort(test.info().parallelIndex)}` });
      try {
        await site.goto('/');
        await login(site, 'demo_player', 'Demo@1234');
        await expect(site.getByTestId('header-logged-in')).toContainText('demo_player');
        await site.goto('/member');
        const choose = site.getByTestId('security-center').getByLabel('Question', { exact: true });
        await expect(choose.locator('option', { hasText: question })).toHaveCount(1);
      } finally {
        await site.close();
      }
    } finally {
      // Other journeys of this worker choose questions: the new one stops being offered (it cannot be removed).
      const list = await request.get('/ops/security/questions?merchant=DEMO', { headers: opsHeaders() });
      const own = ((await list.json()).value.list as { questionId: number; question: string }[]).find(
        (q) => q.question === question,
      )!;
      const off = await request.put(`/ops/security/questions/${own.questionId}?merchant=DEMO`, {
        headers: opsHeaders(),
        data: { offered: false },
      });
      expect(off.ok()).toBe(true);
    }
  });
});
