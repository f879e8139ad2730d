import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { codeSentBy } from './auth';
import { pngFile } from './files';
import { PLAYER_PASSWORD, type Player } from './register';
import { expectRefused, payload } from './xss';

/** A field the form marks invalid (shared-ui's Field sets aria-invalid with the error shown under it). */
export const expectInvalid = (field: Locator) => expect(field).toHaveAttribute('aria-invalid', 'true');

/**
 * Waits for the answer of the page's own call to `path` (method `method`) while `action` runs: how the spec sees what
 * the API answered an encrypted call (register), which only the page can make.
 */
export async function answerTo(page: Page, method: string, path: string, action: () => Promise<void>) {
  const answer = page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path);
  await action();
  return answer;
}

/**
 * Registers a player through the register modal as `registerPlayer` does, trying the corpus first: markup in the real
 * name is refused by the form itself; markup in the place of birth, then in the address, goes to the API, whose
 * answer (400 VALIDATION naming the field) the form shows on that field; nothing is created until clean values go.
 */
export async function registerThroughCorpus(page: Page, request: APIRequestContext): Promise<Player> {
  const stamp = `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
  const username = `xss_${stamp}`;
  const mobile = `9${String(Date.now() % 1e7).padStart(7, '0')}${Math.floor(Math.random() * 10)}`;
  const payeeName = 'XSS TESTER';
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  const step1 = dialog.getByTestId('register-step-1');
  await step1.getByLabel('Username').fill(username);
  await step1.getByLabel(/^Password/).fill(PLAYER_PASSWORD);
  await step1.getByLabel('Confirm password').fill(PLAYER_PASSWORD);
  await step1.getByLabel('Country code').selectOption('84');
  await step1.getByLabel('Mobile number').fill(mobile);
  const code = await codeSentBy(request, `+84${mobile}`, () =>
    step1.getByRole('button', { name: 'Send code' }).click(),
  );
  await step1.getByLabel('Verification code').fill(code);
  const realName = step1.getByLabel('Real name');
  await realName.fill(payload('img'));
  await step1.getByLabel('E-mail').fill(`${username}@example.com`);
  await step1.getByLabel('Date of birth').fill('1990-05-01');
  await step1.getByRole('button', { name: 'Next' }).click();
  await expectInvalid(realName);
  await realName.fill(payeeName);
  await step1.getByRole('button', { name: 'Next' }).click();

  const step2 = dialog.getByTestId('register-step-2');
  await step2.getByLabel('ID type').selectOption({ label: 'Passport' });
  await step2.getByLabel('ID number').fill(`P${Date.now().toString().slice(-7)}`);
  const placeOfBirth = step2.getByLabel('Place of birth');
  const address = step2.getByLabel('Current address');
  await placeOfBirth.fill(payload('svg'));
  await address.fill(payload('mxss'));
  await step2.getByLabel('Nationality').selectOption('VN');
  await step2.getByLabel('Region').selectOption({ label: 'Đà Nẵng' });
  await step2.getByLabel('Nature of work').selectOption({ label: 'Professionals' });
  await step2.getByLabel('Source of income').selectOption({ label: 'Employed' });
  await step2.getByLabel('Front of your ID').setInputFiles(pngFile('front.png'));
  await step2.getByLabel('Selfie with the front side').setInputFiles(pngFile('selfie.png'));
  await step2.getByLabel(/agree to the terms/).check();
  const signUp = () => step2.getByRole('button', { name: 'Sign up' }).click();
  // The fields are checked in form order: the place of birth first, then (once it is clean) the address.
  await expectRefused(await answerTo(page, 'PUT', '/wps/member/register', signUp), 'placeOfBirth');
  await expectInvalid(placeOfBirth);
  await placeOfBirth.fill('Ha Noi');
  await expectRefused(await answerTo(page, 'PUT', '/wps/member/register', signUp), 'address');
  await expectInvalid(address);
  await address.fill('1 Test Street, Ha Noi');
  await signUp();
  await expect(page.getByRole('alert').filter({ hasText: 'Upload successful' })).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('header-logged-in')).toContainText(username);
  return { username, password: PLAYER_PASSWORD, payeeName, mobile };
}

/** Logs in on the agent page (/agent: its form is in Chinese, SPEC §1) and waits for the agent centre. */
export async function agentLogin(page: Page, username: string, password: string) {
  await page.goto('/agent');
  const form = page.getByTestId('agent-login-form');
  await form.getByLabel('用户名').fill(username);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('agent-center')).toBeVisible();
}
