import { api, sessionApi } from 'shared-contracts';

/** Ends the session on the server (SPEC §4 logout). */
export function logout() {
  return api.call(sessionApi.logout, {});
}
