import { opsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** WebAuthn sign-in options for the operator of the pending sign-in (`POST /ops/session/passkey/options`). */
export const passkeySignInOptions = () => opsCall(opsApi.passkeySignInOptions, {});
