import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportsOpsApi } from 'shared-contracts';
import { Amount, EmptyState, Select, type Column } from 'shared-ui';
import { PagedTable } from '../../../components/paged-table';
import { useAgentReport } from '../api/get-agent-report';
import { reportCsvUrl } from '../api/report-csv-url';
import { NS } from '../i18n';
import type { ReportTabProps } from './play-reports';
import { minorOf } from './report-money';
import { ReportShell } from './report-shell';

type Row = reportsOpsApi.AgentRow;
type Scope = reportsOpsApi.AgentScope;

const PAGE_SIZE = 20;

/** One brand's agents: team size, team deposits, play and GGR, and the commissions paid to each. */
function AgentTable({ merchant, range, onRange }: ReportTabProps & { merchant: string }) {
  const { t } = useTranslation(NS);
  const [scope, setScope] = useState<Scope>('top');
  const [page, setPage] = useState(1);
  const query = { merchant, ...range, scope, page, pageSize: PAGE_SIZE };
  const state = useAgentReport(query);
  const currency = state.data?.currency ?? undefined;
  const money = (v: string) => <Amount value={minorOf(v)} currency={currency} />;
  const columns: Column<Row>[] = [
    { key: 'username', header: t('agent'), render: (r) => (r.top ? `${r.username} · ${t('top_agent')}` : r.username) },
    { key: 'team', header: t('team_size'), align: 'end', render: (r) => r.teamSize.toLocaleString('en-US') },
    { key: 'deposits', header: t('team_deposits'), align: 'end', render: (r) => money(r.teamDeposits) },
    { key: 'stakes', header: t('stakes'), align: 'end', render: (r) => money(r.stakes) },
    { key: 'ggr', header: t('ggr'), align: 'end', render: (r) => money(r.ggr) },
    { key: 'commissions', header: t('commissions'), align: 'end', render: (r) => money(r.commissions) },
  ];
  return (
    <ReportShell
      state={state}
      csvUrl={reportCsvUrl('agents', query)}
      onRange={(r) => (setPage(1), onRange(r))}
      controls={
        <Select
          label={t('agent_scope')}
          value={scope}
          onChange={(e) => (setPage(1), setScope(e.target.value as Scope))}
          options={reportsOpsApi.AGENT_SCOPES.map((s) => ({ value: s, label: t(`scope_${s}`) }))}
          data-testid="report-agent-scope"
        />
      }
      cards={(r) => [{ key: 'agents', label: t('agents'), value: r.total.toLocaleString('en-US') }]}
      chart={(r) => ({
        title: t('chart_agents'),
        labels: r.list.map((x) => x.username),
        series: [
          { label: t('team_deposits'), values: r.list.map((x) => Number(x.teamDeposits)), color: '--color-success' },
          { label: t('ggr'), values: r.list.map((x) => Number(x.ggr)), color: '--color-primary' },
        ],
      })}
    >
      {() => (
        <section aria-label={t('by_agent')}>
          <PagedTable
            state={state}
            columns={columns}
            rowKey={(r) => r.username}
            caption={t('by_agent')}
            empty={t('empty_agents')}
            page={page}
            onPage={setPage}
            testId="report-agents-table"
          />
        </section>
      )}
    </ReportShell>
  );
}

/** The agent report reads one brand (agents belong to one): without one chosen, a hint to choose it. */
export function AgentReport(props: ReportTabProps) {
  const { t } = useTranslation(NS);
  if (!props.merchant) return <EmptyState title={t('agents_need_brand')} testId="report-agents-brand" />;
  return <AgentTable {...props} merchant={props.merchant} />;
}
