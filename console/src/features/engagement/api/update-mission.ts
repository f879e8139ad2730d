import { engagementOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Changes a mission's title, target, reward, multiple, order or active flag (`PUT /ops/missions/:id`). */
export const updateMission = (code: string, id: number, mission: engagementOpsApi.MissionInput) =>
  opsCall(engagementOpsApi.updateMission, { code, ...mission }, { id });
