import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { opsHeaders } from './support/ops-auth';
import { pngFile } from './support/files';
import { DESKTOP, PHONE } from './support/layout';
import { headerBalance } from './support/money';
import { sessionToken } from './support/player';
import { registerPlayer } from './support/register';
import { expect, test } from './support/test';

// Registration through the modal, an application, the operator's review and a claim: more than the default minute.
test.describe.configure({ timeout: 270_000 });

const DAY = 86_400_000;

/** A fresh APPLY activity of DEMO through /ops/promotions (running since an hour, for a week). */
async function createActivity(
  request: APIRequestContext,
  title: string,
  rewardAmount: number,
  turnoverMultiple: number,
) {
  const res = await request.post('/ops/promotions?merchant=DEMO', {
    headers: opsHeaders(),
    data: {
      kind: 'APPLY',
      title,
      bannerUrl: '/assets/banner/1.svg',
      rules: '<p>Send us a screenshot of your <strong>first deposit</strong>.</p><script>alert(1)</script>',
      audience: 'ALL',
      startsAt: new Date(Date.now() - DAY / 24).toISOString(),
      endsAt: new Date(Date.now() + 7 * DAY).toISOString(),
      rewardAmount,
      turnoverMultiple,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).value as { id: number };
}

/** The application of `username` to activity `id` in the operator's queue, approved through /ops. */
async function approveApplication(request: APIRequestContext, activityId: number, username: string) {
  const queue = await request.get(`/ops/promotions/applications?merchant=DEMO&activityId=${activityId}`, {
    headers: opsHeaders(),
  });
  const list = (await queue.json()).value.applications as {
    id: number;
    username: string;
    comment: string;
    images: { url: string; contentType: string }[];
  }[];
  const application = list.find((a) => a.username === username);
  expect(application).toBeTruthy();
  const approved = await request.post(`/ops/promotions/applications/${application!.id}/approve?merchant=DEMO`, {
    headers: opsHeaders(),
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return application!;
}

/**
 * axe (WCAG 2.1 A/AA, as support/axe.ts) on the page's main content only: the header's own findings belong to the
 * header's journeys (the layout and a11y specs).
 */
async function expectContentAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}

test.describe('promotions and the reward centre', () => {
  test('a visitor sees the activities with their statuses and is asked to log in to take part', async ({ page }) => {
    await page.goto('/promotions');
    const welcome = page.getByTestId('promo-card').filter({ hasText: 'Welcome Bonus 100%' });
    await expect(welcome.getByTestId('promo-status')).toHaveText('In process');
    await expect(
      page.getByTestId('promo-card').filter({ hasText: 'Live Casino Nights' }).getByTestId('promo-status'),
    ).toHaveText('Coming soon');
    await expect(
      page.getByTestId('promo-card').filter({ hasText: 'Hot Games This Week' }).getByTestId('promo-status'),
    ).toHaveText('Closed');
    await welcome.getByRole('button', { name: 'Details: Welcome Bonus 100%' }).click();
    const details = page.getByRole('dialog', { name: 'Welcome Bonus 100%' });
    await expect(details.getByTestId('promo-rules')).toContainText('One application per member.');
    await details.getByRole('button', { name: 'Log in to take part' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('a player applies with a comment and an image, the operator approves, the reward is claimed once', async ({
    page,
    request,
  }) => {
    const title = `E2E bonus ${Date.now().toString(36)}`;
    const activity = await createActivity(request, title, 88_000_00, 2);
    const player = await registerPlayer(page, request, { prefix: 'promo' });

    await page.goto('/promotions');
    const card = page.getByTestId('promo-card').filter({ hasText: title });
    await expect(card.getByTestId('promo-status')).toHaveText('In process');
    await card.getByRole('button', { name: `Details: ${title}` }).click();
    const details = page.getByRole('dialog', { name: title });
    // The rules arrive sanitised: the markup stays, the script does not.
    await expect(details.getByTestId('promo-rules').locator('strong')).toHaveText('first deposit');
    await expect(details.getByTestId('promo-rules').locator('script')).toHaveCount(0);
    await details.getByLabel('Comment').fill('My first deposit, see the screenshot');
    await expect(details.getByText('36 / 140 characters')).toBeVisible();
    await details.getByLabel('Image 1').setInputFiles(pngFile('proof.png'));
    await details.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Application sent', { exact: true })).toBeVisible();
    await expect(details.getByText('Your application is being reviewed.')).toBeVisible();
    await expect(card.getByTestId('promo-status')).toHaveText('Applying');
    await page.keyboard.press('Escape');

    const application = await approveApplication(request, activity.id, player.username);
    expect(application.comment).toBe('My first deposit, see the screenshot');
    expect(application.images.map((i) => i.contentType)).toEqual(['image/png']);

    // The reward waits in the reward centre (its menu entry counts it); claiming it moves the header balance.
    await page.goto('/member?page=rewardCenter');
    const menu = page.getByRole('navigation', { name: 'Member center menu' });
    await expect(menu.getByRole('link', { name: /^Reward center 1/ })).toBeVisible();
    const before = await headerBalance(page);
    const row = page.getByTestId('reward-row').filter({ hasText: title });
    await expect(row).toContainText('88,000.00');
    await expect(row).toContainText('Bet 2× before withdrawing');
    await row.getByRole('button', { name: `Claim ${title}` }).click();
    await expect(page.getByText('Reward claimed: 88,000.00 added to your wallet', { exact: true })).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(before + 88_000_00);
    await expect(row).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Reward center', exact: true })).toBeVisible();

    // A second claim of the same reward pays nothing.
    const token = await sessionToken(page);
    const rewards = await request.get('/wps/rewards', { headers: { authorization: `Bearer ${token}` } });
    expect(rewards.ok(), await rewards.text()).toBe(true);
    const claimed = ((await rewards.json()).value.list as { id: number; title: string; status: string }[]).find(
      (r) => r.title === title,
    );
    expect(claimed?.status).toBe('CLAIMED');
    const again = await request.post('/wps/rewards/claim', {
      headers: { authorization: `Bearer ${token}` },
      data: { id: claimed!.id },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).code).toBe('REWARD_CLAIMED');
    await page.reload();
    expect(await headerBalance(page)).toBe(before + 88_000_00);

    // Its bonus asks for 2 × 88,000.00 of bets before a withdrawal.
    await page.goto('/member?page=bonusDetails');
    const bonus = page.getByTestId('bonus-row').filter({ hasText: title });
    await expect(bonus.getByTestId('bonus-status')).toHaveText('In progress');
    await expect(bonus.getByTestId('bonus-turnover')).toHaveText('Turnover 0.00 / 176,000.00 (0%)');
    await expect(bonus.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

    await page.goto('/promotions');
    await expect(page.getByTestId('promo-card').filter({ hasText: title }).getByTestId('promo-status')).toHaveText(
      'Claimed',
    );

    // The pages fit a phone and a desktop and pass axe with this data.
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      for (const path of ['/promotions', '/member?page=rewardCenter', '/member?page=bonusDetails']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.ui-skeleton')).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${size.width} px`).toBeLessThanOrEqual(0);
        await expectContentAccessible(page, path);
      }
    }

    // The history: the claimed reward under "Claimed", without a claim button.
    await page.goto('/member?page=rewardCenter');
    await page.getByRole('tab', { name: 'Claimed' }).click();
    const history = page.getByTestId('reward-row').filter({ hasText: title });
    await expect(history).toContainText(/Claimed \d{4}-\d{2}-\d{2}/);
    await expect(history.getByRole('button')).toHaveCount(0);
  });
});
