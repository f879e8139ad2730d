/** @postgres-only: a second API instance over its own pool races the first. */
/**
 * Property-based test of the ledger under concurrency (ADR 0002), on PostgreSQL only (PGlite runs one
 * transaction at a time, so it cannot race).
 *
 * fast-check draws batches of seamless-wallet calls (debits, credits, rollbacks — of known, unknown and
 * colliding transaction ids —, resettlements, voids and round closes; ADR 0018), wallet transfers and exact
 * replays of earlier calls, for members of two
 * merchants (one single-wallet, one transfer-mode; real and fun sessions; trials). Each batch runs all at
 * once (`Promise.all`) through two independent connection pools, i.e. like two API instances. After each
 * batch, over the whole database:
 *  - no call failed other than with an expected business code (no deadlock, no 500);
 *  - every balance equals the sum of its entries, no non-house account is below zero, every transaction
 *    sums to zero, and all accounts of a merchant sum to zero per currency (zero-sum: nothing created or lost);
 *  - each transaction id was applied once: every member account equals its funding + transfers + credits −
 *    live debits + what resettlements and voids moved (`net`) as recorded in `seamless_transactions`, each
 *    successful call with one id answered the same result, each ledger key maps to one posting;
 *  - bet records agree with the calls (stake = live debits, payout = credits or one of the resettled payouts; a
 *    voided round 0 and 0, rolled back), and in the single-wallet merchant the main balance is funding − stakes +
 *    payouts of the member's real rounds + the shortfalls the house absorbed.
 *
 * Runs: LEDGER_PBT_RUNS (default 4) batches of LEDGER_PBT_OPS calls (default 800), seed LEDGER_PBT_SEED
 * (default 20250101; `random` for a new one — fast-check prints the seed and path of a failure, pass them
 * back to replay the same batches). ≈10–20 s on a laptop with the defaults.
 */
import fc from 'fast-check';
import type { Db } from '../../../src/infra/db';
import { createBetsService } from '../../../src/modules/bets/bets-service';
import { createMembersService } from '../../../src/modules/members/members-service';
import { createMerchantRepository } from '../../../src/modules/merchants/merchant-repository';
import { canonicalJson } from '../../../src/modules/wallet/money';
import { createSeamlessService } from '../../../src/modules/seamless/seamless-service';
import { createWalletService, type WalletMerchant } from '../../../src/modules/wallet/wallet-service';
import { TEST_FUNDING as FUNDING_AMOUNT } from '../../helpers/funding';
import { createVendorRepository } from '../../../src/modules/games/vendor-repository';
import { openTestDb, type TestDb } from '../../helpers/db';
import { insertBareMembers, insertBareMerchant, ledgerInvariants, migrated } from '../../helpers/ledger';

const RUNS = Number(process.env.LEDGER_PBT_RUNS ?? 4);
const OPS = Number(process.env.LEDGER_PBT_OPS ?? 800);
const SEED_ENV = process.env.LEDGER_PBT_SEED ?? '20250101';
const SEED = SEED_ENV === 'random' ? undefined : Number(SEED_ENV);

const VENDOR = 'V1';
/** Business refusals the calls may legitimately meet; anything else fails the property. */
const EXPECTED = new Set([
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
  'TRANSACTION_ROLLED_BACK',
  'ROUND_CLOSED',
  'VALIDATION',
  'NOT_ENABLED',
  'ROUND_NOT_SETTLED',
]);

interface Player {
  merchant: WalletMerchant;
  memberId: number;
  memberRef: string;
  fun: boolean;
}

type Op =
  | { t: 'debit' | 'credit'; player: number; round: number; amount: number; tx: number }
  | { t: 'rollback'; player: number; ref: { op: number } | { tx: number }; tx: number }
  /** A corrected total payout of a round (ADR 0018). */
  | { t: 'resettle'; player: number; round: number; amount: number; tx: number }
  | { t: 'void' | 'close'; player: number; round: number; tx: number }
  | { t: 'transfer'; player: number; out: boolean; amount: number; req: number; vendor: string }
  | { t: 'balance'; player: number }
  /** Transfer mode: the whole vendor wallet out, so a later correction may find it short (a shortfall). */
  | { t: 'drain'; player: number; req: number }
  /** The same call as another op of the batch (a vendor's retry). */
  | { t: 'replay'; of: number }
  /** Another op's debit or credit id with another amount (a vendor bug: IDEMPOTENCY_CONFLICT for the later one). */
  | { t: 'collide'; of: number; amount: number };

/** Players (launch sessions), per merchant: 4 real members, the first one's fun session, a trial. */
const PLAYERS = 12;
/** Real-money players of the transfer-mode merchant (and one single-wallet and one fun player: refused or skipped). */
const TRANSFER_PLAYERS = [6, 7, 8, 9, 6, 7, 8, 9, 0, 10];
const TX = 2_000;
// fast-check biases numbers towards small ones; ids should spread (collisions come from replay/collide).
const id = (max: number) => fc.noBias(fc.nat(max));
const player = id(PLAYERS - 1);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('debit' as const),
      player,
      round: id(40),
      amount: fc.oneof(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: FUNDING_AMOUNT / 4 })),
      tx: id(TX),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant('credit' as const),
      player,
      round: id(40),
      amount: fc.integer({ min: 0, max: 120_000 }),
      tx: id(TX),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('rollback' as const),
      player,
      // Mostly another op's id (a debit to reverse, or not a debit), sometimes an id nobody used (tombstone).
      ref: fc.oneof(
        { weight: 4, arbitrary: fc.record({ op: id(OPS) }) },
        { weight: 1, arbitrary: fc.record({ tx: id(TX) }) },
      ),
      tx: id(TX),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('transfer' as const),
      player: fc.constantFrom(...TRANSFER_PLAYERS),
      out: fc.boolean(),
      amount: fc.integer({ min: 1, max: 400_000 }),
      req: id(200),
      vendor: fc.constantFrom(VENDOR, VENDOR, VENDOR, VENDOR, 'NOPE'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('resettle' as const),
      player,
      round: id(40),
      amount: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 150_000 })),
      tx: id(TX),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constantFrom('void' as const, 'close' as const), player, round: id(40), tx: id(TX) }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('balance' as const), player }) },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('drain' as const), player: fc.constantFrom(6, 7, 8, 9), req: id(200) }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('replay' as const), of: id(OPS) }) },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('collide' as const), of: id(OPS), amount: fc.integer({ min: 1, max: 9 }) }),
  },
);

/** One "API instance": its own pool and repositories (account-id caches and all) over the shared schema. */
function instance(db: Db) {
  const wallet = createWalletService({ db, vendorCodes: createVendorRepository(db).codes });
  const members = createMembersService({ db });
  const seamless = createSeamlessService({
    db,
    wallet,
    bets: createBetsService({ db, members }),
    games: { hasVendor: async () => true, describe: async (_m, _v, gameCode) => ({ name: gameCode, category: 'RNG' }) },
    merchants: { findById: createMerchantRepository(db).findById },
    members,
    exclusions: { assertNotExcluded: async () => undefined },
  });
  return { wallet, seamless };
}

describe('ledger under concurrent bets, wins, rollbacks, transfers and replays (PostgreSQL, fast-check)', () => {
  let t: TestDb;
  let second: Db;
  let players: Player[];
  let batch = 0;
  const stats = { calls: 0, ok: 0, replayed: 0, refused: {} as Record<string, number> };

  beforeAll(async () => {
    t = await openTestDb('postgres');
    second = t.reopen!();
    await migrated(t.db);
    const single = await insertBareMerchant(t.db, 'PBT_SINGLE');
    const transfer = await insertBareMerchant(t.db, 'PBT_TRANSFER');
    await t.db.query('UPDATE merchants SET is_single_wallet = false WHERE id = $1', [transfer]);
    await t.db.query(
      `INSERT INTO vendors (merchant_id, code, display_name, game_category, is_game, node_id, game_type)
       SELECT id, $1, $1, 'RNG', 'LOBBY', 1, 'RNG' FROM merchants WHERE id IN ($2, $3)`,
      [VENDOR, single, transfer],
    );
    const merchants: WalletMerchant[] = [
      { id: single, currency: 'VND', isSingleWallet: true },
      { id: transfer, currency: 'VND', isSingleWallet: false },
    ];
    const { seamless, wallet } = instance(t.db);
    players = [];
    for (const merchant of merchants) {
      const real = await insertBareMembers(t.db, merchant.id, 4);
      // Members start at 0 (ADR 0006): each real one gets FUNDING_AMOUNT by an operator's adjustment.
      for (const memberId of real)
        await wallet.adjust(merchant, memberId, { amount: FUNDING_AMOUNT, key: `funding:${memberId}`, note: 'test' });
      const [trial] = await insertBareMembers(t.db, merchant.id, 1, 4);
      // Per merchant: 4 real members in real money, one of them also in fun mode, and a trial.
      const launches = [...real.map((m) => [m, false] as const), [real[0]!, true] as const, [trial!, false] as const];
      for (const [memberId, fun] of launches) {
        const s = await seamless.createLaunchSession({
          merchantId: merchant.id,
          memberId,
          vendor: VENDOR,
          gameCode: 'G',
          fun,
        });
        players.push({ merchant, memberId, memberRef: s.memberRef, fun: s.fun });
      }
    }
    expect(players).toHaveLength(PLAYERS);
  }, 60_000);

  afterAll(async () => {
    await second?.close();
    await t?.cleanup();
    console.log(
      `ledger property: ${batch} batches, ${stats.calls} calls, ${stats.ok} ok (${stats.replayed} ids answered more than once), refused`,
      stats.refused,
    );
  });

  /** Runs one batch concurrently; returns, per call, its result or refusal code (throws on anything unexpected). */
  const runBatch = async (ops: Op[]) => {
    batch += 1;
    const run = `b${batch}`;
    const instances = [instance(t.db), instance(second)];
    const txId = (n: number) => `${run}-tx${n}`;
    const roundId = (p: Player, n: number) => `${run}-p${p.memberId}-${p.fun ? 'f' : 'r'}-round${n}`;
    const call = async (op: Op, i: number): Promise<{ key: string | null; outcome: string }> => {
      const { wallet, seamless } = instances[i % 2]!;
      if (op.t === 'replay' || op.t === 'collide') {
        const other = ops[op.of % ops.length]!;
        if (op.t === 'replay' && other.t !== 'replay' && other.t !== 'collide') return call(other, i);
        if (op.t === 'collide' && (other.t === 'debit' || other.t === 'credit' || other.t === 'resettle'))
          return call({ ...other, amount: other.amount + op.amount }, i);
        return { key: null, outcome: 'skip' };
      }
      // A rollback of another op's debit comes from that debit's session (as a vendor sends it), so it applies.
      const refOp = op.t === 'rollback' && 'op' in op.ref ? ops[op.ref.op % ops.length] : undefined;
      const p = players[refOp?.t === 'debit' ? refOp.player : op.player]!;
      const currency = p.fun ? 'FUN' : p.merchant.currency;
      try {
        switch (op.t) {
          case 'debit':
          case 'credit': {
            const r = {
              transactionId: txId(op.tx),
              // Rounds are per player, so a colliding id is a conflict rather than a foreign round.
              roundId: roundId(p, op.round),
              memberRef: p.memberRef,
              amount: op.amount,
              gameCode: 'G',
              currency,
            };
            const res =
              op.t === 'debit'
                ? await seamless.debit(p.merchant, VENDOR, r)
                : await seamless.credit(p.merchant, VENDOR, r);
            return { key: `${p.merchant.id}:${r.transactionId}`, outcome: canonicalJson(res) };
          }
          case 'resettle':
          case 'void':
          case 'close': {
            const r = { transactionId: txId(op.tx), roundId: roundId(p, op.round), memberRef: p.memberRef };
            const res =
              op.t === 'resettle'
                ? await seamless.resettle(p.merchant, VENDOR, { ...r, amount: op.amount, gameCode: 'G', currency })
                : op.t === 'void'
                  ? await seamless.void(p.merchant, VENDOR, r)
                  : await seamless.closeRound(p.merchant, VENDOR, r);
            return { key: `${p.merchant.id}:${r.transactionId}`, outcome: canonicalJson(res) };
          }
          case 'rollback': {
            const target = 'op' in op.ref ? ops[op.ref.op % ops.length]! : null;
            const ref = target && 'tx' in target ? target.tx : 'tx' in op.ref ? op.ref.tx : TX + 1;
            const res = await seamless.rollback(p.merchant, VENDOR, {
              transactionId: txId(op.tx),
              refTransactionId: txId(ref),
              memberRef: p.memberRef,
            });
            return { key: `${p.merchant.id}:${txId(op.tx)}`, outcome: canonicalJson(res) };
          }
          case 'transfer': {
            if (p.fun) return { key: null, outcome: 'skip' };
            const res = await wallet.transfer(p.merchant, p.memberId, {
              direction: op.out ? 'OUT' : 'IN',
              vassalage: op.vendor,
              amount: op.amount,
              requestId: `${run}-req${op.req}`,
            });
            return { key: `transfer:${p.memberId}:${run}-req${op.req}`, outcome: canonicalJson(res) };
          }
          case 'drain': {
            const { balance } = await seamless.balance(p.merchant, VENDOR, { memberRef: p.memberRef });
            if (balance === 0) return { key: null, outcome: 'skip' };
            const requestId = `${run}-drain${op.req}`;
            const r = { direction: 'OUT' as const, vassalage: VENDOR, amount: balance, requestId };
            return {
              key: `transfer:${p.memberId}:${requestId}`,
              outcome: canonicalJson(await wallet.transfer(p.merchant, p.memberId, r)),
            };
          }
          case 'balance':
            await seamless.balance(p.merchant, VENDOR, { memberRef: p.memberRef });
            return { key: null, outcome: 'balance' };
        }
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (code && EXPECTED.has(code)) return { key: null, outcome: `refused:${code}` };
        throw e;
      }
    };
    return Promise.all(ops.map((op, i) => call(op, i)));
  };

  const checkInvariants = async (results: { key: string | null; outcome: string }[]) => {
    for (const r of results) {
      stats.calls += 1;
      if (r.outcome.startsWith('refused:')) {
        const code = r.outcome.slice('refused:'.length);
        stats.refused[code] = (stats.refused[code] ?? 0) + 1;
      } else if (r.outcome !== 'skip') stats.ok += 1;
    }
    // Every success under one id (transaction or transfer request) answered the same.
    const byKey = new Map<string, Set<string>>();
    for (const r of results)
      if (r.key && !r.outcome.startsWith('refused:')) byKey.set(r.key, (byKey.get(r.key) ?? new Set()).add(r.outcome));
    for (const [key, outcomes] of byKey) expect([key, outcomes.size]).toEqual([key, 1]);
    const successes = new Map<string, number>();
    for (const r of results)
      if (r.key && !r.outcome.startsWith('refused:')) successes.set(r.key, (successes.get(r.key) ?? 0) + 1);
    stats.replayed += [...successes.values()].filter((n) => n > 1).length;

    const inv = await ledgerInvariants(t.db);
    expect(inv.drift).toEqual([]);
    expect(inv.negative).toEqual([]);
    expect(inv.unbalanced).toEqual([]);
    for (const x of inv.totals) expect(x).toEqual({ ...x, total: 0 });

    // Each id applied once: member accounts = funding + transfers + credits − live debits + nothing else.
    const { rows: mismatched } = await t.db.query(
      `WITH seamless AS (
         SELECT account_id, sum(CASE WHEN kind = 'CREDIT' THEN amount
                                     WHEN kind = 'DEBIT' AND rolled_back_by IS NULL THEN -amount
                                     WHEN kind IN ('RESETTLE', 'VOID') THEN net ELSE 0 END) AS net
         FROM seamless_transactions WHERE NOT tombstone AND account_id IS NOT NULL GROUP BY account_id),
       other AS (
         SELECT e.account_id, sum(e.amount) AS net FROM ledger_entries e
         JOIN ledger_transactions lt ON lt.id = e.transaction_id
         WHERE lt.kind IN ('FUNDING', 'ADJUSTMENT', 'TRANSFER_IN', 'TRANSFER_OUT')
           AND lt.idempotency_key NOT LIKE 'seamless:%' GROUP BY e.account_id)
       SELECT a.id, a.balance, coalesce(s.net, 0) + coalesce(o.net, 0) AS expected
       FROM ledger_accounts a LEFT JOIN seamless s ON s.account_id = a.id LEFT JOIN other o ON o.account_id = a.id
       WHERE a.kind <> 'HOUSE' AND a.balance <> coalesce(s.net, 0) + coalesce(o.net, 0)`,
    );
    expect(mismatched).toEqual([]);
    // One posting per money-moving seamless call, and none without its call.
    const { rows: postings } = await t.db.query<{ calls: number; linked: number; seamless: number }>(
      `SELECT (SELECT count(*)::int FROM seamless_transactions WHERE ledger_transaction_id IS NOT NULL) AS calls,
              (SELECT count(DISTINCT ledger_transaction_id)::int FROM seamless_transactions) AS linked,
              (SELECT count(*)::int FROM ledger_transactions WHERE idempotency_key LIKE 'seamless:%') AS seamless`,
    );
    expect(postings[0]!.calls).toBe(postings[0]!.linked);
    expect(postings[0]!.calls).toBe(postings[0]!.seamless);
    // Bet records agree with the calls: a voided round is 0 and 0, rolled back; a resettled one pays one of the
    // corrected payouts (concurrent resettlements apply in lock order, not id order).
    const { rows: rounds } = await t.db.query(
      `SELECT b.id, b.stake, b.payout, b.status FROM bet_records b
       LEFT JOIN LATERAL (
         SELECT coalesce(sum(amount) FILTER (WHERE kind = 'DEBIT' AND rolled_back_by IS NULL), 0) AS stake,
                coalesce(sum(amount) FILTER (WHERE kind = 'CREDIT'), 0) AS payout,
                count(*) FILTER (WHERE kind = 'DEBIT' AND rolled_back_by IS NULL) AS live,
                count(*) FILTER (WHERE kind = 'CREDIT') AS credits,
                count(*) FILTER (WHERE kind = 'VOID') AS voids,
                count(*) FILTER (WHERE kind = 'CLOSE') AS closes,
                array_agg(amount) FILTER (WHERE kind = 'RESETTLE') AS corrected
         FROM seamless_transactions s
         WHERE s.merchant_id = b.merchant_id AND s.vendor = b.vendor AND s.round_id = b.round_id AND NOT s.tombstone) s ON true
       WHERE CASE WHEN s.voids > 0 THEN b.stake <> 0 OR b.payout <> 0 OR b.status <> 'ROLLED_BACK'
         ELSE b.stake <> s.stake
           OR (s.corrected IS NULL AND b.payout <> s.payout)
           OR (s.corrected IS NOT NULL AND NOT (b.payout = ANY (s.corrected)))
           OR (b.status = 'SETTLED' AND s.credits = 0 AND s.closes = 0)
           OR (b.status = 'OPEN' AND (s.credits > 0 OR s.closes > 0 OR s.corrected IS NOT NULL))
           OR (b.status = 'ROLLED_BACK' AND s.live > 0) END`,
    );
    expect(rounds).toEqual([]);
    // Single wallet: the main balance is funding − stakes + payouts of the member's real rounds + the shortfalls
    // the house absorbed on that account.
    const { rows: header } = await t.db.query(
      `SELECT a.member_id, a.balance, b.net, s.shortfall FROM ledger_accounts a
       JOIN merchants m ON m.id = a.merchant_id AND m.is_single_wallet
       LEFT JOIN LATERAL (SELECT coalesce(sum(payout - stake), 0) AS net FROM bet_records
                          WHERE member_id = a.member_id AND NOT fun) b ON true
       LEFT JOIN LATERAL (SELECT coalesce(sum(shortfall), 0) AS shortfall FROM seamless_transactions
                          WHERE account_id = a.id) s ON true
       WHERE a.kind = 'MEMBER_MAIN' AND a.balance <> $1 + b.net + s.shortfall`,
      [FUNDING_AMOUNT],
    );
    expect(header).toEqual([]);
  };

  it('keeps every invariant', async () => {
    const out = await fc.check(
      fc.asyncProperty(fc.array(opArb, { minLength: OPS, maxLength: OPS }), async (ops) => {
        await checkInvariants(await runBatch(ops));
      }),
      // No shrinking: a batch's outcome depends on timing, so a smaller batch proves little.
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The batch itself (hundreds of calls) is too long to print: the seed and path replay it.
    if (out.failed)
      throw new Error(
        `ledger property failed (LEDGER_PBT_SEED=${out.seed}, path ${out.counterexamplePath}): ${String(out.errorInstance)}`,
        { cause: out.errorInstance },
      );
    // The batches did exercise every path, not just refusals.
    expect(stats.ok).toBeGreaterThan(RUNS * OPS * 0.4);
    expect(stats.replayed).toBeGreaterThan(0);
    const { rows } = await t.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM seamless_transactions WHERE tombstone) AS tombstones,
                (SELECT count(*)::int FROM seamless_transactions WHERE rolled_back_by IS NOT NULL) AS "rolledBack",
                (SELECT count(*)::int FROM bet_records WHERE status = 'SETTLED') AS settled,
                (SELECT count(*)::int FROM bet_records WHERE status = 'ROLLED_BACK') AS "roundsRolledBack",
                (SELECT count(*)::int FROM bet_records WHERE fun) AS fun,
                (SELECT count(*)::int FROM ledger_transactions WHERE kind LIKE 'TRANSFER%') AS transfers,
                (SELECT count(*)::int FROM bet_records WHERE resettled_at IS NOT NULL) AS resettled,
                (SELECT count(*)::int FROM seamless_transactions WHERE kind = 'VOID' AND net <> 0) AS "voidsMoving",
                (SELECT count(*)::int FROM bet_records WHERE closed_at IS NOT NULL) AS closed`,
    );
    for (const [what, n] of Object.entries(rows[0]!)) expect([what, n > 0]).toEqual([what, true]);
    const { rows: short } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM seamless_transactions WHERE shortfall > 0',
    );
    // Rounds are per batch and a batch runs at once, so a correction rarely meets a drained wallet: the cap is
    // checked by the resettle and void route tests; here it is counted.
    console.log(`ledger property: ${short[0]!.n} corrections capped at the balance (shortfall recorded)`);
  }, 180_000);
});
