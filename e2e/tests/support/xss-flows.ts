import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  PLAYER_PASSWORD,
  fillRegisterStep1,
  fillRegisterStep2,
  finishRegistration,
  fresh,
  type Player,
} from './register';
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
  const { username, mobile } = fresh('xss');
  const payeeName = 'XSS TESTER';
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  const step1 = dialog.getByTestId('register-step-1');
  const realName = await fillRegisterStep1(step1, request, { username, mobile, realName: payload('img') });
  await step1.getByRole('button', { name: 'Next' }).click();
  await expectInvalid(realName);
  await realName.fill(payeeName);
  await step1.getByRole('button', { name: 'Next' }).click();

  const step2 = dialog.getByTestId('register-step-2');
  await fillRegisterStep2(step2, { placeOfBirth: payload('svg'), address: payload('mxss') });
  const placeOfBirth = step2.getByLabel('Place of birth');
  const address = step2.getByLabel('Current address');
  const signUp = () => step2.getByRole('button', { name: 'Sign up' }).click();
  // The fields are checked in form order: the place of birth first, then (once it is clean) the address.
  await expectRefused(await answerTo(page, 'PUT', '/wps/member/register', signUp), 'placeOfBirth');
  await expectInvalid(placeOfBirth);
  await placeOfBirth.fill('Ha Noi');
  await expectRefused(await answerTo(page, 'PUT', '/wps/member/register', signUp), 'address');
  await expectInvalid(address);
  await address.fill('1 Test Street, Ha Noi');
  await signUp();
  await finishRegistration(page, dialog, username);
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
