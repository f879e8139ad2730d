import { brandsOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/**
 * Suspends (its site shows maintenance, its players cannot sign in) or reinstates a brand, with the operator's reason
 * (`POST /ops/brands/:code/suspension`).
 */
export const setBrandSuspended = (code: string, suspended: boolean, reason: string) =>
  opsCall(brandsOpsApi.setBrandSuspended, { suspended, reason }, { code });
