import { contentPagesOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** One page of the brand's announcements, newest first (`GET /ops/content/announcements`). */
export const useAnnouncements = (merchant: string | undefined, pageNo: number) =>
  useOps(contentPagesOpsApi.listAnnouncements, { merchant, pageNo, pageSize: 20 });
