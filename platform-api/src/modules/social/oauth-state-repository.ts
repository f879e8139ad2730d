import { createHash } from 'node:crypto';
import type { SocialProvider } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** An authorization request in flight (`oauth_states`); `state` itself is only ever stored hashed. */
export interface OAuthState {
  provider: SocialProvider;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  returnTo: string;
}

/** States are random; only their sha256 is stored. */
export const hashState = (state: string): string => createHash('sha256').update(state).digest('hex');

/** Single-use, short-lived authorization states (login CSRF and replay protection, PKCE verifier, nonce). */
export function createOAuthStateRepository(db: Db) {
  return {
    async create(merchantId: number, state: string, s: OAuthState, ttlSeconds: number, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO oauth_states (state_hash, merchant_id, provider, code_verifier, nonce, redirect_uri, return_to, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
        [hashState(state), merchantId, s.provider, s.codeVerifier, s.nonce, s.redirectUri, s.returnTo, ttlSeconds],
      );
    },
    /**
     * Uses a state up (atomically, so a replay racing the first use loses): the stored request and
     * whether it was still within its lifetime, or null when unknown or already used.
     */
    async consume(merchantId: number, state: string, tx: Db = db): Promise<(OAuthState & { live: boolean }) | null> {
      const { rows } = await tx.query<OAuthState & { live: boolean }>(
        `UPDATE oauth_states SET used_at = now()
         WHERE state_hash = $1 AND merchant_id = $2 AND used_at IS NULL
         RETURNING provider, code_verifier AS "codeVerifier", nonce, redirect_uri AS "redirectUri",
           return_to AS "returnTo", expires_at > now() AS live`,
        [hashState(state), merchantId],
      );
      return rows[0] ?? null;
    },
    /** Deletes states past their lifetime (used or not). */
    async prune(tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM oauth_states WHERE expires_at < now()');
    },
  };
}
export type OAuthStateRepository = ReturnType<typeof createOAuthStateRepository>;
