import { consoleSignIn } from './support/console';
import { expect, test } from './support/test';

test.describe('the platform’s jobs and lottery from the console', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('demo_owner runs housekeeping now and sees its run recorded, then sees DEMO’s open lottery draws', async ({
    page,
  }) => {
    await consoleSignIn(page, 'demo_owner');
    const sections = page.getByRole('navigation', { name: 'Back office sections' });

    await sections.getByRole('link', { name: 'Jobs' }).click();
    const jobs = page.getByTestId('jobs-table');
    const housekeeping = jobs.getByRole('row').filter({ hasText: 'housekeeping' });
    await expect(housekeeping).toContainText('Every 10 minutes');
    await housekeeping.getByRole('button', { name: 'Run now housekeeping' }).click();
    const confirm = page.getByTestId('job-run-dialog');
    await expect(confirm).toContainText('Run housekeeping now?');
    await confirm.getByRole('button', { name: 'Run now' }).click();
    await expect(confirm).toBeHidden();

    // The runs below follow the job just started until its run has finished: one manual run, OK.
    const runs = page.getByTestId('job-runs-table');
    await expect(page.getByLabel('Job', { exact: true })).toHaveValue('housekeeping');
    const manual = runs.getByRole('row').filter({ hasText: 'manual:' });
    await expect(manual).toHaveCount(1);
    await expect(manual).toContainText('OK');
    await expect(page.getByText('Waiting for the run of housekeeping…')).toBeHidden();
    await expect(housekeeping.getByTestId('job-status-housekeeping')).toHaveText('OK');

    await sections.getByRole('link', { name: 'Lottery' }).click();
    const draws = page.getByTestId('lottery-draws-table');
    await page.getByLabel('Game').selectOption('VN_FAST_1M');
    const open = draws.getByRole('row').filter({ hasText: 'Open' });
    await expect(open.first()).toBeVisible();
    await expect(open.first().getByRole('button', { name: /^Cancel draw VN_FAST_1M / })).toBeVisible();
    // Its published seed hash (the seed itself stays secret until the draw).
    await open
      .first()
      .getByRole('button', { name: /^Details VN_FAST_1M / })
      .click();
    const details = page.getByTestId('draw-dialog');
    await expect(details).toContainText('Kept secret until the draw.');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(page.getByTestId('lottery-odds-table')).toContainText('× the stake');
  });
});
