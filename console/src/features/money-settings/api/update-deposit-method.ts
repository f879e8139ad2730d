import { moneySettingsOpsApi, type DepositMethodPatch } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Changes one deposit method of the brand (`PUT /ops/payments/methods/:code`). */
export const updateDepositMethod = (merchant: string, code: string, patch: DepositMethodPatch) =>
  opsCall(moneySettingsOpsApi.updateDepositMethod, { merchant, ...patch }, { code });
