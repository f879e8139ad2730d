import type { APIRequestContext } from '@playwright/test';
import { opsHeaders } from './support/ops-auth';
import { expectAccessible } from './support/axe';
import { DESKTOP, PHONE } from './support/layout';
import { rollDice } from './support/money';
import { bankTransferDeposit, decideDeposit, sessionToken } from './support/player';
import { registerPlayer } from './support/register';
import { expect, test } from './support/test';

/** The demo dice's highest stake (1,000 ₫): the seed's VIP 1 asks for 10 of them (10,000 ₫) in 30 days. */
const STAKE = 100_000;

/** Runs what the jobs `missions.grant` and `vip.recalculate` do, now (their /ops "run now" calls). */
async function runJob(request: APIRequestContext, path: '/ops/missions/grant' | '/ops/vip/recalculate') {
  const res = await request.post(path, { headers: opsHeaders(), data: { code: 'DEMO' } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The player's rewards of `source` in the reward centre (GET /wps/rewards). */
async function rewardsOf(request: APIRequestContext, token: string, source: string) {
  const res = await request.get('/wps/rewards?pageSize=50', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  const list = (await res.json()).value.list as { source: string; title: string; amount: number }[];
  return list.filter((r) => r.source === source);
}

test.describe('VIP and missions', () => {
  test('a new player deposits and plays: missions progress and complete once, the VIP page shows the way up', async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    await registerPlayer(page, request, { prefix: 'vipm' });
    const token = await sessionToken(page);
    const deposit = await bankTransferDeposit(request, token, 2_000_000_00);
    await decideDeposit(request, deposit.id, 'approve');
    await rollDice(request, token, 3, STAKE);

    // Missions: today's cards with the real rounds counted; the deposit mission is reached.
    await page.goto('/member?page=missionLeaderboard');
    const missions = page.getByTestId('missions-page');
    const rounds = missions.getByRole('listitem', { name: 'Play 5 rounds' });
    await expect(rounds.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 / 5');
    await expect(rounds.getByTestId('mission-status')).toHaveText('In progress');
    const deposited = missions.getByRole('listitem', { name: 'Deposit VND 2,000,000.00' });
    await expect(deposited.getByTestId('mission-status')).toHaveText('Completed');
    const menuBadge = page
      .getByRole('navigation', { name: 'Member center menu' })
      .getByRole('link', { name: /Missions/ });
    await expect(menuBadge).toContainText('4');

    // Two more rounds: the job completes the mission and grants its reward, once however often it runs.
    await rollDice(request, token, 2, STAKE);
    // (A run that finds the scheduled job holding the merchant skips it; the scheduled one completes it.)
    await runJob(request, '/ops/missions/grant');
    await runJob(request, '/ops/missions/grant');
    await expect
      .poll(async () => (await rewardsOf(request, token, 'MISSION')).map((r) => r.title).sort())
      .toEqual(['Deposit 2,000,000 ₫', 'Play 5 rounds'].sort());
    await page.reload();
    await expect(rounds.getByTestId('mission-status')).toHaveText('Completed');
    await expect(rounds.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('my-rank')).toContainText('(2 completed)');
    await expect(page.getByTestId('rank-list').getByRole('row').filter({ hasText: 'You' })).toHaveCount(1);
    await expect(menuBadge).toContainText('3');
    await page.getByRole('tab', { name: 'Weekly' }).click();
    const weekly = page.getByTestId('missions-WEEKLY');
    await expect(weekly.getByRole('listitem', { name: 'Play 50 rounds' }).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '5 / 50',
    );

    // VIP: level 0, the deposit done and half the bets of VIP 1.
    await page.goto('/member?page=securityCenter');
    const vip = page.getByTestId('vip-section');
    await expect(vip.getByTestId('vip-level-label')).toHaveText('VIP 0');
    await expect(vip.getByText('Next level: VIP 1')).toBeVisible();
    await expect(vip.getByTestId('vip-progress-deposit').getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(vip.getByTestId('vip-progress-turnover').getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(page.getByTestId('vip-levels').getByRole('row')).toHaveCount(7);

    // The rest of the bets: reached, then the recalculation moves the player up and grants the bonus once.
    await rollDice(request, token, 5, STAKE);
    await page.reload();
    // Both bars full: "you qualify" (or already VIP 1, when the scheduled job ran in between).
    await expect(vip.getByTestId('vip-reached').or(vip.getByText('Next level: VIP 2'))).toBeVisible();
    await runJob(request, '/ops/vip/recalculate');
    await runJob(request, '/ops/vip/recalculate');
    await expect.poll(async () => (await rewardsOf(request, token, 'VIP')).length).toBe(1);
    await page.reload();
    await expect(vip.getByTestId('vip-level-label')).toHaveText('VIP 1');
    await expect(vip.getByText('Next level: VIP 2')).toBeVisible();
    await expect(page.getByTestId('vip-level-current')).toContainText('VIP 1');
    expect(await rewardsOf(request, token, 'VIP')).toEqual([
      expect.objectContaining({ title: 'VIP 1', amount: 10_000_00 }),
    ]);

    // Both pages fit a phone and a desktop and pass axe.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const [name, testId] of [
        ['securityCenter', 'vip-section'],
        ['missionLeaderboard', 'rank-list'],
      ] as const) {
        await page.goto(`/member?page=${name}`, { waitUntil: 'networkidle' });
        await expect(page.getByTestId(testId)).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBe(viewport.width);
        await expectAccessible(page, name);
      }
    }
  });
});
