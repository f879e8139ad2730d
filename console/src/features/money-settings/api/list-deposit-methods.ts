import { moneySettingsOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The brand's deposit methods, on or off, and the templates it lacks (`GET /ops/payments/methods`). */
export const useDepositMethods = (merchant: string | undefined) =>
  useOps(moneySettingsOpsApi.listDepositMethods, { merchant }, undefined, merchant !== undefined);
