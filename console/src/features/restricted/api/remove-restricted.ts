import { restrictedOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Removes a person from the merchant's restricted-persons list (`DELETE /ops/restricted/:id`). */
export const removeRestricted = (id: number, merchant: string | undefined) =>
  opsCall(restrictedOpsApi.removeRestricted, { merchant }, { id });
