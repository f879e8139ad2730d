import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { socialApi, type SocialLoginErrorCode, type SocialProvider } from 'shared-contracts';
import type { AppConfig } from '../../infra/config';
import type { Db } from '../../infra/db';
import { DomainError } from '../../infra/errors/domain-error';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { Member, MembersService } from '../members';
import type { Merchant, MerchantsService } from '../merchants';
import type { SessionsService } from '../sessions';
import type { OAuthProvider, OAuthProviderRepository } from './oauth-provider-repository';
import type { OAuthStateRepository } from './oauth-state-repository';
import type { SocialLinkRepository } from './social-link-repository';
import { isOpenId, type OidcClients } from './oidc-client';
import { identityOf, SocialFailure, type Identity } from './social-identity';
import { nicknameFrom, usernameCandidates } from './social-username';

const {
  DEFAULT_RETURN_TO,
  SOCIAL_LOGIN_ERRORS,
  SOCIAL_MODULES,
  callbackPath,
  isSocialProvider,
  landingUrl,
  safeReturnTo,
} = socialApi;

/** A concurrent first sign-in linked the same account first: roll back and read its link. */
class LinkRace extends Error {}

export interface SocialDeps {
  db: Db;
  config: Pick<AppConfig, 'auth'>;
  merchants: Pick<MerchantsService, 'isEnabled' | 'registerRule'>;
  members: MembersService;
  sessions: Pick<SessionsService, 'open' | 'issueHandover'>;
  rateLimiter: RateLimiter;
  providers: OAuthProviderRepository;
  states: OAuthStateRepository;
  links: SocialLinkRepository;
  clients: OidcClients;
  log: FastifyBaseLogger;
}

/** What the route answers: a 302 to `location`, setting (`setState`) or clearing the state cookie. */
export interface SocialRedirect {
  location: string;
  setState?: string;
  clearState?: boolean;
}

const providerOf = (value: string): SocialProvider => {
  if (!isSocialProvider(value)) throw new SocialFailure('NOT_ENABLED');
  return value;
};

/** The provider's row when its module is on and the provider usable; else NOT_ENABLED. */
async function usableProvider(
  { providers, merchants }: SocialDeps,
  merchant: Merchant,
  provider: SocialProvider,
): Promise<OAuthProvider> {
  const p = await providers.find(merchant.id, provider);
  if (!p?.usable || !(await merchants.isEnabled(merchant.id, SOCIAL_MODULES[provider]))) {
    throw new SocialFailure('NOT_ENABLED');
  }
  return p;
}

async function configurationOf(clients: OidcClients, p: OAuthProvider): Promise<oidc.Configuration> {
  try {
    return await clients.configuration(p);
  } catch (e) {
    throw new SocialFailure('OAUTH_FAILED', e);
  }
}

/** The redirect for a failure: known codes land as they are, anything else is logged as a bug and lands as OAUTH_FAILED. */
function failed(deps: SocialDeps, e: unknown, returnTo: string, provider: string): SocialRedirect {
  if (e instanceof SocialFailure) {
    deps.log.warn({ provider, code: e.code, err: e.detail }, 'social sign-in failed');
    return { location: landingUrl(returnTo, { error: e.code }), clearState: true };
  }
  if (e instanceof DomainError && Object.hasOwn(SOCIAL_LOGIN_ERRORS, e.code)) {
    // SELF_EXCLUDED (a login gate of responsible gaming) carries the end of the exclusion.
    const until = typeof e.extra.until === 'string' ? e.extra.until : undefined;
    return { location: landingUrl(returnTo, { error: e.code as SocialLoginErrorCode, until }), clearState: true };
  }
  deps.log.error({ provider, err: e }, 'social sign-in: unexpected error');
  return { location: landingUrl(returnTo, { error: 'OAUTH_FAILED' }), clearState: true };
}

/**
 * `GET /wps/session/oauth/:provider/authorize?returnTo=`: stores a new state (hashed) with its PKCE
 * verifier, nonce and return path, and sends the browser to the provider (code flow, S256).
 * `origin` is this site as the browser sees it (the redirect_uri is built from it).
 */
export async function beginSocialLogin(
  deps: SocialDeps,
  req: { merchant: Merchant; provider: string; returnTo: unknown; origin: string; ip: string },
): Promise<SocialRedirect> {
  const returnTo = safeReturnTo(req.returnTo);
  try {
    const provider = providerOf(req.provider);
    const { limit, windowSeconds } = deps.config.auth.socialAuthorizeRateLimit;
    if (!(await deps.rateLimiter.take(`social:${req.ip}`, limit, windowSeconds))) {
      throw new SocialFailure('RATE_LIMITED');
    }
    const p = await usableProvider(deps, req.merchant, provider);
    const config = await configurationOf(deps.clients, p);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    // Normalised (`:80` dropped …) as openid-client will send it again at the token endpoint.
    const redirectUri = new URL(callbackPath(provider), req.origin).href;
    await deps.states.create(
      req.merchant.id,
      state,
      { provider, codeVerifier, nonce, redirectUri, returnTo },
      deps.config.auth.oauthStateTtlSeconds,
    );
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: p.scopes,
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...(isOpenId(p) ? { nonce } : {}),
    });
    return { location: url.href, setState: state };
  } catch (e) {
    return failed(deps, e, returnTo, req.provider);
  }
}

const sameString = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A new player for a provider account: a username the merchant's rule accepts, nickname from the name claim, no usable password. */
async function createMember(
  members: MembersService,
  merchant: Merchant,
  rule: Parameters<typeof usernameCandidates>[1],
  provider: SocialProvider,
  id: Identity,
  tx: Db,
): Promise<Member> {
  for (const username of usernameCandidates(provider, rule)) {
    if (await members.findByUsername(merchant.id, username, tx)) continue;
    return members.create(
      {
        merchantId: merchant.id,
        username,
        // Not a scrypt hash: no password matches until the member sets one (forgot password by e-mail).
        passwordHash: `unusable$${randomBytes(16).toString('hex')}`,
        type: 0,
        nickname: nicknameFrom({ name: id.name, email: id.email }, username),
        email: id.emailVerified ? id.email : null,
      },
      tx,
    );
  }
  throw new SocialFailure('OAUTH_FAILED', `no username for ${provider} fits the merchant's username rule`);
}

/**
 * The linked member (or a new one, linked now) gets a session exactly as a password login would; answers the
 * single-use hand-over code the landing carries (the exchange moves the session to the browser).
 */
async function signIn(
  deps: SocialDeps,
  merchant: Merchant,
  provider: SocialProvider,
  id: Identity,
  ip: string,
): Promise<string> {
  const { db, members, sessions, links } = deps;
  // Read before the transaction: PGlite runs one statement at a time, and the transaction holds it.
  const rule = await deps.merchants.registerRule(merchant.id, 'username');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const linked = await links.findMemberId(merchant.id, provider, id.subject, tx);
        let member: Member | null;
        if (linked !== null) {
          member = await members.findById(merchant.id, linked, tx);
          await links.touch(merchant.id, provider, id.subject, id.email, tx);
        } else {
          member = await createMember(members, merchant, rule, provider, id, tx);
          const link = { merchantId: merchant.id, provider, subject: id.subject, memberId: member.id, email: id.email };
          if (!(await links.link(link, tx))) throw new LinkRace();
        }
        if (!member) throw new Error(`member ${linked} of a ${provider} link is missing`);
        if (member.status === 'NON_MEMBER') throw new SocialFailure('NON_MEMBER');
        if (member.status !== 'ACTIVE') throw new SocialFailure('ACCOUNT_LOCKED');
        // The provider authenticated the user: no forced password change (SPEC §4), whatever recordLogin says.
        await members.recordLogin(member.id, ip, merchant, tx);
        // The browser gets a single-use hand-over code of the session (moved to it by the exchange), not the token.
        const token = await sessions.open(member.id, ip, tx);
        return (await sessions.issueHandover(token, merchant.id, true, tx)).code;
      });
    } catch (e) {
      if (!(e instanceof LinkRace)) throw e;
    }
  }
  throw new SocialFailure('OAUTH_FAILED', 'the account link kept changing');
}

/**
 * `GET /wps/session/oauth/:provider/callback?code&state`: the state must match this browser's
 * cookie and a stored, unused, unexpired state of this provider; then the code is exchanged (PKCE
 * verifier), the ID token validated (signature, issuer, audience, expiry, nonce) and the member found
 * or created. Lands on the stored return path with the token, or with an error code.
 */
export async function finishSocialLogin(
  deps: SocialDeps,
  req: {
    merchant: Merchant;
    provider: string;
    query: Record<string, string | undefined>;
    /** The callback's query string as received (`code=…&state=…&iss=…`), without `?`. */
    rawQuery: string;
    stateCookie: string | undefined;
    ip: string;
  },
): Promise<SocialRedirect> {
  let returnTo = DEFAULT_RETURN_TO;
  try {
    const provider = providerOf(req.provider);
    const state = req.query.state;
    // Bound to the browser that started the sign-in (login CSRF): the cookie set by authorize.
    if (!state || !req.stateCookie || !sameString(state, req.stateCookie)) {
      throw new SocialFailure('OAUTH_STATE_INVALID', 'state missing or not this browser’s');
    }
    const stored = await deps.states.consume(req.merchant.id, state);
    if (!stored || stored.provider !== provider)
      throw new SocialFailure('OAUTH_STATE_INVALID', 'unknown or used state');
    returnTo = stored.returnTo;
    if (!stored.live) throw new SocialFailure('OAUTH_STATE_INVALID', 'expired state');
    if (req.query.error) {
      const code = req.query.error === 'access_denied' ? 'OAUTH_DENIED' : 'OAUTH_FAILED';
      throw new SocialFailure(code, `provider error ${req.query.error}`);
    }
    const p = await usableProvider(deps, req.merchant, provider);
    const config = await configurationOf(deps.clients, p);
    const currentUrl = new URL(stored.redirectUri);
    currentUrl.search = req.rawQuery;
    let identity: Identity;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: stored.codeVerifier,
        expectedState: state,
        ...(isOpenId(p) ? { expectedNonce: stored.nonce, idTokenExpected: true } : {}),
      });
      identity = await identityOf(config, tokens);
    } catch (e) {
      throw e instanceof SocialFailure ? e : new SocialFailure('OAUTH_FAILED', e);
    }
    const handover = await signIn(deps, req.merchant, provider, identity, req.ip);
    return { location: landingUrl(returnTo, { handover }), clearState: true };
  } catch (e) {
    return failed(deps, e, returnTo, req.provider);
  }
}
