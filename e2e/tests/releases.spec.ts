import { expect, test } from './support/test';
import { consoleSignIn } from './support/console';
import { opsHeaders } from './support/ops-auth';
import {
  buildBrokenGames,
  expectGamesVersion,
  release,
  rollout,
  rolloutOf,
  visitor,
  visitorId,
} from './support/releases';
import { sitePort } from '../playwright.config';

// ADR 0012. The worker's server registered `npm start`'s build of every remote as its first release (mf-games 0.1.0,
// each merchant's stable). This file publishes 1.1.0 of mf-games (built from source: its lobby shows "Games 1.1.0")
// and 1.2.0 (e2e/fixtures/broken-games: every parcel throws when it mounts) and rolls them out on LUCKY only.
const LUCKY = () => `http://lucky.localhost:${sitePort(test.info().parallelIndex)}`;
const DEMO = () => `http://127.0.0.1:${sitePort(test.info().parallelIndex)}`;
const IN = visitorId('mf_games', 50, true);
const OUT = visitorId('mf_games', 50, false);

test.describe.configure({ mode: 'serial' });

test.describe('releases of a remote', () => {
  test.beforeAll(async () => {
    // A production build of mf-games and of the fixture: about half a minute on two busy cores.
    test.setTimeout(360_000);
    const [next, broken] = await Promise.all([
      release(DEMO(), ['mf-games', '--version', '1.1.0']),
      buildBrokenGames().then((dir) => release(DEMO(), ['mf-games', '--version', '1.2.0', '--from', dir])),
    ]);
    expect(next).toContain('1.1.0');
    expect(broken).toContain('1.2.0');
  });

  test('the same version cannot be published twice, and the list shows every version', async ({ request }) => {
    await expect(release(DEMO(), ['mf-games', '--version', '1.1.0', '--from', 'mf-games/dist'])).rejects.toThrow(
      /already published|RELEASE_EXISTS/,
    );
    const res = await request.get('/ops/releases?remote=mf_games', { headers: opsHeaders() });
    const versions = ((await res.json()) as { value: { list: { version: string }[] } }).value.list.map(
      (r) => r.version,
    );
    expect(versions).toEqual(expect.arrayContaining(['0.1.0', '1.1.0', '1.2.0']));
  });

  test('a canary of 50 % on LUCKY: two visitors see different versions and keep them; DEMO stays on the stable one', async ({
    browser,
    request,
  }) => {
    await rollout(request, 'canary', 'mf_games', { merchant: 'LUCKY', version: '1.1.0', percent: 50 });
    const inside = await visitor(browser, LUCKY(), IN);
    const outside = await visitor(browser, LUCKY(), OUT);
    const demo = await visitor(browser, DEMO(), IN);
    for (const page of [inside, outside, demo]) await page.goto('/index');
    await expectGamesVersion(inside, '1.1.0');
    await expectGamesVersion(outside, '0.1.0');
    await expectGamesVersion(demo, '0.1.0');
    for (const page of [inside, outside]) await page.reload();
    await expectGamesVersion(inside, '1.1.0');
    await expectGamesVersion(outside, '0.1.0');
    await expect(inside.locator('[data-remote-version="1.1.0"]').first()).toBeAttached();

    // A first visit gets its own id and keeps its version over reloads.
    const fresh = await visitor(browser, LUCKY(), null);
    await fresh.goto('/index');
    const first = (await fresh.getByTestId('games-version').textContent())!;
    expect((await fresh.context().cookies()).some((c) => c.name === 'wl_vid')).toBe(true);
    await fresh.reload();
    await expect(fresh.getByTestId('games-version')).toHaveText(first);
    for (const page of [inside, outside, demo, fresh]) await page.context().close();
  });

  test('a canary that throws when it mounts is halted from its reported failures; every visitor is back on the stable one', async ({
    browser,
    request,
  }) => {
    await rollout(request, 'canary', 'mf_games', { merchant: 'LUCKY', version: '1.2.0', percent: 50 });
    const inside = await visitor(browser, LUCKY(), IN);
    await inside.goto('/index');
    const failed = inside.getByRole('alert').getByRole('button', { name: 'Try again' });
    await expect(failed).toBeVisible();
    // Each load of the broken version is reported (the shell's health report); the server halts the canary once it
    // has enough loads (CANARY_MIN_LOADS of the e2e server) that fail more than the stable's.
    await expect
      .poll(
        async () => {
          await inside.reload();
          await failed.or(inside.getByTestId('games-version')).waitFor();
          return (await rolloutOf(request, 'LUCKY', 'mf_games')).canary?.percent;
        },
        { timeout: 45_000 },
      )
      .toBe(0);
    const halted = await rolloutOf(request, 'LUCKY', 'mf_games');
    expect(halted.haltReason).toMatch(/automatic/);
    await inside.reload();
    await expectGamesVersion(inside, '0.1.0');
    const outside = await visitor(browser, LUCKY(), OUT);
    await outside.goto('/index');
    await expectGamesVersion(outside, '0.1.0');

    const audit = await request.get('/ops/audit?action=release.halt', { headers: opsHeaders() });
    expect(JSON.stringify(await audit.json())).toContain('system:canary-guard');
    for (const page of [inside, outside]) await page.context().close();
  });

  test('an operator rolls a promoted version back from the console’s Releases page', async ({
    browser,
    page,
    request,
  }) => {
    await rollout(request, 'pin', 'mf_games', { merchant: 'LUCKY', version: '1.1.0' });
    const player = await visitor(browser, LUCKY(), OUT);
    await player.goto('/index');
    await expectGamesVersion(player, '1.1.0');

    await consoleSignIn(page, 'demo_owner');
    await page.getByTestId('merchant-picker').selectOption('LUCKY');
    await page.getByRole('navigation').getByRole('link', { name: 'Releases' }).click();
    const row = page.getByTestId('rollout-mf_games');
    await expect(row).toContainText('1.1.0');
    await row.getByTestId('rollout-action-rollback').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('0.1.0');
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('0.1.0');

    await player.reload();
    await expectGamesVersion(player, '0.1.0');
    expect((await rolloutOf(request, 'LUCKY', 'mf_games')).stable).toBe('0.1.0');
    await player.context().close();
  });
});
