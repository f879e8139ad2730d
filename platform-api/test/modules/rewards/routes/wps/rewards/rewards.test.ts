/** @pglite: the rewards routes on the embedded database too. */
import type { NewReward } from '../../../../../../src/modules/rewards';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { demoMerchant, settledRound } from '../../../../../helpers/agency';
import { BACKENDS } from '../../../../../helpers/db';
import { call, messagesOf, newMember, rid, walletOf } from '../../../../../helpers/payments';
import { FUND_PASSWORD, postEncrypted, readyMember } from '../../../../../helpers/withdrawals';

const AMOUNT = 500_000_00;

describe.each(BACKENDS)('the reward centre on %s', (backend) => {
  let t: TestApp;
  let seq = 0;

  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t.cleanup());

  /** Grants a reward to `memberId` straight through the service (what promotions, VIP … do). */
  const grant = async (memberId: number, o: Partial<NewReward> = {}) => {
    seq += 1;
    const merchant = await demoMerchant(t);
    return t.app.rewards.grant({
      merchantId: merchant.id,
      memberId,
      source: 'PROMOTION',
      sourceKey: `test:${seq}`,
      title: `Test reward ${seq}`,
      amount: AMOUNT,
      turnoverMultiple: 2,
      ...o,
    });
  };
  const claim = (token: string | null, id: unknown) =>
    call(t, 'POST', '/wps/rewards/claim', { token, payload: { id } });
  const bonusPostings = async (memberId: number) =>
    Number(
      (
        await t.db.query<{ n: unknown }>(
          `SELECT count(*) AS n FROM ledger_transactions WHERE member_id = $1 AND kind = 'BONUS'`,
          [memberId],
        )
      ).rows[0]!.n,
    );

  it('grants once per (member, source, key) and lists the pending reward with its count', async () => {
    const m = await newMember(t, 'rw');
    const first = await grant(m.id, { sourceKey: 'same' });
    const again = await grant(m.id, { sourceKey: 'same', amount: 1 });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    // One "new reward" message, for the grant that created it.
    const messages = await messagesOf(t, m.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'reward_granted', params: { amount: AMOUNT, title: 'Test reward 1' } });

    const list = await call(t, 'GET', '/wps/rewards', { token: m.token });
    expect(list.status).toBe(200);
    expect(list.body.value).toMatchObject({ total: 1, pending: 1, pageNo: 1 });
    expect(list.body.value.list[0]).toMatchObject({
      id: first.id,
      status: 'PENDING',
      amount: AMOUNT,
      source: 'PROMOTION',
    });
    expect(await t.app.rewards.pendingCount(m.id)).toBe(1);
  });

  it('claims once: the balance moves by the amount, a second claim is REWARD_CLAIMED and pays nothing', async () => {
    const m = await newMember(t, 'rwc');
    const { id } = await grant(m.id);
    const before = (await walletOf(t, m.id)).balance;

    const ok = await claim(m.token, id);
    expect(ok.status).toBe(200);
    expect(ok.body.value.reward).toMatchObject({ id, status: 'CLAIMED' });
    expect(ok.body.value.bonus).toMatchObject({
      amount: AMOUNT,
      turnoverRequired: 2 * AMOUNT,
      turnoverDone: 0,
      status: 'ACTIVE',
    });
    expect(ok.body.value.balance).toBe(before + AMOUNT);

    const again = await claim(m.token, id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REWARD_CLAIMED');
    expect((await walletOf(t, m.id)).balance).toBe(before + AMOUNT);
    expect(await bonusPostings(m.id)).toBe(1);
    expect(await t.app.rewards.pendingCount(m.id)).toBe(0);
    // Each tab lists what it names.
    for (const [status, ids] of [
      ['CLAIMED', [id]],
      ['PENDING', []],
      ['EXPIRED', []],
    ] as const) {
      const tab = await call(t, 'GET', `/wps/rewards?status=${status}`, { token: m.token });
      expect(tab.status).toBe(200);
      expect(tab.body.value.list.map((r: { id: number }) => r.id)).toEqual(ids);
    }
  });

  it('pays exactly one of many concurrent claims', async () => {
    const m = await newMember(t, 'rwr');
    const { id } = await grant(m.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(m.token, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'REWARD_CLAIMED')).toHaveLength(7);
    expect((await walletOf(t, m.id)).balance).toBe(AMOUNT);
    expect(await bonusPostings(m.id)).toBe(1);
  });

  it("refuses another member's, unknown and expired rewards, visitors, trials and bad input", async () => {
    const owner = await newMember(t, 'rwo');
    const other = await newMember(t, 'rwx');
    const trial = await newMember(t, 'rwt', 4);
    const { id } = await grant(owner.id);
    expect((await claim(other.token, id)).body.code).toBe('REWARD_NOT_FOUND');
    expect((await claim(other.token, 2_000_000_000)).status).toBe(404);
    expect((await claim(null, id)).status).toBe(401);
    expect((await claim(trial.token, id)).status).toBe(403);
    for (const bad of [0, -1, 'x', 1.5, null]) {
      const r = await claim(owner.token, bad);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('VALIDATION');
    }
    expect((await call(t, 'GET', '/wps/rewards?status=NOPE', { token: owner.token })).status).toBe(400);
    expect((await call(t, 'GET', '/wps/rewards?pageSize=0', { token: owner.token })).status).toBe(400);

    const expired = await grant(owner.id, { expiresAt: new Date(Date.now() - 1000) });
    const late = await claim(owner.token, expired.id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('REWARD_EXPIRED');
    const listed = await call(t, 'GET', '/wps/rewards?status=EXPIRED', { token: owner.token });
    expect(listed.body.value.list.map((r: { id: number }) => r.id)).toEqual([expired.id]);
    expect((await walletOf(t, owner.id)).balance).toBe(0);
  });

  it("holds a withdrawal until the bonus's turnover is bet, then lists the bonus COMPLETED", async () => {
    const m = await readyMember(t, 'rwb', 0);
    const { id } = await grant(m.id, { amount: AMOUNT, turnoverMultiple: 1.5 });
    expect((await claim(m.token, id)).status).toBe(200);
    const withdraw = () =>
      postEncrypted(t, '/wps/withdrawals', m.token, {
        bankAccountId: m.accountId,
        amount: AMOUNT,
        fundPassword: FUND_PASSWORD,
        requestId: rid(),
      });

    const refused = await withdraw();
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'TURNOVER_NOT_MET', required: 750_000_00, done: 0 });
    const info = await call(t, 'GET', '/wps/withdrawals/info', { token: m.token });
    expect(info.body.value.turnover).toEqual({ required: 750_000_00, done: 0, met: false });

    await settledRound(t, m.id, 400_000_00, 0, new Date(Date.now() + 1000));
    const half = await call(t, 'GET', '/wps/rewards/bonuses', { token: m.token });
    expect(half.body.value.list[0]).toMatchObject({
      turnoverRequired: 750_000_00,
      turnoverDone: 400_000_00,
      status: 'ACTIVE',
    });
    expect((await withdraw()).body.code).toBe('TURNOVER_NOT_MET');

    await settledRound(t, m.id, 400_000_00, 0, new Date(Date.now() + 2000));
    const done = await call(t, 'GET', '/wps/rewards/bonuses', { token: m.token });
    expect(done.body.value.list[0]).toMatchObject({ turnoverDone: 750_000_00, status: 'COMPLETED' });
    // The demo rounds lost their stake (payout 0), so the balance is the bonus less 800,000.00: still ≥ 100,000.00.
    const ok = await withdraw();
    expect(ok.body.code).not.toBe('TURNOVER_NOT_MET');
  });
});
