/** @postgres-only: the query plans PostgreSQL chooses. */
import { setupApp, type TestApp } from '../../helpers/app';
import { insertBareMembers } from '../../helpers/ledger';

/**
 * The records' queries on PostgreSQL, over enough rows for the planner to care (300 members, 30,000
 * rounds, 18,000 postings over 120 days, ANALYZEd): each reads its index, none scans a whole table.
 * The queries are the ones the service really runs, captured from the database handle.
 */
describe('records query plans on postgres', () => {
  let t: TestApp;
  let memberId: number;
  const captured: { sql: string; params: readonly unknown[] }[] = [];

  beforeAll(async () => {
    t = await setupApp('postgres');
    const merchantId = (await t.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'DEMO'")).rows[0]!.id;
    const members = await insertBareMembers(t.db, merchantId, 300);
    memberId = members[150]!;
    await t.db.query(
      `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, game_name, game_category, round_id, currency,
         stake, payout, status, fun, created_at, settled_at)
       SELECT $1, m, 'DEMO', 'DEMO_DICE', 'Dice', (ARRAY['RNG', 'LIVE', 'FISH'])[1 + g % 3], m || '-' || g, 'VND',
         100, g % 200, 'SETTLED', g % 10 = 0, now() - (g % 120) * interval '1 day', now()
       FROM unnest($2::int[]) m, generate_series(1, 100) g`,
      [merchantId, members],
    );
    await t.db.query(
      `INSERT INTO ledger_accounts (merchant_id, kind, member_id, currency) SELECT $1, 'MEMBER_MAIN', m, 'VND'
       FROM unnest($2::int[]) m`,
      [merchantId, members],
    );
    const house = await t.app.wallet.moneyAccounts(
      { id: merchantId, currency: 'VND', isSingleWallet: true },
      memberId,
      'BANK',
    );
    await t.db.transaction(async (tx) => {
      await tx.query(
        `WITH t AS (
           INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, request_hash, member_id, created_at)
           SELECT $1, 'DEPOSIT', 'plan:' || a.id || ':' || g, 'h', a.member_id, now() - (g % 120) * interval '1 day'
           FROM ledger_accounts a, generate_series(1, 60) g WHERE a.merchant_id = $1 AND a.kind = 'MEMBER_MAIN'
           RETURNING id, member_id, created_at)
         INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
         SELECT t.id, x.account, x.amount, 0, t.created_at
         FROM t JOIN ledger_accounts a ON a.member_id = t.member_id AND a.kind = 'MEMBER_MAIN',
           LATERAL (VALUES (a.id, 100::bigint), ($2::bigint, -100::bigint)) x(account, amount)`,
        [merchantId, house.clearing],
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

  /** The plans of the queries `run` makes. */
  const plansOf = async (run: () => Promise<unknown>): Promise<string[]> => {
    captured.length = 0;
    await run();
    const queries = [...captured];
    const plans: string[] = [];
    for (const q of queries) {
      const { rows } = await t.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.sql}`, q.params);
      plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    // SHOW_PLANS=1 prints them (what the platform-api README quotes).
    if (process.env.SHOW_PLANS) console.log(plans.join('\n\n'));
    return plans;
  };
  const range = { startDate: new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10) };
  const merchant = () => t.app.merchants.findByCode('DEMO').then((m) => m!);

  it('the betting record and its totals read bet_records_member_real_idx', async () => {
    const plans = await plansOf(() => t.app.records.bets(memberId, { ...range, category: 'LIVE', pageSize: 20 }));
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).toContain('bet_records_member_real_idx');
      expect(plan).not.toContain('Seq Scan');
    }
  });

  it('the account record reads ledger_entries_account_time_idx', async () => {
    const m = await merchant();
    const plans = await plansOf(() => t.app.records.transactions(m, memberId, { ...range, type: 'DEPOSIT' }));
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).toContain('ledger_entries_account_time_idx');
      expect(plan).not.toMatch(/Seq Scan on ledger_(entries|transactions)/);
    }
  });

  it('the profit and loss reads both indexes', async () => {
    const m = await merchant();
    const plans = (await plansOf(() => t.app.records.profit(m, memberId, range))).join('\n');
    expect(plans).toContain('bet_records_member_real_idx');
    expect(plans).toContain('ledger_entries_account_time_idx');
    expect(plans).not.toMatch(/Seq Scan on (bet_records|ledger_entries|ledger_transactions)/);
  });
});
