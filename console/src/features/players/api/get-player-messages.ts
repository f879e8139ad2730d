import { playersOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The platform messages sent to the player, paged (`getPlayerMessages`). */
export const usePlayerMessages = (id: number, merchant: string | undefined, page: number) =>
  useOps(playersOpsApi.getPlayerMessages, { merchant, page, pageSize: 20 }, { id });
