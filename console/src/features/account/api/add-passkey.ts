import { opsApi, type PasskeyAdd } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Keeps a passkey the browser made for the registration options (`POST /ops/passkeys`). */
export const addPasskey = (input: PasskeyAdd) => opsCall(opsApi.addMyPasskey, input);
