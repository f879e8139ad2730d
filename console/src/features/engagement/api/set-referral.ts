import { engagementOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Replaces the brand's referral programme (`PUT /ops/referral`). */
export const setReferral = (code: string, rules: engagementOpsApi.ReferralRules) =>
  opsCall(engagementOpsApi.setReferral, { code, ...rules });
