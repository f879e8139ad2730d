import { opsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The operator's passkeys (`GET /ops/passkeys`). */
export const useMyPasskeys = () => useOps(opsApi.listMyPasskeys, {});
