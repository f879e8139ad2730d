import { opsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** WebAuthn registration options for a new passkey of the operator (`POST /ops/passkeys/options`). */
export const passkeyRegistrationOptions = () => opsCall(opsApi.passkeyRegistrationOptions, {});
