import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { consoleSignIn } from './support/console';
import { DESKTOP } from './support/layout';
import { rollDice } from './support/money';
import { bankTransferDeposit, decideDeposit, sessionToken } from './support/player';
import { registerPlayer } from './support/register';
import { sitePage, test } from './support/test';

const stamp = () => Date.now().toString(36).slice(-6);

/** Logs in on the agent page (/agent, in Chinese) with the password, changing a temporary one to `next`. */
async function agentSession(browser: Browser, username: string, password: string, next?: string) {
  const page = await sitePage(browser, { viewport: DESKTOP });
  await page.goto('/agent');
  const form = page.getByTestId('agent-login-form');
  await form.getByLabel('用户名').fill(username);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByRole('button', { name: '登录' }).click();
  if (next) {
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('新密码', { exact: true }).fill(next);
    await dialog.getByLabel('确认新密码').fill(next);
    await dialog.getByRole('button', { name: '修改密码' }).click();
  }
  await expect(page.getByTestId('agent-center')).toBeVisible();
  if (next) {
    // A new account is asked for its ID when a page of the site loads; later.
    await page.reload();
    const verify = page.getByRole('dialog', { name: 'Verify your identity' });
    await verify.getByRole('button', { name: 'Verify later' }).click();
    await expect(verify).toHaveCount(0);
  }
  return page;
}

/** The agent on `page` registers an agent directly below it (registerCenter); answers its username. */
async function registerAgent(page: Page, prefix: string) {
  await page.goto('/agentHome?page=registerCenter');
  const username = `${prefix}${stamp()}`;
  const form = page.getByTestId('register-form');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('Temp@1234');
  await form.getByLabel('Confirm password').fill('Temp@1234');
  await form.getByRole('radio', { name: 'Agent' }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(`Agent ${username} registered.`, { exact: true })).toBeVisible();
  return username;
}

/** An ACTIVE daily-salary contract from the agent of `upline` (a token) to its direct downline agent `account`. */
async function dailySalary(
  request: APIRequestContext,
  upline: string,
  downline: string,
  account: string,
  minAmount: number,
) {
  const offered = await request.post('/wps/agent/contracts', {
    headers: { authorization: `Bearer ${upline}` },
    data: { account, type: 'DAILY_SALARY', tiers: [{ minAmount, minActive: 0, rate: 100 }] },
  });
  expect(offered.ok(), await offered.text()).toBe(true);
  const accepted = await request.post('/wps/agent/contracts/action', {
    headers: { authorization: `Bearer ${downline}` },
    data: { id: (await offered.json()).value.id, action: 'accept' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

/** A bank-transfer deposit of the member's, approved by the operator: money in its main wallet. */
async function fund(request: APIRequestContext, token: string) {
  await decideDeposit(request, (await bankTransferDeposit(request, token)).id, 'approve');
}

test.describe('the agency from the console', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('demo_admin browses the tree, moves a member below another agent (the team numbers follow) and retries an unpaid settlement', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    // demo_agent registers agent P below it, and P registers agent Q below itself (each changes its temporary password).
    const top = await agentSession(browser, 'demo_agent', 'Demo@1234');
    const p = await registerAgent(top, 'agp');
    const pPage = await agentSession(browser, p, 'Temp@1234', 'Agent@2026');
    const q = await registerAgent(pPage, 'agq');
    const qPage = await agentSession(browser, q, 'Temp@1234', 'Agent@2026');
    const [topToken, pToken, qToken] = (await Promise.all([top, pPage, qPage].map(sessionToken))) as [
      string,
      string,
      string,
    ];
    // demo_agent → P: a tier P never reaches (P earns nothing); P → Q: 1 % of Q's team's stake, which P (empty) owes.
    await dailySalary(request, topToken, pToken, p, 1_000_000_000_000);
    await dailySalary(request, pToken, qToken, q, 0);
    await fund(request, qToken);
    await rollDice(request, qToken, 2, 10_000);
    await Promise.all([top.close(), pPage.close(), qPage.close()]);

    // A new player joins demo_agent's team with its invitation code.
    const site = await sitePage(browser, { viewport: DESKTOP });
    const { username: player } = await registerPlayer(site, request, { prefix: 'agm', invitationCode: 'DEMOAGENT' });
    await site.close();

    await consoleSignIn(page, 'demo_admin');
    await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Agency' }).click();
    const agency = page.getByTestId('agency-page');
    await expect(agency.getByRole('heading', { name: 'Agency · DEMO' })).toBeVisible();
    const tree = agency.getByRole('tree', { name: 'Agents and their members' });
    const demoAgent = tree.getByTestId('tree-node-demo_agent');
    await expect(demoAgent).toHaveAttribute('aria-expanded', 'false');

    // Open demo_agent with the keyboard: P is there with its one-member team (Q).
    await demoAgent.focus();
    await page.keyboard.press('ArrowRight');
    await expect(demoAgent).toHaveAttribute('aria-expanded', 'true');
    await expect(tree.getByTestId(`node-team-${p}`)).toHaveText('1');
    await expect(tree.getByTestId(`node-direct-${p}`)).toHaveText('1');

    // Find the new player: its line from the top.
    await agency.getByLabel('Account').fill(player);
    await agency.getByRole('button', { name: 'Find' }).click();
    await expect(agency.getByTestId('agency-line')).toContainText(`demo_agent › ${player}`);
    await expect(tree.getByTestId(`tree-node-${player}`)).toHaveAttribute('aria-selected', 'true');

    // Move it below P, with a reason.
    await tree.getByRole('button', { name: `Move ${player}` }).click();
    const move = page.getByTestId('move-form');
    await move.getByLabel('New upline (an agent of this brand)').fill(p);
    await move.getByLabel('Reason').fill('Player asked to join this agent');
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText(`${player} and 0 below it moved to ${p}`, { exact: true })).toBeVisible();
    await expect(tree.getByTestId(`node-team-${p}`)).toHaveText('2');
    await expect(tree.getByTestId(`node-direct-${p}`)).toHaveText('2');
    const pNode = tree.getByTestId(`tree-node-${p}`);
    await pNode.focus();
    await page.keyboard.press('ArrowRight');
    await expect(pNode.getByTestId(`tree-node-${player}`)).toBeVisible();
    await expect(pNode.getByTestId(`tree-node-${q}`)).toBeVisible();

    // Settlements: Q's daily salary from P waits UNPAID (P had nothing) once the 15 s period is settled.
    await agency.getByRole('tab', { name: 'Settlements' }).click();
    await expect(page).toHaveURL(/\/console\/agency\/settlements$/);
    await agency.getByLabel('Account').fill(q);
    await agency.getByRole('button', { name: 'Search' }).click();
    const rows = agency.getByTestId('settlements-table').getByRole('row').filter({ hasText: p });
    const status = agency.getByLabel('Status');
    await expect
      .poll(
        async () => {
          // Each choice reads the list again.
          await status.selectOption('PAID');
          await status.selectOption('UNPAID');
          return rows.count();
        },
        { timeout: 90_000, intervals: [3_000] },
      )
      .toBeGreaterThan(0);
    await status.selectOption('');
    await expect(rows.filter({ hasText: 'Unpaid' }).first()).toBeVisible();
    await expect(agency.getByTestId('unpaid-summary')).toContainText('unpaid');

    // P gets money; "Pay unpaid now" pays it (or the next settlement run got there first): paid once, shown Paid.
    await fund(request, pToken);
    await agency.getByRole('button', { name: 'Pay unpaid now' }).click();
    await expect(page.getByText(/^\d+ paid \(/)).toBeVisible();
    await expect(rows.filter({ hasText: 'Unpaid' })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'Paid' }).first()).toBeVisible();
    const paid = await request.get('/wps/agent/settlements?type=DAILY_SALARY&side=received', {
      headers: { authorization: `Bearer ${qToken}` },
    });
    const list = (await paid.json()).value.list as { status: string; upline: string; amount: number }[];
    expect(list.filter((r) => r.upline === p).every((r) => r.status === 'PAID')).toBe(true);
  });
});
