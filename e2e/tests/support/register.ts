import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { codeSentBy } from './auth';
import { pngFile } from './files';

/** The password every registered journey player gets. */
export const PLAYER_PASSWORD = 'Player@2026';

export interface Player {
  username: string;
  password: string;
  /** The registered real name (payee name): bank accounts must carry it. */
  payeeName: string;
  /** The national number registered (dial code 84). */
  mobile: string;
}

let serial = 0;
/** A username and a mobile number no other journey of the run uses. */
export const fresh = (prefix: string) => {
  serial += 1;
  const stamp = `${Date.now().toString(36).slice(-6)}${serial}`;
  const mobile = `9${String(Date.now() % 1e7).padStart(7, '0')}${serial % 10}`;
  return { username: `${prefix}_${stamp}`, mobile };
};

/**
 * Fills the register modal's first step (account, mobile with the SMS code from the outbox, real name, e-mail, date
 * of birth, optionally the invitation code) without going on; answers the real name's field.
 */
export async function fillRegisterStep1(
  step1: Locator,
  request: APIRequestContext,
  o: { username: string; mobile: string; realName: string; invitationCode?: string },
): Promise<Locator> {
  await step1.getByLabel('Username').fill(o.username);
  await step1.getByLabel(/^Password/).fill(PLAYER_PASSWORD);
  await step1.getByLabel('Confirm password').fill(PLAYER_PASSWORD);
  await step1.getByLabel('Country code').selectOption('84');
  await step1.getByLabel('Mobile number').fill(o.mobile);
  const code = await codeSentBy(request, `+84${o.mobile}`, () =>
    step1.getByRole('button', { name: 'Send code' }).click(),
  );
  await step1.getByLabel('Verification code').fill(code);
  const realName = step1.getByLabel('Real name');
  await realName.fill(o.realName);
  await step1.getByLabel('E-mail').fill(`${o.username}@example.com`);
  await step1.getByLabel('Date of birth').fill('1990-05-01');
  if (o.invitationCode) await step1.getByLabel('Invitation code').fill(o.invitationCode);
  return realName;
}

/** Fills the identity step (a passport, the place of birth and address given, the ID photos, the terms) without signing up. */
export async function fillRegisterStep2(step2: Locator, o: { placeOfBirth: string; address: string }): Promise<void> {
  await step2.getByLabel('ID type').selectOption({ label: 'Passport' });
  await step2.getByLabel('ID number').fill(`P${Date.now().toString().slice(-7)}`);
  await step2.getByLabel('Place of birth').fill(o.placeOfBirth);
  await step2.getByLabel('Current address').fill(o.address);
  await step2.getByLabel('Nationality').selectOption('VN');
  await step2.getByLabel('Region').selectOption({ label: 'Đà Nẵng' });
  await step2.getByLabel('Nature of work').selectOption({ label: 'Professionals' });
  await step2.getByLabel('Source of income').selectOption({ label: 'Employed' });
  await step2.getByLabel('Front of your ID').setInputFiles(pngFile('front.png'));
  await step2.getByLabel('Selfie with the front side').setInputFiles(pngFile('selfie.png'));
  await step2.getByLabel(/agree to the terms/).check();
}

/** The modal's success: the upload alert acknowledged, the modal closed, the new player signed in. */
export async function finishRegistration(page: Page, dialog: Locator, username: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: 'Upload successful' })).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('header-logged-in')).toContainText(username);
}

/**
 * Registers a new player through the register modal, as a person does (SMS code from the operator's outbox, real
 * name, e-mail, date of birth, optionally an agent's invitation code or a friend's referral link, the identity
 * step with ID photos), and leaves it logged in on the site. Each journey that changes a player's data or money
 * gets its own player, so balances, turnover and messages start from nothing.
 */
export async function registerPlayer(
  page: Page,
  request: APIRequestContext,
  o: { payeeName?: string; invitationCode?: string; prefix?: string; referralCode?: string } = {},
): Promise<Player> {
  const { username, mobile } = fresh(o.prefix ?? 'e2e');
  const payeeName = o.payeeName ?? 'MONEY TESTER';
  const password = PLAYER_PASSWORD;
  // A friend's invite link (/register?referralCode=…) fills the referral code.
  await page.goto(o.referralCode ? `/register?referralCode=${encodeURIComponent(o.referralCode)}` : '/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  const step1 = dialog.getByTestId('register-step-1');
  if (o.referralCode) await expect(step1.getByLabel('Referral code')).toHaveValue(o.referralCode);
  await fillRegisterStep1(step1, request, { username, mobile, realName: payeeName, invitationCode: o.invitationCode });
  await step1.getByRole('button', { name: 'Next' }).click();
  const step2 = dialog.getByTestId('register-step-2');
  await fillRegisterStep2(step2, { placeOfBirth: 'Ha Noi', address: '1 Test Street, Ha Noi' });
  await step2.getByRole('button', { name: 'Sign up' }).click();
  await finishRegistration(page, dialog, username);
  return { username, password, payeeName, mobile };
}
