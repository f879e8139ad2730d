import { opsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The merchant's four-eyes threshold for withdrawals and adjustments (`GET /ops/withdrawals/four-eyes`). */
export const useFourEyes = (merchant: string | undefined, enabled: boolean) =>
  useOps(opsApi.getFourEyes, { merchant }, undefined, enabled);
