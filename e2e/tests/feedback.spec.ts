import { login } from './support/auth';
import { consoleSignIn } from './support/console';
import { pngFile } from './support/files';
import { expect, test } from './support/test';

test.describe('feedback', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a player sends feedback from the footer, support answers in the console, the player reads the answer', async ({
    page,
    browser,
  }) => {
    const player = { username: 'demo_downline' };
    await login(page, player.username, 'Demo@1234');
    await expect(page.getByTestId('header-logged-in')).toContainText(player.username);
    // Each run writes its own text, so its feedback and its answer are told apart from earlier ones.
    const stamp = Date.now().toString(36);

    // The footer's link opens the member centre's feedback page.
    await page.getByTestId('footer').getByRole('link', { name: 'Feedback' }).click();
    await expect(page).toHaveURL(/\/member\?page=feedback/);
    const form = page.getByRole('form', { name: 'Send feedback' });
    await form.getByLabel('Topic').selectOption('game');
    const text = form.getByLabel('Your feedback');
    await text.fill('Slow');
    await expect(form.getByText('1 word (5–500)')).toBeVisible();
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(form.getByText('Please write at least 5 words')).toBeVisible();
    await text.fill(`The dice game freezes after three rounds on my phone ${stamp}`);
    await form.getByLabel('Screenshot 1').setInputFiles(pngFile('freeze.png'));
    await expect(form.getByText('freeze.png')).toBeVisible();
    await form.getByLabel('How should we answer?').selectOption('message');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you: your feedback was sent', { exact: true })).toBeVisible();
    const mine = page.getByTestId('feedback-list').getByRole('listitem').filter({ hasText: stamp });
    await expect(mine).toContainText('Waiting for an answer');
    await expect(mine).toContainText('1 screenshot');

    // Support finds it in the console's queue, sees the screenshot and answers.
    const desk = await browser.newPage({ baseURL: new URL(page.url()).origin, viewport: { width: 1366, height: 900 } });
    await consoleSignIn(desk, 'demo_support');
    await desk
      .getByRole('navigation', { name: 'Back office sections' })
      .getByRole('link', { name: 'Feedback' })
      .click();
    const row = desk
      .getByTestId('feedback-table')
      .getByRole('row')
      .filter({ hasText: player.username })
      .filter({ has: desk.getByRole('cell', { name: 'Games' }) })
      .last();
    await expect(row).toContainText('Games');
    await row.getByRole('button', { name: 'Open' }).click();
    const detail = desk.getByTestId('feedback-detail');
    await expect(detail).toContainText(stamp);
    await expect(detail.getByRole('img', { name: 'Screenshot 1' })).toBeVisible();
    await detail.getByRole('button', { name: 'Answer' }).click();
    const answer = desk.getByTestId('feedback-answer');
    await answer
      .getByLabel('Your answer (sent to the player as a platform message)')
      .fill(`Fixed in today’s update ${stamp}.`);
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await expect(desk.getByText(`Answer sent to ${player.username}`, { exact: true })).toBeVisible();
    await desk.close();

    // The player has the answer as a platform message and beside the feedback.
    await page.goto('/member?page=messageV2');
    const message = page.getByTestId('message-list').getByTestId('message-row').first();
    await expect(message).toHaveAccessibleName(/Answer to your feedback/);
    await message.getByRole('button', { name: /^Unread: Answer to your feedback/ }).click();
    await expect(page.getByTestId('message-body')).toContainText(`Fixed in today’s update ${stamp}.`);
    await page.keyboard.press('Escape');
    await page.goto('/member?page=feedback');
    const answered = page.getByTestId('feedback-list').getByRole('listitem').filter({ hasText: stamp });
    await expect(answered).toContainText('Answered');
    await expect(answered).toContainText(`Fixed in today’s update ${stamp}.`);
  });
});
