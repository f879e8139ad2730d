import { TRIAL_TYPE } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** Members who joined one merchant on one day (YYYY-MM-DD in the query's time zone). */
export interface RegistrationDay {
  merchantId: number;
  day: string;
  registrations: number;
}

/** Counts of members for the back office's dashboard (read only). */
export function createMemberStatsRepository(db: Db) {
  return {
    /**
     * New members per merchant and day of [from, to) by their creation time: players and agents however they
     * joined (the register form, an agent's team registration, social sign-in); free-play trials never count.
     */
    async registrationsByDay(
      q: { merchantIds: readonly number[]; from: Date; to: Date; timeZone: string },
      tx: Db = db,
    ): Promise<RegistrationDay[]> {
      if (q.merchantIds.length === 0) return [];
      const { rows } = await tx.query<RegistrationDay>(
        `SELECT merchant_id AS "merchantId", to_char(created_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day,
           count(*)::int AS registrations
         FROM members
         WHERE merchant_id = ANY($1::int[]) AND created_at >= $2 AND created_at < $3 AND type <> $5
         GROUP BY 1, 2`,
        [q.merchantIds, q.from, q.to, q.timeZone, TRIAL_TYPE],
      );
      return rows;
    },
  };
}
