import * as oidc from 'openid-client';
import type { SocialLoginErrorCode } from 'shared-contracts';

/** A sign-in that ends on the site with an error code (`?loginError=CODE`); `detail` is logged only. */
export class SocialFailure extends Error {
  constructor(
    readonly code: SocialLoginErrorCode,
    readonly detail?: unknown,
  ) {
    super(code);
  }
}

/** What the provider told us about the user. */
export interface Identity {
  subject: string;
  name?: unknown;
  email: string | null;
  emailVerified: boolean;
}

const claimString = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The user from the ID token (and the userinfo endpoint for missing profile claims), or, for a plain OAuth 2 provider, from its user endpoint (`sub`, else `id`). */
export async function identityOf(
  config: oidc.Configuration,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
): Promise<Identity> {
  const userinfo = config.serverMetadata().userinfo_endpoint;
  let claims: Record<string, unknown> | undefined = tokens.claims();
  if (claims) {
    const subject = String(claims.sub);
    if ((claims.name === undefined || claims.email === undefined) && userinfo) {
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, subject)), ...claims };
    }
  } else {
    if (!userinfo) throw new SocialFailure('OAUTH_FAILED', 'no ID token and no userinfo endpoint');
    const res = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(userinfo), 'GET');
    if (!res.ok) throw new SocialFailure('OAUTH_FAILED', `user endpoint answered ${res.status}`);
    const body = (await res.json()) as Record<string, unknown>;
    claims = { ...body, sub: body.sub ?? body.id };
  }
  const subject = claims.sub === undefined || claims.sub === null ? '' : String(claims.sub);
  if (subject === '' || subject.length > 255) throw new SocialFailure('OAUTH_FAILED', 'no subject');
  const email = claimString(claims.email);
  return {
    subject,
    name: claims.name,
    email: email && email.length <= 254 && email.includes('@') ? email : null,
    emailVerified: claims.email_verified !== false && claims.email_verified !== 'false',
  };
}
