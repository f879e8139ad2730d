import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { opsHeaders } from './support/ops-auth';
import { pngFile } from './support/files';
import { sitePort } from '../playwright.config';

// Pinoy Palace, the Philippines brand, answers on ph.localhost (Chromium resolves *.localhost to the loopback). The
// /ops calls go to 127.0.0.1 naming the merchant (?merchant=PH), as the operator CLI does.
const PH = (slot = test.info().parallelIndex) => `http://ph.localhost:${sitePort(slot)}`;
const API = () => `http://127.0.0.1:${sitePort(test.info().parallelIndex)}`;
const unique = () => Date.now().toString(36).slice(-7);

/** dd-mm-yyyy of the day `years` years ago (1 Jan, so the age is exact whatever today is). */
const birthdayYearsAgo = (years: number) => `01-01-${new Date().getFullYear() - years}`;

async function smsCode(request: APIRequestContext, to: string, action: () => Promise<void>) {
  const list = async () => {
    const res = await request.get(`${API()}/ops/outbox?merchant=PH&to=${encodeURIComponent(to)}`, {
      headers: opsHeaders(),
    });
    expect(res.ok()).toBe(true);
    return (await res.json()).value.list as { code: string | null }[];
  };
  const before = (await list()).length;
  await action();
  let code = '';
  await expect(async () => {
    const l = await list();
    expect(l.length).toBeGreaterThan(before);
    code = l[0]?.code ?? '';
    expect(code).not.toBe('');
  }).toPass();
  return code;
}

async function openRegister(page: Page) {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByTestId('register-step-1')).toBeVisible();
  return dialog;
}

test.describe('Pinoy Palace on ph.localhost (the Philippines variant)', () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  test.use({ baseURL: async ({}, provide, testInfo) => provide(PH(testInfo.parallelIndex)) });

  test('the birthday is typed as dd-mm-yyyy and a 20-year-old is refused', async ({ page }) => {
    await page.goto('/index');
    await expect(page).toHaveTitle('Pinoy Palace');
    const dialog = await openRegister(page);
    const step1 = dialog.getByTestId('register-step-1');
    const birthday = step1.getByLabel(/Date of birth/);
    await expect(birthday).toHaveAttribute('placeholder', 'dd-mm-yyyy');
    await birthday.fill('17/05/1990');
    await step1.getByRole('button', { name: 'Next' }).click();
    await expect(step1.getByText('Date as dd-mm-yyyy')).toBeVisible();
    await birthday.fill(birthdayYearsAgo(20));
    await step1.getByRole('button', { name: 'Next' }).click();
    await expect(step1.getByText('Please confirm you are 21 years old')).toBeVisible();
  });

  test('a person an operator put on the restricted list cannot register', async ({ page, request }) => {
    const idNumber = `P${unique().toUpperCase()}`;
    const listed = await request.post(`${API()}/ops/restricted`, {
      headers: opsHeaders(),
      data: { merchant: 'PH', idType: 1, idNumber, reason: 'Regulator list' },
    });
    expect(listed.ok()).toBe(true);

    const username = `ph_${unique()}`;
    // Ten digits: the brand's mobile digit count (phoneDigits 10–10).
    const mobile = `96${String(Date.now()).slice(-8)}`;
    const dialog = await openRegister(page);
    const step1 = dialog.getByTestId('register-step-1');
    await step1.getByLabel('Username').fill(username);
    await step1.getByLabel(/^Password/).fill('Player@2026');
    await step1.getByLabel('Confirm password').fill('Player@2026');
    // The brand's country first (config dialCode 63); the demo number used here is Vietnamese.
    await expect(step1.getByLabel('Country code')).toHaveValue('63');
    await step1.getByLabel('Country code').selectOption('84');
    await step1.getByLabel('Mobile number').fill(mobile);
    const code = await smsCode(request, `+84${mobile}`, () => step1.getByRole('button', { name: 'Send code' }).click());
    await step1.getByLabel('Verification code').fill(code);
    await step1.getByLabel(/Date of birth/).fill(birthdayYearsAgo(30));
    await step1.getByLabel(/Payee name|Full name|Real name/).fill('Juan Dela Cruz');
    await step1.getByRole('button', { name: 'Next' }).click();

    const step2 = dialog.getByTestId('register-step-2');
    await step2.getByLabel('ID type').selectOption({ label: 'Passport' });
    await step2.getByLabel('ID number').fill(idNumber);
    await step2.getByLabel('Place of birth').fill('Manila');
    await step2.getByLabel('Current address').fill('1 Rizal Avenue, Manila');
    await step2.getByLabel('Nationality').selectOption('PH');
    await step2.getByLabel('Nature of work').selectOption({ label: 'Professionals' });
    await step2.getByLabel('Source of income').selectOption({ label: 'Employed' });
    await step2.getByLabel('Front of your ID').setInputFiles(pngFile('front.png'));
    await step2.getByLabel('Selfie with the front side').setInputFiles(pngFile('selfie.png'));
    await step2.getByLabel(/agree to the terms/).check();
    await step2.getByRole('button', { name: 'Sign up' }).click();
    await expect(step2.getByText('Please confirm you are not a government official')).toBeVisible();
    await step2.getByLabel(/not on a restricted-persons list/).check();
    await step2.getByLabel('I am not a government official').check();
    await step2.getByLabel('I am not a member of the armed forces or the police').check();
    await step2.getByLabel('I do not hold a gaming-employment licence').check();
    await step2.getByRole('button', { name: 'Sign up' }).click();

    await expect(
      page.getByText('This person may not hold an account here. Please contact customer service').first(),
    ).toBeVisible();
    await expect(page.getByTestId('header-logged-in')).toHaveCount(0);
  });
});
