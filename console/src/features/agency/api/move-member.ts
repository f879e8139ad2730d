import { agencyOpsApi, type MoveInput } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Moves a member with its subtree below another agent (`POST /ops/agency/moves`). */
export const moveMember = (input: MoveInput) => opsCall(agencyOpsApi.moveMember, input);
