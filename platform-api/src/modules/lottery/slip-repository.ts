import type { BetType, LotteryBet, PrizeMode } from 'shared-contracts/lottery';
import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';

/** A stored slip: what a replay of its request id is compared with and answered. */
export interface SlipRow {
  id: number;
  drawId: number;
  gameCode: string;
  numero: string;
  prizeMode: PrizeMode;
  total: number;
}

export interface NewSlip {
  merchantId: number;
  memberId: number;
  drawId: number;
  requestId: string;
  prizeMode: PrizeMode;
  currency: string;
  total: number;
}

/** What a line bets: its type, numbers, unit stake, multiplier, the odds it was placed at, and its stake. */
export interface LineTerms {
  betType: BetType;
  numbers: string[];
  unit: number;
  multiplier: number;
  odds: number;
  stake: number;
}

export interface NewBet extends LineTerms {
  slipId: number;
  drawId: number;
  merchantId: number;
  memberId: number;
  betRecordId: number;
  gameCode: string;
}

/** What one bet type of a slip adds to the draw's exposure: per selection, its liability; `cap` per selection. */
export interface ExposureAdd {
  betType: BetType;
  cap: number;
  selections: { selection: string; liability: number }[];
}

const BET_COLUMNS = `b.id, b.slip_id AS "slipId", b.game_code AS "gameCode", d.numero, s.prize_mode AS "prizeMode",
  b.bet_type AS "betType", b.numbers, b.unit, b.multiplier, b.odds, b.stake, b.payout, b.status,
  b.created_at AS "createdAt", b.settled_at AS "settledAt"`;
const BET_FROM = `lottery_bets b JOIN lottery_slips s ON s.id = b.slip_id JOIN lottery_draws d ON d.id = b.draw_id`;

type BetRow = Omit<LotteryBet, 'createdAt' | 'settledAt'> & {
  createdAt: Date | string;
  settledAt: Date | string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();
const toBet = (r: BetRow): LotteryBet => ({
  ...r,
  id: toMinor(r.id),
  slipId: toMinor(r.slipId),
  unit: toMinor(r.unit),
  stake: toMinor(r.stake),
  payout: toMinor(r.payout),
  createdAt: iso(r.createdAt),
  settledAt: r.settledAt === null ? null : iso(r.settledAt),
});

/** lottery_slips, lottery_bets and lottery_exposure: placed slips, their lines and each draw's liability. */
export function createSlipRepository(db: Db) {
  return {
    /** The member's slip under `requestId`, or null. */
    async findSlip(memberId: number, requestId: string, tx: Db = db): Promise<SlipRow | null> {
      const { rows } = await tx.query<SlipRow>(
        `SELECT s.id, s.draw_id AS "drawId", d.game_code AS "gameCode", d.numero, s.prize_mode AS "prizeMode", s.total
         FROM lottery_slips s JOIN lottery_draws d ON d.id = s.draw_id WHERE s.member_id = $1 AND s.request_id = $2`,
        [memberId, requestId],
      );
      const r = rows[0];
      return r ? { ...r, id: toMinor(r.id), drawId: toMinor(r.drawId), total: toMinor(r.total) } : null;
    },

    /** Inserts a slip; null when the member already has one under its request id (a concurrent replay). */
    async insertSlip(s: NewSlip, tx: Db): Promise<number | null> {
      const { rows } = await tx.query<{ id: unknown }>(
        `INSERT INTO lottery_slips (merchant_id, member_id, draw_id, request_id, prize_mode, currency, total)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id`,
        [s.merchantId, s.memberId, s.drawId, s.requestId, s.prizeMode, s.currency, s.total],
      );
      return rows[0] ? toMinor(rows[0].id) : null;
    },

    /**
     * Adds one bet type's liabilities to the draw's exposure, refusing any selection that would pass `cap`
     * (the others are added; the caller rolls back). Selections are upserted in sorted order, so two
     * slips lock the same rows in the same order. Answers the first refused selection, or null.
     */
    async addExposure(drawId: number, merchantId: number, add: ExposureAdd, tx: Db): Promise<string | null> {
      const sel = [...add.selections].sort((a, b) =>
        a.selection < b.selection ? -1 : a.selection > b.selection ? 1 : 0,
      );
      const { rows } = await tx.query<{ selection: string }>(
        `INSERT INTO lottery_exposure (draw_id, merchant_id, bet_type, selection, liability)
         SELECT $1, $2, $3, e.s, e.l FROM unnest($4::text[], $5::bigint[]) WITH ORDINALITY AS e(s, l, o)
         WHERE e.l <= $6 ORDER BY e.o
         ON CONFLICT (draw_id, merchant_id, bet_type, selection)
         DO UPDATE SET liability = lottery_exposure.liability + EXCLUDED.liability
         WHERE lottery_exposure.liability + EXCLUDED.liability <= $6
         RETURNING selection`,
        [drawId, merchantId, add.betType, sel.map((s) => s.selection), sel.map((s) => s.liability), add.cap],
      );
      const accepted = new Set(rows.map((r) => r.selection));
      return sel.find((s) => !accepted.has(s.selection))?.selection ?? null;
    },

    /** Inserts a line; answers its id. */
    async insertBet(b: NewBet, tx: Db): Promise<number> {
      const { rows } = await tx.query<{ id: unknown }>(
        `INSERT INTO lottery_bets (slip_id, draw_id, merchant_id, member_id, bet_record_id, game_code, bet_type, numbers,
           unit, multiplier, odds, stake)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10, $11, $12) RETURNING id`,
        [
          b.slipId,
          b.drawId,
          b.merchantId,
          b.memberId,
          b.betRecordId,
          b.gameCode,
          b.betType,
          b.numbers,
          b.unit,
          b.multiplier,
          b.odds,
          b.stake,
        ],
      );
      return toMinor(rows[0]!.id);
    },

    /** A slip's lines in the order they were placed. */
    async betsOfSlip(slipId: number, tx: Db = db): Promise<LotteryBet[]> {
      const { rows } = await tx.query<BetRow>(
        `SELECT ${BET_COLUMNS} FROM ${BET_FROM} WHERE b.slip_id = $1 ORDER BY b.id`,
        [slipId],
      );
      return rows.map(toBet);
    },

    /** A page of the member's lines of `statuses` (optionally of one game), newest first, and their count. */
    async listForMember(
      q: { memberId: number; statuses: readonly string[]; gameCode: string | null },
      page: { limit: number; offset: number },
      tx: Db = db,
    ): Promise<{ list: LotteryBet[]; total: number }> {
      const where = `b.member_id = $1 AND b.status = ANY($2::text[]) AND ($3::text IS NULL OR b.game_code = $3)`;
      const params = [q.memberId, [...q.statuses], q.gameCode];
      const [list, count] = await Promise.all([
        tx.query<BetRow>(
          `SELECT ${BET_COLUMNS} FROM ${BET_FROM} WHERE ${where} ORDER BY b.created_at DESC, b.id DESC LIMIT $4 OFFSET $5`,
          [...params, page.limit, page.offset],
        ),
        tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM lottery_bets b WHERE ${where}`, params),
      ]);
      return { list: list.rows.map(toBet), total: count.rows[0]?.n ?? 0 };
    },

    /** The member's last distinct games bet on, newest first. */
    async recentGames(
      memberId: number,
      limit: number,
      tx: Db = db,
    ): Promise<{ gameCode: string; lastBetAt: string }[]> {
      const { rows } = await tx.query<{ gameCode: string; lastBetAt: Date | string }>(
        `SELECT game_code AS "gameCode", max(created_at) AS "lastBetAt" FROM lottery_bets WHERE member_id = $1
         GROUP BY game_code ORDER BY max(created_at) DESC, game_code LIMIT $2`,
        [memberId, limit],
      );
      return rows.map((r) => ({ gameCode: r.gameCode, lastBetAt: iso(r.lastBetAt) }));
    },
  };
}
export type SlipRepository = ReturnType<typeof createSlipRepository>;
