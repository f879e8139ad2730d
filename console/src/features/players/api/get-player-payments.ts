import { playersOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The player's deposits and withdrawals, paged (`getPlayerPayments`). */
export const usePlayerPayments = (id: number, merchant: string | undefined, page: number) =>
  useOps(playersOpsApi.getPlayerPayments, { merchant, page, pageSize: 20 }, { id });
