import type { Db } from '../../infra/db';

/** How long a WebAuthn challenge (registration or sign-in) waits for its answer. */
export const CHALLENGE_SECONDS = 120;

/** A passkey as its operator sees it (GET /ops/passkeys). */
export interface OperatorPasskeyRow {
  id: number;
  name: string;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** A passkey as the sign-in verifies it. */
export interface StoredPasskey {
  id: number;
  operatorId: number;
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
}

const iso = (d: unknown) => (d === null ? null : new Date(d as string).toISOString());
const STORED = `id, operator_id AS "operatorId", credential_id AS "credentialId", public_key AS "publicKey",
  counter, transports`;
const stored = (r: StoredPasskey): StoredPasskey => ({ ...r, counter: Number(r.counter) });

/** operator_passkeys, and the WebAuthn challenge an operator session waits for (operator_sessions). */
export function createOperatorPasskeysRepository(db: Db) {
  return {
    async create(
      o: {
        operatorId: number;
        credentialId: string;
        publicKey: string;
        counter: number;
        transports: string[];
        name: string;
      },
      tx: Db = db,
    ): Promise<OperatorPasskeyRow> {
      const { rows } = await tx.query<OperatorPasskeyRow>(
        `INSERT INTO operator_passkeys (operator_id, credential_id, public_key, counter, transports, name)
         VALUES ($1, $2, $3, $4, $5::text[], $6)
         RETURNING id, name, transports, created_at AS "createdAt", last_used_at AS "lastUsedAt"`,
        [o.operatorId, o.credentialId, o.publicKey, o.counter, o.transports, o.name],
      );
      const r = rows[0]!;
      return { ...r, createdAt: iso(r.createdAt)!, lastUsedAt: iso(r.lastUsedAt) };
    },
    async list(operatorId: number, tx: Db = db): Promise<OperatorPasskeyRow[]> {
      const { rows } = await tx.query<OperatorPasskeyRow>(
        `SELECT id, name, transports, created_at AS "createdAt", last_used_at AS "lastUsedAt"
         FROM operator_passkeys WHERE operator_id = $1 ORDER BY id DESC`,
        [operatorId],
      );
      return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt)!, lastUsedAt: iso(r.lastUsedAt) }));
    },
    /** The operator's credentials, as a sign-in or a registration's exclude list needs them. */
    async credentialsOf(operatorId: number, tx: Db = db): Promise<StoredPasskey[]> {
      const { rows } = await tx.query<StoredPasskey>(
        `SELECT ${STORED} FROM operator_passkeys WHERE operator_id = $1 ORDER BY id`,
        [operatorId],
      );
      return rows.map(stored);
    },
    async hasCredential(credentialId: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query('SELECT 1 FROM operator_passkeys WHERE credential_id = $1', [credentialId]);
      return rows.length > 0;
    },
    async hasAny(operatorId: number, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query('SELECT 1 FROM operator_passkeys WHERE operator_id = $1 LIMIT 1', [operatorId]);
      return rows.length > 0;
    },
    /**
     * Records a sign-in with the passkey: its new counter, unless another sign-in took that counter meanwhile (a
     * counter must grow; an authenticator that counts nothing always answers 0). False when refused.
     */
    async use(id: number, counter: number, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE operator_passkeys SET counter = $2, last_used_at = now()
         WHERE id = $1 AND (counter < $2 OR ($2 = 0 AND counter = 0)) RETURNING id`,
        [id, counter],
      );
      return rows.length === 1;
    },
    async remove(id: number, operatorId: number, tx: Db = db): Promise<{ name: string } | null> {
      const { rows } = await tx.query<{ name: string }>(
        'DELETE FROM operator_passkeys WHERE id = $1 AND operator_id = $2 RETURNING name',
        [id, operatorId],
      );
      return rows[0] ?? null;
    },
    /** Keeps `challenge` on session `sessionId` for CHALLENGE_SECONDS (replacing an earlier one). */
    async setChallenge(sessionId: number, challenge: string, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE operator_sessions SET webauthn_challenge = $2,
           webauthn_challenge_until = now() + make_interval(secs => $3) WHERE id = $1`,
        [sessionId, challenge, CHALLENGE_SECONDS],
      );
    },
    /** The live challenge of session `sessionId`, spent by this call (good once); null when none or expired. */
    async takeChallenge(sessionId: number, tx: Db = db): Promise<string | null> {
      const { rows } = await tx.query<{ challenge: string | null; live: boolean }>(
        `UPDATE operator_sessions s SET webauthn_challenge = NULL, webauthn_challenge_until = NULL
         FROM (SELECT id, webauthn_challenge AS challenge, webauthn_challenge_until > now() AS live
               FROM operator_sessions WHERE id = $1 FOR UPDATE) old
         WHERE s.id = old.id RETURNING old.challenge, old.live`,
        [sessionId],
      );
      const r = rows[0];
      return r?.challenge && r.live ? r.challenge : null;
    },
  };
}
export type OperatorPasskeysRepository = ReturnType<typeof createOperatorPasskeysRepository>;
