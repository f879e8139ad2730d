import { engagementOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Qualifies the friends who met the rules and grants their referrers now (`POST /ops/referral/qualify`). */
export const qualifyReferrals = (code: string) => opsCall(engagementOpsApi.qualifyReferrals, { code });
