import { sessionApi } from 'shared-contracts';

/**
 * Ends a session that is not the page's (`DELETE /wps/session/logout` with its own token): the one a hand-over
 * exchange opened when the member keeps the session they had. The page's client always sends the page's token,
 * so this call goes around it; the page's session, storage and bus are untouched. Best effort: never throws.
 */
export async function endSession(token: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    await fetchImpl(sessionApi.logout.path, {
      method: sessionApi.logout.method,
      headers: { authorization: `Bearer ${token}` },
    });
  } catch {
    // Unreachable: the session ends with the one it was handed over from anyway.
  }
}
