import { agencyOpsApi, type RequestOf } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** A member's line from the top of the tree, the member last (`GET /ops/agency/tree/path`). */
export const findInTree = (input: RequestOf<typeof agencyOpsApi.findInTree>) => opsCall(agencyOpsApi.findInTree, input);
