import { engagementOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Recalculates the brand's members' VIP levels now (`POST /ops/vip/recalculate`). */
export const recalculateVip = (code: string) => opsCall(engagementOpsApi.recalculateVip, { code });
