import { playersOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The player's sign-ins: address, browser, time, paged (`getPlayerLogins`). */
export const usePlayerLogins = (id: number, merchant: string | undefined, page: number) =>
  useOps(playersOpsApi.getPlayerLogins, { merchant, page, pageSize: 20 }, { id });
