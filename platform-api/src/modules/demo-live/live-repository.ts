import type { Db } from '../../infra/db';
import { CUT_CARD, freshShoe } from './baccarat';
import { greetRound } from './chat';
import { drawResult, LIVE_TABLES, type LiveResult, type LiveTable } from './tables';
import type { Rng } from '../../infra/rng';

/** Seconds after `closes_at` before a round is drawn: a bet accepted just before the close has its debit answered. */
export const DRAW_GRACE_SECONDS = 1;
/** The shortest betting time, whatever the time scale: people (and e2e journeys) need a few seconds to bet. */
export const MIN_BETTING_SECONDS = 8;

export interface LiveRound {
  id: number;
  tableCode: string;
  roundNo: number;
  roundId: string;
  status: 'BETTING' | 'DRAWN' | 'SETTLED';
  closesAt: Date;
  result: LiveResult | null;
}

/** A member's seat at a round: the launch their first bet in it came through. */
export interface LiveSeat {
  merchantId: number;
  memberId: number;
  vendor: string;
  memberRef: string;
  memberKey: string;
  gameCode: string;
  currency: string;
}

export interface LiveBet {
  id: number;
  spot: string;
  amount: number;
  transactionId: string;
  status: 'PENDING' | 'DEBITED' | 'REFUSED';
  payout: number | null;
}

const ROUND_COLUMNS = `id::int AS id, table_code AS "tableCode", round_no AS "roundNo", round_id AS "roundId", status,
  closes_at AS "closesAt", result`;
const BET_COLUMNS = `id::int AS id, spot, amount::float8 AS amount, transaction_id AS "transactionId", status,
  payout::float8 AS payout`;

/**
 * The live studio's storage (migration 086): tables with their shoe, rounds and their bets. The settlement's storage
 * (the members of drawn rounds) is settlement-repository.ts.
 */
export function createLiveRepository(db: Db) {
  /** Opens round `round_no + 1` of a locked table row (the caller holds the lock). */
  const openNext = async (tx: Db, table: LiveTable, timeScale: number): Promise<void> => {
    const seconds = Math.max(MIN_BETTING_SECONDS, Math.round(table.bettingSeconds / timeScale));
    const { rows } = await tx.query<{ roundNo: number }>(
      `UPDATE live_tables SET round_no = round_no + 1 WHERE code = $1 RETURNING round_no AS "roundNo"`,
      [table.code],
    );
    const roundNo = rows[0]!.roundNo;
    await tx.query(
      `INSERT INTO live_rounds (table_code, round_no, round_id, status, closes_at)
       VALUES ($1, $2, $3, 'BETTING', now() + make_interval(secs => $4))`,
      [table.code, roundNo, `${table.code}-${String(roundNo).padStart(6, '0')}`, seconds],
    );
    // The dealer greets each round in the table's chat.
    await greetRound(tx, table.code, table.dealer.nickname, roundNo);
  };

  return {
    /**
     * Every table has a round taking bets: the studio's tables are stored, and a table without a BETTING round gets
     * one (its row locked, so two processes open one round). Answers how many rounds were opened.
     */
    async ensureOpen(timeScale: number): Promise<number> {
      let opened = 0;
      const { rows: open } = await db.query<{ code: string }>(
        `SELECT table_code AS code FROM live_rounds WHERE status = 'BETTING'`,
      );
      const betting = new Set(open.map((r) => r.code));
      for (const table of LIVE_TABLES.filter((t) => !betting.has(t.code))) {
        await db.query(`INSERT INTO live_tables (code, game) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING`, [
          table.code,
          table.game,
        ]);
        opened += await db.transaction(async (tx) => {
          await tx.query(`SELECT code FROM live_tables WHERE code = $1 FOR UPDATE`, [table.code]);
          const { rows } = await tx.query(`SELECT 1 FROM live_rounds WHERE table_code = $1 AND status = 'BETTING'`, [
            table.code,
          ]);
          if (rows.length > 0) return 0;
          await openNext(tx, table, timeScale);
          return 1;
        });
      }
      return opened;
    },

    /**
     * Draws the round of `table` whose betting closed (DRAW_GRACE_SECONDS ago), exactly once: the round row locked
     * (SKIP LOCKED: another process drawing it skips it), the result drawn with `rng` (a baccarat hand from the stored
     * shoe, replaced when past the cut card), the round DRAWN, and the next round opened — one transaction.
     */
    async drawDue(table: LiveTable, rng: Rng, timeScale: number): Promise<LiveRound | null> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `SELECT id::int AS id FROM live_rounds
           WHERE table_code = $1 AND status = 'BETTING' AND closes_at <= now() - make_interval(secs => $2)
           FOR UPDATE SKIP LOCKED`,
          [table.code, DRAW_GRACE_SECONDS],
        );
        const id = rows[0]?.id;
        if (id === undefined) return null;
        const t = await tx.query<{ shoe: number[] }>(`SELECT shoe FROM live_tables WHERE code = $1 FOR UPDATE`, [
          table.code,
        ]);
        let shoe = t.rows[0]!.shoe;
        if (table.game === 'BACCARAT' && shoe.length < CUT_CARD) shoe = freshShoe();
        const result = drawResult(table.game, shoe, rng);
        await tx.query(`UPDATE live_tables SET shoe = $2::jsonb WHERE code = $1`, [
          table.code,
          JSON.stringify(table.game === 'BACCARAT' ? shoe : []),
        ]);
        const drawn = await tx.query<LiveRound>(
          `UPDATE live_rounds SET status = 'DRAWN', result = $2::jsonb, drawn_at = now() WHERE id = $1
           RETURNING ${ROUND_COLUMNS}`,
          [id, JSON.stringify(result)],
        );
        await openNext(tx, table, timeScale);
        return drawn.rows[0]!;
      });
    },

    /** The round of a table taking bets now (closes_at still ahead), or null. */
    async bettingRound(tableCode: string, tx: Db = db): Promise<LiveRound | null> {
      const { rows } = await tx.query<LiveRound>(
        `SELECT ${ROUND_COLUMNS} FROM live_rounds WHERE table_code = $1 AND status = 'BETTING'`,
        [tableCode],
      );
      return rows[0] ?? null;
    },

    /** The last `limit` drawn rounds of a table, newest first. */
    async drawnRounds(tableCode: string, limit: number): Promise<LiveRound[]> {
      const { rows } = await db.query<LiveRound>(
        `SELECT ${ROUND_COLUMNS} FROM live_rounds WHERE table_code = $1 AND status <> 'BETTING'
         ORDER BY round_no DESC LIMIT $2`,
        [tableCode, limit],
      );
      return rows;
    },

    /** How many members bet in a round. */
    async playerCount(roundPk: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM live_players WHERE round_id = $1`,
        [roundPk],
      );
      return rows[0]!.n;
    },

    /**
     * Seats a member at a round still taking bets (row shared-locked: the draw waits) and stores a PENDING bet, in one
     * transaction. The member's seat keeps the launch of their first bet in the round (its memberRef and key): a later
     * launch of the same member (the game reopened) bets through that seat. Null when betting closed; 'IN_USE' when the
     * seat is another vendor's or currency's launch; 'OVER_MAX' past the spot's limit.
     */
    async placeBet(
      roundPk: number,
      p: LiveSeat & { nickname: string },
      bet: { spot: string; amount: number; uuid: string; max: number },
    ): Promise<(LiveBet & { memberRef: string; gameCode: string }) | null | 'IN_USE' | 'OVER_MAX'> {
      return db.transaction(async (tx) => {
        const open = await tx.query<{ roundId: string }>(
          `SELECT round_id AS "roundId" FROM live_rounds WHERE id = $1 AND status = 'BETTING' AND closes_at > now()
           FOR SHARE`,
          [roundPk],
        );
        if (open.rows.length === 0) return null;
        await tx.query(
          `INSERT INTO live_players (round_id, merchant_id, member_id, vendor, member_ref, member_key, game_code, currency,
             nickname) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
          [roundPk, p.merchantId, p.memberId, p.vendor, p.memberRef, p.memberKey, p.gameCode, p.currency, p.nickname],
        );
        const seat = (
          await tx.query<{ memberRef: string; memberKey: string; vendor: string; currency: string; gameCode: string }>(
            `SELECT member_ref AS "memberRef", member_key AS "memberKey", vendor, currency, game_code AS "gameCode"
             FROM live_players WHERE round_id = $1 AND merchant_id = $2 AND member_id = $3 FOR UPDATE`,
            [roundPk, p.merchantId, p.memberId],
          )
        ).rows[0]!;
        if (seat.vendor !== p.vendor || seat.currency !== p.currency) return 'IN_USE';
        const staked = await tx.query<{ sum: number }>(
          `SELECT coalesce(sum(amount), 0)::float8 AS sum FROM live_bets
           WHERE round_id = $1 AND merchant_id = $2 AND member_id = $3 AND spot = $4 AND status <> 'REFUSED'`,
          [roundPk, p.merchantId, p.memberId, bet.spot],
        );
        if (staked.rows[0]!.sum + bet.amount > bet.max) return 'OVER_MAX';
        const { rows } = await tx.query<LiveBet>(
          `INSERT INTO live_bets (round_id, merchant_id, member_id, spot, amount, transaction_id)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${BET_COLUMNS}`,
          [
            roundPk,
            p.merchantId,
            p.memberId,
            bet.spot,
            bet.amount,
            `${open.rows[0]!.roundId}:${seat.memberKey}:bet:${bet.uuid}`,
          ],
        );
        return { ...rows[0]!, memberRef: seat.memberRef, gameCode: seat.gameCode };
      });
    },

    /** Marks a PENDING bet DEBITED or REFUSED (what the wallet answered). */
    async markBet(id: number, status: 'DEBITED' | 'REFUSED'): Promise<void> {
      await db.query(`UPDATE live_bets SET status = $2 WHERE id = $1 AND status = 'PENDING'`, [id, status]);
    },

    /** A member's bets in a round. */
    async betsOf(roundPk: number, merchantId: number, memberId: number): Promise<LiveBet[]> {
      const { rows } = await db.query<LiveBet>(
        `SELECT ${BET_COLUMNS} FROM live_bets WHERE round_id = $1 AND merchant_id = $2 AND member_id = $3 ORDER BY id`,
        [roundPk, merchantId, memberId],
      );
      return rows;
    },

    /** A member's settlement at a round (payout once settled), or null when they did not bet. */
    async playerAt(roundPk: number, merchantId: number, memberId: number): Promise<{ payout: number | null } | null> {
      const { rows } = await db.query<{ payout: number | null }>(
        `SELECT payout::float8 AS payout FROM live_players WHERE round_id = $1 AND merchant_id = $2 AND member_id = $3`,
        [roundPk, merchantId, memberId],
      );
      return rows[0] ?? null;
    },

    /** Deletes settled rounds (their members and bets) after `keepDays` days. */
    async prune(keepDays: number): Promise<void> {
      const old = `SELECT id FROM live_rounds WHERE status = 'SETTLED' AND settled_at < now() - make_interval(days => $1)`;
      await db.query(`DELETE FROM live_bets WHERE round_id IN (${old})`, [keepDays]);
      await db.query(`DELETE FROM live_players WHERE round_id IN (${old})`, [keepDays]);
      await db.query(`DELETE FROM live_rounds WHERE id IN (${old})`, [keepDays]);
    },
  };
}
export type LiveRepository = ReturnType<typeof createLiveRepository>;
