import { contentPagesOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Replaces an announcement's fields (`PUT /ops/content/announcements/:id`). */
export const updateAnnouncement = (
  id: number,
  input: contentPagesOpsApi.AnnouncementInput,
  merchant: string | undefined,
) => opsCall(contentPagesOpsApi.updateAnnouncement, { ...input, merchant }, { id });
