import { getWithdrawalSignals } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** What a reviewer weighs beside a withdrawal: turnover, bonuses running, recent money, KYC (`…/signals`). */
export const useWithdrawalSignals = (id: number, merchant: string) =>
  useOps(getWithdrawalSignals, { merchant }, { id });
