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
    /** Members who logged in from `ip` (any merchant: the caller filters), at most 500. */
    async membersFrom(ip: string, tx: Db = db): Promise<number[]> {
      const { rows } = await tx.query<{ id: number }>(
        'SELECT member_id AS id FROM member_known_ips WHERE ip = $1 ORDER BY member_id LIMIT 500',
        [ip],
      );
      return rows.map((r) => r.id);
    },
    /** The IPs the member logged in from, and the other members who logged in from one of them (at most 500). */
    async shared(
      memberId: number,
      tx: Db = db,
    ): Promise<{ ips: string[]; others: { memberId: number; ip: string }[] }> {
      const mine = await tx.query<{ ip: string }>('SELECT ip FROM member_known_ips WHERE member_id = $1', [memberId]);
      const ips = mine.rows.map((r) => r.ip);
      const { rows } = await tx.query<{ memberId: number; ip: string }>(
        `SELECT member_id AS "memberId", ip FROM member_known_ips WHERE ip = ANY($1::text[]) AND member_id <> $2
         ORDER BY member_id, ip LIMIT 500`,
        [ips, memberId],
      );
      return { ips, others: rows };
    },
  };
}
export type KnownIpRepository = ReturnType<typeof createKnownIpRepository>;
