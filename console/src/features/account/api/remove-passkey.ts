import { opsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Removes one of the operator's passkeys (`DELETE /ops/passkeys/:id`). */
export const removePasskey = (id: number) => opsCall(opsApi.removeMyPasskey, {}, { id });
