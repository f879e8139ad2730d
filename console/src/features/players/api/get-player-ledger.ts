import { playersOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The player's ledger entries, paged (`getPlayerLedger`). */
export const usePlayerLedger = (id: number, merchant: string | undefined, page: number) =>
  useOps(playersOpsApi.getPlayerLedger, { merchant, page, pageSize: 20 }, { id });
