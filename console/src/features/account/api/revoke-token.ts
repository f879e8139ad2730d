import { opsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Revokes one of the operator's API tokens at once (`DELETE /ops/tokens/:id`). */
export const revokeToken = (id: number) => opsCall(opsApi.revokeMyToken, {}, { id });
