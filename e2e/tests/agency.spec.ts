import { expect, type Browser, type Page } from '@playwright/test';
import { login } from './support/auth';
import { expectAccessible } from './support/axe';
import { DESKTOP, PHONE } from './support/layout';
import { rollDice } from './support/money';
import { bankTransferDeposit, decideDeposit, sessionToken } from './support/player';
import { sitePage, test } from './support/test';

/** Logs in on the agent page (/agent: its form is in Chinese, SPEC §1) and waits for the agent centre. */
async function agentLogin(page: Page, username: string) {
  await page.goto('/agent');
  const form = page.getByTestId('agent-login-form');
  await form.getByLabel('用户名').fill(username);
  await form.getByLabel('密码', { exact: true }).fill('Demo@1234');
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
  await expect(page.getByTestId('agent-center')).toBeVisible();
}

const agentPage = async (browser: Browser, username: string) => {
  const page = await sitePage(browser, { viewport: DESKTOP });
  await agentLogin(page, username);
  return page;
};

const STAKE = 10_000;
const ROUNDS = 4;

test.describe('agent centre', () => {
  test('demo_agent sees its downline bet, offers a daily salary that demo_subagent accepts, and both see the payout', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(270_000);
    // demo_downline plays a few rounds of the demo dice on the site.
    await login(page, 'demo_downline', 'Demo@1234');
    await expect(page.getByTestId('header-logged-in')).toContainText('demo_downline');
    await rollDice(request, await sessionToken(page), 3, 1_000);

    // demo_agent logs in on the agent page and finds them in team betting.
    const agent = await agentPage(browser, 'demo_agent');
    await agent.getByRole('navigation').getByText('Team betting').click();
    await expect(agent).toHaveURL(/page=personalHistoryCopy/);
    const bets = agent.getByTestId('team-bets-table');
    await expect(bets.getByRole('row').filter({ hasText: 'demo_downline' }).first()).toBeVisible();
    await expect(bets.getByRole('row').filter({ hasText: 'demo_downline' })).toHaveCount(3);

    // The overview counts its team from the same rounds.
    await agent.goto('/agentHome?page=agentTeamOverview');
    await expect(agent.getByTestId('team-overview')).toBeVisible();

    // Team management: demo_subagent's details → offer a daily salary of 1 % from the first unit.
    await agent.goto('/agentHome?page=downlineManagmentView');
    await agent.getByRole('button', { name: 'Details demo_subagent' }).click();
    const details = agent.getByTestId('member-details');
    const offer = details.getByTestId('offer-form');
    await offer.getByLabel('Contract type').selectOption({ label: 'Daily salary' });
    await offer.getByLabel('Minimum amount').first().fill('0');
    await offer.getByLabel('Minimum active members').first().fill('0');
    await offer.getByLabel('Rate (%)').first().fill('1');
    await offer.getByRole('button', { name: 'Offer contract' }).click();
    await expect(
      agent.getByText('Contract offered to demo_subagent: it applies once accepted.', { exact: true }),
    ).toBeVisible();

    // demo_subagent accepts it on its daily salary page.
    const sub = await agentPage(browser, 'demo_subagent');
    await sub.goto('/agentHome?page=agentDailyWages2');
    const mine = sub.getByTestId('my-contracts');
    await mine.getByRole('button', { name: 'Accept' }).click();
    const confirm = sub.getByTestId('contract-confirm');
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Accept' }).click();
    await expect(sub.getByText('Contract accepted.', { exact: true })).toBeVisible();
    await expect(mine).toContainText('demo_agent');

    // demo_subagent's team (itself) bets after the acceptance; the daily period lasts 15 s in this suite.
    await rollDice(request, await sessionToken(sub), ROUNDS, STAKE);
    const expected = (ROUNDS * STAKE) / 100; // 1 % of the stake, in minor units

    // The settlement job pays it: both sides see the record, with the same amount.
    const paidTotal = async (p: Page, tab: 'Received' | 'Paid') => {
      await p.reload();
      const records = p.getByTestId('contracts-DAILY_SALARY');
      await records.getByRole('tab', { name: tab }).click();
      await expect(records.getByTestId('settlements-table')).toBeVisible();
      return records.innerText();
    };
    const money = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect
      .poll(() => paidTotal(sub, 'Received'), { timeout: 90_000, intervals: [2_000] })
      .toContain(money(expected));
    await agent.goto('/agentHome?page=agentDailyWages2');
    await expect.poll(() => paidTotal(agent, 'Paid')).toContain(money(expected));

    // The same amounts from the API: one PAID settlement row per period, summing to 1 % of the stake.
    const token = await sessionToken(sub);
    const rows = (
      await (
        await request.get('/wps/agent/settlements?type=DAILY_SALARY&side=received', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).value.list as { amount: number; status: string; upline: string; rate: number }[];
    expect(rows.every((r) => r.upline === 'demo_agent' && r.rate === 100 && r.status === 'PAID')).toBe(true);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(expected);
    await sub.close();
    await agent.close();
  });

  test('a player who opens the agent centre is sent to the agent login', async ({ page }) => {
    await login(page, 'demo_player', 'Demo@1234');
    await expect(page.getByTestId('header-logged-in')).toBeVisible();
    await page.goto('/agentHome');
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByTestId('agent-login-form')).toBeVisible();
  });

  test('deposit and platform messages open in the right-hand panel over the agent centre, which stays where it was', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await agentLogin(page, 'demo_agent');
    // A rejected deposit (no money moves) leaves demo_agent a "Deposit failed" message to open in the panel.
    await decideDeposit(request, (await bankTransferDeposit(request, await sessionToken(page))).id, 'reject');
    await page.getByTestId('agent-menu-agentRevenueReport').click();
    await expect(page).toHaveURL(/\/agentHome\?page=agentRevenueReport$/);
    const where = page.url();

    // Deposit: mf-member's own deposit form in the drawer, focus inside; Escape closes it, focus back on the link.
    const deposit = page.getByTestId('agent-menu-deposit');
    await deposit.click();
    const panel = page.getByRole('dialog', { name: 'Deposit' });
    await expect(panel.getByTestId('member-panel-deposit')).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Deposit method' })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Amount' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // The drawer slides in from the right: its resting place is flush with the window's right edge, full height.
    await expect
      .poll(async () => {
        const box = (await panel.boundingBox())!;
        return [Math.round(box.x + box.width), Math.round(box.height)];
      })
      .toEqual([DESKTOP.width, DESKTOP.height]);
    await expectAccessible(page, 'the deposit panel at 1366 px');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(deposit).toBeFocused();
    expect(page.url()).toBe(where);
    await expect(page.getByTestId('agent-panel-agentRevenueReport')).toBeVisible();

    // Platform messages: the message opens in its own dialog over the panel; Escape closes only that one.
    await page.getByTestId('agent-menu-messages').click();
    const messages = page.getByRole('dialog', { name: 'Platform messages' });
    const row = messages.getByTestId('message-row').filter({ hasText: 'Deposit failed' }).first();
    await row.getByRole('button', { name: /^Unread: Deposit failed/ }).click();
    const message = page.getByRole('dialog', { name: 'Deposit failed' });
    await expect(message.getByTestId('message-body')).toContainText('Note: Receipt unreadable');
    await page.keyboard.press('Escape');
    await expect(message).toHaveCount(0);
    await expect(messages).toBeVisible();
    await messages.getByRole('button', { name: 'Close' }).click();
    await expect(messages).toHaveCount(0);
    expect(page.url()).toBe(where);
    await expect(page.getByTestId('agent-panel-agentRevenueReport')).toBeVisible();

    // On a phone the panel is a full-height sheet across the screen.
    await page.setViewportSize(PHONE);
    await page.getByTestId('agent-menu-withdraw').click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
    await expect(withdraw.getByTestId('member-panel-withdraw')).toBeVisible();
    await expect
      .poll(async () => {
        const sheet = (await withdraw.boundingBox())!;
        return [sheet.x, sheet.width, sheet.height].map(Math.round);
      })
      .toEqual([0, PHONE.width, PHONE.height]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await withdraw.getByRole('button', { name: 'Close' }).click();
    await expect(withdraw).toHaveCount(0);
    expect(page.url()).toBe(where);
  });

  for (const viewport of [PHONE, DESKTOP])
    test(`the agent pages are accessible at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await agentLogin(page, 'demo_agent');
      for (const key of ['agentTeamOverview', 'downlineManagmentView', 'registerCenter', 'agentDailyWages2']) {
        await page.goto(`/agentHome?page=${key}`);
        await expect(page.getByTestId('agent-center')).toBeVisible();
        await expectAccessible(page, `/agentHome?page=${key} at ${viewport.width} px`);
      }
    });
});
