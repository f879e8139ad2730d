import {
  api,
  bus,
  errorKey,
  formatDateTime,
  HANDOVER_PARAM,
  session as pageSession,
  socialApi,
  startSession,
  type ApiClient,
  type Bus,
  type SessionStore,
} from 'shared-contracts';
import { endSession } from '../api/end-session';
import { exchangeHandover } from '../api/exchange-handover';
import { handoverState, type HandoverStore } from './handover-state';

/** What the address bar brought. */
export interface UrlLogin {
  /** A hand-over code: `?handover=` (an app's or agent's link) or `#handover=` (where a social sign-in lands). */
  code: string | null;
  /** The code of a failed social sign-in (`?loginError=`). */
  error: string | null;
  /** The end of a SELF_EXCLUDED sign-in's exclusion (`?loginErrorUntil=`, ISO-8601). */
  until?: string | null;
}

/** A session token in the URL: removed, never used (issue 24: it silently replaced the signed-in member). */
const RAW_TOKEN = 'token';

/**
 * SPEC §4: takes a hand-over code and a social sign-in's `loginError` (and `loginErrorUntil`) out of the address
 * bar. A `token` there is taken out too but not used: a session is only ever picked up through a hand-over code.
 */
export function takeUrlLogin(loc: Location = window.location, hist: History = window.history): UrlLogin {
  const url = new URL(loc.href);
  const hash = new URLSearchParams(url.hash.slice(1));
  const code = url.searchParams.get(HANDOVER_PARAM) || hash.get(HANDOVER_PARAM) || null;
  const error = url.searchParams.get(socialApi.LOGIN_ERROR_PARAM);
  const until = url.searchParams.get(socialApi.LOGIN_ERROR_UNTIL_PARAM);
  const query = [HANDOVER_PARAM, RAW_TOKEN, socialApi.LOGIN_ERROR_PARAM, socialApi.LOGIN_ERROR_UNTIL_PARAM];
  const inQuery = query.filter((p) => url.searchParams.has(p));
  const inHash = hash.has(HANDOVER_PARAM) || hash.has(RAW_TOKEN);
  if (inQuery.length > 0 || inHash) {
    inQuery.forEach((p) => url.searchParams.delete(p));
    if (inHash) url.hash = '';
    hist.replaceState(hist.state, '', url.pathname + url.search + url.hash);
  }
  return until ? { code, error, until } : { code, error };
}

export interface UrlLoginDeps {
  api: Pick<ApiClient, 'call'>;
  bus: Bus;
  session: SessionStore;
  state: HandoverStore;
  /** Ends a session the page does not keep (`endSession`). */
  end: (token: string) => Promise<void>;
}

/**
 * Finishes what the URL brought. A sign-in error is shown as a prompt (`common:<message>`). A hand-over code is
 * exchanged: a guest is signed in like any login (`startSession`, which emits `auth:login`); a member signed in
 * as the same account keeps the session they have; a member signed in as someone else is asked first (the
 * `offer` the "Switch account?" dialog shows), never switched silently. A refused code is shown as a prompt and
 * changes nothing.
 */
export async function completeUrlLogin(
  found: UrlLogin,
  deps: UrlLoginDeps = { api, bus, session: pageSession, state: handoverState, end: endSession },
): Promise<void> {
  if (found.error !== null) {
    const message = socialApi.loginErrorMessage(found.error);
    deps.bus.emit(
      'prompt:show',
      found.until ? { message, params: { until: formatDateTime(found.until) } } : { message },
    );
  }
  if (!found.code) return;
  // Set before the first await: the first render already knows a session may be on its way.
  deps.state.set({ exchanging: true });
  try {
    const { token, member } = await exchangeHandover(found.code, deps.api);
    const current = deps.session.get('token') ? deps.session.get('account') : null;
    if (current === null) startSession(token, member, deps.session, deps.bus);
    else if (deps.session.get('customerId') === String(member.id)) await deps.end(token);
    else deps.state.set({ offer: { token, member, current } });
  } catch (e) {
    deps.bus.emit('prompt:show', { message: errorKey(e) });
  } finally {
    deps.state.set({ exchanging: false });
  }
}
