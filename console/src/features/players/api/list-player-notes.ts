import { playersOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The staff notes on the player, paged (`listPlayerNotes`). */
export const usePlayerNotes = (id: number, merchant: string | undefined, page: number) =>
  useOps(playersOpsApi.listPlayerNotes, { merchant, page, pageSize: 20 }, { id });
