import { randomBytes } from 'node:crypto';
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { ledgerInvariants } from '../../../../../../helpers/ledger';
import {
  call,
  depositPostings,
  messagesOf,
  newMember,
  postBankTransfer,
  postCallback,
  rid,
  walletOf,
} from '../../../../../../helpers/payments';

const now = () => Math.floor(Date.now() / 1000);
const txn = () => `tx_${randomBytes(6).toString('hex')}`;

describe.each(BACKENDS)('POST /wps/payments/callback/demo-psp on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A member with a PENDING gateway deposit of `amount`, and the callback body that pays it. */
  const pending = async (amount = 12_345_600) => {
    const m = await newMember(t, 'cb');
    const r = await call(t, 'POST', '/wps/payments/deposits/gateway', {
      token: m.token,
      payload: { methodCode: 'DEMO_PSP', amount, requestId: rid() },
    });
    const id: number = r.body.value.deposit.id;
    const body = {
      transactionId: txn(),
      reference: String(id),
      amount,
      currency: 'VND',
      status: 'PAID',
      timestamp: now(),
    };
    return { m, id, body };
  };
  const statusOf = async (id: number) =>
    (await t.db.query<{ status: string }>('SELECT status FROM deposits WHERE id = $1', [id])).rows[0]!.status;

  it('credits a PAID deposit once, with its message; a replay answers the same and credits nothing more', async () => {
    const { m, id, body } = await pending();
    const first = await postCallback(t, body);
    expect(first).toEqual({
      status: 200,
      body: { success: true, message: null, value: { depositId: id, status: 'CREDITED', replayed: false } },
    });
    const replay = await postCallback(t, { ...body, timestamp: now() + 1 });
    expect(replay.body.value).toEqual({ depositId: id, status: 'CREDITED', replayed: true });
    expect(await walletOf(t, m.id)).toEqual({ balance: 12_345_600, unread: 1 });
    expect(await depositPostings(t, id)).toBe(1);
    expect(await messagesOf(t, m.id)).toEqual([
      {
        kind: 'deposit_credited',
        params: { depositId: id, amount: 12_345_600, currency: 'VND' },
        title: 'Deposit credited',
      },
    ]);
    const mine = await call(t, 'GET', `/wps/payments/deposit?id=${id}`, { token: m.token });
    expect(mine.body.value).toMatchObject({ status: 'CREDITED', completedAt: expect.any(String) });
  });

  it('fails a DECLINED deposit and expires an EXPIRED one, each with the failed message, moving no money', async () => {
    const a = await pending();
    expect((await postCallback(t, { ...a.body, status: 'DECLINED' })).body.value.status).toBe('FAILED');
    const b = await pending();
    expect((await postCallback(t, { ...b.body, status: 'EXPIRED' })).body.value.status).toBe('EXPIRED');
    for (const x of [a, b]) {
      expect(await walletOf(t, x.m.id)).toEqual({ balance: 0, unread: 1 });
      expect((await messagesOf(t, x.m.id))[0]).toMatchObject({ kind: 'deposit_failed', title: 'Deposit failed' });
      expect(await depositPostings(t, x.id)).toBe(0);
    }
    expect((await messagesOf(t, b.m.id))[0]!.params.reason).toBe('expired');
    // The deposit has ended: a late PAID under another transaction id is refused.
    const late = await postCallback(t, { ...a.body, transactionId: txn() });
    expect(late).toMatchObject({ status: 409, body: { code: 'DEPOSIT_NOT_PENDING' } });
    expect(await walletOf(t, a.m.id)).toEqual({ balance: 0, unread: 1 });
  });

  it('refuses another payload under a used transaction id (409) and a second PAID under a new id', async () => {
    const { m, id, body } = await pending();
    await postCallback(t, body);
    const tampered = await postCallback(t, { ...body, status: 'DECLINED' });
    expect(tampered).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    const second = await postCallback(t, { ...body, transactionId: txn() });
    expect(second).toMatchObject({ status: 409, body: { code: 'DEPOSIT_NOT_PENDING' } });
    expect(await statusOf(id)).toBe('CREDITED');
    expect(await walletOf(t, m.id)).toEqual({ balance: 12_345_600, unread: 1 });
  });

  it('refuses a bad, missing or foreign signature and a body changed after signing (401), storing nothing', async () => {
    const { id, body } = await pending();
    const wrongKey = await postCallback(t, body, { secret: 'not-the-merchant-secret' });
    expect(wrongKey).toMatchObject({
      status: 401,
      body: { code: 'CALLBACK_BAD_SIGNATURE', message: 'err_bad_signature' },
    });
    expect((await postCallback(t, body, { signature: 'abc' })).status).toBe(401);
    expect((await postCallback(t, body, { signature: '0'.repeat(64) })).status).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/payments/callback/demo-psp',
      headers: { 'content-type': 'application/json', 'x-merchant-code': 'DEMO' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(401);
    const unknownMerchant = await postCallback(t, body, { merchantCode: 'NOPE' });
    expect(unknownMerchant.status).toBe(404);
    expect(await statusOf(id)).toBe('PENDING');
  });

  it('refuses a stale or future timestamp, another amount or currency, an unknown deposit and a bank transfer', async () => {
    const { m, id, body } = await pending();
    expect(await postCallback(t, { ...body, timestamp: now() - 360 })).toMatchObject({
      status: 401,
      body: { code: 'CALLBACK_STALE' },
    });
    expect((await postCallback(t, { ...body, timestamp: now() + 360 })).status).toBe(401);
    expect(await postCallback(t, { ...body, amount: body.amount + 1 })).toMatchObject({
      status: 400,
      body: { code: 'CALLBACK_MISMATCH' },
    });
    expect((await postCallback(t, { ...body, currency: 'USD' })).body.code).toBe('CALLBACK_MISMATCH');
    for (const reference of ['999999999', 'abc', '0', '-1', '99999999999'])
      expect(await postCallback(t, { ...body, reference })).toMatchObject({
        status: 404,
        body: { code: 'DEPOSIT_NOT_FOUND' },
      });
    const bank = await postBankTransfer(t, m.token, { methodCode: 'BANK', amount: '20000000', requestId: rid() });
    const bankId = bank.body.value.deposit.id;
    const onBank = await postCallback(t, { ...body, reference: String(bankId), amount: 20_000_000 });
    expect(onBank).toMatchObject({ status: 404, body: { code: 'DEPOSIT_NOT_FOUND' } });
    expect(await statusOf(bankId)).toBe('PENDING');
    expect(await statusOf(id)).toBe('PENDING');
    // None of the refusals claimed the transaction id: the genuine callback still goes through.
    expect((await postCallback(t, body)).body.value).toMatchObject({ status: 'CREDITED', replayed: false });
  });

  it('answers malformed or incomplete signed bodies with 400, never 500', async () => {
    const { body } = await pending();
    for (const bad of [
      { ...body, status: 'REFUNDED' },
      { ...body, amount: -5 },
      { ...body, amount: '100' },
      { reference: body.reference },
      { ...body, transactionId: '' },
    ])
      expect(await postCallback(t, bad)).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION' } });
  });

  it('credits once under concurrent callbacks: the same one many times, and PAID under several ids', async () => {
    const a = await pending(7_000_000);
    const same = await Promise.all(Array.from({ length: 8 }, () => postCallback(t, a.body)));
    expect(same.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(same.filter((r) => !r.body.value.replayed)).toHaveLength(1);
    const b = await pending(8_000_000);
    const ids = await Promise.all(
      Array.from({ length: 6 }, () => postCallback(t, { ...b.body, transactionId: txn() })),
    );
    expect(ids.filter((r) => r.status === 200)).toHaveLength(1);
    expect(ids.filter((r) => r.status === 409 && r.body.code === 'DEPOSIT_NOT_PENDING')).toHaveLength(5);
    expect(await walletOf(t, a.m.id)).toEqual({ balance: 7_000_000, unread: 1 });
    expect(await walletOf(t, b.m.id)).toEqual({ balance: 8_000_000, unread: 1 });
    expect(await depositPostings(t, a.id)).toBe(1);
    expect(await depositPostings(t, b.id)).toBe(1);
    const inv = await ledgerInvariants(t.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    expect(inv.totals.every((x) => x.total === 0)).toBe(true);
  });
});
