import { restrictedOpsApi, type RequestOf } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Adds a person to the merchant's restricted-persons list (`POST /ops/restricted`). */
export const addRestricted = (input: RequestOf<typeof restrictedOpsApi.addRestricted>) =>
  opsCall(restrictedOpsApi.addRestricted, input);
