import { useTranslation } from 'react-i18next';
import type { reportsOpsApi } from 'shared-contracts';
import type { Column } from 'shared-ui';
import { useRgReport } from '../api/get-rg-report';
import { reportCsvUrl } from '../api/report-csv-url';
import { NS } from '../i18n';
import { LocalTable } from './local-table';
import type { ReportTabProps } from './play-reports';
import { ReportShell } from './report-shell';

const FIELDS = ['limitsSet', 'limitsLoosened', 'exclusions'] as const;

/** Responsible gaming: deposit limits set and loosened, self-exclusions started, by day, brand and period. */
export function RgReport({ merchant, range, onRange }: ReportTabProps) {
  const { t } = useTranslation(NS);
  const query = { merchant, ...range };
  const state = useRgReport(query);
  const n = (v: number) => v.toLocaleString('en-US');
  const counts = <T extends Record<(typeof FIELDS)[number], number>>(): Column<T>[] =>
    FIELDS.map((k) => ({ key: k, header: t(`rg_${k}`), align: 'end' as const, render: (r: T) => n(r[k]) }));
  const days: Column<reportsOpsApi.RgDay>[] = [{ key: 'date', header: t('date'), render: (r) => r.date }, ...counts()];
  const brands: Column<reportsOpsApi.RgBrand>[] = [
    { key: 'merchant', header: t('merchant'), render: (r) => r.merchant },
    ...counts<reportsOpsApi.RgBrand>(),
    { key: 'members', header: t('rg_members'), align: 'end', render: (r) => n(r.members) },
  ];
  const periods: Column<reportsOpsApi.RgPeriod>[] = [
    { key: 'kind', header: t('kind'), render: (r) => t(`rg_kind_${r.kind}`) },
    { key: 'period', header: t('period'), render: (r) => t(`period_${r.period}`, { defaultValue: r.period }) },
    { key: 'count', header: t('count'), align: 'end', render: (r) => n(r.count) },
  ];
  return (
    <ReportShell
      state={state}
      csvUrl={reportCsvUrl('responsible-gaming', query)}
      onRange={onRange}
      cards={(r) => [
        ...FIELDS.map((k) => ({ key: k, label: t(`rg_${k}`), value: n(r.totals[k]) })),
        { key: 'members', label: t('rg_members'), value: n(r.totals.members) },
      ]}
      chart={(r) => ({
        title: t('chart_rg'),
        labels: r.byDay.map((d) => d.date),
        series: [
          { label: t('rg_limitsSet'), values: r.byDay.map((d) => d.limitsSet), color: '--color-success' },
          { label: t('rg_limitsLoosened'), values: r.byDay.map((d) => d.limitsLoosened), color: '--color-focus' },
          { label: t('rg_exclusions'), values: r.byDay.map((d) => d.exclusions), color: '--color-primary' },
        ],
      })}
    >
      {(r) => (
        <>
          <LocalTable
            rows={r.byPeriod}
            columns={periods}
            rowKey={(x) => `${x.kind}:${x.period}`}
            caption={t('by_period')}
            empty={t('empty_rg')}
            testId="report-rg-periods"
          />
          {!r.merchant && (
            <LocalTable
              rows={r.byBrand}
              columns={brands}
              rowKey={(x) => x.merchant}
              caption={t('by_brand')}
              empty={t('empty_rg')}
              testId="report-rg-brands"
            />
          )}
          <LocalTable
            rows={r.byDay}
            columns={days}
            rowKey={(x) => x.date}
            caption={t('by_day')}
            empty={t('empty_rg')}
            testId="report-rg-days"
          />
        </>
      )}
    </ReportShell>
  );
}
