import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { fund } from '../../../../../helpers/funding';
import { call, newMember, rid, walletOf } from '../../../../../helpers/payments';
import { FUND_PASSWORD, postEncrypted } from '../../../../../helpers/withdrawals';

describe.each(BACKENDS)('/wps/transfers/upline on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** An agent and a downline player with `balance` and a fund password set. */
  const pair = async (balance: number) => {
    const agent = await newMember(t, 'tu_agent', 1);
    const player = await newMember(t, 'tu_player');
    await t.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [agent.id, player.id]);
    if (balance > 0) await fund(t.app, player.id, balance);
    const fp = await postEncrypted(t, '/wps/withdrawals/fund-password', player.token, {
      fundPassword: FUND_PASSWORD,
      confirmFundPassword: FUND_PASSWORD,
    });
    if (fp.status !== 200) throw new Error(JSON.stringify(fp.body));
    return { agent, player };
  };
  const transfer = (token: string | null, body: Record<string, unknown>) =>
    postEncrypted(t, '/wps/transfers/upline', token, { fundPassword: FUND_PASSWORD, requestId: rid(), ...body });

  it('needs a token and a real account', async () => {
    const trial = await newMember(t, 'tu_trial', 4);
    expect((await call(t, 'GET', '/wps/transfers/upline')).status).toBe(401);
    expect((await call(t, 'GET', '/wps/transfers/upline', { token: trial.token })).body.code).toBe('TRIAL_FORBIDDEN');
    expect((await transfer(null, { amount: 100 })).status).toBe(401);
    expect((await transfer(trial.token, { amount: 100 })).body.code).toBe('TRIAL_FORBIDDEN');
  });

  it('shows the upline and moves money to it once per request id, with a message to the upline', async () => {
    const { agent, player } = await pair(500_000);
    expect((await call(t, 'GET', '/wps/transfers/upline', { token: player.token })).body.value).toEqual({
      upline: { account: agent.username, nickname: null },
      balance: 500_000,
      currency: 'VND',
      fundPasswordSet: true,
    });
    const requestId = rid();
    const first = await transfer(player.token, { amount: 120_000, requestId });
    expect(first).toMatchObject({
      status: 200,
      body: { value: { amount: 120_000, balance: 380_000, upline: { account: agent.username } } },
    });
    // A double submit answers the same transfer; the same id for another amount is a conflict.
    const again = await transfer(player.token, { amount: 120_000, requestId });
    expect(again.body.value.transactionId).toBe(first.body.value.transactionId);
    expect((await transfer(player.token, { amount: 1, requestId })).body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await walletOf(t, player.id)).toMatchObject({ balance: 380_000 });
    expect(await walletOf(t, agent.id)).toMatchObject({ balance: 120_000, unread: 1 });
    const { rows } = await t.db.query<{ kind: string; params: { from: string; amount: number } }>(
      'SELECT kind, params FROM member_messages WHERE member_id = $1',
      [agent.id],
    );
    expect(rows).toEqual([
      { kind: 'upline_transfer_received', params: expect.objectContaining({ from: player.username, amount: 120_000 }) },
    ]);
    // Both sides show it in the account record.
    const mine = await call(t, 'GET', '/wps/records/transactions', { token: player.token });
    expect(mine.body.value.list[0]).toMatchObject({ type: 'TRANSFER_UPLINE', amount: -120_000, balanceAfter: 380_000 });
  });

  it('refuses: no upline, wrong fund password (counted), too little money, bad amounts; nothing moves', async () => {
    const loner = await newMember(t, 'tu_loner');
    await fund(t.app, loner.id, 10_000);
    expect((await call(t, 'GET', '/wps/transfers/upline', { token: loner.token })).body.value.upline).toBeNull();
    expect(await transfer(loner.token, { amount: 100 })).toMatchObject({
      status: 400,
      body: { code: 'NO_UPLINE', message: 'err_no_upline' },
    });
    const { agent, player } = await pair(10_000);
    expect(await transfer(player.token, { amount: 100, fundPassword: '000000' })).toMatchObject({
      status: 400,
      body: { code: 'FUND_PASSWORD_WRONG', attemptsLeft: 4 },
    });
    expect(await transfer(player.token, { amount: 10_001 })).toMatchObject({
      status: 400,
      body: { code: 'INSUFFICIENT_FUNDS' },
    });
    for (const amount of [0, -5, 1.5, '100'])
      expect((await transfer(player.token, { amount })).body).toMatchObject({ code: 'VALIDATION', field: 'amount' });
    expect(await walletOf(t, player.id)).toMatchObject({ balance: 10_000 });
    expect(await walletOf(t, agent.id)).toMatchObject({ balance: 0, unread: 0 });
  });

  it('lets concurrent double clicks move the money exactly once', async () => {
    const { agent, player } = await pair(50_000);
    const requestId = rid();
    const results = await Promise.all([1, 2, 3, 4].map(() => transfer(player.token, { amount: 30_000, requestId })));
    expect(new Set(results.map((r) => r.body.value?.transactionId)).size).toBe(1);
    expect(await walletOf(t, player.id)).toMatchObject({ balance: 20_000 });
    expect(await walletOf(t, agent.id)).toMatchObject({ balance: 30_000, unread: 1 });
  });
});
