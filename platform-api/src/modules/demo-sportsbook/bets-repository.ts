import type { Db } from '../../infra/db';
import type { LegState } from './rules';

export type BetStatus = 'PLACING' | 'REJECTED' | 'OPEN' | 'WON' | 'LOST' | 'VOID' | 'CASHED_OUT';
export type WalletOp = 'CREDIT' | 'RESETTLE' | 'VOID' | 'CLOSE';

/** Who a bet belongs to at the wallet: the launch that placed it (late settlement uses its memberRef). */
export interface BetOwner {
  merchantId: number;
  memberId: number;
  vendor: string;
  gameCode: string;
  memberRef: string;
  currency: string;
}

export interface Bet extends BetOwner {
  id: string;
  kind: 'SINGLE' | 'PARLAY';
  stake: number;
  status: BetStatus;
  payout: number;
  resettlements: number;
  createdAt: Date;
  settledAt: Date | null;
  legs: LegState[];
}

/** A wallet call a bet's decision owes. */
export interface WalletCall {
  betId: string;
  seq: number;
  op: WalletOp;
  transactionId: string;
  amount: number;
}

const COLUMNS = `b.id, b.merchant_id AS "merchantId", b.member_id AS "memberId", b.vendor, b.game_code AS "gameCode",
  b.member_ref AS "memberRef", b.currency, b.kind, b.stake::float8 AS stake, b.status, b.payout::float8 AS payout,
  b.resettlements, b.created_at AS "createdAt", b.settled_at AS "settledAt",
  COALESCE((SELECT json_agg(json_build_object('fixtureId', l.fixture_id, 'selection', l.selection, 'odds', l.odds)
            ORDER BY l.fixture_id) FROM sportsbook_legs l WHERE l.bet_id = b.id), '[]'::json) AS legs`;

const read = (r: Bet): Bet => ({
  ...r,
  createdAt: new Date(r.createdAt),
  settledAt: r.settledAt ? new Date(r.settledAt) : null,
  legs: (typeof r.legs === 'string' ? JSON.parse(r.legs) : r.legs) as LegState[],
});

/** The sportsbook's bets, their legs and the wallet calls they owe (migration 088). */
export function createBetsRepository(db: Db) {
  const select = async (where: string, params: readonly unknown[], tx: Db, suffix = ''): Promise<Bet[]> => {
    const { rows } = await tx.query<Bet>(`SELECT ${COLUMNS} FROM sportsbook_bets b WHERE ${where} ${suffix}`, params);
    return rows.map(read);
  };
  return {
    /** A new bet, PLACING until its stake's debit answers. */
    async insert(id: string, owner: BetOwner, stake: number, legs: readonly LegState[], tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO sportsbook_bets (id, merchant_id, member_id, vendor, game_code, member_ref, currency, kind, stake, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'PLACING')`,
        [
          id,
          owner.merchantId,
          owner.memberId,
          owner.vendor,
          owner.gameCode,
          owner.memberRef,
          owner.currency,
          legs.length === 1 ? 'SINGLE' : 'PARLAY',
          stake,
        ],
      );
      for (const l of legs)
        await tx.query(
          `INSERT INTO sportsbook_legs (bet_id, fixture_id, market, selection, odds) VALUES ($1, $2, $3, $4, $5)`,
          [
            id,
            l.fixtureId,
            l.selection === 'OVER' || l.selection === 'UNDER' ? 'TOTAL' : 'WINNER',
            l.selection,
            l.odds,
          ],
        );
    },

    /** PLACING → OPEN (the debit was taken) or REJECTED (refused: nothing taken). */
    async placed(id: string, status: 'OPEN' | 'REJECTED', tx: Db = db): Promise<void> {
      await tx.query(`UPDATE sportsbook_bets SET status = $2 WHERE id = $1 AND status = 'PLACING'`, [id, status]);
    },

    get: async (id: string, tx: Db = db): Promise<Bet | null> => (await select('b.id = $1', [id], tx))[0] ?? null,

    /** The bet, locked for this transaction. */
    lock: async (id: string, tx: Db): Promise<Bet | null> =>
      (await select('b.id = $1', [id], tx, 'FOR UPDATE OF b'))[0] ?? null,

    /** A member's bets at a merchant, newest first (placing and rejected ones left out). */
    forMember: (merchantId: number, memberId: number, limit: number, tx: Db = db): Promise<Bet[]> =>
      select(
        `b.merchant_id = $1 AND b.member_id = $2 AND b.status NOT IN ('PLACING', 'REJECTED')`,
        [merchantId, memberId],
        tx,
        `ORDER BY b.created_at DESC LIMIT ${Math.floor(limit)}`,
      ),

    /** Ids of OPEN bets whose every fixture is finished or voided (ready to settle). */
    async ready(limit: number, tx: Db = db): Promise<string[]> {
      const { rows } = await tx.query<{ id: string }>(
        `SELECT b.id FROM sportsbook_bets b WHERE b.status = 'OPEN' AND NOT EXISTS (
           SELECT 1 FROM sportsbook_legs l JOIN sportsbook_fixtures f ON f.id = l.fixture_id
           WHERE l.bet_id = b.id AND f.status NOT IN ('FINISHED', 'VOID'))
         ORDER BY b.created_at LIMIT $1`,
        [limit],
      );
      return rows.map((r) => r.id);
    },

    /** Ids of the bets with a leg on a fixture, in id order (the order they are locked in). */
    async onFixture(fixtureId: number, tx: Db = db): Promise<string[]> {
      const { rows } = await tx.query<{ id: string }>(
        `SELECT bet_id AS id FROM sportsbook_legs WHERE fixture_id = $1 ORDER BY bet_id`,
        [fixtureId],
      );
      return rows.map((r) => r.id);
    },

    /** Ids of PLACING bets older than `before` (their debit's answer was lost: the job rolls it back). */
    async stalePlacing(before: Date, tx: Db = db): Promise<string[]> {
      const { rows } = await tx.query<{ id: string }>(
        `SELECT id FROM sportsbook_bets WHERE status = 'PLACING' AND created_at < $1 ORDER BY created_at LIMIT 50`,
        [before],
      );
      return rows.map((r) => r.id);
    },

    /** A decision on a locked bet: its new status and payout (settled_at set the first time it settles). */
    async decide(
      id: string,
      s: { status: BetStatus; payout: number; resettlements?: number },
      now: Date,
      tx: Db,
    ): Promise<void> {
      await tx.query(
        `UPDATE sportsbook_bets SET status = $2, payout = $3, resettlements = COALESCE($4, resettlements),
           settled_at = COALESCE(settled_at, $5) WHERE id = $1`,
        [id, s.status, s.payout, s.resettlements ?? null, now],
      );
    },

    /** Queues a wallet call of a bet (next in its order); its transaction id is unique, so it is queued once. */
    async queue(betId: string, op: WalletOp, transactionId: string, amount: number, tx: Db): Promise<void> {
      await tx.query(
        `INSERT INTO sportsbook_wallet_calls (bet_id, seq, op, transaction_id, amount)
         SELECT $1, COALESCE(MAX(seq), 0) + 1, $2, $3, $4 FROM sportsbook_wallet_calls WHERE bet_id = $1
         ON CONFLICT (transaction_id) DO NOTHING`,
        [betId, op, transactionId, amount],
      );
    },

    /** A bet's calls not yet answered, in order. */
    async pending(betId: string, tx: Db = db): Promise<WalletCall[]> {
      const { rows } = await tx.query<WalletCall>(
        `SELECT bet_id AS "betId", seq, op, transaction_id AS "transactionId", amount::float8 AS amount
         FROM sportsbook_wallet_calls WHERE bet_id = $1 AND done_at IS NULL ORDER BY seq`,
        [betId],
      );
      return rows;
    },

    /** Bets with calls not yet answered (oldest first). */
    async withPending(limit: number, tx: Db = db): Promise<string[]> {
      const { rows } = await tx.query<{ id: string }>(
        `SELECT bet_id AS id FROM sportsbook_wallet_calls WHERE done_at IS NULL GROUP BY bet_id ORDER BY MIN(id) LIMIT $1`,
        [limit],
      );
      return rows.map((r) => r.id);
    },

    async done(transactionId: string, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE sportsbook_wallet_calls SET done_at = COALESCE(done_at, now()), attempts = attempts + 1
         WHERE transaction_id = $1`,
        [transactionId],
      );
    },

    async failed(transactionId: string, tx: Db = db): Promise<void> {
      await tx.query(`UPDATE sportsbook_wallet_calls SET attempts = attempts + 1 WHERE transaction_id = $1`, [
        transactionId,
      ]);
    },

    /**
     * Deletes bets decided more than `keepDays` ago (their legs and answered calls with them); a bet with a call still
     * owed stays. Answers how many.
     */
    async prune(keepDays: number, tx: Db = db): Promise<number> {
      const { rows } = await tx.query(
        `DELETE FROM sportsbook_bets b
         WHERE b.status IN ('REJECTED', 'WON', 'LOST', 'VOID', 'CASHED_OUT')
           AND COALESCE(b.settled_at, b.created_at) < now() - make_interval(days => $1)
           AND NOT EXISTS (SELECT 1 FROM sportsbook_wallet_calls c WHERE c.bet_id = b.id AND c.done_at IS NULL)
         RETURNING b.id`,
        [keepDays],
      );
      return rows.length;
    },
  };
}
export type BetsRepository = ReturnType<typeof createBetsRepository>;
