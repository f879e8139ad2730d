import { opsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The operator's API tokens, without their secrets (`GET /ops/tokens`). */
export const useMyTokens = () => useOps(opsApi.listMyTokens, {});
