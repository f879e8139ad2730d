import { playersOpsApi } from 'shared-contracts';
import { useOps } from '../lib/use-ops';

/** Members sharing an IP or a payee name with the player, flagged when in the same agent line. */
export const useLinkedAccounts = (id: number, merchant: string | undefined) =>
  useOps(playersOpsApi.getLinkedAccounts, { merchant }, { id });
