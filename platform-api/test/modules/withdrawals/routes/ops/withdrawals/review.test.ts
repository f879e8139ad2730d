import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { asOps, opsOperator, type OpsOperator } from '../../../../../helpers/desk';
import { ledgerInvariants } from '../../../../../helpers/ledger';
import { readyMember, requestWithdrawal } from '../../../../../helpers/withdrawals';

/** A script acting with demo_owner's API token. */
const key = { headers: { authorization: OPS_AUTH } };
const THRESHOLD = 150_000_00;

describe.each(BACKENDS)('withdrawal review (hold, escalate, coded reject, four-eyes, signals) on %s', (backend) => {
  let t: TestApp;
  let fin: OpsOperator, fin2: OpsOperator;
  beforeAll(async () => {
    t = await setupApp(backend);
    fin = await opsOperator(t, 'rv_fin', 'finance');
    fin2 = await opsOperator(t, 'rv_fin2', 'finance');
    const demo = (await t.app.merchants.findByCode('DEMO'))!;
    const s = await t.app.withdrawals.settings.get(demo);
    await t.app.withdrawals.settings.set(demo.id, { ...s, fourEyesThreshold: THRESHOLD });
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A PENDING withdrawal of `amount`: its id. */
  const pending = async (amount: number) => {
    const m = await readyMember(t, 'rvw', 500_000_00);
    const r = await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount });
    expect(r.status).toBe(200);
    return r.body.value.id as number;
  };
  const audit = async (id: number) =>
    (
      await t.db.query<{ action: string; operator_id: number | null; role: string | null }>(
        `SELECT action, operator_id, role FROM operator_audit WHERE subject_type = 'withdrawal' AND subject_id = $1
         ORDER BY seq`,
        [String(id)],
      )
    ).rows;

  it('holds and escalates a pending withdrawal with a coded reason, shown in the inbox, audited', async () => {
    const id = await pending(120_000_00);
    const held = await asOps(t, fin, 'POST', `/ops/withdrawals/${id}/hold`, { code: 'KYC_REQUIRED' });
    expect(held.status).toBe(200);
    expect(held.body.value).toMatchObject({ status: 'PENDING', review: 'HELD', reviewCode: 'KYC_REQUIRED' });
    const other = await asOps(t, fin, 'POST', `/ops/withdrawals/${id}/escalate`, { code: 'OTHER' });
    expect([other.status, other.body.code, other.body.field]).toEqual([400, 'VALIDATION', 'note']);
    const up = await asOps(t, fin, 'POST', `/ops/withdrawals/${id}/escalate`, { code: 'OTHER', note: 'ask risk' });
    expect(up.body.value).toMatchObject({ review: 'ESCALATED', reviewCode: 'OTHER', reviewNote: 'ask risk' });
    const row = (await asOps(t, fin, 'GET', '/ops/desk/inbox?kind=withdrawal&pageSize=100')).body.value.items.find(
      (i: { id: number }) => i.id === id,
    );
    expect(row.review).toBe('ESCALATED');
    expect((await asOps(t, fin, 'POST', `/ops/withdrawals/${id}/hold`, { code: 'NOPE' })).status).toBe(400);
    expect(await audit(id)).toEqual([
      { action: 'withdrawal.hold', operator_id: fin.id, role: 'finance' },
      { action: 'withdrawal.escalate', operator_id: fin.id, role: 'finance' },
    ]);
  });

  it('rejects with a coded reason (the old {reason} still works); a rejected one is not held', async () => {
    const id = await pending(120_000_00);
    const r = await asOps(t, fin, 'POST', `/ops/withdrawals/${id}/reject`, { code: 'NAME_MISMATCH' });
    expect(r.body.value).toMatchObject({ status: 'REJECTED', rejectCode: 'NAME_MISMATCH', reason: 'NAME_MISMATCH' });
    const noted = await pending(120_000_00);
    const body = { code: 'SUSPECTED_FRAUD', note: 'same device as a closed account' };
    const n = await asOps(t, fin, 'POST', `/ops/withdrawals/${noted}/reject`, body);
    expect(n.body.value).toMatchObject({ rejectCode: 'SUSPECTED_FRAUD', reason: 'same device as a closed account' });
    expect((await asOps(t, fin, 'POST', `/ops/withdrawals/${noted}/reject`, { code: 'OTHER' })).status).toBe(400);
    const old = await pending(120_000_00);
    const o = await asOps(t, key, 'POST', `/ops/withdrawals/${old}/reject`, { reason: 'wrong bank' });
    expect(o.body.value).toMatchObject({ status: 'REJECTED', rejectCode: null, reason: 'wrong bank' });
    const late = await asOps(t, fin, 'POST', `/ops/withdrawals/${id}/hold`, { code: 'OTHER', note: 'x' });
    expect([late.status, late.body.code]).toEqual([409, 'WITHDRAWAL_NOT_PENDING']);
    expect((await audit(id)).map((a) => a.action)).toEqual(['withdrawal.reject']);
  });

  it('four-eyes above the threshold: the first approval waits, the same operator is refused, a second pays', async () => {
    const id = await pending(200_000_00);
    const first = await asOps(t, fin, 'POST', `/ops/withdrawals/${id}/approve`);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      status: 'PENDING',
      awaitingSecondApproval: true,
      firstApprovedBy: 'rv_fin',
    });
    const again = await asOps(t, fin, 'POST', `/ops/withdrawals/${id}/approve`);
    expect([again.status, again.body.code]).toEqual([409, 'FOUR_EYES_SAME_OPERATOR']);
    const row = (await asOps(t, fin2, 'GET', '/ops/desk/inbox?kind=withdrawal&pageSize=100')).body.value.items.find(
      (i: { id: number }) => i.id === id,
    );
    expect(row.firstApprovedBy).toBe('rv_fin');
    const second = await asOps(t, fin2, 'POST', `/ops/withdrawals/${id}/approve`);
    expect(second.body.value).toMatchObject({ status: 'PAID', awaitingSecondApproval: false });
    expect(await audit(id)).toEqual([
      { action: 'withdrawal.approve.first', operator_id: fin.id, role: 'finance' },
      { action: 'withdrawal.approve', operator_id: fin2.id, role: 'finance' },
    ]);
    // A script's token is its operator's: the owner's approval is a first one like anyone's.
    const fresh = await pending(200_000_00);
    expect((await asOps(t, key, 'POST', `/ops/withdrawals/${fresh}/approve`)).body.value).toMatchObject({
      status: 'PENDING',
      firstApprovedBy: 'demo_owner',
    });
    expect(await ledgerInvariants(t.db)).toMatchObject({ drift: [], negative: [], unbalanced: [] });
  });

  it('pays below the threshold with one approval, a script’s token too', async () => {
    const id = await pending(120_000_00);
    expect((await asOps(t, fin, 'POST', `/ops/withdrawals/${id}/approve`)).body.value.status).toBe('PAID');
    const other = await pending(THRESHOLD);
    expect((await asOps(t, key, 'POST', `/ops/withdrawals/${other}/approve`)).body.value.status).toBe('PAID');
  });

  it('refuses a review or decision while another operator has claimed the withdrawal', async () => {
    const id = await pending(120_000_00);
    const claim = await asOps(t, fin, 'POST', '/ops/desk/claims', { kind: 'withdrawal', id, merchant: 'DEMO' });
    expect(claim.status).toBe(200);
    for (const [url, body] of [
      ['hold', { code: 'OTHER', note: 'x' }],
      ['approve', undefined],
      ['reject', { code: 'DUPLICATE_ACCOUNT' }],
    ] as const) {
      const r = await asOps(t, fin2, 'POST', `/ops/withdrawals/${id}/${url}`, body);
      expect([url, r.status, r.body.code]).toEqual([url, 409, 'DESK_ITEM_CLAIMED']);
    }
    expect((await asOps(t, fin, 'POST', `/ops/withdrawals/${id}/hold`, { code: 'DUPLICATE_ACCOUNT' })).status).toBe(
      200,
    );
  });

  it('shows the review signals: turnover, bonuses, the last deposits and withdrawals, KYC', async () => {
    const id = await pending(120_000_00);
    const r = await asOps(t, fin, 'GET', `/ops/withdrawals/${id}/signals`);
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({
      withdrawalId: id,
      turnover: { required: 0, done: 0, met: true, since: null },
      bonuses: [],
      deposits: [],
      kyc: 'N',
    });
    expect(r.body.value.member).toMatch(/^rvw_/);
    expect(r.body.value.withdrawals).toEqual([expect.objectContaining({ id, amount: 120_000_00, status: 'PENDING' })]);
    expect((await asOps(t, fin, 'GET', '/ops/withdrawals/999999/signals')).body.code).toBe('WITHDRAWAL_NOT_FOUND');
  });
});
