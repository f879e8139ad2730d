import { api, sessionApi } from 'shared-contracts';

/** Stores a logged-in member's language on the server (SPEC §4). */
export function setLanguage(lang: string) {
  return api.call(sessionApi.setLanguage, { lang });
}
