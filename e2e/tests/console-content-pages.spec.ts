import { sitePort } from '../playwright.config';
import { login } from './support/auth';
import { sessionToken } from './support/player';
import { consoleSignIn } from './support/console';
import { expect, sitePage, test } from './support/test';

// Lucky Star answers on lucky.localhost (Chromium resolves *.localhost to the loopback).
const LUCKY = () => `http://lucky.localhost:${sitePort(test.info().parallelIndex)}`;

test.describe('notices and legal pages from the console', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  // One sign-in for both journeys: an authenticator code is good once, and a worker signs lucky_marketing in elsewhere.
  test('lucky_marketing publishes a visitors’ popup with bold text (a pasted onerror never reaches the site): a visitor sees it, a signed-in member does not; then edits the EN terms with a preview and the site’s terms page shows them', async ({
    page,
    browser,
  }) => {
    const title = `Welcome visitor ${Date.now().toString(36)}`;
    await consoleSignIn(page, 'lucky_marketing');
    await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Content' }).click();
    await page
      .getByRole('navigation', { name: 'Content sections' })
      .getByRole('link', { name: 'Notices & popups' })
      .click();
    const notices = page.getByTestId('content-notices-page');
    await expect(notices.getByRole('heading', { name: 'Notices & popups · LUCKY' })).toBeVisible();
    await notices.getByRole('button', { name: 'Add notice' }).click();

    const form = page.getByTestId('notice-form');
    await expect(form.getByLabel('Kind')).toHaveValue('POPUP');
    await form.getByLabel('Title').fill(title);
    const editor = form.getByRole('textbox', { name: 'Text' });
    await editor.click();
    await editor.pressSequentially('Hello ');
    await form.getByRole('button', { name: 'Bold' }).click();
    await expect(form.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await editor.pressSequentially('bold friend');
    // Pasted from elsewhere: an image whose error handler would run script.
    await editor.evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p> pasted<img src="/nope.png" onerror="window.__xss = 1"></p>');
      data.setData('text/plain', ' pasted');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await form.getByLabel('Visitors (not signed in)').check();
    await form.getByRole('button', { name: 'Add notice' }).click();
    await expect(page.getByTestId('notice-dialog')).toHaveCount(0);
    const row = page.getByTestId('notices-table').getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Visitors (not signed in)');
    await expect(row).toContainText('Live');

    const visitor = await browser.newPage({ baseURL: LUCKY() });
    const member = await browser.newPage({ baseURL: LUCKY() });
    try {
      await visitor.goto('/index');
      const popup = visitor.getByTestId('home-popup');
      const mine = popup.locator('article').filter({ hasText: title });
      await expect(mine).toBeVisible();
      await expect(mine.locator('strong')).toHaveText('bold friend');
      await expect(visitor.locator('[onerror]')).toHaveCount(0);
      expect(await visitor.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

      // A member (lucky01): the visitors' popup is closed before signing in (the login helper opens the same home),
      // then the member's home, reloaded signed in, has no trace of it.
      await member.goto('/index');
      await member.getByTestId('home-popup').getByRole('button', { name: 'Close' }).last().click();
      await expect(member.getByTestId('home-popup')).toHaveCount(0);
      const dialog = await login(member, 'lucky01', 'Lucky@1234');
      await expect(dialog).toHaveCount(0);
      await expect(member.getByTestId('header-logged-in')).toContainText('lucky01');
      // What the site asks for the member (its own session): the popups of A and B, not this F one.
      // (Asked from the page: only the browser resolves lucky.localhost.)
      const popups = await member.evaluate(
        async (token) => {
          const res = await fetch('/wps/system/notice?types=PU&platform=W', {
            headers: { authorization: `Bearer ${token}` },
          });
          return ((await res.json()) as { value: { popup: { title: string }[] } }).value.popup;
        },
        await sessionToken(member),
      );
      expect(popups.map((p) => p.title)).not.toContain(title);
      await member.reload();
      await expect(member.getByTestId('home-page')).toBeVisible();
      await expect(member.getByText(title)).toHaveCount(0);
    } finally {
      await visitor.close();
      await member.close();
    }

    // Deleted after a confirmation (a retry of this test adds its own).
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByTestId('delete-item-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);

    // The EN terms, rewritten as a heading, previewed as the server keeps it, then saved.
    const text = `Terms revised ${Date.now().toString(36)}`;
    await page
      .getByRole('navigation', { name: 'Content sections' })
      .getByRole('link', { name: 'Help & legal' })
      .click();
    const help = page.getByTestId('content-help-page');
    await expect(help.getByLabel('Language')).toHaveValue('EN');
    const termsRow = page.getByTestId('help-table').getByRole('row').filter({ hasText: 'Footer: terms' });
    await termsRow.getByRole('button', { name: /^Edit / }).click();

    const helpForm = page.getByTestId('help-form');
    const helpEditor = helpForm.getByRole('textbox', { name: 'Text' });
    await helpEditor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await helpForm.getByRole('button', { name: 'Heading' }).click();
    await helpEditor.pressSequentially(text);
    await helpForm.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('help-preview');
    await expect(preview.getByRole('heading', { name: text })).toBeVisible();
    await helpForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('help-dialog')).toHaveCount(0);

    const site = await sitePage(browser);
    try {
      await site.goto(`${LUCKY()}/help#terms`);
      const terms = site.locator('[data-section="terms"]');
      await expect(terms.getByRole('heading', { name: text })).toBeVisible();
      await expect(site.locator('[data-section="privacy"]')).toHaveCount(0);
    } finally {
      await site.close();
    }
  });
});
