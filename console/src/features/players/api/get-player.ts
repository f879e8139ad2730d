import { playersOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** A player's overview: balances, VIP, state, KYC, limits, agent line (`GET /ops/players/:id`). */
export const usePlayer = (id: number, merchant: string | undefined) =>
  useOps(playersOpsApi.getPlayer, { merchant }, { id });
