import type { Db } from '../db';
import type { OutboundMessage } from './outbound-message';

export interface OutboxEntry {
  channel: 'SMS' | 'EMAIL';
  to: string;
  body: string;
  code: string | null;
  createdAt: string;
}

/** The outbox table: messages the default provider "sent". */
export function createOutboxRepository(db: Db) {
  return {
    async insert(m: OutboundMessage, tx: Db = db): Promise<void> {
      await tx.query('INSERT INTO outbox (merchant_id, channel, to_address, body, code) VALUES ($1, $2, $3, $4, $5)', [
        m.merchantId,
        m.channel,
        m.to,
        m.body,
        m.code ?? null,
      ]);
    },
    /** A merchant's newest messages (at most `limit`), optionally only those to exactly `to`. */
    async list(merchantId: number, to: string | undefined, limit = 50, tx: Db = db): Promise<OutboxEntry[]> {
      const { rows } = await tx.query<OutboxEntry & { createdAt: Date | string }>(
        `SELECT channel, to_address AS "to", body, code, created_at AS "createdAt" FROM outbox
         WHERE merchant_id = $1 AND ($2::text IS NULL OR to_address = $2) ORDER BY id DESC LIMIT $3`,
        [merchantId, to ?? null, limit],
      );
      return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
    },
    /** Deletes messages older than `keepDays`. */
    async prune(keepDays: number, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM outbox WHERE created_at < now() - make_interval(days => $1)', [keepDays]);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
