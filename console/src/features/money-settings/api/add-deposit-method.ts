import { moneySettingsOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Adds a template's deposit method the brand lacks (`POST /ops/payments/methods`). */
export const addDepositMethod = (merchant: string, code: string) =>
  opsCall(moneySettingsOpsApi.addDepositMethod, { merchant, code });
