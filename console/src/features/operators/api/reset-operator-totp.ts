import { opsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Clears an operator's authenticator: the next sign-in enrols a new one (`POST /ops/operators/:id/reset-2fa`). */
export const resetOperatorTotp = (id: number) => opsCall(opsApi.resetOperatorTotp, {}, { id });
