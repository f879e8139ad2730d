import { api, sessionApi } from 'shared-contracts';

/** A signed ALTCHA proof-of-work challenge (SPEC §4 bot check). */
export function getBotChallenge() {
  return api.call(sessionApi.getBotChallenge, {});
}
