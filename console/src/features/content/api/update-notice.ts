import { contentPagesOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Replaces a notice's fields (`PUT /ops/content/notices/:id`). */
export const updateNotice = (id: number, input: contentPagesOpsApi.NoticeInput, merchant: string | undefined) =>
  opsCall(contentPagesOpsApi.updateNotice, { ...input, merchant }, { id });
