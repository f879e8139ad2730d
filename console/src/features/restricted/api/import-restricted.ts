import { restrictedOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Checks (`preview`) or imports a CSV of restricted persons (`POST /ops/restricted/import`). */
export const importRestricted = (csv: string, preview: boolean, merchant: string | undefined) =>
  opsCall(restrictedOpsApi.importRestricted, { merchant, csv, preview });
