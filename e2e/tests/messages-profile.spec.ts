import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { codeSentBy } from './support/auth';
import { bankTransferDeposit, decideDeposit, sessionToken } from './support/player';
import { registerPlayer } from './support/register';

/** The header's unread count on a desktop (hidden at 0). */
const unreadBadge = (page: Page) => page.getByTestId('unread-badge');

test.describe('messages', () => {
  test('deposit messages arrive unread; opening one, marking all read and deleting move the header badge', async ({
    page,
    request,
  }) => {
    await registerPlayer(page, request);
    const token = await sessionToken(page);
    await decideDeposit(request, (await bankTransferDeposit(request, token)).id, 'approve');
    await decideDeposit(request, (await bankTransferDeposit(request, token)).id, 'reject');
    const credited = await bankTransferDeposit(request, token);
    await decideDeposit(request, credited.id, 'approve');

    await page.goto('/member?page=messageV2');
    const list = page.getByTestId('message-list');
    const rows = list.getByTestId('message-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toHaveAccessibleName('Deposit credited');
    await expect(rows.nth(1)).toHaveAccessibleName('Deposit failed');
    await expect(page.getByTestId('inbox-unread')).toHaveText('3 unread');
    await expect(unreadBadge(page)).toContainText('3');
    await expect(page.getByRole('link', { name: /Platform information 3 new/ })).toBeVisible();

    // Open the failed deposit: its text in full, read from now on, the header follows.
    await rows
      .nth(1)
      .getByRole('button', { name: /^Unread: Deposit failed/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Deposit failed' });
    await expect(dialog.getByTestId('message-body')).toContainText('Nothing was taken from your wallet.');
    await expect(dialog.getByTestId('message-body')).toContainText('Note: Receipt unreadable');
    await expect(unreadBadge(page)).toContainText('2');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(rows.nth(1)).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('inbox-unread')).toHaveText('2 unread');

    // Unread first, then mark all read: the badge goes.
    await page.getByLabel('Unread first').check();
    await expect(rows.nth(2)).toHaveAccessibleName('Deposit failed');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByTestId('inbox-unread')).toHaveText('0 unread');
    await expect(unreadBadge(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    // Delete, after a cancel, with the confirmation; it stays gone after a reload.
    const first = rows.first();
    await expect(first).toHaveAccessibleName('Deposit credited');
    await first.getByRole('button', { name: 'Delete message: Deposit credited' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(3);
    await first.getByRole('button', { name: 'Delete message: Deposit credited' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(rows).toHaveCount(2);
    await page.reload();
    await expect(rows).toHaveCount(2);

    // In TY the platform's messages read in TY.
    await page.getByLabel('Language').selectOption('TY');
    await expect(rows.first()).toHaveAccessibleName('Nạp tiền thất bại');
    await expect(rows.nth(1)).toHaveAccessibleName('Nạp tiền thành công');
  });
});

test.describe('profile', () => {
  test('nickname and e-mail persist, a new mobile number needs its SMS code, and the avatar shows in the header', async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(page, request);
    await page.goto('/member?page=profile');
    const info = page.getByTestId('profile-info-form');
    // Registration asks for no nickname: the profile starts without one.
    await expect(info.getByLabel('E-mail')).toHaveValue(`${player.username}@example.com`);
    await expect(info.getByLabel('Nickname')).toHaveValue('');
    await expect(page.getByTestId('profile-mobile')).toContainText(`+84 ${player.mobile}`);

    await info.getByLabel('E-mail').fill('not-an-email');
    await info.getByRole('button', { name: 'Save' }).click();
    await expect(info.getByText('Please enter a valid e-mail address')).toBeVisible();
    await info.getByLabel('Nickname').fill('Lucky Tester');
    await info.getByLabel('E-mail').fill(`new.${player.username}@example.com`);
    await info.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(info.getByLabel('Nickname')).toHaveValue('Lucky Tester');
    await expect(info.getByLabel('E-mail')).toHaveValue(`new.${player.username}@example.com`);
    // Once set, a nickname can be changed but not removed.
    await info.getByLabel('Nickname').fill(' ');
    await info.getByRole('button', { name: 'Save' }).click();
    await expect(info.getByText('Input cannot be empty')).toBeVisible();
    await page.reload();

    // A new number: refused without the right code, changed with the code sent to it.
    const mobile = page.getByTestId('profile-mobile-form');
    const number = `97${String(Date.now()).slice(-7)}`;
    await mobile.getByLabel('New mobile number').fill(number);
    const code = await codeSentBy(request, `+84${number}`, () =>
      mobile.getByRole('button', { name: 'Send code' }).click(),
    );
    await expect(mobile.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await mobile.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await mobile.getByRole('button', { name: 'Change mobile number' }).click();
    await expect(mobile.getByText('Please enter a valid verification code')).toBeVisible();
    await mobile.getByLabel('Verification code').fill(code);
    await mobile.getByRole('button', { name: 'Change mobile number' }).click();
    await expect(page.getByTestId('profile-mobile')).toContainText(`+84 ${number}`);
    await page.reload();
    await expect(page.getByTestId('profile-mobile')).toContainText(`+84 ${number}`);

    // The avatar: the header shows the chosen colour with the new nickname's initials.
    const header = page.getByTestId('header-avatar');
    await expect(header).toHaveAttribute('src', /\/assets\/avatar\/LT\.svg/);
    await page.getByRole('button', { name: 'Avatar colour 4' }).click();
    await expect(page.getByRole('button', { name: 'Avatar colour 4' })).toHaveAttribute('aria-pressed', 'true');
    await expect(header).toHaveAttribute('src', /hue=90/);
    await page.reload();
    await expect(header).toHaveAttribute('src', /hue=90/);
  });
});
