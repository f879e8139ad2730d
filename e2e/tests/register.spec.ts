import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { codeSentBy } from './support/auth';
import { pngFile } from './support/files';

const unique = () => Date.now().toString(36).slice(-7);

async function openRegister(page: Page) {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByTestId('register-step-1')).toBeVisible();
  return dialog;
}

test.describe('registration', () => {
  test('a visitor registers in two steps with an SMS code, an invitation code and ID photos, and lands logged in', async ({
    page,
    request,
  }) => {
    const username = `e2e_${unique()}`;
    const mobile = `97${String(Date.now()).slice(-7)}`;
    const dialog = await openRegister(page);
    await expect(dialog.locator('img[data-group="w_register"]')).toBeVisible();
    const step1 = dialog.getByTestId('register-step-1');
    await step1.getByLabel('Username').fill(username);
    await step1.getByLabel(/^Password/).fill('Player@2026');
    await step1.getByLabel('Confirm password').fill('Player@2026');
    await step1.getByLabel('Country code').selectOption('84');
    await step1.getByLabel('Mobile number').fill(mobile);
    const code = await codeSentBy(request, `+84${mobile}`, () =>
      step1.getByRole('button', { name: 'Send code' }).click(),
    );
    await expect(step1.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await step1.getByLabel('Verification code').fill(code);
    await step1.getByLabel('E-mail').fill(`${username}@example.com`);
    await step1.getByLabel('Date of birth').fill('1990-05-01');
    await step1.getByLabel('Invitation code').fill('DEMOAGENT');
    await step1.getByRole('button', { name: 'Next' }).click();

    const step2 = dialog.getByTestId('register-step-2');
    await step2.getByRole('button', { name: 'Sign up' }).click();
    await expect(step2.getByText('Please fill in your Place of birth')).toBeVisible();
    await expect(step2.getByText('Please upload front of your ID')).toBeVisible();
    await expect(step2.getByText('Please accept the terms and conditions')).toBeVisible();

    await step2.getByLabel('ID type').selectOption({ label: 'Passport' });
    await step2.getByLabel('ID number').fill('P1234567');
    await step2.getByLabel('Place of birth').fill('Ha Noi');
    await step2.getByLabel('Current address').fill('1 Test Street, Ha Noi');
    await step2.getByLabel('Nationality').selectOption('VN');
    await step2.getByLabel('Nature of work').selectOption({ label: 'Professionals' });
    await step2.getByLabel('Source of income').selectOption({ label: 'Employed' });
    await step2.getByLabel('Front of your ID').setInputFiles(pngFile('front.png'));
    await step2.getByLabel('Selfie with the front side').setInputFiles(pngFile('selfie.png'));
    await step2.getByLabel(/agree to the terms/).check();
    await step2.getByRole('button', { name: 'Sign up' }).click();

    const prompt = page.getByRole('alert').filter({ hasText: 'Upload successful' });
    await expect(prompt).toBeVisible();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('header-logged-in')).toContainText(username);

    await page.goto('/member');
    await expect(page.getByTestId('id-verification-status')).toHaveText('Documents received, under review');
  });

  test('the form enforces the server rules and refuses an unknown invitation code', async ({ page }) => {
    const dialog = await openRegister(page);
    const step1 = dialog.getByTestId('register-step-1');
    await step1.getByLabel('Username').fill('no spaces allowed');
    await step1.getByLabel(/^Password/).fill('weakpassword');
    await step1.getByLabel('Confirm password').fill('different');
    await step1.getByRole('button', { name: 'Next' }).click();
    await expect(step1.getByText('6–16 letters, digits and symbols')).toBeVisible();
    await expect(step1.getByText(/at least one uppercase letter, lowercase letter, digit and symbol/)).toBeVisible();
    await expect(step1.getByText('Confirmation password is not correct')).toBeVisible();
    await expect(step1.getByText('Please enter a valid mobile number')).toBeVisible();

    const max = await step1.getByLabel('Date of birth').getAttribute('max');
    expect(max).toBe(`${new Date().getFullYear() - 21}-12-31`);
    await step1.getByLabel('Date of birth').fill(`${new Date().getFullYear() - 20}-01-01`);
    await expect(step1.getByText('Please confirm you are 21 years old')).toBeVisible();

    await step1.getByLabel('Username').fill(`e2e_${unique()}`);
    await step1.getByLabel(/^Password/).fill('Player@2026');
    await step1.getByLabel('Confirm password').fill('Player@2026');
    await step1.getByLabel('Mobile number').fill('912000111');
    await step1.getByLabel('Verification code').fill('123456');
    await step1.getByLabel('Date of birth').fill('1990-05-01');
    await step1.getByLabel('Invitation code').fill('NOSUCHCODE');
    await step1.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid invitation code' }).first()).toBeVisible();
    await expect(dialog.getByTestId('register-step-1')).toBeVisible();
  });
});
