import { opsApi, type OperatorSessionOpened } from 'shared-contracts';
import { csrf, opsCall } from '../../../lib/ops-client';

/** The second step (`POST /ops/session/totp`): opens the session and keeps its CSRF token for later writes. */
export async function secondStep(input: { code: string } | { recoveryCode: string }): Promise<OperatorSessionOpened> {
  const opened = await opsCall(opsApi.secondStep, input);
  csrf.set(opened.csrfToken);
  return opened;
}
