import { solveChallenge } from 'altcha-lib/v1';
import { ApiError, sessionApi } from 'shared-contracts';
import { getBotChallenge } from '../api/get-bot-challenge';

/**
 * The proof-of-work bot check (SPEC §4): fetch a signed ALTCHA challenge, solve it in the browser and
 * return the base64 payload the server verifies (login, registration, SMS sends; not SMS login).
 */
export async function solveBotCheck(): Promise<{ altcha: string }> {
  const ch = await getBotChallenge();
  const { promise } = solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber);
  const solution = await promise;
  if (!solution) throw new ApiError('BOT_CHECK_FAILED', 'err_bot_check', 0, sessionApi.getBotChallenge.path);
  const payload = {
    algorithm: ch.algorithm,
    challenge: ch.challenge,
    number: solution.number,
    salt: ch.salt,
    signature: ch.signature,
  };
  return { altcha: btoa(JSON.stringify(payload)) };
}
