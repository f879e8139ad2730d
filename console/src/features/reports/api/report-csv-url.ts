import { reportsOpsApi } from 'shared-contracts';
import { opsUrl } from '../../../lib/ops-client';

const PATHS = {
  games: reportsOpsApi.exportGamesCsv.path,
  players: reportsOpsApi.exportPlayersCsv.path,
  ggr: reportsOpsApi.exportGgrCsv.path,
  cashflow: reportsOpsApi.exportCashflowCsv.path,
  agents: reportsOpsApi.exportAgentsCsv.path,
  'responsible-gaming': reportsOpsApi.exportResponsibleGamingCsv.path,
} as const;

/** The address of every row of a report as CSV (a download link: the browser sends the session cookie). */
export function reportCsvUrl(
  kind: keyof typeof PATHS,
  q: reportsOpsApi.RangeQuery & { groupBy?: string; scope?: string },
): string {
  return opsUrl(
    PATHS[kind],
    {},
    {
      merchant: q.merchant ?? '',
      from: q.from ?? '',
      to: q.to ?? '',
      groupBy: q.groupBy ?? '',
      scope: q.scope ?? '',
    },
  );
}
