import { engagementOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The brand's referral programme (off, with defaults, when never set) (`GET /ops/referral?code=`). */
export const useReferral = (code: string | undefined) =>
  useOps(engagementOpsApi.getReferral, { code: code ?? '' }, undefined, code !== undefined);
