import { opsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The signed-in operator's open sessions (`GET /ops/sessions`). */
export const useMySessions = () => useOps(opsApi.listMySessions, {});
