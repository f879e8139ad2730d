import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeSentBy } from './auth';
import { pngFile } from './files';

export const FRESH_PASSWORD = 'Player@2026';

/**
 * Registers a new player through the register dialog (SMS code, invitation code, ID photos) and waits until
 * the header shows them logged in. Answers the username; the password is FRESH_PASSWORD.
 */
export async function registerFreshPlayer(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const stamp = Date.now().toString(36).slice(-7);
  const username = `${prefix}_${stamp}`;
  const mobile = `96${String(Date.now()).slice(-7)}`;
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  const step1 = dialog.getByTestId('register-step-1');
  await step1.getByLabel('Username').fill(username);
  await step1.getByLabel(/^Password/).fill(FRESH_PASSWORD);
  await step1.getByLabel('Confirm password').fill(FRESH_PASSWORD);
  await step1.getByLabel('Country code').selectOption('84');
  await step1.getByLabel('Mobile number').fill(mobile);
  const code = await codeSentBy(request, `+84${mobile}`, () =>
    step1.getByRole('button', { name: 'Send code' }).click(),
  );
  await step1.getByLabel('Verification code').fill(code);
  await step1.getByLabel('E-mail').fill(`${username}@example.com`);
  await step1.getByLabel('Date of birth').fill('1990-05-01');
  await step1.getByLabel('Invitation code').fill('DEMOAGENT');
  await step1.getByRole('button', { name: 'Next' }).click();

  const step2 = dialog.getByTestId('register-step-2');
  await step2.getByLabel('ID type').selectOption({ label: 'Passport' });
  await step2.getByLabel('ID number').fill(`P${stamp}`);
  await step2.getByLabel('Place of birth').fill('Ha Noi');
  await step2.getByLabel('Current address').fill('1 Test Street, Ha Noi');
  await step2.getByLabel('Nationality').selectOption('VN');
  await step2.getByLabel('Nature of work').selectOption({ label: 'Professionals' });
  await step2.getByLabel('Source of income').selectOption({ label: 'Employed' });
  await step2.getByLabel('Front of your ID').setInputFiles(pngFile('front.png'));
  await step2.getByLabel('Selfie with the front side').setInputFiles(pngFile('selfie.png'));
  await step2.getByLabel(/agree to the terms/).check();
  await step2.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Upload successful' })).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByTestId('header-logged-in')).toContainText(username);
  return username;
}
