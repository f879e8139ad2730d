import { contentPagesOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The brand's languages and its help sections in `lang` (absent: its first) (`GET /ops/content/help`). */
export const useHelpSections = (merchant: string | undefined, lang: string | undefined) =>
  useOps(contentPagesOpsApi.listHelpSections, { merchant, ...(lang ? { lang } : {}) });
