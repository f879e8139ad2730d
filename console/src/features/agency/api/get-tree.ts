import { agencyOpsApi, type RequestOf } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** One level of the brand's agent tree: the top-level agents, or `parent`'s direct members (`GET /ops/agency/tree`). */
export const getTree = (input: RequestOf<typeof agencyOpsApi.getTree>) => opsCall(agencyOpsApi.getTree, input);
