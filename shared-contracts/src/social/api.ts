import { HANDOVER_PARAM } from '../session/schemas';
import type { WhitelabelModuleId } from '../whitelabel/modules';

/*
 * Social sign-in (SPEC §1, §2 login form): an OAuth 2 / OpenID Connect authorization-code flow run by
 * platform-api. Both calls are full-page navigations answered with a 302, not JSON endpoints, so this
 * module declares their paths and the parameters each side reads:
 *
 * 1. The client sends the browser to `authorizeUrl(provider, returnTo)`
 *    (`GET /wps/session/oauth/:provider/authorize?returnTo=/path`); the API answers 302 to the provider.
 * 2. The provider sends the browser back to `callbackPath(provider)` with `code` and `state`; the API
 *    answers 302 to `returnTo` with a single-use hand-over code of the new session in the fragment
 *    (`/path#handover=…`: a fragment never reaches a server log or a Referer; the shell exchanges it at
 *    `POST /wps/session/handover/exchange`, never a session token in a URL) or with an error code in the
 *    query (`/path?loginError=CODE`).
 *
 * A provider's button is shown when its whitelabel module (SOCIAL_MODULES) is enabled; the API reports
 * the module enabled only when the provider is also configured (client id, secret, endpoints).
 */

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The whitelabel module that switches each provider's button on. */
export const SOCIAL_MODULES: Readonly<Record<SocialProvider, WhitelabelModuleId>> = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
};

export const isSocialProvider = (v: string): v is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(v);

export const authorizePath = (provider: SocialProvider): string => `/wps/session/oauth/${provider}/authorize`;
export const callbackPath = (provider: SocialProvider): string => `/wps/session/oauth/${provider}/callback`;

/** Where a sign-in lands when no (acceptable) return path was given. */
export const DEFAULT_RETURN_TO = '/index';
const MAX_RETURN_TO = 512;

/**
 * A path of this site to land on after the sign-in, or DEFAULT_RETURN_TO: it must start with one `/`
 * (not `//` or `/\`, which browsers read as another host) and hold no control characters, so the
 * API can never be made to redirect elsewhere. The fragment is dropped (the token goes there).
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_TO) return DEFAULT_RETURN_TO;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!/^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/.test(value)) return DEFAULT_RETURN_TO;
  const path = value.split('#')[0] ?? '';
  return path === '' || path === '/login' ? DEFAULT_RETURN_TO : path;
}

/** The URL a social button sends the browser to (same origin as the API). */
export const authorizeUrl = (provider: SocialProvider, returnTo: string): string =>
  `${authorizePath(provider)}?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}`;

/** Query parameter carrying a failed sign-in's code on the landing URL. */
export const LOGIN_ERROR_PARAM = 'loginError';
/** Query parameter carrying the end (ISO-8601) of a SELF_EXCLUDED sign-in's exclusion. */
export const LOGIN_ERROR_UNTIL_PARAM = 'loginErrorUntil';

/** Codes a sign-in can land with (`?loginError=`) and the `common` message key the client shows. */
export const SOCIAL_LOGIN_ERRORS = {
  /** Unknown provider, its module off, or the provider not configured. */
  NOT_ENABLED: 'err_not_enabled',
  /** Unknown, expired (10 min), already used or foreign (other browser) state. Start again. */
  OAUTH_STATE_INVALID: 'err_social_state',
  /** The user cancelled at the provider (error=access_denied). */
  OAUTH_DENIED: 'err_social_denied',
  /** The provider could not be reached, refused the code, or its ID token failed validation. */
  OAUTH_FAILED: 'err_social_failed',
  NON_MEMBER: 'err_non_member',
  ACCOUNT_LOCKED: 'err_account_locked',
  /** The member excluded themself (responsible gaming); `LOGIN_ERROR_UNTIL_PARAM` carries the end. */
  SELF_EXCLUDED: 'err_self_excluded',
  RATE_LIMITED: 'err_too_many_requests',
} as const;
export type SocialLoginErrorCode = keyof typeof SOCIAL_LOGIN_ERRORS;

/** The message key for a landing error code; unknown codes read as OAUTH_FAILED. */
export const loginErrorMessage = (code: string): string =>
  Object.hasOwn(SOCIAL_LOGIN_ERRORS, code)
    ? SOCIAL_LOGIN_ERRORS[code as SocialLoginErrorCode]
    : SOCIAL_LOGIN_ERRORS.OAUTH_FAILED;

/**
 * The URL the callback redirects to: `returnTo` with the new session's hand-over code in the fragment
 * (`HANDOVER_PARAM`), or the error code in the query.
 */
export function landingUrl(
  returnTo: string,
  result: { handover: string } | { error: SocialLoginErrorCode; until?: string },
): string {
  const url = new URL(safeReturnTo(returnTo), 'http://site.invalid');
  if ('handover' in result) url.hash = `${HANDOVER_PARAM}=${encodeURIComponent(result.handover)}`;
  else {
    url.searchParams.set(LOGIN_ERROR_PARAM, result.error);
    if (result.until) url.searchParams.set(LOGIN_ERROR_UNTIL_PARAM, result.until);
  }
  return url.pathname + url.search + url.hash;
}
