import { reportsOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** Deposits and withdrawals by the brand's day and by method over a range. */
export const useCashflowReport = (query: reportsOpsApi.RangeQuery) => useOps(reportsOpsApi.getCashflow, query);
