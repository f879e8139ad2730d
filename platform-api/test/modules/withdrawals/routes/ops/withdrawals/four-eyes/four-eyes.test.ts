import { OPS_AUTH, setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { asOps, opsOperator, type OpsOperator } from '../../../../../../helpers/desk';
import { readyMember, requestWithdrawal } from '../../../../../../helpers/withdrawals';

const owner = { headers: { authorization: OPS_AUTH } };

describe.each(BACKENDS)('/ops/withdrawals/four-eyes on %s', (backend) => {
  let t: TestApp;
  let fin: OpsOperator, admin: OpsOperator;
  beforeAll(async () => {
    t = await setupApp(backend);
    fin = await opsOperator(t, 'fe_fin', 'finance');
    admin = await opsOperator(t, 'fe_admin', 'admin');
  }, 60_000);
  afterAll(() => t?.cleanup());

  it("reads the merchant's threshold (finance) and sets it (an admin), audited; a withdrawal above it then needs two", async () => {
    const read = await asOps(t, fin, 'GET', '/ops/withdrawals/four-eyes');
    expect(read.body.value).toEqual({ threshold: 50_000_000_00, currency: 'VND' });
    const refused = await asOps(t, fin, 'POST', '/ops/withdrawals/four-eyes', { threshold: 1_00 });
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    for (const bad of [{}, { threshold: 0 }, { threshold: 'x' }, { threshold: 1.5 }])
      expect((await asOps(t, admin, 'POST', '/ops/withdrawals/four-eyes', bad)).status).toBe(400);
    const set = await asOps(t, admin, 'POST', '/ops/withdrawals/four-eyes', { threshold: 100_000_00 });
    expect(set.body.value).toEqual({ threshold: 100_000_00, currency: 'VND' });
    const { rows } = await t.db.query<{ actor: string; before: unknown; after: unknown }>(
      "SELECT actor, before, after FROM operator_audit WHERE action = 'withdrawal.four-eyes'",
    );
    expect(rows).toEqual([
      { actor: 'fe_admin', before: { threshold: 50_000_000_00 }, after: { threshold: 100_000_00 } },
    ]);

    const m = await readyMember(t, 'fe', 500_000_00);
    const w = await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 120_000_00 });
    const first = await asOps(t, fin, 'POST', `/ops/withdrawals/${w.body.value.id}/approve`);
    expect(first.body.value).toMatchObject({
      status: 'PENDING',
      awaitingSecondApproval: true,
      firstApprovedBy: 'fe_fin',
    });
    const second = await asOps(t, owner, 'POST', `/ops/withdrawals/${w.body.value.id}/approve`);
    expect(second.body.value).toMatchObject({ status: 'PAID' });
  });
});
