import type { Db } from '../../infra/db';
import type { LiveSeat } from './live-repository';
import type { LiveResult } from './tables';

/** A member of a drawn round, as the settlement claims it. */
export interface LivePlayer extends LiveSeat {
  roundPk: number;
  roundId: string;
  payout: number | null;
  creditedAt: Date | null;
  result: LiveResult;
}

/** The settlement's storage: the members of drawn rounds (live_players), claimed, paid and closed one by one. */
export function createSettlementRepository(db: Db) {
  return {
    /**
     * Claims the unsettled members of drawn rounds for `leaseSeconds` (a guarded UPDATE: of two processes one claims
     * each member; a lease that ran out — a process died — is claimed again).
     */
    async claimUnsettled(leaseSeconds: number, limit = 500): Promise<LivePlayer[]> {
      const { rows } = await db.query<LivePlayer>(
        `UPDATE live_players p SET claimed_until = now() + make_interval(secs => $1)
         FROM live_rounds r
         WHERE r.id = p.round_id AND r.status = 'DRAWN' AND p.closed_at IS NULL
           AND (p.claimed_until IS NULL OR p.claimed_until < now())
           AND (p.round_id, p.merchant_id, p.member_id) IN (
             SELECT q.round_id, q.merchant_id, q.member_id FROM live_players q JOIN live_rounds s ON s.id = q.round_id
             WHERE s.status = 'DRAWN' AND q.closed_at IS NULL AND (q.claimed_until IS NULL OR q.claimed_until < now())
             LIMIT $2)
         RETURNING p.round_id::int AS "roundPk", r.round_id AS "roundId", p.merchant_id::int AS "merchantId",
           p.member_id::int AS "memberId", p.vendor, p.member_ref AS "memberRef", p.member_key AS "memberKey",
           p.game_code AS "gameCode", p.currency, p.payout::float8 AS payout, p.credited_at AS "creditedAt", r.result`,
        [leaseSeconds, limit],
      );
      return rows;
    },

    /** Stores a member's payout once (and each bet's): a settlement retried later credits the same amount. */
    async fixPayout(p: LivePlayer, bets: { id: number; payout: number }[], payout: number): Promise<number> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ payout: number }>(
          `UPDATE live_players SET payout = coalesce(payout, $4) WHERE round_id = $1 AND merchant_id = $2 AND member_id = $3
           RETURNING payout::float8 AS payout`,
          [p.roundPk, p.merchantId, p.memberId, payout],
        );
        for (const b of bets)
          await tx.query(`UPDATE live_bets SET payout = $2 WHERE id = $1 AND payout IS NULL`, [b.id, b.payout]);
        return rows[0]!.payout;
      });
    },

    /** A member's settlement step done: credited (the payout) or closed (the round closed at the wallet). */
    async markPlayer(p: LivePlayer, step: 'credited' | 'closed' | 'released'): Promise<void> {
      const set =
        step === 'credited'
          ? 'credited_at = coalesce(credited_at, now())'
          : step === 'closed'
            ? 'closed_at = coalesce(closed_at, now()), claimed_until = NULL'
            : 'claimed_until = NULL';
      await db.query(`UPDATE live_players SET ${set} WHERE round_id = $1 AND merchant_id = $2 AND member_id = $3`, [
        p.roundPk,
        p.merchantId,
        p.memberId,
      ]);
    },

    /** Drawn rounds whose every member is closed become SETTLED; answers how many. */
    async finishRounds(): Promise<number> {
      const { rows } = await db.query(
        `UPDATE live_rounds r SET status = 'SETTLED', settled_at = now()
         WHERE r.status = 'DRAWN' AND NOT EXISTS (SELECT 1 FROM live_players p WHERE p.round_id = r.id AND p.closed_at IS NULL)
         RETURNING id`,
      );
      return rows.length;
    },
  };
}
export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
