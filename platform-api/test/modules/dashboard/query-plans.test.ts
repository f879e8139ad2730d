/** @postgres-only: the query plans PostgreSQL chooses. */
import { setupApp, type TestApp } from '../../helpers/app';
import { insertBareMembers } from '../../helpers/ledger';

/**
 * The dashboard's aggregate reads on PostgreSQL over enough rows for the planner to care (3,000 members joined over
 * 400 days, 30,000 rounds and 36,000 postings — bets most of them — over 120 days, ANALYZEd): for 7 days each reads
 * an index of its range instead of scanning the merchant's whole history. The queries are the ones the service
 * really runs, captured from the database handle.
 */
describe('dashboard query plans on postgres', () => {
  let t: TestApp;
  const captured: { sql: string; params: readonly unknown[] }[] = [];

  beforeAll(async () => {
    t = await setupApp('postgres');
    const merchantId = (await t.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'DEMO'")).rows[0]!.id;
    const members = await insertBareMembers(t.db, merchantId, 3_000);
    await t.db.query(`UPDATE members SET created_at = now() - (id % 400) * interval '1 day' WHERE id = ANY($1)`, [
      members,
    ]);
    const players = members.slice(0, 300);
    await t.db.query(
      `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, game_name, game_category, round_id, currency,
         stake, payout, status, fun, created_at, settled_at)
       SELECT $1, m, 'DEMO', 'DEMO_DICE', 'Dice', (ARRAY['RNG', 'LIVE', 'FISH'])[1 + g % 3], m || '-' || g, 'VND',
         100, g % 200, 'SETTLED', g % 10 = 0, now() - (g % 120) * interval '1 day', now() - (g % 120) * interval '1 day'
       FROM unnest($2::int[]) m, generate_series(1, 100) g`,
      [merchantId, players],
    );
    await t.db.query(
      `INSERT INTO ledger_accounts (merchant_id, kind, member_id, currency) SELECT $1, 'MEMBER_MAIN', m, 'VND'
       FROM unnest($2::int[]) m`,
      [merchantId, players],
    );
    const house = await t.app.wallet.houseAccount(merchantId, 'VND');
    await t.db.transaction(async (tx) => {
      await tx.query(
        `WITH t AS (
           INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, request_hash, member_id, created_at)
           SELECT $1, CASE WHEN g % 10 = 0 THEN 'DEPOSIT' ELSE 'BET' END, 'plan:' || a.id || ':' || g, 'h', a.member_id,
             now() - (g % 120) * interval '1 day'
           FROM ledger_accounts a, generate_series(1, 120) g WHERE a.merchant_id = $1 AND a.kind = 'MEMBER_MAIN'
           RETURNING id, member_id, created_at)
         INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
         SELECT t.id, x.account, x.amount, 0, t.created_at
         FROM t JOIN ledger_accounts a ON a.member_id = t.member_id AND a.kind = 'MEMBER_MAIN',
           LATERAL (VALUES (a.id, 100::bigint), ($2::bigint, -100::bigint)) x(account, amount)`,
        [merchantId, house],
      );
    });
    await t.db.exec('ANALYZE');
    const query = t.db.query.bind(t.db);
    t.db.query = ((sql: string, params: readonly unknown[] = []) => {
      captured.push({ sql, params });
      return query(sql, params);
    }) as typeof t.db.query;
  }, 120_000);
  afterAll(() => t?.cleanup());

  it("reads each owning module's range through its index: ledger, bet records, members", async () => {
    const demo = (await t.app.merchants.findByCode('DEMO'))!;
    captured.length = 0;
    await t.app.dashboard.report([demo], 7, 'DEMO');
    const plans: string[] = [];
    for (const q of [...captured]) {
      const { rows } = await t.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.sql}`, q.params);
      plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    // SHOW_PLANS=1 prints them.
    if (process.env.SHOW_PLANS) console.log(plans.join('\n\n'));
    const all = plans.join('\n');
    expect(all).toContain('ledger_transactions_dashboard_idx');
    expect(all).toContain('bet_records_settled_idx');
    expect(all).toContain('members_merchant_created_idx');
    expect(all).not.toMatch(/Seq Scan on (ledger_transactions|ledger_entries|bet_records|members)\b/);
  });
});
