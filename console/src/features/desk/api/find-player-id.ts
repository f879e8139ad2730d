import { playersOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The player search for one username (the desk's rows name members; the profile and links go by id). */
export const usePlayerByName = (username: string | null, merchant: string) =>
  useOps(playersOpsApi.searchPlayers, { merchant, q: username ?? '', pageSize: 5 }, undefined, username !== null);
