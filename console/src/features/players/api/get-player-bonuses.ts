import { playersOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The player's bonuses and their turnover, paged (`getPlayerBonuses`). */
export const usePlayerBonuses = (id: number, merchant: string | undefined, page: number) =>
  useOps(playersOpsApi.getPlayerBonuses, { merchant, page, pageSize: 20 }, { id });
