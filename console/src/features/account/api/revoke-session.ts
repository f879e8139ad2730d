import { opsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Ends one of the operator's own sessions (`DELETE /ops/sessions/:id`). */
export const revokeSession = (id: number) => opsCall(opsApi.revokeMySession, {}, { id });
