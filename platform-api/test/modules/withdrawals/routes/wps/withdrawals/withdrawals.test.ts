/** @pglite: the withdrawal routes on the embedded database too. */
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { call, newMember, rid } from '../../../../../helpers/payments';
import {
  creditedDeposit,
  FUND_PASSWORD,
  payee,
  PAYEE,
  postEncrypted,
  readyMember,
  requestWithdrawal,
  settledBet,
} from '../../../../../helpers/withdrawals';

const ACCOUNT = { bankName: 'Vietcombank', accountNumber: '0011223344', payeeName: PAYEE };

describe.each(BACKENDS)('/wps/withdrawals on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const bind = (token: string | null, payload: unknown) =>
    call(t, 'POST', '/wps/withdrawals/bank-accounts', { token, payload });

  it('needs a token and a real account on every call', async () => {
    const trial = await payee(t, 'wt', 0, 4);
    const calls: [string, 'GET' | 'POST', string][] = [
      ['info', 'GET', '/wps/withdrawals/info'],
      ['accounts', 'GET', '/wps/withdrawals/bank-accounts'],
      ['fund', 'GET', '/wps/withdrawals/fund-password'],
      ['list', 'GET', '/wps/withdrawals'],
    ];
    for (const [, method, url] of calls) {
      expect((await call(t, method, url)).status).toBe(401);
      expect(await call(t, method, url, { token: trial.token })).toMatchObject({
        status: 403,
        body: { code: 'TRIAL_FORBIDDEN' },
      });
    }
    expect((await bind(null, ACCOUNT)).status).toBe(401);
    expect((await bind(trial.token, ACCOUNT)).body.code).toBe('TRIAL_FORBIDDEN');
    expect((await requestWithdrawal(t, null, { bankAccountId: 1, amount: 100_000_00 })).status).toBe(401);
    expect((await requestWithdrawal(t, trial.token, { bankAccountId: 1, amount: 100_000_00 })).body.code).toBe(
      'TRIAL_FORBIDDEN',
    );
    const fp = await postEncrypted(t, '/wps/withdrawals/fund-password', trial.token, {
      fundPassword: FUND_PASSWORD,
      confirmFundPassword: FUND_PASSWORD,
    });
    expect(fp.body.code).toBe('TRIAL_FORBIDDEN');
  });

  it('binds bank accounts: payee name must be the registered one, masked, at most 3, deleted by their owner only', async () => {
    const m = await payee(t, 'wb');
    expect(await bind(m.token, { ...ACCOUNT, payeeName: 'SOMEONE ELSE' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', field: 'payeeName', message: 'err_payee_name_mismatch' },
    });
    expect(await bind(m.token, { ...ACCOUNT, bankName: '' })).toMatchObject({
      status: 400,
      body: { field: 'bankName' },
    });
    // The plain-text rule: markup in the bank's name is refused, nothing bound.
    for (const bankName of ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', '<\u200Bsvg onload=x>'])
      expect(await bind(m.token, { ...ACCOUNT, bankName })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', field: 'bankName' },
      });
    expect(await bind(m.token, { ...ACCOUNT, bankName: '\u200B' })).toMatchObject({
      status: 400,
      body: { field: 'bankName' },
    });
    expect(await bind(m.token, { ...ACCOUNT, accountNumber: '12' })).toMatchObject({
      status: 400,
      body: { field: 'accountNumber' },
    });
    const nameless = await newMember(t, 'wn');
    expect((await bind(nameless.token, ACCOUNT)).body).toMatchObject({ field: 'payeeName' });

    const a = await bind(m.token, { ...ACCOUNT, payeeName: ' nguyen  van a ' });
    expect(a).toMatchObject({ status: 200, body: { value: { accountNumber: '******3344', payeeName: PAYEE } } });
    expect((await bind(m.token, ACCOUNT)).body.code).toBe('BANK_ACCOUNT_EXISTS');
    await bind(m.token, { ...ACCOUNT, accountNumber: '0011223355' });
    await bind(m.token, { ...ACCOUNT, accountNumber: '0011223366' });
    expect(await bind(m.token, { ...ACCOUNT, accountNumber: '0011223377' })).toMatchObject({
      status: 400,
      body: { code: 'BANK_ACCOUNT_LIMIT', max: 3 },
    });
    const list = await call(t, 'GET', '/wps/withdrawals/bank-accounts', { token: m.token });
    expect(list.body.value.maxAccounts).toBe(3);
    expect(list.body.value.accounts.map((x: { accountNumber: string }) => x.accountNumber)).toEqual([
      '******3344',
      '******3355',
      '******3366',
    ]);

    const other = await payee(t, 'wo');
    const id = a.body.value.id;
    const del = (token: string, q: string) =>
      call(t, 'DELETE' as 'GET', `/wps/withdrawals/bank-accounts?${q}`, { token });
    expect(await del(other.token, `id=${id}`)).toMatchObject({ status: 404, body: { code: 'BANK_ACCOUNT_NOT_FOUND' } });
    expect(await del(m.token, 'id=abc')).toMatchObject({ status: 400, body: { field: 'id' } });
    expect((await del(m.token, `id=${id}`)).status).toBe(200);
    expect((await del(m.token, `id=${id}`)).status).toBe(404);
    expect((await bind(m.token, ACCOUNT)).status).toBe(200);
  });

  it('sets the fund password once (encrypted), with its rule and confirmation', async () => {
    const m = await payee(t, 'wf');
    const set = (body: unknown) => postEncrypted(t, '/wps/withdrawals/fund-password', m.token, body);
    expect((await call(t, 'GET', '/wps/withdrawals/fund-password', { token: m.token })).body.value).toEqual({
      set: false,
      lockedUntil: null,
    });
    expect((await call(t, 'POST', '/wps/withdrawals/fund-password', { token: m.token, payload: {} })).status).toBe(400);
    expect(await set({ fundPassword: '123456', confirmFundPassword: '654321' })).toMatchObject({
      status: 400,
      body: { field: 'confirmFundPassword' },
    });
    expect(await set({ fundPassword: 'abc', confirmFundPassword: 'abc' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', field: 'fundPassword', message: 'reg_pattern_DIGITS' },
    });
    expect(await set({ fundPassword: '', confirmFundPassword: '' })).toMatchObject({
      status: 400,
      body: { field: 'fundPassword' },
    });
    expect((await set({ fundPassword: FUND_PASSWORD, confirmFundPassword: FUND_PASSWORD })).status).toBe(200);
    expect(await set({ fundPassword: '135790', confirmFundPassword: '135790' })).toMatchObject({
      status: 409,
      body: { code: 'FUND_PASSWORD_ALREADY_SET' },
    });
    expect((await call(t, 'GET', '/wps/withdrawals/fund-password', { token: m.token })).body.value.set).toBe(true);
    const { rows } = await t.db.query<{ h: string }>(
      'SELECT password_hash AS h FROM fund_passwords WHERE member_id = $1',
      [m.id],
    );
    expect(rows[0]!.h).toMatch(/^scrypt\$/);
  });

  it('requests a withdrawal: money held at once, a double submit makes one, bad input names its field', async () => {
    const m = await readyMember(t, 'wr', 500_000_00);
    const bad = async (body: object, field: string) =>
      expect(
        await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 200_000_00, ...body }),
      ).toMatchObject({ status: 400, body: { field } });
    await bad({ amount: 0 }, 'amount');
    await bad({ amount: 99_000_00 }, 'amount');
    await bad({ amount: 200_000_000_00 }, 'amount');
    await bad({ bankAccountId: 'x' }, 'bankAccountId');
    await bad({ requestId: 'bad id!' }, 'requestId');
    await bad({ fundPassword: '' }, 'fundPassword');
    expect((await call(t, 'POST', '/wps/withdrawals', { token: m.token, payload: { amount: 1 } })).body.code).toBe(
      'DECRYPT_FAILED',
    );
    const other = await readyMember(t, 'wx', 0);
    expect(await requestWithdrawal(t, m.token, { bankAccountId: other.accountId, amount: 200_000_00 })).toMatchObject({
      status: 404,
      body: { code: 'BANK_ACCOUNT_NOT_FOUND', field: 'bankAccountId' },
    });
    expect(await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 600_000_00 })).toMatchObject({
      status: 400,
      body: { code: 'INSUFFICIENT_FUNDS' },
    });
    expect((await call(t, 'GET', '/wps/withdrawals', { token: m.token })).body.value.total).toBe(0);

    const requestId = rid();
    const [a, b] = await Promise.all([
      requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 200_000_00, requestId }),
      requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 200_000_00, requestId }),
    ]);
    expect(a.status).toBe(200);
    expect(b.body.value).toEqual(a.body.value);
    expect(a.body.value).toMatchObject({
      status: 'PENDING',
      amount: 200_000_00,
      accountNumber: expect.stringMatching(/^\*+/),
    });
    const replay = await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 200_000_00, requestId });
    expect(replay.body.value.id).toBe(a.body.value.id);
    expect(
      await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 300_000_00, requestId }),
    ).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });

    const info = (await call(t, 'GET', '/wps/withdrawals/info', { token: m.token })).body.value;
    expect(info).toMatchObject({
      currency: 'VND',
      balance: 300_000_00,
      held: 200_000_00,
      limits: { minAmount: 100_000_00, dailyCount: 5, usedToday: 1 },
      turnover: { required: 0, met: true },
      fundPasswordSet: true,
      maxAccounts: 3,
    });
    expect(info.accounts).toHaveLength(1);
    const list = await call(t, 'GET', '/wps/withdrawals?pageSize=5&status=PENDING', { token: m.token });
    expect(list.body.value).toMatchObject({ total: 1, totalPages: 1, list: [{ id: a.body.value.id }] });
    expect((await call(t, 'GET', '/wps/withdrawals?status=NOPE', { token: m.token })).status).toBe(400);
    expect((await call(t, 'GET', '/wps/withdrawals', { token: other.token })).body.value.total).toBe(0);
  });

  it('needs the fund password: not set, wrong (counted), locked for 15 minutes after 5 wrong tries', async () => {
    const m = await payee(t, 'wl', 500_000_00);
    const acc = await bind(m.token, ACCOUNT);
    const req = (fundPassword: string) =>
      requestWithdrawal(t, m.token, { bankAccountId: acc.body.value.id, amount: 100_000_00, fundPassword });
    expect((await req(FUND_PASSWORD)).body).toMatchObject({ code: 'FUND_PASSWORD_NOT_SET', field: 'fundPassword' });
    await postEncrypted(t, '/wps/withdrawals/fund-password', m.token, {
      fundPassword: FUND_PASSWORD,
      confirmFundPassword: FUND_PASSWORD,
    });
    for (let i = 4; i >= 1; i -= 1)
      expect(await req('000000')).toMatchObject({
        status: 400,
        body: { code: 'FUND_PASSWORD_WRONG', field: 'fundPassword', attemptsLeft: i },
      });
    const locked = await req('000000');
    expect(locked).toMatchObject({ status: 429, body: { code: 'FUND_PASSWORD_LOCKED' } });
    const until = new Date(locked.body.lockedUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await req(FUND_PASSWORD)).body.code).toBe('FUND_PASSWORD_LOCKED');
    expect((await call(t, 'GET', '/wps/withdrawals/info', { token: m.token })).body.value.fundPasswordLockedUntil).toBe(
      locked.body.lockedUntil,
    );
    await t.db.query("UPDATE fund_passwords SET locked_until = now() - interval '1 second' WHERE member_id = $1", [
      m.id,
    ]);
    expect((await req(FUND_PASSWORD)).status).toBe(200);
    expect((await call(t, 'GET', '/wps/withdrawals/info', { token: m.token })).body.value.balance).toBe(400_000_00);
  });

  it('refuses a withdrawal before the turnover of the last deposit is played, and counts only settled real bets since it', async () => {
    const m = await readyMember(t, 'wt', 0);
    await settledBet(t, m.id, 900_000_00); // before the deposit: does not count
    await creditedDeposit(t, m.token, 300_000_00);
    const req = () => requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 100_000_00 });
    expect(await req()).toMatchObject({
      status: 400,
      body: { code: 'TURNOVER_NOT_MET', required: 300_000_00, done: 0 },
    });
    await settledBet(t, m.id, 200_000_00);
    await settledBet(t, m.id, 500_000_00, true); // fun money: does not count
    const info = (await call(t, 'GET', '/wps/withdrawals/info', { token: m.token })).body.value;
    expect(info.turnover).toEqual({ required: 300_000_00, done: 200_000_00, met: false });
    expect((await req()).body.code).toBe('TURNOVER_NOT_MET');
    await settledBet(t, m.id, 100_000_00);
    expect((await req()).status).toBe(200);
  });

  it('limits the number of withdrawals a day', async () => {
    const m = await readyMember(t, 'wd', 1_000_000_00);
    const merchant = (await t.app.merchants.findByCode('DEMO'))!;
    const s = await t.app.withdrawals.settings.get(merchant);
    for (let i = 0; i < s.dailyCount; i += 1)
      expect((await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 100_000_00 })).status).toBe(
        200,
      );
    expect(await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 100_000_00 })).toMatchObject({
      status: 400,
      body: { code: 'WITHDRAWAL_DAILY_LIMIT', max: s.dailyCount },
    });
  });
});
