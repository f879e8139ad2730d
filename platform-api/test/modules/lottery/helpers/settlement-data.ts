import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  deriveResult,
  findGame,
  lineStake,
  type BetType,
  type LotteryResult,
  type SlipLine,
} from 'shared-contracts/lottery';
import type { Db } from '../../../../src/infra/db';
import type { WalletMerchant } from '../../../../src/modules/wallet';

/**
 * Lottery test data without the module's placement (another part of issue 12): draws with a derived
 * result, and slips whose money is a real BET posting and whose lines are real rounds of the bets module.
 */

export type DrawStatus = 'OPEN' | 'DRAWN';
let numeroSeq = 0;

/** A draw of `gameCode`: OPEN (no result) or DRAWN with the result its seed derives. */
export async function insertDraw(
  db: Db,
  gameCode: string,
  status: DrawStatus,
  seed: string = randomBytes(32).toString('hex'),
): Promise<{ id: number; numero: string; result: LotteryResult | null; seed: string }> {
  const game = findGame(gameCode);
  if (!game) throw new Error(`no game ${gameCode}`);
  numeroSeq += 1;
  const numero = `2026112${process.pid % 10}${String(numeroSeq).padStart(5, '0')}${randomBytes(1)[0]! % 10}`;
  const result = status === 'DRAWN' ? await deriveResult(game.structure, seed, gameCode, numero) : null;
  const hash = createHash('sha256').update(seed).digest('hex');
  const { rows } = await db.query<{ id: unknown }>(
    `INSERT INTO lottery_draws (game_code, numero, opens_at, closes_at, draw_at, seed, seed_hash, status, result, drawn_at)
     VALUES ($1, $2, now() - interval '2 minutes', now() - interval '1 minute', now(), $3, $4, $5, $6::jsonb,
       CASE WHEN $5 = 'DRAWN' THEN now() END)
     RETURNING id`,
    [gameCode, numero, seed, hash, status, result ? JSON.stringify(result) : null],
  );
  return { id: Number(rows[0]!.id), numero, result, seed };
}

/** A line with the odds it was placed at. */
export interface TestLine extends SlipLine {
  odds: number;
}

/** The line of `betType` on `numbers` (unit 1,000, multiplier 1 unless given) at `odds`. */
export const line = (betType: BetType, numbers: string[], odds: number, unit = 1_000, multiplier = 1): TestLine => ({
  betType,
  numbers,
  unit,
  multiplier,
  odds,
});

let requestSeq = 0;

/**
 * Places a slip as the module does: resolves the accounts first, then in one transaction the slip, its
 * BET posting (main wallet → house, key `lottery-bet:<member>:<requestId>`), and per line a round of the
 * bets module (stake = the line's stake) and the lottery_bets row. Answers the slip's total and line ids.
 */
export async function placeSlip(
  app: FastifyInstance,
  merchant: WalletMerchant,
  memberId: number,
  draw: { id: number; gameCode: string },
  lines: readonly TestLine[],
): Promise<{ total: number; lineIds: number[] }> {
  const { wallet, bets } = app;
  const game = findGame(draw.gameCode)!;
  const vendor = game.area === 'SEA' ? 'SEA' : 'TCG_LOTTO_VN';
  const [main, house] = [
    await wallet.mainAccount(merchant, memberId),
    await wallet.houseAccount(merchant.id, merchant.currency),
  ];
  const requestId = `t${process.pid}-${(requestSeq += 1)}`;
  const total = lines.reduce((s, l) => s + lineStake(l), 0);
  return app.db.transaction(async (tx) => {
    const slip = await tx.query<{ id: unknown }>(
      `INSERT INTO lottery_slips (merchant_id, member_id, draw_id, request_id, prize_mode, currency, total)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [merchant.id, memberId, draw.id, requestId, game.area === 'SEA' ? 'SEA' : 'LOTT', merchant.currency, total],
    );
    const slipId = Number(slip.rows[0]!.id);
    await wallet.post(
      {
        merchantId: merchant.id,
        kind: 'BET',
        idempotencyKey: `lottery-bet:${memberId}:${requestId}`,
        memberId,
        reference: String(slipId),
        request: { drawId: draw.id, total },
        entries: [
          { accountId: main, amount: -total },
          { accountId: house, amount: total },
        ],
      },
      tx,
    );
    const lineIds: number[] = [];
    for (const [i, l] of lines.entries()) {
      const stake = lineStake(l);
      const round = await bets.stake(
        {
          merchantId: merchant.id,
          memberId,
          vendor,
          roundId: `lottery:${slipId}:${i}`,
          gameCode: draw.gameCode,
          game: { name: draw.gameCode, category: 'LOTT' },
          currency: merchant.currency,
          fun: false,
        },
        stake,
        tx,
      );
      const { rows } = await tx.query<{ id: unknown }>(
        `INSERT INTO lottery_bets (slip_id, draw_id, merchant_id, member_id, bet_record_id, game_code, bet_type, numbers,
           unit, multiplier, odds, stake)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10, $11, $12) RETURNING id`,
        [
          slipId,
          draw.id,
          merchant.id,
          memberId,
          round.id,
          draw.gameCode,
          l.betType,
          l.numbers,
          l.unit,
          l.multiplier,
          l.odds,
          stake,
        ],
      );
      lineIds.push(Number(rows[0]!.id));
    }
    return { total, lineIds };
  });
}

/** Sets a drawn draw's result (tests that need constructed numbers rather than a seed's). */
export async function setResult(db: Db, drawId: number, result: LotteryResult): Promise<void> {
  await db.query('UPDATE lottery_draws SET result = $2::jsonb WHERE id = $1', [drawId, JSON.stringify(result)]);
}

/** What the ledger moved for the draw's wins and refunds, per member: the amounts of its WIN / ROLLBACK postings. */
export async function drawPostings(db: Db, drawId: number, kind: 'WIN' | 'ROLLBACK') {
  const prefix = kind === 'WIN' ? 'lottery-win' : 'lottery-refund';
  const { rows } = await db.query<{ member_id: number; n: number; amount: string }>(
    `SELECT t.member_id, count(DISTINCT t.id)::int AS n, coalesce(sum(e.amount) FILTER (WHERE a.kind = 'MEMBER_MAIN'), 0)::text AS amount
     FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
     WHERE t.idempotency_key LIKE $1 AND t.kind = $2 GROUP BY t.member_id`,
    [`${prefix}:${drawId}:%`, kind],
  );
  return new Map(rows.map((r) => [r.member_id, { postings: r.n, amount: Number(r.amount) }]));
}

/** The draw's lines by status and the sum of their payouts; its rounds by status and payout. */
export async function drawState(db: Db, drawId: number) {
  const draw = await db.query<{ status: string; cancel_reason: string | null }>(
    'SELECT status, cancel_reason FROM lottery_draws WHERE id = $1',
    [drawId],
  );
  const lines = await db.query<{
    id: unknown;
    status: string;
    payout: unknown;
    round_status: string;
    round_payout: unknown;
    round_stake: unknown;
    settled: boolean;
  }>(
    `SELECT b.id, b.status, b.payout, r.status AS round_status, r.payout AS round_payout, r.stake AS round_stake,
       b.settled_at IS NOT NULL AND r.settled_at IS NOT NULL AS settled
     FROM lottery_bets b JOIN bet_records r ON r.id = b.bet_record_id WHERE b.draw_id = $1 ORDER BY b.id`,
    [drawId],
  );
  return {
    status: draw.rows[0]?.status,
    reason: draw.rows[0]?.cancel_reason ?? null,
    lines: lines.rows.map((r) => ({
      id: Number(r.id),
      status: r.status,
      payout: Number(r.payout),
      roundStatus: r.round_status,
      roundPayout: Number(r.round_payout),
      roundStake: Number(r.round_stake),
      settled: r.settled,
    })),
  };
}

let memberSeq = 0;

/** `count` new real members of the merchant (unique usernames on every call): their ids. */
export async function insertMembers(db: Db, merchantId: number, count: number): Promise<number[]> {
  memberSeq += 1;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_id, username, password_hash, type)
     SELECT $1::int, 'lt' || $3::text || '_' || g, 'x', 0 FROM generate_series(1, $2::int) g RETURNING id`,
    [merchantId, count, `${memberSeq}${randomBytes(3).toString('hex')}`],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
