/** @pglite: the desk's inbox, claims and the claims check of the decisions run on the embedded database too. */
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { asOps, opsOperator, pendingDeposit, type OpsOperator } from '../../../../../helpers/desk';
import { newMember } from '../../../../../helpers/payments';
import { readyMember, requestWithdrawal } from '../../../../../helpers/withdrawals';

/** A script acting with demo_owner's API token. */
const key = { headers: { authorization: OPS_AUTH } };

describe.each(BACKENDS)('/ops/desk inbox and claims on %s', (backend) => {
  let t: TestApp;
  let owner: OpsOperator, finance: OpsOperator, finance2: OpsOperator, admin: OpsOperator, risk: OpsOperator;
  let support: OpsOperator, marketing: OpsOperator, luckyAdmin: OpsOperator;
  let small: number, large: number, withdrawal: number;
  beforeAll(async () => {
    t = await setupApp(backend);
    owner = await opsOperator(t, 'desk_owner', 'owner', []);
    finance = await opsOperator(t, 'desk_fin', 'finance');
    finance2 = await opsOperator(t, 'desk_fin2', 'finance');
    admin = await opsOperator(t, 'desk_admin', 'admin');
    risk = await opsOperator(t, 'desk_risk', 'risk');
    support = await opsOperator(t, 'desk_support', 'support');
    marketing = await opsOperator(t, 'desk_mkt', 'marketing');
    luckyAdmin = await opsOperator(t, 'desk_lucky', 'admin', ['LUCKY']);
    small = (await pendingDeposit(t, 'dsk', 30_000_000)).id;
    large = (await pendingDeposit(t, 'dsk', 90_000_000)).id;
    const m = await readyMember(t, 'dskw', 500_000_00);
    const w = await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 200_000_00 });
    withdrawal = w.body.value.id;
  }, 60_000);
  afterAll(() => t?.cleanup());

  const inbox = async (who: { headers: Record<string, string> }, query = '') => {
    const r = await asOps(t, who, 'GET', `/ops/desk/inbox?pageSize=100${query}`);
    expect(r.status).toBe(200);
    return r.body.value as {
      items: { kind: string; id: number; merchant: string; amount: string | null; claim: unknown }[];
      totals: Record<string, number>;
      total: number;
    };
  };
  const has = (items: { kind: string; id: number }[], kind: string, id: number) =>
    items.some((i) => i.kind === kind && i.id === id);

  it('lists the waiting deposits and withdrawals with the member, money, age and the permission to decide', async () => {
    const v = await inbox(finance);
    const row = v.items.find((i) => i.kind === 'deposit' && i.id === large)!;
    expect(row).toMatchObject({ merchant: 'DEMO', amount: '900000.00', currency: 'VND', claim: null });
    expect(row).toMatchObject({ permission: 'deposits.decide', review: null });
    expect((row as unknown as { member: string }).member).toMatch(/^dsk_/);
    expect(has(v.items, 'withdrawal', withdrawal)).toBe(true);
    // Oldest first by default: the first deposit before the second.
    const ids = v.items.filter((i) => i.kind === 'deposit').map((i) => i.id);
    expect(ids.indexOf(small)).toBeLessThan(ids.indexOf(large));
    expect(v.totals.deposit).toBeGreaterThanOrEqual(2);
    expect(v.total).toBe(Object.values(v.totals).reduce((a, b) => a + b, 0));
  });

  it('shows each role only the kinds it reads, and each operator only its merchants', async () => {
    expect(Object.keys((await inbox(risk)).totals).sort()).toEqual(['kyc']);
    expect(Object.keys((await inbox(marketing)).totals).sort()).toEqual(['promotion', 'redemption']);
    expect(Object.keys((await inbox(finance)).totals).sort()).toEqual(
      ['adjustment', 'deposit', 'dispute', 'kyc', 'promotion', 'redemption', 'withdrawal'].sort(),
    );
    expect(has((await inbox(support)).items, 'deposit', small)).toBe(false);
    expect(has((await inbox(owner)).items, 'deposit', small)).toBe(true);
    const lucky = await inbox(luckyAdmin);
    expect(lucky.items.filter((i) => i.merchant !== 'LUCKY')).toEqual([]);
    expect(has((await inbox(owner, '&merchant=LUCKY')).items, 'deposit', small)).toBe(false);
    const other = await asOps(t, luckyAdmin, 'GET', '/ops/desk/inbox?merchant=DEMO');
    expect([other.status, other.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('filters by kind, amount and age, sorts by amount and pages', async () => {
    const deposits = await inbox(finance, '&kind=deposit');
    expect(new Set(deposits.items.map((i) => i.kind))).toEqual(new Set(['deposit']));
    expect(deposits.totals.withdrawal).toBeGreaterThanOrEqual(1);
    const big = await inbox(finance, '&minAmount=50000000');
    expect(has(big.items, 'deposit', large) && !has(big.items, 'deposit', small)).toBe(true);
    expect(big.totals.promotion).toBe(0);
    const cheap = await inbox(finance, '&maxAmount=50000000&kind=deposit');
    expect(has(cheap.items, 'deposit', small) && !has(cheap.items, 'deposit', large)).toBe(true);
    expect((await inbox(finance, '&olderThanMinutes=60')).items.some((i) => i.id === small)).toBe(false);
    const byAmount = await inbox(finance, '&sort=amount&kind=deposit');
    const amounts = byAmount.items.map((i) => Number(i.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const all = (await inbox(finance)).items.map((i) => `${i.kind}:${i.id}`);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page++) {
      const r = await asOps(t, finance, 'GET', `/ops/desk/inbox?pageSize=2&page=${page}`);
      paged.push(...r.body.value.items.map((i: { kind: string; id: number }) => `${i.kind}:${i.id}`));
    }
    expect(paged).toEqual(all);
  });

  it('lets exactly one of two concurrent claims win; the other is told who holds the item', async () => {
    const body = { kind: 'deposit', id: small, merchant: 'DEMO' };
    const [a, b] = await Promise.all([
      asOps(t, finance, 'POST', '/ops/desk/claims', body),
      asOps(t, finance2, 'POST', '/ops/desk/claims', body),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(lost.body.code).toBe('DESK_ITEM_CLAIMED');
    expect(lost.body.username).toBe(won.body.value.claim.username);
    const row = (await inbox(admin, '&kind=deposit')).items.find((i) => i.id === small)!;
    expect(row.claim).toMatchObject({ username: won.body.value.claim.username });
  });

  it('refuses a decision on an item another operator (or a script’s token) claimed; the holder decides it', async () => {
    const claim = await asOps(t, finance, 'POST', '/ops/desk/claims', { kind: 'deposit', id: large, merchant: 'DEMO' });
    expect(claim.status).toBe(200);
    const other = await asOps(t, finance2, 'POST', `/ops/deposits/${large}/approve`);
    expect([other.status, other.body.code, other.body.username]).toEqual([409, 'DESK_ITEM_CLAIMED', 'desk_fin']);
    expect((await asOps(t, key, 'POST', `/ops/deposits/${large}/reject`, { reason: 'x' })).status).toBe(409);
    expect((await asOps(t, finance, 'POST', `/ops/deposits/${large}/approve`)).status).toBe(200);
    expect(has((await inbox(finance)).items, 'deposit', large)).toBe(false);
    const gone = await asOps(t, finance2, 'POST', '/ops/desk/claims', { kind: 'deposit', id: large, merchant: 'DEMO' });
    expect([gone.status, gone.body.code]).toEqual([404, 'DESK_ITEM_NOT_FOUND']);
  });

  it('claims only for a person who may decide the kind, and releases only one’s own (an admin: anyone’s)', async () => {
    const body = { kind: 'withdrawal', id: withdrawal, merchant: 'DEMO' };
    expect((await asOps(t, marketing, 'POST', '/ops/desk/claims', body)).body.code).toBe('FORBIDDEN');
    expect((await asOps(t, support, 'POST', '/ops/desk/claims', body)).status).toBe(403);
    const lucky = await asOps(t, luckyAdmin, 'POST', '/ops/desk/claims', body);
    expect([lucky.status, lucky.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await asOps(t, finance, 'POST', '/ops/desk/claims', body)).status).toBe(200);
    const url = `/ops/desk/claims/withdrawal/${withdrawal}`;
    expect((await asOps(t, finance2, 'DELETE', url)).body.code).toBe('FORBIDDEN');
    expect((await asOps(t, admin, 'DELETE', url)).body.value).toEqual({ released: true });
    expect((await asOps(t, admin, 'DELETE', url)).body.code).toBe('DESK_CLAIM_NOT_FOUND');
    const audit = await t.db.query<{ action: string; operator_id: number }>(
      `SELECT action, operator_id FROM operator_audit WHERE subject_type = 'withdrawal' AND subject_id = $1
       AND action LIKE 'desk.%' ORDER BY seq`,
      [String(withdrawal)],
    );
    expect(audit.rows).toEqual([
      { action: 'desk.claim', operator_id: finance.id },
      { action: 'desk.release', operator_id: admin.id },
    ]);
  });
  it('lists an identity review for risk and keeps its decision to the operator who claimed it', async () => {
    const m = await newMember(t, 'kyc');
    await t.app.members.setIdVerificationStatus(m.id, 'P');
    const row = (await inbox(risk, '&kind=kyc')).items.find((i) => i.id === m.id);
    expect(row).toMatchObject({ kind: 'kyc', merchant: 'DEMO', amount: null, permission: 'kyc.decide' });
    expect(has((await inbox(finance, '&kind=kyc')).items, 'kyc', m.id)).toBe(true);
    expect(
      (await asOps(t, finance, 'POST', '/ops/desk/claims', { kind: 'kyc', id: m.id, merchant: 'DEMO' })).status,
    ).toBe(403);
    expect((await asOps(t, risk, 'POST', '/ops/desk/claims', { kind: 'kyc', id: m.id, merchant: 'DEMO' })).status).toBe(
      200,
    );
    const url = `/ops/members/${m.username}/id-verification`;
    const refused = await asOps(t, admin, 'POST', url, { status: 'A' });
    expect([refused.status, refused.body.code]).toEqual([409, 'DESK_ITEM_CLAIMED']);
    expect((await asOps(t, risk, 'POST', url, { status: 'A' })).status).toBe(200);
    expect(has((await inbox(risk, '&kind=kyc')).items, 'kyc', m.id)).toBe(false);
  });
  it('lets a claim lapse after 30 minutes: another operator takes the item, housekeeping deletes lapsed rows', async () => {
    const { id } = await pendingDeposit(t, 'lapse', 30_000_000);
    const body = { kind: 'deposit', id, merchant: 'DEMO' };
    const first = await asOps(t, finance, 'POST', '/ops/desk/claims', body);
    const minutes =
      (Date.parse(first.body.value.claim.expiresAt) - Date.parse(first.body.value.claim.claimedAt)) / 60_000;
    expect(minutes).toBe(30);
    expect((await asOps(t, finance2, 'POST', '/ops/desk/claims', body)).status).toBe(409);
    await t.db.query("UPDATE desk_claims SET expires_at = now() - interval '1 second' WHERE item_id = $1", [id]);
    expect((await asOps(t, admin, 'POST', `/ops/deposits/${id}/reject`, { reason: 'x' })).status).toBe(200);
    const { id: other } = await pendingDeposit(t, 'lapse', 30_000_000);
    await asOps(t, finance, 'POST', '/ops/desk/claims', { ...body, id: other });
    await t.db.query("UPDATE desk_claims SET expires_at = now() - interval '1 second' WHERE item_id = $1", [other]);
    const taken = await asOps(t, finance2, 'POST', '/ops/desk/claims', { ...body, id: other });
    expect(taken.body.value.claim.username).toBe('desk_fin2');
    await t.db.query("UPDATE desk_claims SET expires_at = now() - interval '1 second' WHERE item_id = $1", [other]);
    expect(await t.app.desk.prune()).toBeGreaterThanOrEqual(2);
    expect((await t.db.query('SELECT 1 FROM desk_claims WHERE expires_at <= now()')).rows).toEqual([]);
  });
});
