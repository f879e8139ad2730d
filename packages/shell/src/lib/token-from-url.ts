import type { SessionStore } from 'shared-contracts';

/** SPEC §4: a `token` in the URL query becomes the session token and is removed from the address bar. */
export function adoptTokenFromUrl(
  session: SessionStore,
  loc: Location = window.location,
  hist: History = window.history,
) {
  const url = new URL(loc.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  session.set('token', token);
  url.searchParams.delete('token');
  hist.replaceState(hist.state, '', url.pathname + url.search + url.hash);
}
