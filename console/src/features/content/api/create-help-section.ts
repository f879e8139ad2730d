import { contentPagesOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Adds a help section in one of the brand's languages (`POST /ops/content/help`). */
export const createHelpSection = (input: contentPagesOpsApi.NewHelpSection, merchant: string | undefined) =>
  opsCall(contentPagesOpsApi.createHelpSection, { ...input, merchant });
