import type { APIRequestContext, Page } from '@playwright/test';
import { opsHeaders } from './support/ops-auth';
import { bankTransferDeposit, decideDeposit, sessionToken } from './support/player';
import { registerPlayer } from './support/register';
import { expect, sitePage, test } from './support/test';

type Item = { title: string; promotionType: string | null };

/** The announcements the API gives the logged-in page, page by page (the audience depends on the session). */
async function announcementPages(page: Page, request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const first = await (await request.get('/wps/system/announcements?pageNo=1', { headers })).json();
  const pages: Item[][] = [first.value.list];
  for (let n = 2; n <= first.value.totalPages; n += 1)
    pages.push((await (await request.get(`/wps/system/announcements?pageNo=${n}`, { headers })).json()).value.list);
  return pages;
}

/** The titles of the announcements the modal shows, in order. */
const shownTitles = (page: Page) =>
  page.getByTestId('announcement').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));

/** A title as the start of a button's accessible name. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** "ab***yz": how the friends list shows an account. */
const masked = (account: string) => `${account.slice(0, 2)}***${account.slice(-2)}`;

test.describe('announcements', () => {
  test('the avatar menu opens them 9 at a time; a promotion leads to the reward centre', async ({ page, request }) => {
    // A player of its own: password.spec runs earlier and changes demo_player's password.
    await registerPlayer(page, request, { prefix: 'ann' });
    await expect(page.getByTestId('header-logged-in')).toBeVisible();
    const pages = await announcementPages(page, request);
    expect(pages.map((p) => p.length)).toEqual([9, 9, 4]);

    await page.getByTestId('header').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Announcements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    await expect(dialog.getByTestId('announcement')).toHaveCount(9);
    expect(await shownTitles(page)).toEqual(pages[0]!.map((a) => a.title));
    await expect(dialog.getByTestId('announcement-page')).toHaveText('Page 1 of 3');

    // Page 2: items 10–18.
    const pager = dialog.getByRole('navigation', { name: 'Pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(dialog.getByTestId('announcement-page')).toHaveText('Page 2 of 3');
    await expect(dialog.getByTestId('announcement').first()).toHaveAccessibleName(pages[1]![0]!.title);
    expect(await shownTitles(page)).toEqual(pages[1]!.map((a) => a.title));
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // Page 3 holds the rest; back to page 2.
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByTestId('announcement')).toHaveCount(4);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByTestId('announcement-page')).toHaveText('Page 2 of 3');

    // An item opens to its content; a promotion's button closes the modal and opens the reward centre.
    const plain = pages[1]!.find((a) => !a.promotionType)!;
    await dialog.getByRole('button', { name: startsWith(plain.title) }).click();
    await expect(dialog.getByRole('article', { name: plain.title }).locator('.ann-content')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Go to promotion' })).toHaveCount(0);
    const promo = pages[1]!.find((a) => a.promotionType)!;
    const item = dialog.getByRole('article', { name: promo.title });
    await item.getByRole('button', { name: startsWith(promo.title) }).click();
    await expect(item.getByRole('button', { name: startsWith(promo.title) })).toHaveAttribute('aria-expanded', 'true');
    await item.getByRole('button', { name: 'Go to promotion' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/member\?page=rewardCenter$/);
    await expect(page.locator('#member-panel-title')).toHaveText('Reward center');
  });
});

test.describe('referral', () => {
  test("a player shares the invite link; a friend who registers with it shows in the player's friends, then qualifies", async ({
    page,
    request,
    browser,
    context,
  }) => {
    test.setTimeout(360_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const player = await registerPlayer(page, request, { prefix: 'ref' });
    await page.goto('/member?page=referral');
    const invite = page.getByTestId('referral-invite');
    const codeField = page.getByTestId('referral-code');
    await expect(codeField).toHaveValue(/^[A-HJ-NP-Z2-9]{8}$/);
    const code = await codeField.inputValue();
    const link = `${new URL(page.url()).origin}/register?referralCode=${code}`;
    await expect(page.getByTestId('referral-link')).toHaveValue(link);
    await expect(invite.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await expect(page.getByTestId('referral-rules')).toContainText('within 7 days');
    await expect(page.getByTestId('referral-invited')).toHaveText('0');
    await expect(page.getByTestId('referral-friends')).toContainText('No friends yet.');

    await invite.getByRole('button', { name: 'Copy invite link' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The friend opens the link in their own browser and signs up with the code filled in.
    const friendPage = await sitePage(browser);
    const friend = await registerPlayer(friendPage, request, { prefix: 'friend', referralCode: code });

    await page.reload();
    const friends = page.getByTestId('referral-friends');
    await expect(friends.getByRole('row')).toHaveCount(2);
    await expect(friends.getByRole('row').nth(1)).toContainText(masked(friend.username));
    await expect(page.getByTestId('referral-friend-state')).toHaveText('Registered');
    await expect(page.getByTestId('referral-invited')).toHaveText('1');

    // The friend deposits 200,000 ₫ (credited): the qualification run rewards the player once.
    const token = await sessionToken(friendPage);
    for (const amount of [10_000_000, 10_000_000])
      await decideDeposit(request, (await bankTransferDeposit(request, token, amount)).id, 'approve');
    const run = await request.post('/ops/referral/qualify', {
      headers: opsHeaders(),
      data: { code: 'DEMO' },
    });
    expect(run.ok(), await run.text()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('referral-friend-state')).toHaveText('Qualified');
    await expect(page.getByTestId('referral-qualified')).toHaveText('1');
    await expect(friends.getByRole('row').nth(1)).toContainText('50,000.00');
    await page.goto('/member?page=rewardCenter');
    await expect(page.getByTestId('reward-row').filter({ hasText: masked(friend.username) })).toHaveCount(1);
    expect(player.username).not.toBe(friend.username);
    await friendPage.close();
  });
});
