import { playersOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The player's game rounds, paged (`getPlayerRounds`). */
export const usePlayerRounds = (id: number, merchant: string | undefined, page: number) =>
  useOps(playersOpsApi.getPlayerRounds, { merchant, page, pageSize: 20 }, { id });
