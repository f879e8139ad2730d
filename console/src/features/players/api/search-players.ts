import { playersOpsApi, type RequestOf } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** Players by username, mobile, e-mail, id or IP, paged (`GET /ops/players`). */
export const usePlayerSearch = (query: RequestOf<typeof playersOpsApi.searchPlayers>, enabled: boolean) =>
  useOps(playersOpsApi.searchPlayers, query, undefined, enabled);
