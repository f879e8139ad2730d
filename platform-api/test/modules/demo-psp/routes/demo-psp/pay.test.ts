/** @pglite: the demo payment provider's routes on the embedded database too. */
import { setupApp, type TestApp } from '../../../../helpers/app';
import { BACKENDS } from '../../../../helpers/db';
import { ledgerInvariants } from '../../../../helpers/ledger';
import { call, depositPostings, messagesOf, newMember, rid, walletOf } from '../../../../helpers/payments';

/** The form of a payment page as a browser reads it: its action and its hidden fields. */
function formOf(html: string): { action: string; hidden: Record<string, string> } {
  const action = /<form id="pay-form" method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no payment form on the page');
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  return { action, hidden };
}

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Nguyen Van A' };

describe.each(BACKENDS)('the demo PSP hosted page, end to end on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A member's gateway deposit and the page URL the platform answered. */
  const start = async (amount = 10_000_000) => {
    const m = await newMember(t, 'psp');
    const r = await call(t, 'POST', '/wps/payments/deposits/gateway', {
      token: m.token,
      payload: { methodCode: 'DEMO_PSP', amount, requestId: rid() },
    });
    expect(r.status).toBe(200);
    return { m, id: r.body.value.deposit.id as number, payUrl: r.body.value.payUrl as string };
  };
  const page = (url: string) => t.app.inject({ method: 'GET', url });
  /** Posts the page's form as a browser does (urlencoded, its hidden fields plus what the player typed). */
  const submit = async (html: string, fields: Record<string, string>) => {
    const { action, hidden } = formOf(html);
    return t.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...hidden, ...fields }).toString(),
    });
  };
  const statusOf = async (id: number) =>
    (
      await t.db.query<{ status: string; reason: string | null }>('SELECT status, reason FROM deposits WHERE id = $1', [
        id,
      ])
    ).rows[0]!;

  it('shows the merchant and amount under a nonce CSP; the test card pays, the callback credits, the player returns', async () => {
    const { m, id, payUrl } = await start();
    const res = await page(payUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(res.body).not.toMatch(/<script(?! nonce)/);
    expect(res.body).toContain('Demo Casino');
    expect(res.body).toContain('100,000.00 VND');
    expect(res.body).toContain('name="viewport"');
    // The cancel link back to the site (the page escapes & as &#38;).
    expect(res.body).toContain(`href="http://localhost:80/member?page=depositv2&#38;deposit=${id}"`);
    expect(res.headers['cache-control']).toBe('no-store');

    const paid = await submit(res.body, CARD);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:80/member?page=depositv2&deposit=${id}`);
    expect(await statusOf(id)).toEqual({ status: 'CREDITED', reason: null });
    expect(await walletOf(t, m.id)).toEqual({ balance: 10_000_000, unread: 1 });
    expect((await messagesOf(t, m.id)).map((x) => x.kind)).toEqual(['deposit_credited']);
    const mine = await call(t, 'GET', `/wps/payments/deposit?id=${id}`, { token: m.token });
    expect(mine.body.value.status).toBe('CREDITED');

    // A second submit (back button) and the page again: it says paid; nothing more is credited.
    const again = await submit(res.body, CARD);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Payment successful');
    expect((await page(payUrl)).headers['x-psp-status']).toBe('PAID');
    expect(await depositPostings(t, id)).toBe(1);
    expect(await walletOf(t, m.id)).toEqual({ balance: 10_000_000, unread: 1 });
    const inv = await ledgerInvariants(t.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    expect(inv.totals.every((x) => x.total === 0)).toBe(true);
  });

  it('declines the declining card: FAILED with the failed message, no money', async () => {
    const { m, id, payUrl } = await start();
    const html = (await page(`${payUrl}?lang=TY`)).body;
    expect(html).toContain('<html lang="vi-VN">');
    expect(html).toContain('Thanh toán');
    expect(html).toContain('100.000,00 VND');
    const declined = await submit(html, { ...CARD, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(200);
    expect(declined.headers['x-psp-status']).toBe('DECLINED');
    expect(declined.body).toContain('Thanh toán bị từ chối');
    expect(await statusOf(id)).toEqual({ status: 'FAILED', reason: 'declined' });
    expect(await walletOf(t, m.id)).toEqual({ balance: 0, unread: 1 });
    expect((await messagesOf(t, m.id))[0]).toMatchObject({ kind: 'deposit_failed', params: { reason: 'declined' } });
  });

  it('speaks every language: ZH and TL texts, locale and amounts, links to the others; unknown is English', async () => {
    const { payUrl } = await start(123_456_789);
    const zh = (await page(`${payUrl}?lang=zh`)).body;
    expect(zh).toContain('<html lang="zh-CN">');
    expect(zh).toContain('持卡人姓名');
    expect(zh).toContain('1,234,567.89 VND');
    expect(zh).toContain('<nav class="langs" aria-label="语言">');
    expect(zh).toContain('<span aria-current="true" lang="zh-CN">简体中文</span>');
    for (const code of ['EN', 'TY', 'JA', 'TH', 'TL', 'KO'])
      expect(zh).toMatch(new RegExp(`<a href="/demo-psp/pay/[^"?]+\\?lang=${code}" hreflang="[a-z]{2,3}-[A-Z]{2}"`));
    expect(zh).not.toContain('lang=ZH"');
    const tl = (await page(`${payUrl}?lang=TL`)).body;
    expect(tl).toContain('<html lang="fil-PH">');
    expect(tl).toContain('Magbayad 1,234,567.89 VND');
    const bad = await submit(tl, { ...CARD, cardNumber: '4111 1111 1111 1111' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Test mode: gamitin ang isa sa mga test card sa ibaba');
    const unknown = (await page(`${payUrl}?lang=XX`)).body;
    expect(unknown).toContain('<html lang="en-GB">');
    expect(unknown).toContain('Name on card');
  });

  it('sends a form with problems back (400) without ending the session', async () => {
    const { id, payUrl } = await start();
    const html = (await page(payUrl)).body;
    const bad = await submit(html, { ...CARD, cardNumber: '4111 1111 1111 1111', expiry: '1/2', cvc: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Test mode: use one of the test cards below');
    expect(bad.body).toContain('aria-invalid="true"');
    expect(bad.body).not.toContain('value="x"');
    expect(bad.headers['x-psp-status']).toBe('OPEN');
    expect(await statusOf(id)).toEqual({ status: 'PENDING', reason: null });
    expect((await submit(bad.body, CARD)).statusCode).toBe(303);
    expect((await statusOf(id)).status).toBe('CREDITED');
  });

  it('expires a session after 15 minutes: the page says so, the EXPIRED callback expires the deposit', async () => {
    const { m, id, payUrl } = await start();
    const html = (await page(payUrl)).body;
    const session = payUrl.split('/').pop()!;
    const { rows } = await t.db.query<{ minutes: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM demo_psp_sessions WHERE id = $1',
      [session],
    );
    expect(rows[0]!.minutes).toBe(15);
    await t.db.query("UPDATE demo_psp_sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [session]);
    const expired = await page(payUrl);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Payment page expired');
    expect(await statusOf(id)).toEqual({ status: 'EXPIRED', reason: 'expired' });
    expect((await messagesOf(t, m.id))[0]).toMatchObject({ kind: 'deposit_failed', params: { reason: 'expired' } });
    // The form left open in another tab cannot pay any more.
    const late = await submit(html, CARD);
    expect(late.statusCode).toBe(410);
    expect(await walletOf(t, m.id)).toEqual({ balance: 0, unread: 1 });
  });

  it('the job expires lapsed sessions and delivers callbacks the platform did not take at once', async () => {
    const a = await start();
    const b = await start();
    const sa = a.payUrl.split('/').pop()!;
    const sb = b.payUrl.split('/').pop()!;
    await t.db.query("UPDATE demo_psp_sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [sa]);
    // The platform cannot be reached for b's callback: the player still returns, the deposit waits.
    await t.db.query("UPDATE demo_psp_sessions SET callback_url = '/wps/payments/callback/unreachable' WHERE id = $1", [
      sb,
    ]);
    const paid = await submit((await page(b.payUrl)).body, CARD);
    expect(paid.statusCode).toBe(303);
    expect((await statusOf(b.id)).status).toBe('PENDING');
    await t.db.query("UPDATE demo_psp_sessions SET callback_url = '/wps/payments/callback/demo-psp' WHERE id = $1", [
      sb,
    ]);
    const swept = await t.app.demoPsp.sweep();
    expect(swept).toEqual({ expired: 1, delivered: 1 });
    expect((await statusOf(a.id)).status).toBe('EXPIRED');
    expect((await statusOf(b.id)).status).toBe('CREDITED');
    expect(await walletOf(t, b.m.id)).toEqual({ balance: 10_000_000, unread: 1 });
    expect(await t.app.demoPsp.sweep()).toEqual({ expired: 0, delivered: 0 });
    expect(await depositPostings(t, b.id)).toBe(1);
  });

  it('answers an unknown session 404 and refuses an unsigned order', async () => {
    expect((await page('/demo-psp/pay/nope')).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/demo-psp/api/payments',
      headers: { 'content-type': 'application/json', 'x-merchant-code': 'DEMO', 'x-signature': '0'.repeat(64) },
      payload: JSON.stringify({ reference: '1', amount: 1, currency: 'VND' }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'PSP_BAD_SIGNATURE' });
  });
});
