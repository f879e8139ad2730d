import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { ledgerInvariants } from '../../../../../helpers/ledger';
import { call, JPEG_BYTES, messagesOf, PNG_BYTES } from '../../../../../helpers/payments';
import { confirm, ops, pngProof, readyMember, requestWithdrawal } from '../../../../../helpers/withdrawals';

describe.each(BACKENDS)('/ops/withdrawals and the player confirmation on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A member with a PENDING withdrawal of `amount` out of `balance`. */
  const pending = async (amount = 200_000_00, balance = 500_000_00) => {
    const m = await readyMember(t, 'ow', balance);
    const r = await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount });
    expect(r.status).toBe(200);
    return { m, id: r.body.value.id as number };
  };
  const approve = (id: number | string, headers: Record<string, string> = ops) =>
    call(t, 'POST', `/ops/withdrawals/${id}/approve`, { headers });
  const reject = (id: number | string, payload: unknown) =>
    call(t, 'POST', `/ops/withdrawals/${id}/reject`, { headers: ops, payload: payload as string });
  const balances = async (memberId: number) => {
    const merchant = (await t.app.merchants.findByCode('DEMO'))!;
    return {
      main: await t.app.wallet.mainBalance(merchant, memberId),
      held: await t.app.wallet.heldBalance(merchant, memberId),
    };
  };
  const postings = async (id: number) =>
    (
      await t.db.query<{ kind: string }>(
        "SELECT kind FROM ledger_transactions WHERE kind LIKE 'WITHDRAW_%' AND reference = $1 ORDER BY id",
        [String(id)],
      )
    ).rows.map((r) => r.kind);
  const audits = async (id: number) =>
    (
      await t.db.query<{ actor: string; action: string; before: { status: string }; after: { status: string } }>(
        "SELECT actor, action, before, after FROM operator_audit WHERE subject_type = 'withdrawal' AND subject_id = $1 ORDER BY id",
        [String(id)],
      )
    ).rows;
  const status = async (id: number) =>
    (
      await t.db.query<{ status: string; forced: boolean }>('SELECT status, forced FROM withdrawals WHERE id = $1', [
        id,
      ])
    ).rows[0]!;

  it('needs an operator and valid input', async () => {
    const { id } = await pending();
    expect((await call(t, 'GET', '/ops/withdrawals')).status).toBe(401);
    expect((await approve(id, { authorization: 'Bearer ops_wrong' })).status).toBe(401);
    expect((await call(t, 'GET', '/ops/withdrawals?status=NOPE', { headers: ops })).status).toBe(400);
    expect(await approve('abc')).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(await approve(999_999)).toMatchObject({ status: 404, body: { code: 'WITHDRAWAL_NOT_FOUND' } });
    expect(await reject(id, {})).toMatchObject({ status: 400, body: { field: 'reason' } });
    expect(await reject(id, { reason: '  ' })).toMatchObject({ status: 400, body: { field: 'reason' } });
  });

  it('the whole flow: request, the operator approves (paid, message, audit), the player confirms with a proof', async () => {
    const { m, id } = await pending();
    expect(await balances(m.id)).toEqual({ main: 300_000_00, held: 200_000_00 });
    const queue = await call(t, 'GET', '/ops/withdrawals?status=PENDING', { headers: ops });
    expect(queue.body.value.withdrawals.find((w: { id: number }) => w.id === id)).toMatchObject({
      username: m.username,
      amount: 200_000_00,
      accountNumber: expect.stringMatching(/^0123\d+$/),
      payeeName: 'NGUYEN VAN A',
    });
    // Not PAID yet: nothing to confirm.
    expect((await confirm(t, m.token, { id: String(id), result: 'RECEIVED' }, pngProof)).body.code).toBe(
      'WITHDRAWAL_NOT_PAID',
    );
    const a = await approve(id);
    expect(a).toMatchObject({ status: 200, body: { value: { id, status: 'PAID', username: m.username } } });
    expect(await balances(m.id)).toEqual({ main: 300_000_00, held: 0 });
    expect(await postings(id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAY']);
    expect((await messagesOf(t, m.id)).map((x) => [x.kind, x.params.withdrawalId])).toEqual([
      ['withdrawal_approved', id],
    ]);
    expect(await audits(id)).toEqual([
      expect.objectContaining({
        actor: 'demo_owner',
        action: 'withdrawal.approve',
        before: expect.objectContaining({ status: 'PENDING' }),
        after: expect.objectContaining({ status: 'PAID' }),
      }),
    ]);
    expect(await approve(id)).toMatchObject({ status: 409, body: { code: 'WITHDRAWAL_NOT_PENDING' } });
    expect(await reject(id, { reason: 'late' })).toMatchObject({ status: 409 });

    // The confirmation: bad input, another member, then RECEIVED once.
    const other = await readyMember(t, 'oo', 0);
    expect((await confirm(t, other.token, { id: String(id), result: 'RECEIVED' }, pngProof)).status).toBe(404);
    expect((await confirm(t, null, { id: String(id), result: 'RECEIVED' }, pngProof)).status).toBe(401);
    // A bad `result` is refused on `result` itself (not on the numeric text of `id`).
    expect(await confirm(t, m.token, { id: String(id), result: 'MAYBE' }, pngProof)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', field: 'result' },
    });
    expect(await confirm(t, m.token, { id: 'x', result: 'RECEIVED' }, pngProof)).toMatchObject({
      status: 400,
      body: { field: 'id' },
    });
    expect(await confirm(t, m.token, { id: String(id), result: 'RECEIVED' }, null)).toMatchObject({
      status: 400,
      body: { code: 'PROOF_REQUIRED', field: 'proof' },
    });
    const text = { name: 'proof', filename: 'x.png', type: 'image/png', data: 'not an image' };
    expect(await confirm(t, m.token, { id: String(id), result: 'RECEIVED' }, text)).toMatchObject({
      status: 400,
      body: { code: 'PROOF_IMAGE_TYPE', field: 'proof' },
    });
    const big = { ...pngProof, data: Buffer.concat([PNG_BYTES, Buffer.alloc(5_242_880)]) };
    expect(await confirm(t, m.token, { id: String(id), result: 'RECEIVED' }, big)).toMatchObject({
      status: 413,
      body: { code: 'PROOF_IMAGE_TOO_LARGE' },
    });
    const jpeg = { name: 'proof', filename: 'p.jpg', type: 'image/jpeg', data: JPEG_BYTES };
    const c = await confirm(t, m.token, { id: String(id), result: 'RECEIVED' }, jpeg);
    expect(c).toMatchObject({ status: 200, body: { value: { id, status: 'RECEIVED', forced: false } } });
    expect((await confirm(t, m.token, { id: String(id), result: 'NOT_RECEIVED' }, pngProof)).status).toBe(409);
    const proof = await t.app.inject({ method: 'GET', url: `/ops/withdrawals/${id}/proof`, headers: ops });
    expect(proof.headers['content-type']).toBe('image/jpeg');
    expect(proof.rawPayload.equals(JPEG_BYTES)).toBe(true);
    const mine = await call(t, 'GET', '/wps/withdrawals', { token: m.token });
    expect(mine.body.value.list[0]).toMatchObject({ id, status: 'RECEIVED', confirmedAt: expect.any(String) });
  });

  it('not received: DISPUTED, listed for the operator, nothing refunded', async () => {
    const { m, id } = await pending();
    await approve(id);
    const c = await confirm(t, m.token, { id: String(id), result: 'NOT_RECEIVED' }, pngProof);
    expect(c.body.value.status).toBe('DISPUTED');
    const list = await call(t, 'GET', '/ops/withdrawals?status=DISPUTED', { headers: ops });
    expect(list.body.value.withdrawals.map((w: { id: number }) => w.id)).toContain(id);
    expect(await balances(m.id)).toEqual({ main: 300_000_00, held: 0 });
  });

  it('resolves a DISPUTED one once: RETURNED credits clearing → main, RECEIVED moves nothing; both messaged and audited', async () => {
    const resolve = (id: number, payload: unknown) =>
      call(t, 'POST', `/ops/withdrawals/${id}/resolve`, { headers: ops, payload: payload as string });
    const disputed = async () => {
      const p = await pending();
      await approve(p.id);
      await confirm(t, p.m.token, { id: String(p.id), result: 'NOT_RECEIVED' }, pngProof);
      return p;
    };
    const a = await disputed();
    for (const bad of [
      { outcome: 'REFUNDED', reason: 'x' },
      { outcome: 'RETURNED' },
      { outcome: 'RETURNED', reason: ' ' },
    ])
      expect((await resolve(a.id, bad)).status).toBe(400);
    const results = await Promise.all(
      [1, 2, 3].map(() => resolve(a.id, { outcome: 'RETURNED', reason: 'Bank returned it' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'WITHDRAWAL_NOT_DISPUTED')).toHaveLength(2);
    expect(await status(a.id)).toMatchObject({ status: 'RETURNED' });
    expect(await balances(a.m.id)).toEqual({ main: 500_000_00, held: 0 });
    expect(await postings(a.id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAY', 'WITHDRAW_REFUND']);
    expect((await messagesOf(t, a.m.id)).map((x) => x.kind)).toEqual(['withdrawal_approved', 'withdrawal_returned']);
    expect((await audits(a.id)).map((x) => x.action)).toEqual(['withdrawal.approve', 'withdrawal.resolve.returned']);

    const b = await disputed();
    const r = await resolve(b.id, { outcome: 'RECEIVED', reason: 'Bank statement shows delivery' });
    expect(r.body.value).toMatchObject({ status: 'RECEIVED', reason: 'Bank statement shows delivery' });
    expect(await balances(b.m.id)).toEqual({ main: 300_000_00, held: 0 });
    expect(await postings(b.id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAY']);
    expect((await messagesOf(t, b.m.id)).at(-1)).toMatchObject({ kind: 'withdrawal_dispute_closed' });
    // Only a DISPUTED one: a PENDING or an already resolved one is refused; an unknown one is 404.
    const c = await pending();
    expect((await resolve(c.id, { outcome: 'RETURNED', reason: 'x' })).body.code).toBe('WITHDRAWAL_NOT_DISPUTED');
    expect((await resolve(b.id, { outcome: 'RETURNED', reason: 'x' })).body.code).toBe('WITHDRAWAL_NOT_DISPUTED');
    expect((await resolve(2_000_000_000, { outcome: 'RETURNED', reason: 'x' })).status).toBe(404);
    expect(await balances(c.m.id)).toEqual({ main: 300_000_00, held: 200_000_00 });
  });

  it('reject refunds held → main with the reason, message and audit', async () => {
    const { m, id } = await pending();
    const r = await reject(id, { reason: ' Account name differs ' });
    expect(r.body.value).toMatchObject({ status: 'REJECTED', reason: 'Account name differs' });
    expect(await balances(m.id)).toEqual({ main: 500_000_00, held: 0 });
    expect(await postings(id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_REFUND']);
    expect((await messagesOf(t, m.id))[0]).toMatchObject({
      kind: 'withdrawal_rejected',
      params: { withdrawalId: id, note: 'Account name differs' },
    });
    expect((await audits(id)).map((x) => x.action)).toEqual(['withdrawal.reject']);
    const info = (await call(t, 'GET', '/wps/withdrawals/info', { token: m.token })).body.value;
    expect(info.limits.usedToday).toBe(0);
  });

  it('concurrent decisions: exactly one wins, the others get 409, money moves once', async () => {
    const { m, id } = await pending(300_000_00);
    const results = await Promise.all(Array.from({ length: 5 }, () => approve(id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'WITHDRAWAL_NOT_PENDING')).toHaveLength(4);
    expect(await postings(id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAY']);
    expect(await audits(id)).toHaveLength(1);

    const o = await pending(300_000_00);
    const [x, y] = await Promise.all([approve(o.id), reject(o.id, { reason: 'dup' })]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect(await postings(o.id)).toEqual(['WITHDRAW_HOLD', x.status === 200 ? 'WITHDRAW_PAY' : 'WITHDRAW_REFUND']);
    expect(await audits(o.id)).toHaveLength(1);
    expect(await balances(m.id)).toEqual({ main: 200_000_00, held: 0 });
  });

  it('the auto-received job: PAID and unconfirmed past the merchant minutes → RECEIVED forced, once, never refunded', async () => {
    const merchant = (await t.app.merchants.findByCode('DEMO'))!;
    const s = await t.app.withdrawals.settings.get(merchant);
    await t.app.withdrawals.settings.set(merchant.id, { ...s, autoReceivedMinutes: 30 });
    const a = await pending();
    const b = await pending();
    const c = await pending();
    await approve(a.id);
    await approve(b.id);
    const decided = (await t.db.query<{ d: Date }>('SELECT decided_at AS d FROM withdrawals WHERE id = $1', [a.id]))
      .rows[0]!.d;
    const at = (minutes: number) => new Date(new Date(decided).getTime() + minutes * 60_000);
    expect(await t.app.withdrawals.autoReceive(at(29))).not.toContain(a.id);
    await confirm(t, b.m.token, { id: String(b.id), result: 'RECEIVED' }, pngProof);
    // Two workers at once: each withdrawal is taken by exactly one.
    const [x, y] = await Promise.all([t.app.withdrawals.autoReceive(at(31)), t.app.withdrawals.autoReceive(at(31))]);
    expect([...x, ...y].filter((id) => id === a.id)).toHaveLength(1);
    expect([...x, ...y]).not.toContain(b.id);
    expect([...x, ...y]).not.toContain(c.id);
    expect(await status(a.id)).toEqual({ status: 'RECEIVED', forced: true });
    expect(await status(b.id)).toEqual({ status: 'RECEIVED', forced: false });
    expect(await status(c.id)).toEqual({ status: 'PENDING', forced: false });
    expect((await confirm(t, a.m.token, { id: String(a.id), result: 'NOT_RECEIVED' }, pngProof)).status).toBe(409);
    expect(await postings(a.id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAY']);
    expect(await balances(a.m.id)).toEqual({ main: 300_000_00, held: 0 });
    expect(t.app.jobs.definitions().find((j) => j.name === 'withdrawals.auto-received')).toMatchObject({ every: 60 });
    await t.app.withdrawals.settings.set(merchant.id, s);
  });

  it('keeps the ledger invariants after all of it', async () => {
    const inv = await ledgerInvariants(t.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    expect(inv.totals.every((z) => z.total === 0)).toBe(true);
  });
});
