import type { Db } from '../../infra/db';
import { lockRound, type BetRecord, type RoundKey } from './bet-record-repository';
import { betsError } from './errors';

/**
 * What happens to a round after its result (ADR 0018): a resettlement (a corrected payout), a void (the round
 * cancelled) and a close (no debit or credit after it). Each locks the round's row in the seamless call's
 * transaction and answers the round as it was before, so the caller posts the difference. The reports and the
 * agents' rollups read bet_records, so they follow (the agency triggers move the difference to the round's
 * settlement day).
 */
export function createBetRoundCorrections() {
  return {
    /**
     * Sets a settled round's payout to `payout` and closes it; the round before. Unknown or OPEN:
     * ROUND_NOT_SETTLED; rolled back or voided: ROUND_CLOSED. `settled_at` is kept.
     */
    async resettle(k: RoundKey, payout: number, tx: Db): Promise<BetRecord> {
      const round = await lockRound(k, tx, false);
      if (!round || round.status === 'OPEN') throw betsError('ROUND_NOT_SETTLED');
      if (round.status === 'ROLLED_BACK') throw betsError('ROUND_CLOSED');
      await tx.query(
        `UPDATE bet_records SET payout = $2, resettled_at = now(), closed_at = coalesce(closed_at, now())
         WHERE id = $1`,
        [round.id, payout],
      );
      return round;
    },

    /**
     * Cancels the round: stake, payout and rake 0, ROLLED_BACK, closed; the round before (its stake and payout are
     * what the caller gives back and takes back). A rolled-back round stays as it is; an unknown one is recorded
     * empty and rolled back, so a late debit or credit is ROUND_CLOSED.
     */
    async voidRound(k: RoundKey, tx: Db): Promise<BetRecord> {
      const round = await lockRound(k, tx);
      await tx.query(
        `UPDATE bet_records SET stake = 0, payout = 0, rake = 0, status = 'ROLLED_BACK',
           settled_at = coalesce(settled_at, now()), closed_at = coalesce(closed_at, now())
         WHERE id = $1`,
        [round.id],
      );
      return round;
    },

    /**
     * Closes the round: an OPEN one is settled as it stands (payout 0: lost), a settled or rolled-back one only
     * closed, an unknown one recorded empty, settled and closed. Closing twice changes nothing.
     */
    async close(k: RoundKey, tx: Db): Promise<BetRecord> {
      const round = await lockRound(k, tx);
      if (round.closedAt) return round;
      await tx.query(
        `UPDATE bet_records SET status = CASE WHEN status = 'OPEN' THEN 'SETTLED' ELSE status END,
           settled_at = coalesce(settled_at, now()), closed_at = now()
         WHERE id = $1`,
        [round.id],
      );
      return round;
    },
  };
}
