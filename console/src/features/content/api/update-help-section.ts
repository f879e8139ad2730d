import { contentPagesOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Replaces a help section's title, content and order (`PUT /ops/content/help/:lang/:key`). */
export const updateHelpSection = (
  lang: string,
  key: string,
  input: contentPagesOpsApi.HelpSectionInput,
  merchant: string | undefined,
) => opsCall(contentPagesOpsApi.updateHelpSection, { ...input, merchant }, { lang, key });
