import { reportsOpsApi } from 'shared-contracts';
import { opsUrl } from '../../../lib/ops-client';

/** The address of every row of a report as CSV (a download link: the browser sends the session cookie). */
export function reportCsvUrl(kind: 'games' | 'players', q: reportsOpsApi.ReportQuery): string {
  const path = kind === 'games' ? reportsOpsApi.exportGamesCsv.path : reportsOpsApi.exportPlayersCsv.path;
  return opsUrl(path, {}, { merchant: q.merchant ?? '', from: q.from ?? '', to: q.to ?? '' });
}
