import { contentPagesOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Deletes a notice (`DELETE /ops/content/notices/:id`). */
export const deleteNotice = (id: number, merchant: string | undefined) =>
  opsCall(contentPagesOpsApi.deleteNotice, { merchant }, { id });
