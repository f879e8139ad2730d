import { moneySettingsOpsApi, type WithdrawalRules } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Sets every withdrawal rule of the brand at once (`PUT /ops/withdrawals/settings`). */
export const setWithdrawalRules = (merchant: string, rules: WithdrawalRules) =>
  opsCall(moneySettingsOpsApi.setWithdrawalRules, { merchant, ...rules });
