// Agency benchmark (npm run bench:agency), ADR 0008: on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, in a throw-away schema) a tree of BENCH_MEMBERS members (default
// 100,000: one top agent, 50 agents below it, 20 agents below each, players below those) built through
// the members insert trigger that keeps agency_team, and BENCH_BETS settled rounds (default 1,000,000)
// over the 30 days before today, BENCH_PERIOD_BETS of them (default 50,000) inside one 5-minute period.
// Real-time salary contracts: the house → top (0.5 %), top → each level-1 agent (0.4 %), each of those →
// its level-2 agents (0.3 %). Prints the team overview's p95 for the top agent (yesterday, and 30 days)
// next to a baseline round trip (SELECT 1) on the same pool, then times settlement.run of that period and
// checks it: every contract's amount equals this file's own recomputation from the generated rounds, each
// payout is one ledger posting, ledger sums stay zero, and a second run pays nothing.
// Targets: overview p95 ≤ 50 ms, settlement ≤ 10 s.
import { loadavg } from 'node:os';
import pg from 'pg';
import { dist } from './dist.mjs';

const { migrate } = dist('infra/db/migrate.js');
const { openPostgres } = dist('infra/db/postgres-db.js');
const { createWalletService } = dist('modules/wallet/wallet-service.js');
const { createBetsService } = dist('modules/bets/bets-service.js');
const { createMembersService } = dist('modules/members/members-service.js');
const { createAgencyService } = dist('modules/agency/agency-service.js');

const URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = Number(process.env.BENCH_MEMBERS) || 100_000;
const BETS = Number(process.env.BENCH_BETS) || 1_000_000;
const PERIOD_BETS = Number(process.env.BENCH_PERIOD_BETS) || 50_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES) || 200;
const TARGET = { overviewP95: 50, settleSeconds: 10 };
const L1 = 50;
const L2_PER_L1 = 20;
const DAY = 86_400_000;

let seed = 0xa6e7c;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (n) => Math.floor(random() * n);
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;

async function insertLevel(db, merchantId, prefix, uplines, perUpline, type) {
  const { rows } = await db.query(
    `INSERT INTO members (merchant_id, username, password_hash, type, upline_id)
     SELECT $1, $2 || u.i || '_' || g, 'x', $4, u.upline FROM unnest($3::int[]) WITH ORDINALITY AS u(upline, i),
       generate_series(1, $5::int) g RETURNING id, upline_id`,
    [merchantId, prefix, uplines, type, perUpline],
  );
  return rows.map((r) => ({ id: r.id, upline: r.upline_id }));
}

async function run(db) {
  const t0 = Date.now();
  await migrate(db);
  const { rows: m } = await db.query(
    `INSERT INTO merchants (code, name, currency, currency_symbol, public_key, private_key)
     VALUES ('BENCH', 'Bench', 'VND', '₫', 'x', 'x') RETURNING id`,
  );
  const merchant = { id: m[0].id, currency: 'VND', isSingleWallet: true, code: 'BENCH' };
  // The tree, level by level, through the trigger that writes agency_team.
  const [top] = await insertLevel(db, merchant.id, 'top', [null], 1, 1);
  const l1 = await insertLevel(db, merchant.id, 'a', [top.id], L1, 2);
  const l2 = await insertLevel(
    db,
    merchant.id,
    'b',
    l1.map((x) => x.id),
    L2_PER_L1,
    2,
  );
  const playersPer = Math.ceil((MEMBERS - 1 - l1.length - l2.length) / l2.length);
  const players = [];
  for (let i = 0; i < l2.length; i += 100)
    players.push(
      ...(await insertLevel(
        db,
        merchant.id,
        `p${i}_`,
        l2.slice(i, i + 100).map((x) => x.id),
        playersPer,
        0,
      )),
    );
  const all = [top, ...l1, ...l2, ...players];
  const uplineOf = new Map(all.map((x) => [x.id, x.upline]));
  const treeSeconds = (Date.now() - t0) / 1000;

  // Rounds: BETS over the 30 days before today, PERIOD_BETS of them in yesterday 12:00–12:05 UTC.
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const periodStart = new Date(today - DAY + 12 * 3_600_000);
  const periodEnd = new Date(periodStart.getTime() + 300_000);
  const bettors = all.map((x) => x.id);
  const inPeriod = new Map();
  for (let done = 0; done < BETS; done += 50_000) {
    const n = Math.min(50_000, BETS - done);
    const member = [];
    const stake = [];
    const payout = [];
    const at = [];
    for (let i = 0; i < n; i += 1) {
      const who = bettors[int(bettors.length)];
      const s = 100 * (1 + int(500));
      const p = random() < 0.45 ? Math.floor(s * (1 + random() * 1.5)) : 0;
      const period = done + i < PERIOD_BETS;
      const time = period ? periodStart.getTime() + int(300_000) : today - 30 * DAY + int(30 * DAY);
      // The period's own rounds are the first PERIOD_BETS; others falling in it by chance count too.
      if (time >= periodStart.getTime() && time < periodEnd.getTime()) inPeriod.set(who, (inPeriod.get(who) ?? 0) + s);
      member.push(who);
      stake.push(s);
      payout.push(p);
      at.push(new Date(time).toISOString());
    }
    await db.query(
      `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, game_name, game_category, round_id, currency,
         stake, payout, status, created_at, settled_at)
       SELECT $1, u.member_id, 'DEMO', 'dice', 'Dice', 'RNG', 'r' || ($2::int + u.i), 'VND', u.stake, u.payout, 'SETTLED',
         u.at - interval '1 second', u.at
       FROM unnest($3::int[], $4::bigint[], $5::bigint[], $6::timestamptz[]) WITH ORDINALITY AS u(member_id, stake, payout, at, i)`,
      [merchant.id, done, member, stake, payout, at],
    );
  }
  // The steady state autovacuum keeps: visibility maps set (index-only scans) and statistics fresh.
  for (const table of ['members', 'agency_team', 'bet_records', 'agency_team_days', 'agency_member_days'])
    await db.exec(`VACUUM ANALYZE ${table}`);
  const betSeconds = (Date.now() - t0) / 1000 - treeSeconds;

  const wallet = createWalletService({ db, vendorCodes: async () => [] });
  const bets = createBetsService({ db, members: { usernames: async () => new Map() } });
  const members = createMembersService({ db });
  const agency = createAgencyService({
    db,
    members,
    bets,
    wallet,
    inbox: { notify: async () => undefined },
    withdrawals: { fundPasswordStatus: async () => ({ set: false }), verifyFundPassword: async () => undefined },
    merchants: { findById: async () => merchant },
  });

  // Payers of the level-2 contracts need money: each level-1 agent gets an opening balance.
  const house = await wallet.houseAccount(merchant.id, 'VND');
  const mains = await wallet.mainAccountIds(
    l1.map((a) => ({ merchantId: merchant.id, memberId: a.id, currency: 'VND' })),
  );
  await db.transaction((tx) =>
    wallet.postMany(
      l1.map((a, i) => ({
        merchantId: merchant.id,
        kind: 'FUNDING',
        idempotencyKey: `funding:${a.id}`,
        memberId: a.id,
        request: { amount: 1e10 },
        entries: [
          { accountId: house, amount: -1e10 },
          { accountId: mains[i], amount: 1e10 },
        ],
      })),
      tx,
    ),
  );
  const contracts = [
    { member: top.id, upline: null, rate: 50 },
    ...l1.map((a) => ({ member: a.id, upline: top.id, rate: 40 })),
    ...l2.map((a) => ({ member: a.id, upline: a.upline, rate: 30 })),
  ];
  await db.query(
    `INSERT INTO agency_contracts (merchant_id, type, period, member_id, upline_id, tiers, max_rate, status, offered_at,
       accepted_at, next_period_end)
     SELECT $1, 'REALTIME_SALARY', 'REALTIME', u.member_id, u.upline_id,
       jsonb_build_array(jsonb_build_object('minAmount', 0, 'minActive', 0, 'rate', u.rate)), u.rate, 'ACTIVE',
       $2, $2, $3 FROM unnest($4::int[], $5::int[], $6::int[]) AS u(member_id, upline_id, rate)`,
    [
      merchant.id,
      new Date(periodStart.getTime() - 60_000),
      periodEnd,
      contracts.map((c) => c.member),
      contracts.map((c) => c.upline),
      contracts.map((c) => c.rate),
    ],
  );

  // Team overview for the top agent: yesterday (the heavy period's day) and 30 days.
  const agent = await members.findById(merchant.id, top.id);
  const yesterday = new Date(today - DAY).toISOString().slice(0, 10);
  const month = new Date(today - 30 * DAY).toISOString().slice(0, 10);
  const timeIt = async (fn) => {
    for (let i = 0; i < 10; i += 1) await fn();
    const xs = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const t = process.hrtime.bigint();
      await fn();
      xs.push(ms(t));
    }
    return p95(xs);
  };
  const baseline = await timeIt(() => db.query('SELECT 1'));
  let overview;
  const dayP95 = await timeIt(async () => {
    overview = await agency.team.overview(merchant, agent, { startDate: yesterday, endDate: yesterday });
  });
  const monthP95 = await timeIt(() => agency.team.overview(merchant, agent, { startDate: month, endDate: yesterday }));

  // Real-time settlement of the period.
  const t1 = process.hrtime.bigint();
  const out = await agency.settlement.run('REALTIME_SALARY', new Date(periodEnd.getTime() + 1_000));
  const settleSeconds = ms(t1) / 1000;
  const again = await agency.settlement.run('REALTIME_SALARY', new Date(periodEnd.getTime() + 1_000));

  // This file's own recomputation: each contract's team = the member and every member below it.
  const teamStake = new Map();
  for (const [who, s] of inPeriod)
    for (let a = who; a != null; a = uplineOf.get(a)) teamStake.set(a, (teamStake.get(a) ?? 0) + s);
  const expected = new Map(
    contracts.map((c) => [c.member, Math.floor(((teamStake.get(c.member) ?? 0) * c.rate) / 10_000)]),
  );
  const { rows: paid } = await db.query(
    `SELECT s.member_id, s.amount, s.status, (SELECT count(*) FROM ledger_transactions t
       WHERE t.idempotency_key = 'agency:' || s.contract_id || ':' || to_char(s.period_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::int AS postings
     FROM agency_settlements s`,
  );
  const wrong = paid.filter(
    (r) => Number(r.amount) !== expected.get(r.member_id) || (r.status === 'PAID') !== (r.postings === 1),
  );
  const { rows: z } = await db.query(
    `SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE merchant_id = $1) AS total,
       (SELECT count(*) FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0) x)::int AS unbalanced`,
    [merchant.id],
  );
  const active = contracts.filter((c) => (teamStake.get(c.member) ?? 0) > 0).length;
  const checks = [
    ['team size', overview.members === all.length - 1, `${overview.members}`],
    ['contracts settled', out.settled === contracts.length, `${out.settled} / ${contracts.length}`],
    [
      'every amount = own recomputation',
      wrong.length === 0 && paid.length === active,
      `${wrong.length} wrong of ${paid.length}`,
    ],
    ['ledger sums zero', Number(z[0].total) === 0 && z[0].unbalanced === 0, `${z[0].total}, ${z[0].unbalanced}`],
    ['re-run pays nothing', again.settled === 0 && again.amount === 0, JSON.stringify(again)],
  ];
  console.log(
    `\nPostgreSQL: ${all.length} members (tree ${treeSeconds.toFixed(1)} s), ${BETS} rounds (${betSeconds.toFixed(1)} s), ${PERIOD_BETS} in the period, ${contracts.length} contracts`,
  );
  console.log(`  baseline SELECT 1 p95: ${baseline.toFixed(2)} ms`);
  console.log(
    `  team overview, top agent, 1 day (${overview.betCount} rounds, ${overview.activeMembers} active): p95 ${dayP95.toFixed(1)} ms = ${(dayP95 / baseline).toFixed(0)}× baseline (target ≤ ${TARGET.overviewP95} ms): ${dayP95 <= TARGET.overviewP95 ? 'PASS' : 'OVER'}`,
  );
  console.log(`  team overview, top agent, 30 days: p95 ${monthP95.toFixed(1)} ms (no target)`);
  console.log(
    `  real-time settlement of one 5-minute period: ${settleSeconds.toFixed(2)} s for ${out.settled} contracts, ${out.paid} paid, ${out.amount} minor units (target ≤ ${TARGET.settleSeconds} s): ${settleSeconds <= TARGET.settleSeconds ? 'PASS' : 'OVER'}`,
  );
  for (const [name, okay, detail] of checks) console.log(`  ${okay ? 'ok  ' : 'FAIL'} ${name} (${detail})`);
  return checks.every(([, okay]) => okay);
}

console.log(
  `Agency bench — load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
const schema = `bench_agency_${process.pid}`;
const admin = new pg.Client({ connectionString: URL });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const db = openPostgres(URL, { searchPath: schema, max: 4 });
let ok = false;
try {
  ok = await run(db);
} finally {
  await db.close();
  // BENCH_KEEP=1 leaves the schema for EXPLAIN (drop it yourself).
  if (process.env.BENCH_KEEP) console.log(`  kept schema ${schema}`);
  else await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}
process.exitCode = ok ? 0 : 1;
