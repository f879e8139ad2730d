import { playersOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** One submission with the /ops addresses of its images (`GET /ops/kyc/:id`). */
export const useKyc = (id: number | null, merchant: string | undefined) =>
  useOps(playersOpsApi.getKyc, { merchant }, { id: id ?? 0 }, id !== null);
