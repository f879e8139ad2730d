import { contentPagesOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** One page of the brand's notices (of a kind, or all) by kind and order (`GET /ops/content/notices`). */
export const useNotices = (merchant: string | undefined, pageNo: number, kind?: contentPagesOpsApi.NoticeKind) =>
  useOps(contentPagesOpsApi.listNotices, { merchant, pageNo, pageSize: 20, ...(kind ? { kind } : {}) });
