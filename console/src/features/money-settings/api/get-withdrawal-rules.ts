import { moneySettingsOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The brand's withdrawal rules (`GET /ops/withdrawals/settings`). */
export const useWithdrawalRules = (merchant: string | undefined) =>
  useOps(moneySettingsOpsApi.getWithdrawalRules, { merchant }, undefined, merchant !== undefined);
