import type { APIRequestContext, APIResponse } from '@playwright/test';
import { consoleSignIn } from './support/console';
import { PNG, pngFile } from './support/files';
import { opsHeaders } from './support/ops-auth';
import { sessionToken } from './support/player';
import { registerPlayer } from './support/register';
import { expect, sitePage, test } from './support/test';
import { setFundPassword } from './support/withdraw';
import { armXss, CORPUS, CORPUS_HTML, expectRefused, INERT_TEXT, MARKUP, payload } from './support/xss';
import { agentLogin, answerTo, expectInvalid, registerThroughCorpus } from './support/xss-flows';

/**
 * The stored-XSS corpus (issue 28; e2e/README.md "Stored-XSS corpus"): every free-text field a player, an agent and
 * an operator saves, and every page that shows it, in Chromium with the page's Content-Security-Policy bypassed — the
 * CSP would block an inline handler, and the point is that the pages never make one. Plain-text fields refuse markup
 * (400 VALIDATION: in the form, and straight at the API for the whole corpus); what is stored shows as inert text or,
 * for operators' rich text, sanitised HTML; 0 payloads run.
 */
test.describe('stored XSS', () => {
  test.use({ viewport: { width: 1366, height: 900 }, bypassCSP: true });

  const stamp = () => Date.now().toString(36).slice(-6);
  /** A nickname of inert characters (≤ 20): quotes, a `>` and a lone `<`, a template, an escaped tag. */
  const NICK = `'"><{{7*7}}&lt;b&gt;`;

  /**
   * Sends the corpus's markup (`all`: every payload; `first`: only that many, under an endpoint's rate limit) to a
   * plain-text field: each is 400 VALIDATION naming it.
   */
  async function refuseCorpus(
    send: (text: string) => Promise<APIResponse>,
    field: string,
    { all = false, first }: { all?: boolean; first?: number } = {},
  ) {
    for (const p of (all ? CORPUS : MARKUP).slice(0, first)) await expectRefused(await send(p.text), field);
  }

  /** An APPLY activity through /ops/promotions whose title and rules carry the corpus. */
  async function corpusActivity(request: APIRequestContext, title: string) {
    const DAY = 86_400_000;
    const data = {
      kind: 'APPLY',
      title,
      bannerUrl: '/assets/banner/1.svg',
      rules: CORPUS_HTML,
      audience: 'ALL',
      startsAt: new Date(Date.now() - DAY / 24).toISOString(),
      endsAt: new Date(Date.now() + 7 * DAY).toISOString(),
      rewardAmount: 1_000_00,
      turnoverMultiple: 1,
    };
    // A banner link must be a path or https: a javascript: URL is refused.
    const bad = await request.post('/ops/promotions?merchant=DEMO', {
      headers: opsHeaders(),
      data: { ...data, bannerUrl: `javascript:__xss('banner')` },
    });
    expect(bad.status()).toBe(400);
    const res = await request.post('/ops/promotions?merchant=DEMO', { headers: opsHeaders(), data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).value as { id: number };
  }

  test('a player’s plain-text fields refuse the corpus in the forms and at the API; the promotion the operator wrote shows sanitised', async ({
    page,
    request,
  }) => {
    const xss = await armXss(page);
    await registerThroughCorpus(page, request);
    const auth = { authorization: `Bearer ${await sessionToken(page)}` };

    // Profile: the nickname refuses markup, keeps inert text; the e-mail takes no payload at all.
    await page.goto('/member?page=profile');
    const info = page.getByTestId('profile-info-form');
    await info.getByLabel('Nickname').fill(payload('script').slice(0, 20));
    await info.getByRole('button', { name: 'Save' }).click();
    await expectInvalid(info.getByLabel('Nickname'));
    const profile = (body: Record<string, string>) => request.post('/wps/member/info', { headers: auth, data: body });
    await refuseCorpus((nickname) => profile({ nickname }), 'nickname');
    await refuseCorpus((email) => profile({ email }), 'email', { all: true });
    await info.getByLabel('Nickname').fill(NICK);
    await info.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(info.getByLabel('Nickname')).toHaveValue(NICK);
    await xss.expectNoXss('the profile');

    // Feedback: markup refused; inert text sent and shown in the feedback history.
    await page.goto('/member?page=feedback');
    const form = page.getByRole('form', { name: 'Send feedback' });
    await form.getByLabel('Topic').selectOption('game');
    await form.getByLabel('Your feedback').fill(`Please look at this text ${payload('img')} thank you`);
    await form.getByLabel('How should we answer?').selectOption('message');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expectInvalid(form.getByLabel('Your feedback'));
    const feedback = (content: string) =>
      request.put('/wps/feedback', { headers: auth, multipart: { type: 'game', contact: 'message', content } });
    await refuseCorpus((t) => feedback(`Five words before it ${t}`), 'content');
    const said = `Inert words ${stamp()} ${INERT_TEXT}`;
    await form.getByLabel('Your feedback').fill(said);
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you: your feedback was sent', { exact: true })).toBeVisible();
    await expect(page.getByTestId('feedback-list').getByRole('listitem').filter({ hasText: said })).toHaveCount(1);
    await xss.expectNoXss('the feedback history');

    // Bank-transfer deposit: the payer name refuses markup.
    await page.goto('/member?page=depositv2');
    const deposit = page.getByTestId('deposit');
    await deposit.getByRole('radio', { name: /Bank transfer/ }).check();
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('150000');
    await deposit.getByLabel('Name on the paying account').fill(payload('iframe'));
    await deposit.getByLabel('Transfer receipt').setInputFiles(pngFile('receipt.png'));
    await deposit.getByRole('button', { name: 'Submit deposit' }).click();
    await expectInvalid(deposit.getByLabel('Name on the paying account'));
    const methods = (await (await request.get('/wps/payments/methods', { headers: auth })).json()).value.methods as {
      code: string;
      kind: string;
      minAmount: number;
    }[];
    const bank = methods.find((m) => m.kind === 'BANK_TRANSFER')!;
    await refuseCorpus(
      (payerName) =>
        request.post('/wps/payments/deposits/bank-transfer', {
          headers: auth,
          multipart: {
            methodCode: bank.code,
            amount: String(bank.minAmount),
            requestId: `xss${stamp()}${Math.random().toString(36).slice(2, 10)}`,
            payerName,
            receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG },
          },
        }),
      'payerName',
      // Ten deposits per member in ten minutes (the form's try was one).
      { first: 6 },
    );
    const deposits = await request.get('/wps/payments/deposits', { headers: auth });
    expect((await deposits.json()).value.list).toEqual([]);

    // Bank account: the bank's name refuses markup.
    await page.goto('/member?page=withdraw');
    const withdraw = page.getByTestId('withdraw');
    await setFundPassword(withdraw);
    const accounts = withdraw.getByTestId('bank-accounts');
    await accounts.getByLabel('Bank name').fill(payload('ahref'));
    await accounts.getByLabel('Account number', { exact: true }).fill('0123456789');
    await accounts.getByLabel('Confirm account number').fill('0123456789');
    await accounts.getByLabel('Payee name').fill('XSS TESTER');
    await accounts.getByRole('button', { name: 'Bind account' }).click();
    await expectInvalid(accounts.getByLabel('Bank name'));
    await refuseCorpus(
      (bankName) =>
        request.post('/wps/withdrawals/bank-accounts', {
          headers: auth,
          data: { bankName, accountNumber: '0123456789', payeeName: 'XSS TESTER' },
        }),
      'bankName',
    );
    await expect(accounts.getByTestId('bank-account')).toHaveCount(0);
    await xss.expectNoXss('the withdraw page');

    // A promotion whose title (plain text, stored as typed) and rules (rich text, sanitised) carry the corpus.
    const title = `${payload('img')} ${payload('template')} ${stamp()}`;
    const activity = await corpusActivity(request, title);
    await page.goto('/promotions');
    const card = page.getByTestId('promo-card').filter({ hasText: title });
    await card.getByRole('button', { name: `Details: ${title}` }).click();
    const details = page.getByRole('dialog', { name: title });
    const rules = details.getByTestId('promo-rules');
    await expect(rules).toContainText('mxss:');
    await expect(rules).toContainText(payload('entity').replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
    await expect(rules.locator('script, iframe, svg, math, style, input, details, noscript')).toHaveCount(0);
    await xss.expectNoXss('the promotion');
    // The apply comment refuses markup.
    await details.getByLabel('Comment').fill(payload('textarea'));
    await details.getByLabel('Image 1').setInputFiles(pngFile('proof.png'));
    await details.getByRole('button', { name: 'Apply' }).click();
    await expectInvalid(details.getByLabel('Comment'));
    await refuseCorpus(
      (comment) =>
        request.post('/wps/promotions/apply', {
          headers: auth,
          multipart: { activityId: String(activity.id), comment },
        }),
      'comment',
    );
    await xss.expectNoXss('the promotions page');
  });

  test('what a player saved shows inert in the console, and what the operator writes there reaches the player inert or sanitised', async ({
    page,
    request,
    browser,
  }) => {
    const xss = await armXss(page);
    // demo_agent's downline, so the agent's team page shows the nickname.
    const player = await registerPlayer(page, request, { prefix: 'xssop', invitationCode: 'DEMOAGENT' });
    const auth = { authorization: `Bearer ${await sessionToken(page)}` };
    const tag = stamp();
    expect((await request.post('/wps/member/info', { headers: auth, data: { nickname: NICK } })).ok()).toBe(true);
    const said = `Inert words ${tag} ${INERT_TEXT}`;
    const sent = await request.put('/wps/feedback', {
      headers: auth,
      multipart: { type: 'game', contact: 'message', content: said },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    const desk = await browser.newPage({
      baseURL: new URL(page.url()).origin,
      viewport: { width: 1366, height: 900 },
      bypassCSP: true,
    });
    const office = await armXss(desk);
    await consoleSignIn(desk, 'demo_admin');
    // The player's page (the console shows no nickname); a note and a message carrying the corpus.
    await desk.goto('/console/players');
    await desk.getByLabel('Username, mobile, e-mail, member ID or IP').fill(player.username);
    await desk.getByRole('button', { name: 'Search' }).click();
    await desk.getByTestId(`player-${player.username}`).click();
    await expect(desk.getByTestId('player-overview')).toContainText(player.payeeName);
    const title = `${payload('svg')} ${tag}`;
    await desk.getByTestId('player-actions').getByRole('button', { name: 'Send a message' }).click();
    const message = desk.getByRole('dialog', { name: `Send a message · ${player.username}` });
    await message.getByLabel('Title').fill(title);
    await message.getByLabel('Message').fill(CORPUS_HTML);
    await message.getByRole('button', { name: 'Send' }).click();
    await expect(desk.getByText('Message sent', { exact: true })).toBeVisible();
    await desk.getByRole('tab', { name: 'Staff notes' }).click();
    const note = `${CORPUS.map((p) => p.text)
      .join(' ')
      .slice(0, 400)} ${tag}`;
    await desk.getByLabel('Note', { exact: true }).fill(note);
    await desk.getByRole('button', { name: 'Add note' }).click();
    await expect(desk.getByRole('cell', { name: note })).toBeVisible();
    await desk.getByRole('tab', { name: 'Messages' }).click();
    await expect(desk.getByText(title)).toBeVisible();
    await office.expectNoXss('the console’s player page');
    // The feedback queue and its detail: the player's text as typed.
    await desk.goto('/console/feedback');
    const row = desk.getByTestId('feedback-table').getByRole('row').filter({ hasText: player.username }).first();
    await row.getByRole('button', { name: 'Open' }).click();
    await expect(desk.getByTestId('feedback-detail')).toContainText(said);
    await office.expectNoXss('the console’s feedback');
    // The audit log names the message's title as typed.
    await desk.goto('/console/audit');
    await expect(desk.getByTestId('audit-table')).toBeVisible();
    await office.expectNoXss('the console’s audit log');
    await desk.close();

    // The player opens the message: the title as text, the content sanitised.
    await page.goto('/member?page=messageV2');
    await page
      .getByTestId('message-list')
      .getByRole('button', { name: new RegExp(`^Unread: .*${tag}`) })
      .click();
    const body = page.getByTestId('message-body');
    await expect(body).toContainText('mxss:');
    await expect(body.locator('script, iframe, svg, math, style, input, details, noscript')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await xss.expectNoXss('the inbox');
    // The lottery's welcome names the player by the nickname.
    await page.goto('/vnLottery');
    await expect(page.getByText(NICK)).toBeVisible();
    await xss.expectNoXss('the lottery’s welcome');

    // demo_agent's team page lists the new downline with its nickname.
    const agent = await sitePage(browser, {
      baseURL: new URL(page.url()).origin,
      viewport: { width: 1366, height: 900 },
      bypassCSP: true,
    });
    const team = await armXss(agent);
    await agentLogin(agent, 'demo_agent', 'Demo@1234');
    await agent.goto('/agentHome?page=downlineManagmentView');
    await expect(agent.getByText(NICK)).toBeVisible();
    await team.expectNoXss('the agent’s team page');
    await agent.close();
  });

  test('an agent’s register-a-downline form refuses markup in the nickname, in the form and at the API', async ({
    page,
  }) => {
    const xss = await armXss(page);
    await agentLogin(page, 'demo_agent', 'Demo@1234');
    await page.getByRole('navigation').getByText('Register account').click();
    const form = page.getByTestId('register-form');
    await form.getByLabel('Username').fill(`xa_${stamp()}`);
    await form.getByLabel('Password', { exact: true }).fill('Temp@1234');
    await form.getByLabel('Confirm password').fill('Temp@1234');
    await form.getByLabel('Nickname (optional)').fill(payload('img'));
    const register = () => form.getByRole('button', { name: 'Register' }).click();
    await expectRefused(await answerTo(page, 'POST', '/wps/agent/team/register', register), 'nickname');
    await expectInvalid(form.getByLabel('Nickname (optional)'));
    await xss.expectNoXss('the agent’s register centre');
  });

  test('the detector sees a payload that runs and markup left live in the page (the check can fail)', async ({
    page,
  }) => {
    const xss = await armXss(page);
    await page.goto('/index');
    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), payload('img'));
    await expect.poll(() => xss.hits.join(' ')).toContain('__XSS_HIT__ img');
    await expect(xss.expectNoXss('a page that renders markup')).rejects.toThrow('stored XSS');
  });
});
