import type { SocialProvider } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** A merchant's client registration at one provider (`merchant_oauth_providers`). */
export interface OAuthProvider {
  merchantId: number;
  provider: SocialProvider;
  /** The operator's switch. */
  enabled: boolean;
  /** Enabled and completely configured (client id, secret, issuer or authorization + token endpoints). */
  usable: boolean;
  /** OpenID discovery at `<issuer>/.well-known/openid-configuration`; null: the explicit endpoints. */
  issuer: string | null;
  authorizationEndpoint: string | null;
  tokenEndpoint: string | null;
  userinfoEndpoint: string | null;
  jwksUri: string | null;
  clientId: string;
  clientSecret: string;
  /** Space-separated. */
  scopes: string;
  /** Changes with every save (keys the client cache). */
  updatedAt: string;
}

/** What a save writes (every column but the generated ones). */
export type OAuthProviderRow = Omit<OAuthProvider, 'merchantId' | 'provider' | 'usable' | 'updatedAt'>;

const COLUMNS = `merchant_id AS "merchantId", provider, enabled, usable, issuer,
  authorization_endpoint AS "authorizationEndpoint", token_endpoint AS "tokenEndpoint",
  userinfo_endpoint AS "userinfoEndpoint", jwks_uri AS "jwksUri", client_id AS "clientId",
  client_secret AS "clientSecret", scopes, (extract(epoch FROM updated_at) * 1000000)::bigint::text AS "updatedAt"`;

/** Social sign-in providers per merchant (set by the operator). */
export function createOAuthProviderRepository(db: Db) {
  return {
    async find(merchantId: number, provider: SocialProvider, tx: Db = db): Promise<OAuthProvider | null> {
      const { rows } = await tx.query<OAuthProvider>(
        `SELECT ${COLUMNS} FROM merchant_oauth_providers WHERE merchant_id = $1 AND provider = $2`,
        [merchantId, provider],
      );
      return rows[0] ?? null;
    },
    async list(merchantId: number, tx: Db = db): Promise<OAuthProvider[]> {
      const { rows } = await tx.query<OAuthProvider>(
        `SELECT ${COLUMNS} FROM merchant_oauth_providers WHERE merchant_id = $1 ORDER BY provider`,
        [merchantId],
      );
      return rows;
    },
    /** Inserts or replaces the provider's row. */
    async save(merchantId: number, provider: SocialProvider, r: OAuthProviderRow, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO merchant_oauth_providers (merchant_id, provider, enabled, issuer, authorization_endpoint,
           token_endpoint, userinfo_endpoint, jwks_uri, client_id, client_secret, scopes, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, clock_timestamp())
         ON CONFLICT (merchant_id, provider) DO UPDATE SET enabled = EXCLUDED.enabled, issuer = EXCLUDED.issuer,
           authorization_endpoint = EXCLUDED.authorization_endpoint, token_endpoint = EXCLUDED.token_endpoint,
           userinfo_endpoint = EXCLUDED.userinfo_endpoint, jwks_uri = EXCLUDED.jwks_uri,
           client_id = EXCLUDED.client_id, client_secret = EXCLUDED.client_secret, scopes = EXCLUDED.scopes,
           updated_at = EXCLUDED.updated_at`,
        [
          merchantId,
          provider,
          r.enabled,
          r.issuer,
          r.authorizationEndpoint,
          r.tokenEndpoint,
          r.userinfoEndpoint,
          r.jwksUri,
          r.clientId,
          r.clientSecret,
          r.scopes,
        ],
      );
    },
  };
}
export type OAuthProviderRepository = ReturnType<typeof createOAuthProviderRepository>;
