import { getDeskInbox, type RequestOf } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The operator's waiting items across every queue it may see, with per-kind totals (`GET /ops/desk/inbox`). */
export const useDeskInbox = (query: RequestOf<typeof getDeskInbox>) => useOps(getDeskInbox, query);
