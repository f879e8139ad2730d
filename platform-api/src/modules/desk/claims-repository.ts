import type { DeskKind } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** A live claim as stored. */
export interface ClaimRow {
  kind: DeskKind;
  itemId: number;
  merchantId: number;
  operatorId: number;
  username: string;
  claimedAt: Date;
  expiresAt: Date;
}

const COLUMNS = `kind, item_id AS "itemId", merchant_id AS "merchantId", operator_id AS "operatorId",
  operator_username AS username, claimed_at AS "claimedAt", expires_at AS "expiresAt"`;
const toRow = (r: ClaimRow): ClaimRow => ({ ...r, claimedAt: new Date(r.claimedAt), expiresAt: new Date(r.expiresAt) });

/** desk_claims: who works on which inbox item, until when (a lapsed row counts as none). */
export function createClaimsRepository(db: Db) {
  return {
    /**
     * Takes the item for the operator unless someone else holds a live claim: one INSERT … ON CONFLICT that replaces
     * only a lapsed claim or the operator's own (renewed), so of two concurrent claims exactly one is stored. Answers
     * the claim that holds the item afterwards (the caller's, or the other operator's).
     */
    async claim(
      c: { kind: DeskKind; itemId: number; merchantId: number; operatorId: number; username: string; minutes: number },
      tx: Db = db,
    ): Promise<{ won: boolean; claim: ClaimRow }> {
      const { rows } = await tx.query<ClaimRow>(
        `INSERT INTO desk_claims (kind, item_id, merchant_id, operator_id, operator_username, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))
         ON CONFLICT (kind, item_id) DO UPDATE SET merchant_id = EXCLUDED.merchant_id,
           operator_id = EXCLUDED.operator_id, operator_username = EXCLUDED.operator_username,
           claimed_at = EXCLUDED.claimed_at, expires_at = EXCLUDED.expires_at
         WHERE desk_claims.expires_at <= now() OR desk_claims.operator_id = EXCLUDED.operator_id
         RETURNING ${COLUMNS}`,
        [c.kind, c.itemId, c.merchantId, c.operatorId, c.username, c.minutes],
      );
      if (rows[0]) return { won: true, claim: toRow(rows[0]) };
      const held = await this.find(c.kind, c.itemId, tx);
      // Lapsed between the two statements: a lapsed claim is no claim, so try once more.
      if (!held) return this.claim(c, tx);
      return { won: false, claim: held };
    },
    /** The live claim on an item, or null. */
    async find(kind: string, itemId: number, tx: Db = db): Promise<ClaimRow | null> {
      const { rows } = await tx.query<ClaimRow>(
        `SELECT ${COLUMNS} FROM desk_claims WHERE kind = $1 AND item_id = $2 AND expires_at > now()`,
        [kind, itemId],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** Removes the claim on an item (live or lapsed); answers the removed row, or null. */
    async release(kind: DeskKind, itemId: number, tx: Db = db): Promise<ClaimRow | null> {
      const { rows } = await tx.query<ClaimRow>(
        `DELETE FROM desk_claims WHERE kind = $1 AND item_id = $2 RETURNING ${COLUMNS}`,
        [kind, itemId],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** The live claims on these items of a kind. */
    async ofItems(kind: DeskKind, itemIds: readonly number[]): Promise<ClaimRow[]> {
      if (itemIds.length === 0) return [];
      const { rows } = await db.query<ClaimRow>(
        `SELECT ${COLUMNS} FROM desk_claims WHERE kind = $1 AND item_id = ANY($2::int[]) AND expires_at > now()`,
        [kind, itemIds],
      );
      return rows.map(toRow);
    },
    /** Deletes the lapsed claims (housekeeping); answers how many. */
    async prune(): Promise<number> {
      const { rows } = await db.query('DELETE FROM desk_claims WHERE expires_at <= now() RETURNING kind');
      return rows.length;
    },
    /** Every live claim (the live events compare them between polls): a few rows, one per item being worked on. */
    async live(): Promise<ClaimRow[]> {
      const { rows } = await db.query<ClaimRow>(`SELECT ${COLUMNS} FROM desk_claims WHERE expires_at > now()`);
      return rows.map(toRow);
    },
  };
}
export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
