import { engagementOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Adds a daily or weekly mission (`POST /ops/missions`). */
export const createMission = (code: string, mission: engagementOpsApi.MissionInput) =>
  opsCall(engagementOpsApi.createMission, { code, ...mission });
