import { opsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Checks the audit's hash chain (`GET /ops/audit/verify`). */
export const verifyAudit = () => opsCall(opsApi.verifyAudit, {});
