import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { asOps, opsOperator, type OpsOperator } from '../../../../../helpers/desk';
import { ledgerInvariants } from '../../../../../helpers/ledger';
import { newMember, rid } from '../../../../../helpers/payments';

/** A script acting with demo_owner's API token. */
const key = { headers: { authorization: OPS_AUTH } };
const THRESHOLD = 150_000_00;

describe.each(BACKENDS)('/ops/adjustments on %s', (backend) => {
  let t: TestApp;
  let fin: OpsOperator, fin2: OpsOperator, support: OpsOperator;
  let member: string;
  beforeAll(async () => {
    t = await setupApp(backend);
    fin = await opsOperator(t, 'adj_fin', 'finance');
    fin2 = await opsOperator(t, 'adj_fin2', 'finance');
    support = await opsOperator(t, 'adj_support', 'support');
    const demo = (await t.app.merchants.findByCode('DEMO'))!;
    const s = await t.app.withdrawals.settings.get(demo);
    await t.app.withdrawals.settings.set(demo.id, { ...s, fourEyesThreshold: THRESHOLD });
    member = (await newMember(t, 'adj')).username;
  }, 60_000);
  afterAll(() => t?.cleanup());

  const make = (who: { headers: Record<string, string> }, amount: number, requestId = rid(), reason = 'goodwill') =>
    asOps(t, who, 'POST', '/ops/adjustments', { merchant: 'DEMO', member, amount, reason, requestId });
  const audit = async (id: number) =>
    (
      await t.db.query<{ action: string; operator_id: number | null }>(
        `SELECT action, operator_id FROM operator_audit WHERE subject_type = 'adjustment' AND subject_id = $1
         ORDER BY seq`,
        [String(id)],
      )
    ).rows;

  it('applies one up to the threshold at once, once per requestId, never below zero', async () => {
    const requestId = rid();
    const r = await make(fin, 100_000_00, requestId);
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ status: 'APPLIED', amount: 100_000_00, balance: 100_000_00 });
    expect((await make(fin, 100_000_00, requestId)).body.value.id).toBe(r.body.value.id);
    const other = await make(fin, 90_000_00, requestId);
    expect([other.status, other.body.code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    const debit = await make(key, -40_000_00);
    expect(debit.body.value).toMatchObject({ status: 'APPLIED', balance: 60_000_00, requestedBy: 'demo_owner' });
    const tooMuch = await make(fin, -70_000_00);
    expect([tooMuch.status, tooMuch.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    expect((await make(fin, 0)).body).toMatchObject({ code: 'VALIDATION', field: 'amount' });
    expect((await make(support, 10_00)).body.code).toBe('FORBIDDEN');
    expect(await audit(r.body.value.id)).toEqual([{ action: 'adjustment.apply', operator_id: fin.id }]);
  });

  it('four-eyes above the threshold: waits in the inbox, the requester cannot approve, a second operator applies', async () => {
    const r = await make(fin, 200_000_00);
    expect(r.body.value).toMatchObject({ status: 'PENDING', awaitingSecondApproval: true, balance: null });
    const id = r.body.value.id as number;
    const inbox = await asOps(t, fin2, 'GET', '/ops/desk/inbox?kind=adjustment&pageSize=100');
    expect(inbox.body.value.items).toEqual([
      expect.objectContaining({ kind: 'adjustment', id, amount: '200000.00', permission: 'adjustments.make' }),
    ]);
    expect((await asOps(t, fin, 'POST', `/ops/adjustments/${id}/approve`)).body.code).toBe('FOUR_EYES_SAME_OPERATOR');
    const ok = await asOps(t, fin2, 'POST', `/ops/adjustments/${id}/approve`);
    expect(ok.body.value).toMatchObject({ status: 'APPLIED', decidedBy: 'adj_fin2', balance: 260_000_00 });
    const again = await asOps(t, fin2, 'POST', `/ops/adjustments/${id}/approve`);
    expect([again.status, again.body.code]).toEqual([409, 'ADJUSTMENT_NOT_PENDING']);
    expect(await audit(id)).toEqual([
      { action: 'adjustment.request', operator_id: fin.id },
      { action: 'adjustment.approve', operator_id: fin2.id },
    ]);
    const dropped = (await make(fin, -200_000_00)).body.value.id as number;
    const no = await asOps(t, fin2, 'POST', `/ops/adjustments/${dropped}/reject`, { reason: 'not agreed' });
    expect(no.body.value).toMatchObject({ status: 'REJECTED', balance: null });
    expect(await ledgerInvariants(t.db)).toMatchObject({ drift: [], negative: [], unbalanced: [] });
  });
});
