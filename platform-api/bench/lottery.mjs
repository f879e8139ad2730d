// Lottery settlement benchmark (npm run bench:lottery): one draw with BENCH_LINES lines (default 100,000)
// of BENCH_MEMBERS members (default 2,000) on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, in a throw-away schema), then settleDraw timed against the
// target of 20,000 lines/s. Setup is bulk SQL for the rows, but every unit of money is a real ledger
// posting (funding, one BET per slip), so the checks after settlement reconcile: the total paid equals
// this file's own recomputation of every line (not the module's rules), each member's balance equals
// opening − stakes + wins, and every transaction and each merchant's accounts sum to zero.
// BENCH_PGLITE_LINES (default 20,000; 0 to skip) runs the same on an in-memory PGlite.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import pg from 'pg';
import { dist } from './dist.mjs';

const require = createRequire(import.meta.url);
const { migrate } = dist('infra/db/migrate.js');
const { openPglite } = dist('infra/db/pglite-db.js');
const { openPostgres } = dist('infra/db/postgres-db.js');
const { createWalletService } = dist('modules/wallet/wallet-service.js');
const { createBetsService } = dist('modules/bets/bets-service.js');
const { createLotterySettlement } = dist('modules/lottery/settlement.js');
const { deriveResult, defaultOdds, VN_BET_TYPES } = require('shared-contracts/lottery');

const TARGET = 20_000;
const URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const LINES = Number(process.env.BENCH_LINES) || 100_000;
const MEMBERS = Number(process.env.BENCH_MEMBERS) || 2_000;
const PGLITE_LINES = process.env.BENCH_PGLITE_LINES === undefined ? 20_000 : Number(process.env.BENCH_PGLITE_LINES);
const OPENING = 1_000_000_000;
const GAME = 'VN_FAST_1M';

let seed = 0x10770;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (n) => Math.floor(random() * n);
const digits = (k) => String(int(10 ** k)).padStart(k, '0');

const DIGITS = { LO2: 2, LO3: 3, DE: 2, DE_FIRST: 2, DE_HEAD: 1, DE_TAIL: 1, BA_CANG: 3 };
const COMBO = { XIEN2: 2, XIEN3: 3, XIEN4: 4, TRUOT4: 4, TRUOT8: 8, TRUOT10: 10 };

/** A random line: 1–5 numbers of an "each" type, or one combination; numbers often from the result's lô. */
function randomLine(result, odds) {
  const type = VN_BET_TYPES[int(VN_BET_TYPES.length)];
  const lo = Object.values(result)
    .flat()
    .map((n) => n.slice(-2));
  const set = new Set();
  if (COMBO[type]) {
    while (set.size < COMBO[type]) set.add(random() < 0.5 ? lo[int(lo.length)] : digits(2));
  } else {
    const want = 1 + int(5);
    const d = DIGITS[type];
    while (set.size < want) set.add(random() < 0.3 && d === 2 ? lo[int(lo.length)] : digits(d));
  }
  const unit = 100 * (1 + int(20));
  const multiplier = 1 + int(3);
  return { betType: type, numbers: [...set], unit, multiplier, odds: odds[type] };
}

/** This file's own payout of a line (independent of shared-contracts' BET_TYPE_SPECS). */
function refPayout(l, r) {
  const all = Object.values(r).flat();
  const lo = all.map((n) => n.slice(-2));
  const lo3 = all.filter((n) => n.length >= 3).map((n) => n.slice(-3));
  const db = r.DB[0];
  const count = (list, n) => list.filter((x) => x === n).length;
  const per = l.unit * l.multiplier;
  const pay = (hits) => (hits ? Math.floor((per * l.odds * hits) / 100) : 0);
  const each = (f) => l.numbers.reduce((s, n) => s + pay(f(n)), 0);
  switch (l.betType) {
    case 'LO2':
      return each((n) => count(lo, n));
    case 'LO3':
      return each((n) => count(lo3, n));
    case 'DE':
      return each((n) => (db.slice(-2) === n ? 1 : 0));
    case 'DE_FIRST':
      return each((n) => (r.G1[0].slice(-2) === n ? 1 : 0));
    case 'DE_HEAD':
      return each((n) => (db.slice(-2, -1) === n ? 1 : 0));
    case 'DE_TAIL':
      return each((n) => (db.slice(-1) === n ? 1 : 0));
    case 'BA_CANG':
      return each((n) => (db.slice(-3) === n ? 1 : 0));
    default: {
      const inLo = l.numbers.map((n) => lo.includes(n));
      const win = l.betType.startsWith('XIEN') ? inLo.every(Boolean) : inLo.every((x) => !x);
      return pay(win ? 1 : 0);
    }
  }
}

const sumOf = (rows) => rows.reduce((s, x) => s + x, 0);

async function run(db, label, nMembers, nLines) {
  const t0 = Date.now();
  await migrate(db);
  const { rows: m } = await db.query(
    `INSERT INTO merchants (code, name, currency, currency_symbol, public_key, private_key)
     VALUES ('BENCH', 'Bench', 'VND', '₫', 'x', 'x') RETURNING id`,
  );
  const merchantId = m[0].id;
  const wallet = createWalletService({ db, vendorCodes: async () => [] });
  const bets = createBetsService({ db, members: { usernames: async () => new Map() } });
  const { rows: mem } = await db.query(
    `INSERT INTO members (merchant_id, username, password_hash, type)
     SELECT $1::int, 'bench_' || g, 'x', 0 FROM generate_series(1, $2::int) g RETURNING id`,
    [merchantId, nMembers],
  );
  const members = mem.map((r) => r.id);
  const mains = await wallet.mainAccountIds(members.map((memberId) => ({ merchantId, memberId, currency: 'VND' })));
  const house = await wallet.houseAccount(merchantId, 'VND');
  const mainOf = new Map(members.map((id, i) => [id, mains[i]]));
  const posting = (kind, key, memberId, amount, fromHouse) => ({
    merchantId,
    kind,
    idempotencyKey: key,
    memberId,
    request: { amount },
    entries: [
      { accountId: house, amount: fromHouse ? -amount : amount },
      { accountId: mainOf.get(memberId), amount: fromHouse ? amount : -amount },
    ],
  });
  const inChunks = async (list, size, fn) => {
    for (let i = 0; i < list.length; i += size) await fn(list.slice(i, i + size));
  };
  await inChunks(members, 1_000, (ids) =>
    db.transaction((tx) =>
      wallet.postMany(
        ids.map((id) => posting('FUNDING', `funding:${id}`, id, OPENING, true)),
        tx,
      ),
    ),
  );

  // The draw, drawn from a random seed.
  const seedHex = randomBytes(32).toString('hex');
  const numero = '202611250001';
  const result = await deriveResult('NORTH', seedHex, GAME, numero);
  const { rows: d } = await db.query(
    `INSERT INTO lottery_draws (game_code, numero, opens_at, closes_at, draw_at, seed, seed_hash, status, result, drawn_at)
     VALUES ($1, $2, now(), now(), now(), $3, 'x', 'DRAWN', $4::jsonb, now()) RETURNING id`,
    [GAME, numero, seedHex, JSON.stringify(result)],
  );
  const drawId = Number(d[0].id);
  const odds = Object.fromEntries(defaultOdds('LOTT', 'NORTH').map((o) => [o.betType, o.odds]));

  // Lines: nLines spread over the members, 10 a slip; each slip one BET posting.
  const lines = [];
  for (let i = 0; i < nLines; i += 1) {
    const l = randomLine(result, odds);
    const per = l.unit * l.multiplier;
    lines.push({ ...l, memberId: members[i % members.length], stake: COMBO[l.betType] ? per : per * l.numbers.length });
  }
  const slips = [];
  const byMember = new Map();
  for (const l of lines) {
    if (!byMember.has(l.memberId)) byMember.set(l.memberId, []);
    byMember.get(l.memberId).push(l);
  }
  for (const [memberId, ls] of byMember)
    for (let i = 0; i < ls.length; i += 10)
      slips.push({ memberId, requestId: `b${slips.length}`, lines: ls.slice(i, i + 10) });
  await inChunks(slips, 1_000, async (chunk) => {
    await db.transaction(async (tx) => {
      const { rows: s } = await tx.query(
        `INSERT INTO lottery_slips (merchant_id, member_id, draw_id, request_id, prize_mode, currency, total)
         SELECT $1, u.member_id, $2, u.request_id, 'LOTT', 'VND', u.total
         FROM unnest($3::int[], $4::text[], $5::bigint[]) AS u(member_id, request_id, total) RETURNING id, request_id`,
        [
          merchantId,
          drawId,
          chunk.map((x) => x.memberId),
          chunk.map((x) => x.requestId),
          chunk.map((x) => sumOf(x.lines.map((l) => l.stake))),
        ],
      );
      const slipId = new Map(s.map((r) => [r.request_id, Number(r.id)]));
      await wallet.postMany(
        chunk.map((x) =>
          posting(
            'BET',
            `lottery-bet:${x.memberId}:${x.requestId}`,
            x.memberId,
            sumOf(x.lines.map((l) => l.stake)),
            false,
          ),
        ),
        tx,
      );
      const flat = chunk.flatMap((x) =>
        x.lines.map((l, i) => ({ ...l, slipId: slipId.get(x.requestId), roundId: `lottery:${x.requestId}:${i}` })),
      );
      const { rows: r } = await tx.query(
        `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, game_name, game_category, round_id, currency, stake)
         SELECT $1, u.member_id, 'TCG_LOTTO_VN', $2, $2, 'LOTT', u.round_id, 'VND', u.stake
         FROM unnest($3::int[], $4::text[], $5::bigint[]) AS u(member_id, round_id, stake) RETURNING id, round_id`,
        [merchantId, GAME, flat.map((l) => l.memberId), flat.map((l) => l.roundId), flat.map((l) => l.stake)],
      );
      const roundId = new Map(r.map((x) => [x.round_id, Number(x.id)]));
      await tx.query(
        `INSERT INTO lottery_bets (slip_id, draw_id, merchant_id, member_id, bet_record_id, game_code, bet_type, numbers, unit, multiplier, odds, stake)
         SELECT u.slip_id, $1, $2, u.member_id, u.round, $3, u.bet_type, string_to_array(u.numbers, ','), u.unit, u.multiplier, u.odds, u.stake
         FROM unnest($4::bigint[], $5::int[], $6::bigint[], $7::text[], $8::text[], $9::bigint[], $10::int[], $11::int[], $12::bigint[])
           AS u(slip_id, member_id, round, bet_type, numbers, unit, multiplier, odds, stake)`,
        [
          drawId,
          merchantId,
          GAME,
          flat.map((l) => l.slipId),
          flat.map((l) => l.memberId),
          flat.map((l) => roundId.get(l.roundId)),
          flat.map((l) => l.betType),
          flat.map((l) => l.numbers.join(',')),
          flat.map((l) => l.unit),
          flat.map((l) => l.multiplier),
          flat.map((l) => l.odds),
          flat.map((l) => l.stake),
        ],
      );
    });
  });
  await db.exec('ANALYZE lottery_bets; ANALYZE bet_records; ANALYZE ledger_accounts; ANALYZE ledger_transactions');
  const setupSeconds = (Date.now() - t0) / 1000;

  // As the lottery service runs it: two chunks at once on PostgreSQL, one on PGlite (one connection).
  const workers = db.kind === 'postgres' ? 2 : 1;
  const settlement = createLotterySettlement({ db, wallet, bets, now: () => new Date() }, { workers });
  const start = process.hrtime.bigint();
  const out = await settlement.settleDraw(drawId);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const rate = Math.round(out.settled / seconds);

  // Checks against this file's own arithmetic.
  const wins = new Map();
  const stakes = new Map();
  let expectedPaid = 0;
  for (const l of lines) {
    const p = refPayout(l, result);
    expectedPaid += p;
    wins.set(l.memberId, (wins.get(l.memberId) ?? 0) + p);
    stakes.set(l.memberId, (stakes.get(l.memberId) ?? 0) + l.stake);
  }
  const { rows: bal } = await db.query(
    `SELECT member_id, balance::text AS balance FROM ledger_accounts WHERE merchant_id = $1 AND kind = 'MEMBER_MAIN'`,
    [merchantId],
  );
  const wrong = bal.filter(
    (r) => Number(r.balance) !== OPENING - (stakes.get(r.member_id) ?? 0) + (wins.get(r.member_id) ?? 0),
  );
  const { rows: z } = await db.query(
    `SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE merchant_id = $1)::text AS total,
       (SELECT count(*) FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0) u)::int AS unbalanced,
       (SELECT count(*) FROM lottery_bets WHERE status = 'OPEN')::int AS open,
       (SELECT count(*) FROM bet_records WHERE status = 'OPEN')::int AS open_rounds,
       (SELECT status FROM lottery_draws WHERE id = $2) AS status`,
    [merchantId, drawId],
  );
  const again = await settlement.settleDraw(drawId);
  const checks = [
    ['lines settled', out.settled === nLines, `${out.settled} / ${nLines}`],
    ['total paid = own recomputation', out.paid === expectedPaid, `${out.paid} / ${expectedPaid}`],
    ['balances = opening − stakes + wins', wrong.length === 0 && bal.length === nMembers, `${wrong.length} wrong`],
    [
      'ledger sums zero (merchant, transactions)',
      Number(z[0].total) === 0 && z[0].unbalanced === 0,
      `${z[0].total}, ${z[0].unbalanced}`,
    ],
    ['nothing open, draw SETTLED', z[0].open === 0 && z[0].open_rounds === 0 && z[0].status === 'SETTLED', z[0].status],
    ['re-run pays nothing', again.settled === 0 && again.paid === 0, JSON.stringify(again)],
  ];
  console.log(`\n${label}: ${nLines} lines, ${nMembers} members (setup ${setupSeconds.toFixed(1)} s)`);
  console.log(
    `  settleDraw (${workers} worker${workers > 1 ? 's' : ''}): ${seconds.toFixed(2)} s = ${rate} lines/s (target ${TARGET}): ${rate >= TARGET ? 'PASS' : 'UNDER'}`,
  );
  console.log(`  paid ${out.paid} to ${[...wins.values()].filter((w) => w > 0).length} members`);
  for (const [name, okay, detail] of checks) console.log(`  ${okay ? 'ok  ' : 'FAIL'} ${name} (${detail})`);
  return checks.every(([, okay]) => okay);
}

console.log(
  `Lottery settlement bench — load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
let allOk = true;
const schema = `bench_lottery_${process.pid}`;
const admin = new pg.Client({ connectionString: URL });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const pgDb = openPostgres(URL, { searchPath: schema, max: 4 });
try {
  allOk = (await run(pgDb, 'PostgreSQL', MEMBERS, LINES)) && allOk;
} finally {
  await pgDb.close();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}
if (PGLITE_LINES > 0) {
  const lite = await openPglite('memory://');
  try {
    allOk =
      (await run(
        lite,
        'PGlite (memory://)',
        Math.max(1, Math.round((MEMBERS * PGLITE_LINES) / LINES)),
        PGLITE_LINES,
      )) && allOk;
  } finally {
    await lite.close();
  }
}
process.exitCode = allOk ? 0 : 1;
