import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';

/** Tickets are random; only their sha256 is stored (like session tokens). */
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A ticket that can still be answered: unused, unexpired, tries left. */
export interface LiveTicket {
  id: number;
  memberId: number;
}

/** Which ticket, asked from where: a ticket only works from the IP whose login created it. */
export interface TicketKey {
  merchantId: number;
  ticket: string;
  ip: string;
  maxAttempts: number;
}

const LIVE = `ticket_hash = $1 AND merchant_id = $2 AND ip = $3 AND used_at IS NULL AND expires_at > now()
  AND attempts < $4`;
const params = (k: TicketKey) => [hashToken(k.ticket), k.merchantId, k.ip, k.maxAttempts];

/** Logins from an unknown IP waiting for their extra verification (SPEC §4). Only the sha256 of a ticket is stored. */
export function createIpTicketRepository(db: Db) {
  return {
    /** Creates a ticket for a login of `memberId` from `ip` and returns it (shown once). */
    async create(merchantId: number, memberId: number, ip: string, ttlSeconds: number, tx: Db = db): Promise<string> {
      const ticket = randomBytes(32).toString('base64url');
      await tx.query(
        `INSERT INTO ip_verification_tickets (ticket_hash, merchant_id, member_id, ip, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
        [hashToken(ticket), merchantId, memberId, ip, ttlSeconds],
      );
      return ticket;
    },
    /** The live ticket, or null. */
    async findLive(k: TicketKey, tx: Db = db): Promise<LiveTicket | null> {
      const { rows } = await tx.query<LiveTicket>(
        `SELECT id::int AS id, member_id AS "memberId" FROM ip_verification_tickets WHERE ${LIVE}`,
        params(k),
      );
      return rows[0] ?? null;
    },
    /**
     * Spends one of a live ticket's tries before the answer is checked (atomic, so parallel answers
     * cannot exceed `maxAttempts`); the ticket, or null when it is not live.
     */
    async takeAttempt(k: TicketKey, tx: Db = db): Promise<LiveTicket | null> {
      const { rows } = await tx.query<LiveTicket>(
        `UPDATE ip_verification_tickets SET attempts = attempts + 1 WHERE ${LIVE}
         RETURNING id::int AS id, member_id AS "memberId"`,
        params(k),
      );
      return rows[0] ?? null;
    },
    /** Marks a ticket used; false when something else used it meanwhile. */
    async claim(id: number, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE ip_verification_tickets SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING id`,
        [id],
      );
      return rows.length > 0;
    },
    /** Deletes tickets that expired more than `keepSeconds` ago. */
    async prune(keepSeconds: number, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM ip_verification_tickets WHERE expires_at < now() - make_interval(secs => $1)', [
        keepSeconds,
      ]);
    },
  };
}
export type IpTicketRepository = ReturnType<typeof createIpTicketRepository>;
