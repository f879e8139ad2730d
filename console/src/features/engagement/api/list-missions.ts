import { engagementOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** Every mission of the brand with its completions (`GET /ops/missions?code=`). */
export const useMissions = (code: string | undefined) =>
  useOps(engagementOpsApi.listMissions, { code: code ?? '' }, undefined, code !== undefined);
