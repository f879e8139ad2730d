import type { Db } from '../../infra/db';

/** A member's lottery player profile (lottery_players). */
export interface LotteryPlayer {
  nickname: string;
  prizeMode: 'LOTT' | 'ELOTT';
  createdAt: string;
}

/** lottery_players: the profile the lottery makes on a member's first login. */
export function createPlayerRepository(db: Db) {
  return {
    /**
     * The member's profile, made with `defaults` when there is none; `firstTime` says whether this call made it
     * (one row per member: of two calls at once, one makes it and the other reads it).
     */
    async ensure(
      memberId: number,
      merchantId: number,
      defaults: { nickname: string; prizeMode: 'LOTT' | 'ELOTT' },
    ): Promise<LotteryPlayer & { firstTime: boolean }> {
      const made = await db.query<{ nickname: string; prizeMode: 'LOTT' | 'ELOTT'; createdAt: Date }>(
        `INSERT INTO lottery_players (member_id, merchant_id, nickname, prize_mode) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id) DO NOTHING
         RETURNING nickname, prize_mode AS "prizeMode", created_at AS "createdAt"`,
        [memberId, merchantId, defaults.nickname, defaults.prizeMode],
      );
      const firstTime = made.rows.length > 0;
      const row =
        made.rows[0] ??
        (
          await db.query<{ nickname: string; prizeMode: 'LOTT' | 'ELOTT'; createdAt: Date }>(
            `SELECT nickname, prize_mode AS "prizeMode", created_at AS "createdAt" FROM lottery_players
             WHERE member_id = $1`,
            [memberId],
          )
        ).rows[0]!;
      return { ...row, createdAt: new Date(row.createdAt).toISOString(), firstTime };
    },
  };
}
