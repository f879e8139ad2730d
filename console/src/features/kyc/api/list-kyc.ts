import { playersOpsApi, type RequestOf } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** Identity-verification submissions of a status, paged (`GET /ops/kyc`). */
export const useKycList = (query: RequestOf<typeof playersOpsApi.listKyc>) => useOps(playersOpsApi.listKyc, query);
