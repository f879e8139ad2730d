import type { Db } from '../../infra/db';

/** The IPs each member has logged in from (member_known_ips), for the new-IP check of SPEC §4. */
export function createKnownIpRepository(db: Db) {
  return {
    /** Remembers (or refreshes) an IP the member just logged in from. */
    async remember(memberId: number, ip: string, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO member_known_ips (member_id, ip) VALUES ($1, $2)
         ON CONFLICT (member_id, ip) DO UPDATE SET last_seen = now()`,
        [memberId, ip],
      );
    },
    /** Whether the member has logged in from any IP yet, and from this one. */
    async history(memberId: number, ip: string, tx: Db = db): Promise<{ anyKnown: boolean; known: boolean }> {
      const { rows } = await tx.query<{ anyKnown: boolean; known: boolean }>(
        `SELECT count(*) > 0 AS "anyKnown", coalesce(bool_or(ip = $2), false) AS known
         FROM member_known_ips WHERE member_id = $1`,
        [memberId, ip],
      );
      return rows[0] ?? { anyKnown: false, known: false };
    },
  };
}
export type KnownIpRepository = ReturnType<typeof createKnownIpRepository>;
