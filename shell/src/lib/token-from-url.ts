import {
  api,
  bus,
  formatDateTime,
  session as pageSession,
  socialApi,
  startSession,
  type ApiClient,
  type Bus,
  type SessionStore,
} from 'shared-contracts';
import { getMemberInfo } from '../api/get-member-info';

/** What the address bar brought. */
export interface UrlLogin {
  /** A session token: `?token=` (SPEC §4), or `#token=` where a social sign-in lands. */
  token: string | null;
  /** The code of a failed social sign-in (`?loginError=`). */
  error: string | null;
  /** The end of a SELF_EXCLUDED sign-in's exclusion (`?loginErrorUntil=`, ISO-8601). */
  until?: string | null;
}

/**
 * SPEC §4: a `token` in the URL query (or fragment) becomes the session token; it and a social
 * sign-in's `loginError` (and `loginErrorUntil`) are removed from the address bar.
 */
export function adoptTokenFromUrl(
  session: SessionStore,
  loc: Location = window.location,
  hist: History = window.history,
): UrlLogin {
  const url = new URL(loc.href);
  const hashToken = new URLSearchParams(url.hash.slice(1)).get(socialApi.TOKEN_PARAM);
  const token = url.searchParams.get('token') || hashToken || null;
  const error = url.searchParams.get(socialApi.LOGIN_ERROR_PARAM);
  const until = url.searchParams.get(socialApi.LOGIN_ERROR_UNTIL_PARAM);
  if (!token && error === null) return { token: null, error: null };
  if (token) session.set('token', token);
  url.searchParams.delete('token');
  url.searchParams.delete(socialApi.LOGIN_ERROR_PARAM);
  url.searchParams.delete(socialApi.LOGIN_ERROR_UNTIL_PARAM);
  if (hashToken) url.hash = '';
  hist.replaceState(hist.state, '', url.pathname + url.search + url.hash);
  return until ? { token, error, until } : { token, error };
}

/**
 * Finishes what the URL brought: a token becomes a login like any other — the member is loaded
 * (`/wps/member/info`) and stored under the same keys by `startSession`, which emits `auth:login` —
 * or is dropped when it cannot be; a sign-in error is shown as a prompt (`common:<message>`).
 */
export async function completeUrlLogin(
  found: UrlLogin,
  deps: { api: Pick<ApiClient, 'call'>; bus: Bus; session: SessionStore } = { api, bus, session: pageSession },
): Promise<void> {
  if (found.error !== null) {
    const message = socialApi.loginErrorMessage(found.error);
    deps.bus.emit(
      'prompt:show',
      found.until ? { message, params: { until: formatDateTime(found.until) } } : { message },
    );
  }
  if (!found.token) return;
  try {
    const member = await getMemberInfo(deps.api);
    startSession(found.token, member, deps.session, deps.bus);
  } catch {
    // Expired, revoked or unreachable: better logged out than half logged in.
    if (deps.session.get('token') === found.token) deps.session.clearSession();
  }
}
