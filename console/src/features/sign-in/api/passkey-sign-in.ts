import { opsApi, type OperatorSessionOpened, type PasskeySignIn } from 'shared-contracts';
import { csrf, opsCall } from '../../../lib/ops-client';

/** The second step with a passkey (`POST /ops/session/passkey`): opens the session and keeps its CSRF token. */
export async function passkeySignIn(input: PasskeySignIn): Promise<OperatorSessionOpened> {
  const opened = await opsCall(opsApi.passkeySignIn, input);
  csrf.set(opened.csrfToken);
  return opened;
}
