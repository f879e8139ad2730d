import type { Db } from '../../infra/db';

export type PspStatus = 'OPEN' | 'PAID' | 'DECLINED' | 'EXPIRED';

/** A payment session at the demo PSP. */
export interface PspSession {
  id: string;
  merchantCode: string;
  merchantName: string;
  reference: string;
  amount: number;
  currency: string;
  returnUrl: string;
  callbackUrl: string;
  status: PspStatus;
  txnId: string | null;
  expiresAt: Date;
  /** OPEN but past its expiry (the page and the job expire it). */
  lapsed: boolean;
  callbackAttempts: number;
  callbackDelivered: boolean;
}

export interface NewPspSession {
  id: string;
  merchantCode: string;
  merchantName: string;
  reference: string;
  amount: number;
  currency: string;
  returnUrl: string;
  callbackUrl: string;
  ttlSeconds: number;
}

const COLUMNS = `id, merchant_code AS "merchantCode", merchant_name AS "merchantName", reference, amount, currency,
  return_url AS "returnUrl", callback_url AS "callbackUrl", status, txn_id AS "txnId", expires_at AS "expiresAt",
  (status = 'OPEN' AND expires_at <= now()) AS lapsed, callback_attempts AS "callbackAttempts",
  callback_delivered_at IS NOT NULL AS "callbackDelivered"`;

const toSession = (r: PspSession): PspSession => ({ ...r, amount: Number(r.amount), expiresAt: new Date(r.expiresAt) });

/** demo_psp_sessions: the PSP's payment sessions and the delivery of their callbacks. */
export function createDemoPspRepository(db: Db) {
  return {
    /** Opens a session, or finds the merchant's session for this reference again (null id clash aside). */
    async open(s: NewPspSession): Promise<PspSession> {
      await db.query(
        `INSERT INTO demo_psp_sessions (id, merchant_code, merchant_name, reference, amount, currency, return_url,
           callback_url, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))
         ON CONFLICT (merchant_code, reference) DO NOTHING`,
        [
          s.id,
          s.merchantCode,
          s.merchantName,
          s.reference,
          s.amount,
          s.currency,
          s.returnUrl,
          s.callbackUrl,
          s.ttlSeconds,
        ],
      );
      const { rows } = await db.query<PspSession>(
        `SELECT ${COLUMNS} FROM demo_psp_sessions WHERE merchant_code = $1 AND reference = $2`,
        [s.merchantCode, s.reference],
      );
      return toSession(rows[0]!);
    },
    async find(id: string): Promise<PspSession | null> {
      const { rows } = await db.query<PspSession>(`SELECT ${COLUMNS} FROM demo_psp_sessions WHERE id = $1`, [id]);
      return rows[0] ? toSession(rows[0]) : null;
    },
    /**
     * Ends an OPEN session once: PAID or DECLINED only while it has not expired, EXPIRED only once it
     * has. Null when it was not open (a double submit, or the other outcome won).
     */
    async end(id: string, status: Exclude<PspStatus, 'OPEN'>, txnId: string, last4: string | null) {
      const { rows } = await db.query<PspSession>(
        `UPDATE demo_psp_sessions SET status = $2, txn_id = $3, card_last4 = $4, completed_at = now()
         WHERE id = $1 AND status = 'OPEN' AND (expires_at <= now()) = ($2 = 'EXPIRED') RETURNING ${COLUMNS}`,
        [id, status, txnId, last4],
      );
      return rows[0] ? toSession(rows[0]) : null;
    },
    /** Ids of OPEN sessions past their expiry (the job expires them). */
    async lapsedIds(limit = 100): Promise<string[]> {
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM demo_psp_sessions WHERE status = 'OPEN' AND expires_at <= now() ORDER BY expires_at LIMIT $1`,
        [limit],
      );
      return rows.map((r) => r.id);
    },
    /** Ended sessions whose callback the platform has not accepted yet, after fewer than `maxAttempts` tries. */
    async undelivered(maxAttempts: number, limit = 100): Promise<PspSession[]> {
      const { rows } = await db.query<PspSession>(
        `SELECT ${COLUMNS} FROM demo_psp_sessions
         WHERE status <> 'OPEN' AND callback_delivered_at IS NULL AND callback_attempts < $1
         ORDER BY completed_at LIMIT $2`,
        [maxAttempts, limit],
      );
      return rows.map(toSession);
    },
    /** Records one delivery attempt of a session's callback (accepted, or the error). */
    async recordDelivery(id: string, delivered: boolean, error: string | null): Promise<void> {
      await db.query(
        `UPDATE demo_psp_sessions SET callback_attempts = callback_attempts + 1,
           callback_delivered_at = CASE WHEN $2 THEN now() ELSE callback_delivered_at END, callback_last_error = $3
         WHERE id = $1`,
        [id, delivered, error],
      );
    },
  };
}
export type DemoPspRepository = ReturnType<typeof createDemoPspRepository>;
