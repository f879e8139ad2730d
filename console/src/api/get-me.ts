import { opsApi, type OperatorMe } from 'shared-contracts';
import { opsCall } from '../lib/ops-client';

/** The signed-in operator (`GET /ops/session`): who, role, merchants and permissions. */
export const getMe = (): Promise<OperatorMe> => opsCall(opsApi.getMe, {});
