import { contentPagesOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Deletes an announcement (`DELETE /ops/content/announcements/:id`). */
export const deleteAnnouncement = (id: number, merchant: string | undefined) =>
  opsCall(contentPagesOpsApi.deleteAnnouncement, { merchant }, { id });
