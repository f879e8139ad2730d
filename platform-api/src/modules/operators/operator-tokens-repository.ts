import type { Permission } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { hashSecret, newSecret } from './operator-sessions-repository';

/** Tokens start with this, so a leaked one is recognisable (secret scanners) and told apart from a session. */
export const TOKEN_PREFIX = 'ops_';

export interface OperatorTokenRow {
  id: number;
  name: string;
  scopes: Permission[];
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
}

const iso = (d: unknown) => (d === null ? null : new Date(d as string).toISOString());
const view = (r: OperatorTokenRow): OperatorTokenRow => ({
  ...r,
  createdAt: iso(r.createdAt)!,
  expiresAt: iso(r.expiresAt)!,
  lastUsedAt: iso(r.lastUsedAt),
});

/** operator_tokens: per-operator API tokens (sha256 kept, the token shown once). */
export function createOperatorTokensRepository(db: Db) {
  return {
    async create(
      o: { operatorId: number; name: string; scopes: Permission[]; days: number },
      tx: Db = db,
    ): Promise<{ token: string; row: OperatorTokenRow }> {
      const token = `${TOKEN_PREFIX}${newSecret()}`;
      const { rows } = await tx.query<OperatorTokenRow>(
        `INSERT INTO operator_tokens (operator_id, name, token_hash, scopes, expires_at)
         VALUES ($1, $2, $3, $4::text[], now() + make_interval(days => $5))
         RETURNING id, name, scopes, created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt"`,
        [o.operatorId, o.name, hashSecret(token), o.scopes, o.days],
      );
      return { token, row: view(rows[0]!) };
    },
    /** The live token's operator and scopes (marking it used), or null: unknown, revoked or expired. */
    async use(token: string, tx: Db = db): Promise<{ id: number; operatorId: number; scopes: Permission[] } | null> {
      const { rows } = await tx.query<{ id: number; operatorId: number; scopes: Permission[] }>(
        `UPDATE operator_tokens SET last_used_at = now()
         WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()
         RETURNING id, operator_id AS "operatorId", scopes`,
        [hashSecret(token)],
      );
      return rows[0] ?? null;
    },
    async list(operatorId: number, tx: Db = db): Promise<OperatorTokenRow[]> {
      const { rows } = await tx.query<OperatorTokenRow>(
        `SELECT id, name, scopes, created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt"
         FROM operator_tokens WHERE operator_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY id DESC`,
        [operatorId],
      );
      return rows.map(view);
    },
    async revoke(id: number, operatorId: number, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE operator_tokens SET revoked_at = now()
         WHERE id = $1 AND operator_id = $2 AND revoked_at IS NULL RETURNING id`,
        [id, operatorId],
      );
      return rows.length === 1;
    },
  };
}
export type OperatorTokensRepository = ReturnType<typeof createOperatorTokensRepository>;
