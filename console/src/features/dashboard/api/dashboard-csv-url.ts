import { exportDashboardCsv, type DashboardQuery } from 'shared-contracts';
import { opsUrl } from '../../../lib/ops-client';

/** The address of the dashboard's days as CSV (a download link: the browser sends the session cookie). */
export const dashboardCsvUrl = (q: DashboardQuery) =>
  opsUrl(exportDashboardCsv.path, {}, { merchant: q.merchant ?? '', days: String(q.days ?? 7) });
