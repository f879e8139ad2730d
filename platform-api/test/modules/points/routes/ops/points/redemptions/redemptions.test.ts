import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../../helpers/login';
import { call } from '../../../../../../helpers/payments';
import { pointsHelpers } from '../../../../../../helpers/points';
import { ops } from '../../../../../../helpers/withdrawals';

describe.each(BACKENDS)('the points redemption queue (/ops/points/redemptions) on %s', (backend) => {
  let t: TestApp;
  let p: ReturnType<typeof pointsHelpers>;

  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    p = pointsHelpers(t);
  }, 60_000);
  afterAll(() => t.cleanup());

  it('approves (points spent) and rejects (points and stock back) once, however many decisions race', async () => {
    const m = await p.member('pd', 1_000);
    const itemId = await p.item(200, 10);
    const a = (await p.redeem(m.token, { itemId, quantity: 2 })).body.value.redemption.id as number;
    const b = (await p.redeem(m.token, { itemId, quantity: 1 })).body.value.redemption.id as number;
    expect(await p.stock(itemId)).toBe(7);

    const approved = await p.decide(a, true);
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({ id: a, status: 'APPROVED' });
    expect((await p.decide(a, false)).body.code).toBe('POINTS_REDEMPTION_DECIDED');
    expect(await p.balance(m.token)).toEqual({ enabled: true, balance: 400, held: 200 });

    const raced = await Promise.all([p.decide(b, false, 'no address'), p.decide(b, true), p.decide(b, false)]);
    expect(raced.filter((r) => r.status === 200)).toHaveLength(1);
    expect(raced.filter((r) => r.status === 409 && r.body.code === 'POINTS_REDEMPTION_DECIDED')).toHaveLength(2);
    const won = raced.find((r) => r.status === 200)!.body.value.status as string;
    const back = won === 'REJECTED' ? 200 : 0;
    expect(await p.balance(m.token)).toEqual({ enabled: true, balance: 400 + back, held: 0 });
    expect(await p.stock(itemId)).toBe(7 + (won === 'REJECTED' ? 1 : 0));
    expect(await p.postings(m.id, 'POINTS_REDEEM_PAY')).toBe(won === 'APPROVED' ? 2 : 1);
    expect(await p.postings(m.id, 'POINTS_REDEEM_REFUND')).toBe(won === 'REJECTED' ? 1 : 0);

    const list = await call(t, 'GET', '/wps/points/redeem/list', { token: m.token });
    expect(list.body.value.list.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [b, won],
      [a, 'APPROVED'],
    ]);
    const queue = await call(t, 'GET', '/ops/points/redemptions?status=APPROVED', { headers: ops });
    expect(queue.body.value.list.find((r: { id: number }) => r.id === a)).toMatchObject({ account: m.username });
    expect((await p.decide(2_000_000_000, true)).body.code).toBe('POINTS_REDEMPTION_NOT_FOUND');
    expect((await call(t, 'POST', `/ops/points/redemptions/${a}/approve`)).status).toBe(401);
  });

  it('refuses a rejection without a reason (400 VALIDATION) and audits each decision with the operator', async () => {
    const m = await p.member('pa', 1_000);
    const itemId = await p.item(100, 5);
    const a = (await p.redeem(m.token, { itemId })).body.value.redemption.id as number;
    const b = (await p.redeem(m.token, { itemId })).body.value.redemption.id as number;
    for (const payload of [{}, { reason: '' }, { reason: '  ' }]) {
      const r = await call(t, 'POST', `/ops/points/redemptions/${a}/reject`, { headers: ops, payload });
      expect({ payload, status: r.status, code: r.body.code }).toEqual({ payload, status: 400, code: 'VALIDATION' });
    }
    expect((await p.decide(a, false, '  No stock left ')).body.value).toMatchObject({
      status: 'REJECTED',
      reason: 'No stock left',
    });
    expect((await p.decide(b, true)).body.value).toMatchObject({ status: 'APPROVED', reason: null });
    const audits = await t.db.query(
      `SELECT action, actor, subject_id AS "subjectId", before, after FROM operator_audit
       WHERE subject_type = 'points_redemption' AND subject_id = ANY($1::text[]) ORDER BY id`,
      [[String(a), String(b)]],
    );
    expect(audits.rows).toEqual([
      {
        action: 'points_redemption.reject',
        actor: 'demo_owner',
        subjectId: String(a),
        before: { status: 'IN_PROCESS' },
        after: { status: 'REJECTED', reason: 'No stock left' },
      },
      {
        action: 'points_redemption.approve',
        actor: 'demo_owner',
        subjectId: String(b),
        before: { status: 'IN_PROCESS' },
        after: { status: 'APPROVED', reason: null },
      },
    ]);
  });
});
