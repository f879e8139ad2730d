import { contentPagesOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** The HTML as the server would keep it (sanitised), nothing saved (`POST /ops/content/preview`). */
export const previewContent = (content: string, merchant: string | undefined) =>
  opsCall(contentPagesOpsApi.previewContent, { content, merchant });
