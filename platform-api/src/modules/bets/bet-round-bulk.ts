import type { Db } from '../../infra/db';
import { betsError } from './errors';

/** A round to settle: its bet_records id and the payout to add. */
export interface RoundPayout {
  id: number;
  payout: number;
}

/**
 * Set-based round changes for games that settle many rounds at once (the lottery's draws): one statement
 * per call, inside the caller's transaction. Every named round must be OPEN, else ROUND_CLOSED (and the
 * caller's transaction rolls back): a round settles or rolls back once.
 */
export function createBetRoundBulk() {
  return {
    /** Settles OPEN rounds with their payouts (SETTLED, payout added, settled_at = `at`); returns how many. */
    async settleRounds(rows: readonly RoundPayout[], at: Date, tx: Db): Promise<number> {
      if (rows.length === 0) return 0;
      const { rows: done } = await tx.query<{ id: unknown }>(
        `UPDATE bet_records b SET payout = b.payout + r.payout, status = 'SETTLED', settled_at = $3
         FROM unnest($1::bigint[], $2::bigint[]) AS r(id, payout)
         WHERE b.id = r.id AND b.status = 'OPEN' RETURNING b.id`,
        [rows.map((r) => r.id), rows.map((r) => r.payout), at.toISOString()],
      );
      if (done.length !== rows.length)
        throw betsError('ROUND_CLOSED', { detail: `${rows.length - done.length} rounds were not open` });
      return done.length;
    },

    /** Rolls back OPEN rounds whose stakes were refunded (ROLLED_BACK, stake 0, settled_at = `at`); returns how many. */
    async rollBackRounds(ids: readonly number[], at: Date, tx: Db): Promise<number> {
      if (ids.length === 0) return 0;
      const { rows: done } = await tx.query<{ id: unknown }>(
        `UPDATE bet_records SET stake = 0, status = 'ROLLED_BACK', settled_at = $2
         WHERE id = ANY($1::bigint[]) AND status = 'OPEN' RETURNING id`,
        [ids, at.toISOString()],
      );
      if (done.length !== ids.length)
        throw betsError('ROUND_CLOSED', { detail: `${ids.length - done.length} rounds were not open` });
      return done.length;
    },
  };
}
