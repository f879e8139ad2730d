import { engagementOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Completes the missions reached and grants their rewards now (`POST /ops/missions/grant`). */
export const grantMissions = (code: string) => opsCall(engagementOpsApi.grantMissions, { code });
