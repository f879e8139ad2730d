import { createOperatorSessionsRepository } from '../../../../../../src/modules/operators/operator-sessions-repository';
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { ledgerInvariants } from '../../../../../helpers/ledger';
import {
  call,
  depositPostings,
  messagesOf,
  newMember,
  PNG_BYTES,
  postBankTransfer,
  rid,
  walletOf,
} from '../../../../../helpers/payments';

const ops = { authorization: OPS_AUTH };

describe.each(BACKENDS)('/ops/deposits on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A member's PENDING bank transfer of `amount`. */
  const transfer = async (amount = 30_000_000) => {
    const m = await newMember(t, 'op');
    const r = await postBankTransfer(t, m.token, { methodCode: 'BANK', amount: String(amount), requestId: rid() });
    expect(r.status).toBe(200);
    return { m, id: r.body.value.deposit.id as number };
  };
  const approve = (id: number | string, headers: Record<string, string> = ops) =>
    call(t, 'POST', `/ops/deposits/${id}/approve`, { headers });
  const reject = (id: number | string, payload: unknown) =>
    call(t, 'POST', `/ops/deposits/${id}/reject`, { headers: ops, payload: payload as string });
  const audits = async (id: number) =>
    (
      await t.db.query<{
        actor: string;
        action: string;
        subject_type: string;
        before: { status: string };
        after: { status: string };
      }>(
        "SELECT actor, action, subject_type, before, after FROM operator_audit WHERE subject_type = 'deposit' AND subject_id = $1 ORDER BY id",
        [String(id)],
      )
    ).rows;

  it('needs an operator', async () => {
    const { id } = await transfer();
    expect((await call(t, 'GET', '/ops/deposits')).status).toBe(401);
    expect((await approve(id, { authorization: 'Bearer ops_wrong' })).status).toBe(401);
    expect((await call(t, 'GET', `/ops/deposits/${id}/receipt`)).status).toBe(401);
  });

  it('lists the pending deposits oldest first with usernames, and shows a receipt', async () => {
    const a = await transfer(31_000_000);
    const b = await transfer(32_000_000);
    const r = await call(t, 'GET', '/ops/deposits?status=PENDING', { headers: ops });
    expect(r.status).toBe(200);
    const mine = r.body.value.deposits.filter((d: { id: number }) => d.id === a.id || d.id === b.id);
    expect(mine).toEqual([
      expect.objectContaining({
        id: a.id,
        username: a.m.username,
        amount: 31_000_000,
        status: 'PENDING',
        kind: 'BANK_TRANSFER',
        payerName: null,
      }),
      expect.objectContaining({ id: b.id, username: b.m.username, amount: 32_000_000 }),
    ]);
    const receipt = await t.app.inject({ method: 'GET', url: `/ops/deposits/${a.id}/receipt`, headers: ops });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/png');
    expect(receipt.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await call(t, 'GET', '/ops/deposits?status=NOPE', { headers: ops })).status).toBe(400);
    expect((await call(t, 'GET', '/ops/deposits/999999/receipt', { headers: ops })).status).toBe(404);
  });

  it('approves: credits once, writes the message and the audit in the same transaction', async () => {
    const { m, id } = await transfer();
    const r = await approve(id);
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ id, status: 'CREDITED', username: m.username });
    expect(await walletOf(t, m.id)).toEqual({ balance: 30_000_000, unread: 1 });
    expect((await messagesOf(t, m.id)).map((x) => x.kind)).toEqual(['deposit_credited']);
    expect(await audits(id)).toEqual([
      expect.objectContaining({
        actor: 'demo_owner',
        action: 'deposit.approve',
        subject_type: 'deposit',
        before: expect.objectContaining({ status: 'PENDING' }),
        after: expect.objectContaining({ status: 'CREDITED' }),
      }),
    ]);
    expect(await approve(id)).toMatchObject({ status: 409, body: { code: 'DEPOSIT_NOT_PENDING' } });
    expect(await reject(id, { reason: 'late' })).toMatchObject({ status: 409, body: { code: 'DEPOSIT_NOT_PENDING' } });
    expect(await depositPostings(t, id)).toBe(1);
    expect(await audits(id)).toHaveLength(1);
    const mine = await call(t, 'GET', `/wps/payments/deposit?id=${id}`, { token: m.token });
    expect(mine.body.value.status).toBe('CREDITED');
  });

  it("names the signed-in operator in the audit: id, role, address and the refusal's reason", async () => {
    const finance = (await t.db.query<{ id: number }>("SELECT id FROM operators WHERE username = 'demo_finance'"))
      .rows[0]!;
    const s = await createOperatorSessionsRepository(t.db).create({
      operatorId: finance.id,
      stage: 'open',
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    const session = { cookie: `ops_session=${s.token}`, 'x-csrf-token': s.csrfToken! };
    const a = await transfer();
    const b = await transfer();
    expect((await approve(a.id, session)).status).toBe(200);
    const r = await call(t, 'POST', `/ops/deposits/${b.id}/reject`, {
      headers: session,
      payload: { reason: 'Blurred receipt' } as unknown as string,
    });
    expect(r.status).toBe(200);
    const rows = await t.db.query(
      `SELECT subject_id AS id, actor, operator_id AS "operatorId", role, ip, reason FROM operator_audit
        WHERE subject_type = 'deposit' AND subject_id IN ($1, $2) ORDER BY id`,
      [String(a.id), String(b.id)],
    );
    expect(rows.rows).toEqual([
      {
        id: String(a.id),
        actor: 'demo_finance',
        operatorId: finance.id,
        role: 'finance',
        ip: '127.0.0.1',
        reason: null,
      },
      {
        id: String(b.id),
        actor: 'demo_finance',
        operatorId: finance.id,
        role: 'finance',
        ip: '127.0.0.1',
        reason: 'Blurred receipt',
      },
    ]);
  });

  it('rejects with a reason: REJECTED, the failed message with the reason, audited, no money', async () => {
    const { m, id } = await transfer();
    expect(await reject(id, {})).toMatchObject({ status: 400, body: { code: 'VALIDATION', field: 'reason' } });
    expect(await reject(id, { reason: '   ' })).toMatchObject({ status: 400, body: { field: 'reason' } });
    const r = await reject(id, { reason: ' Receipt does not match the amount ' });
    expect(r.body.value).toMatchObject({ status: 'REJECTED', reason: 'Receipt does not match the amount' });
    expect(await walletOf(t, m.id)).toEqual({ balance: 0, unread: 1 });
    expect((await messagesOf(t, m.id))[0]).toMatchObject({
      kind: 'deposit_failed',
      params: { reason: 'rejected', note: 'Receipt does not match the amount' },
    });
    expect(await audits(id)).toEqual([
      expect.objectContaining({ action: 'deposit.reject', after: expect.objectContaining({ status: 'REJECTED' }) }),
    ]);
    expect(await depositPostings(t, id)).toBe(0);
  });

  it('refuses a gateway deposit, an unknown id and a malformed one', async () => {
    const m = await newMember(t, 'og');
    const g = await call(t, 'POST', '/wps/payments/deposits/gateway', {
      token: m.token,
      payload: { methodCode: 'DEMO_PSP', amount: 10_000_000, requestId: rid() },
    });
    const gid = g.body.value.deposit.id;
    expect(await approve(gid)).toMatchObject({ status: 400, body: { code: 'DEPOSIT_NOT_REVIEWABLE' } });
    expect(await approve(999_999)).toMatchObject({ status: 404, body: { code: 'DEPOSIT_NOT_FOUND' } });
    expect(await approve('abc')).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(await audits(gid)).toEqual([]);
  });

  it('two concurrent decisions: exactly one wins, the others get 409, nothing is credited twice', async () => {
    const { m, id } = await transfer(40_000_000);
    const results = await Promise.all(Array.from({ length: 6 }, () => approve(id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'DEPOSIT_NOT_PENDING')).toHaveLength(5);
    expect(await walletOf(t, m.id)).toEqual({ balance: 40_000_000, unread: 1 });
    expect(await audits(id)).toHaveLength(1);
    const other = await transfer(41_000_000);
    const [x, y] = await Promise.all([approve(other.id), reject(other.id, { reason: 'dup' })]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect(await audits(other.id)).toHaveLength(1);
    expect(await depositPostings(t, other.id)).toBe(x.status === 200 ? 1 : 0);
    const inv = await ledgerInvariants(t.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    expect(inv.totals.every((z) => z.total === 0)).toBe(true);
  });

  it('keeps the audit append-only', async () => {
    const { id } = await transfer();
    await approve(id);
    await expect(
      t.db.query("UPDATE operator_audit SET actor = 'mallory' WHERE subject_id = $1", [String(id)]),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM operator_audit WHERE subject_id = $1', [String(id)])).rejects.toThrow(
      /append-only/,
    );
  });
});
