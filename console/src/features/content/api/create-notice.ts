import { contentPagesOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Adds a notice; its HTML is sanitised by the server (`POST /ops/content/notices`). */
export const createNotice = (input: contentPagesOpsApi.NoticeInput, merchant: string | undefined) =>
  opsCall(contentPagesOpsApi.createNotice, { ...input, merchant });
