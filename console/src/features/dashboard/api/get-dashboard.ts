import { getDashboard, type DashboardQuery } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The dashboard's figures for a merchant (or every merchant, for the owner) over 1, 7 or 30 days. */
export const useDashboard = (query: DashboardQuery) => useOps(getDashboard, query);
