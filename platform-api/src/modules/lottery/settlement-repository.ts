import type { BetType, LotteryResult } from 'shared-contracts/lottery';
import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';
import type { LineTerms } from './slip-repository';

export type DrawStatus = 'OPEN' | 'DRAWN' | 'SETTLED' | 'CANCELLED';

/** What settlement needs of a draw. */
export interface SettlementDraw {
  id: number;
  gameCode: string;
  numero: string;
  status: DrawStatus;
  result: LotteryResult | null;
}

/** A member with open lines on a draw, in the currency of their slips. */
export interface OpenMember {
  merchantId: number;
  memberId: number;
  currency: string;
}

/** An OPEN line, as settlement and refunds read it. */
export interface OpenLine extends OpenMember, LineTerms {
  id: number;
  betRecordId: number;
}

interface LineRow {
  id: unknown;
  bet_record_id: unknown;
  merchant_id: number;
  member_id: number;
  currency: string;
  bet_type: BetType;
  numbers: string[];
  unit: unknown;
  multiplier: number;
  odds: number;
  stake: unknown;
}

/**
 * The SQL of settlement and cancellation on the lottery's tables (lottery_draws, lottery_bets; slips read
 * for their currency). Set-based: a chunk of members' lines is read, locked and written in one statement each.
 */
export function createSettlementRepository(db: Db) {
  return {
    /** The draw (locked FOR UPDATE when `lock`), or null. */
    async draw(id: number, tx: Db = db, lock = false): Promise<SettlementDraw | null> {
      const { rows } = await tx.query<SettlementDraw & { id: unknown }>(
        `SELECT id, game_code AS "gameCode", numero, status, result FROM lottery_draws WHERE id = $1
         ${lock ? 'FOR UPDATE' : ''}`,
        [id],
      );
      return rows[0] ? { ...rows[0], id: toMinor(rows[0].id) } : null;
    },

    /** Every member with OPEN lines on the draw, with their slips' currency (to resolve accounts up front). */
    async openMembers(drawId: number, tx: Db = db): Promise<OpenMember[]> {
      const { rows } = await tx.query<{ merchant_id: number; member_id: number; currency: string }>(
        `SELECT DISTINCT b.merchant_id, b.member_id, s.currency FROM lottery_bets b JOIN lottery_slips s ON s.id = b.slip_id
         WHERE b.draw_id = $1 AND b.status = 'OPEN'`,
        [drawId],
      );
      return rows.map((r) => ({ merchantId: r.merchant_id, memberId: r.member_id, currency: r.currency }));
    },

    /**
     * Claims up to `limit` members of the draw for this transaction: each member's lowest OPEN line is its
     * lock (`FOR UPDATE SKIP LOCKED`), so a second settler of the same draw skips the members this one holds
     * and takes others, and a member's lines are never split between two settlers.
     */
    async claimMembers(drawId: number, limit: number, tx: Db): Promise<number[]> {
      const { rows } = await tx.query<{ member_id: number }>(
        `SELECT b.member_id FROM lottery_bets b
         WHERE b.id IN (SELECT min(id) FROM lottery_bets WHERE draw_id = $1 AND status = 'OPEN' GROUP BY member_id)
           AND b.status = 'OPEN'
         ORDER BY b.member_id LIMIT $2 FOR UPDATE OF b SKIP LOCKED`,
        [drawId, limit],
      );
      return rows.map((r) => r.member_id);
    },

    /** The OPEN lines of the draw (of `memberIds` only when given), locked FOR UPDATE, by id. */
    async openLines(drawId: number, memberIds: readonly number[] | null, tx: Db): Promise<OpenLine[]> {
      const { rows } = await tx.query<LineRow>(
        `SELECT b.id, b.bet_record_id, b.merchant_id, b.member_id, s.currency, b.bet_type, b.numbers, b.unit,
           b.multiplier, b.odds, b.stake
         FROM lottery_bets b JOIN lottery_slips s ON s.id = b.slip_id
         WHERE b.draw_id = $1 AND b.status = 'OPEN' AND ($2::int[] IS NULL OR b.member_id = ANY($2::int[]))
         ORDER BY b.id FOR UPDATE OF b`,
        [drawId, memberIds],
      );
      return rows.map((r) => ({
        id: toMinor(r.id),
        betRecordId: toMinor(r.bet_record_id),
        merchantId: r.merchant_id,
        memberId: r.member_id,
        currency: r.currency,
        betType: r.bet_type,
        numbers: r.numbers,
        unit: toMinor(r.unit),
        multiplier: r.multiplier,
        odds: r.odds,
        stake: toMinor(r.stake),
      }));
    },

    /** Closes OPEN lines: each WON with its payout, LOST (payout 0) or REFUNDED; settled_at = `at`. Returns how many. */
    async closeLines(
      lines: readonly { id: number; status: 'WON' | 'LOST' | 'REFUNDED'; payout: number }[],
      at: Date,
      tx: Db,
    ): Promise<number> {
      if (lines.length === 0) return 0;
      const { rows } = await tx.query(
        `UPDATE lottery_bets b SET status = l.status, payout = l.payout, settled_at = $4
         FROM unnest($1::bigint[], $2::text[], $3::bigint[]) AS l(id, status, payout)
         WHERE b.id = l.id AND b.status = 'OPEN' RETURNING b.id`,
        [lines.map((l) => l.id), lines.map((l) => l.status), lines.map((l) => l.payout), at.toISOString()],
      );
      if (rows.length !== lines.length) throw new Error(`${lines.length - rows.length} lottery lines were not open`);
      return rows.length;
    },

    /** DRAWN → SETTLED once no OPEN line is left; whether it happened now. */
    async markSettled(drawId: number, at: Date, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE lottery_draws SET status = 'SETTLED', settled_at = $2
         WHERE id = $1 AND status = 'DRAWN'
           AND NOT EXISTS (SELECT 1 FROM lottery_bets WHERE draw_id = $1 AND status = 'OPEN') RETURNING id`,
        [drawId, at.toISOString()],
      );
      return rows.length > 0;
    },

    /** OPEN → CANCELLED with the reason (the caller holds the draw's lock). */
    async markCancelled(drawId: number, reason: string, tx: Db): Promise<void> {
      await tx.query(
        `UPDATE lottery_draws SET status = 'CANCELLED', cancel_reason = $2 WHERE id = $1 AND status = 'OPEN'`,
        [drawId, reason],
      );
    },
  };
}
export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
