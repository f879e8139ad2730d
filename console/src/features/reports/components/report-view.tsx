import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, reportsOpsApi } from 'shared-contracts';
import { Amount, DateRangeFilter, ErrorPanel, Skeleton, buttonClass, type Column, type DayRange } from 'shared-ui';
import type { BarSeries } from '../../../components/bar-chart-view';
import { PagedTable } from '../../../components/paged-table';
import type { OpsState } from '../../../lib/use-ops';
import { NS } from '../i18n';
import { minorOf, zoneToday } from './report-money';

// Chart.js loads with the first report drawn (the dashboard's bar chart, not in the first JS).
const BarChartView = lazy(() => import('../../../components/bar-chart-view'));

type Report<T> = Omit<reportsOpsApi.GameReport, 'list'> & { list: T[] };

/** A report's range, totals, chart of the page, table and CSV link, with its loading, empty and error states. */
export function ReportView<T extends { stakes: string; ggr: string }>({
  state,
  columns,
  rowKey,
  label,
  caption,
  csvUrl,
  page,
  onPage,
  onRange,
  testId,
}: {
  state: OpsState<Report<T>>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** A row's name on the chart. */
  label: (row: T) => string;
  caption: string;
  csvUrl: string;
  page: number;
  onPage: (page: number) => void;
  onRange: (range: DayRange) => void;
  testId: string;
}) {
  const { t } = useTranslation(NS);
  const r = state.data;
  if (!r && state.error) return <ErrorPanel message={errorText(t, state.error)} onRetry={state.reload} />;
  if (!r)
    return (
      <div role="status" aria-busy="true" className="console-stack">
        <span className="sr-only">{t('common:loading')}</span>
        <Skeleton height={120} />
        <Skeleton height={280} />
      </div>
    );
  const currency = r.currency ?? undefined;
  const money = (v: string) => <Amount value={minorOf(v)} currency={currency} />;
  const series: BarSeries[] = [
    { label: t('stakes'), values: r.list.map((x) => Number(x.stakes)), color: '--color-focus' },
    { label: t('ggr'), values: r.list.map((x) => Number(x.ggr)), color: '--color-primary' },
  ];
  return (
    <div className="console-stack" aria-busy={state.loading || undefined}>
      <DateRangeFilter
        key={`${r.merchant}-${r.timeZone}`}
        value={{ from: r.from, to: r.to }}
        onChange={onRange}
        maxDays={reportsOpsApi.REPORT_MAX_DAYS}
        today={zoneToday(r.timeZone)}
      />
      <div className="console-toolbar">
        <p className="console-muted" data-testid="report-range">
          {t(r.merchant ? 'zone' : 'zone_all', { from: r.from, to: r.to, zone: r.timeZone })}
          {r.currency === null ? ` ${t('mixed_currency')}` : ''}
        </p>
        <a className={buttonClass('secondary', 'sm')} href={csvUrl} download data-testid="report-csv">
          {t('export')}
        </a>
      </div>
      <dl className="console-cards" aria-label={t('totals')} data-testid="report-totals">
        {(['stakes', 'payouts', 'ggr', 'rake'] as const).map((k) => (
          <div className="console-card" key={k}>
            <dt>{t(k)}</dt>
            <dd>{money(r.totals[k])}</dd>
          </div>
        ))}
        {(['rounds', 'players'] as const).map((k) => (
          <div className="console-card" key={k}>
            <dt>{t(k)}</dt>
            <dd>{r.totals[k].toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      {r.list.length > 0 && (
        <figure className="console-chart" data-testid="report-chart">
          <figcaption>{t('chart_title')}</figcaption>
          <div className="console-chart-box">
            <Suspense fallback={<Skeleton height="100%" />}>
              <BarChartView
                labels={r.list.map(label)}
                series={series}
                title={t('chart_label', { from: r.from, to: r.to })}
              />
            </Suspense>
          </div>
        </figure>
      )}
      <section aria-label={caption}>
        <PagedTable
          state={state}
          columns={columns}
          rowKey={rowKey}
          caption={caption}
          empty={t('empty')}
          page={page}
          onPage={onPage}
          testId={testId}
        />
      </section>
    </div>
  );
}
