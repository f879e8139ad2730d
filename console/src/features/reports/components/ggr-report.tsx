import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportsOpsApi } from 'shared-contracts';
import { Amount, Select, type Column } from 'shared-ui';
import { useGgrReport } from '../api/get-ggr-report';
import { reportCsvUrl } from '../api/report-csv-url';
import { NS } from '../i18n';
import { LocalTable } from './local-table';
import type { ReportTabProps } from './play-reports';
import { minorOf } from './report-money';
import { ReportShell } from './report-shell';

type Row = reportsOpsApi.GgrRow;
type Group = reportsOpsApi.GgrGroup;

/** GGR and NGR by day, brand, category or vendor: the grouping chosen here, costs where they can be told apart. */
export function GgrReport({ merchant, range, onRange }: ReportTabProps) {
  const { t } = useTranslation(NS);
  const [groupBy, setGroupBy] = useState<Group>('day');
  const query = { merchant, ...range, groupBy };
  const state = useGgrReport(query);
  const currency = state.data?.currency ?? undefined;
  const money = (v: string | null) => (v === null ? '—' : <Amount value={minorOf(v)} currency={currency} />);
  const columns: Column<Row>[] = [
    { key: 'key', header: t(`group_${groupBy}`), render: (r) => r.key || '—' },
    { key: 'stakes', header: t('stakes'), align: 'end', render: (r) => money(r.stakes) },
    { key: 'payouts', header: t('payouts'), align: 'end', render: (r) => money(r.payouts) },
    { key: 'ggr', header: t('ggr'), align: 'end', render: (r) => money(r.ggr) },
    { key: 'rake', header: t('rake'), align: 'end', render: (r) => money(r.rake) },
    { key: 'bonuses', header: t('bonuses'), align: 'end', render: (r) => money(r.bonuses) },
    { key: 'agentPayouts', header: t('agent_payouts'), align: 'end', render: (r) => money(r.agentPayouts) },
    { key: 'ngr', header: t('ngr'), align: 'end', render: (r) => money(r.ngr) },
    { key: 'rounds', header: t('rounds'), align: 'end', render: (r) => r.rounds.toLocaleString('en-US') },
  ];
  const costs = groupBy === 'day' || groupBy === 'brand';
  return (
    <ReportShell
      state={state}
      csvUrl={reportCsvUrl('ggr', query)}
      onRange={onRange}
      controls={
        <Select
          label={t('group_by')}
          value={groupBy}
          onChange={(e) => setGroupBy(e.target.value as Group)}
          options={reportsOpsApi.GGR_GROUPS.map((g) => ({ value: g, label: t(`group_${g}`) }))}
          data-testid="report-group-by"
        />
      }
      cards={(r) => [
        ...(['stakes', 'ggr', 'rake', 'bonuses', 'ngr'] as const).map((k) => ({
          key: k,
          label: t(k),
          value: money(r.totals[k]),
        })),
        { key: 'players', label: t('players'), value: r.totals.players.toLocaleString('en-US') },
      ]}
      chart={(r) => ({
        title: t(costs ? 'chart_ggr_ngr' : 'chart_ggr'),
        labels: r.list.map((x) => x.key),
        series: [
          { label: t('ggr'), values: r.list.map((x) => Number(x.ggr)), color: '--color-primary' },
          costs
            ? { label: t('ngr'), values: r.list.map((x) => Number(x.ngr ?? 0)), color: '--color-success' }
            : { label: t('stakes'), values: r.list.map((x) => Number(x.stakes)), color: '--color-focus' },
        ],
      })}
    >
      {(r) => (
        <LocalTable
          rows={r.list}
          columns={columns}
          rowKey={(x) => x.key}
          caption={t('ggr_caption', { group: t(`group_${groupBy}`) })}
          empty={t('empty')}
          testId="report-ggr-table"
        />
      )}
    </ReportShell>
  );
}
