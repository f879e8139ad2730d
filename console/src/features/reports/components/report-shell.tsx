import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, reportsOpsApi } from 'shared-contracts';
import { DateRangeFilter, ErrorPanel, Skeleton, buttonClass, type DayRange } from 'shared-ui';
import type { BarSeries } from '../../../components/bar-chart-view';
import type { OpsState } from '../../../lib/use-ops';
import { NS } from '../i18n';
import { zoneToday } from './report-money';

// Chart.js loads with the first report drawn (the dashboard's bar chart, not in the first JS).
const BarChartView = lazy(() => import('../../../components/bar-chart-view'));

/** What every report answer opens with. */
interface Head {
  from: string;
  to: string;
  timeZone: string;
  merchant: string | null;
  currency: string | null;
}

/** One figure of the totals. */
export interface Card {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * A report's frame: its loading and error states, the range picker, the zone line with the CSV link (and the
 * report's own choices), the totals, a bar chart and the tables given as children.
 */
export function ReportShell<R extends Head>({
  state,
  csvUrl,
  onRange,
  controls,
  cards,
  chart,
  children,
}: {
  state: OpsState<R>;
  csvUrl: string;
  onRange: (range: DayRange) => void;
  controls?: ReactNode;
  cards: (r: R) => Card[];
  chart: (r: R) => { title: string; labels: string[]; series: BarSeries[] };
  children: (r: R) => ReactNode;
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
  const c = chart(r);
  return (
    <div className="console-stack" aria-busy={state.loading || undefined}>
      <DateRangeFilter
        key={`${r.merchant}-${r.timeZone}`}
        value={{ from: r.from, to: r.to }}
        onChange={onRange}
        maxDays={reportsOpsApi.REPORT_MAX_DAYS}
        today={zoneToday(r.timeZone)}
      />
      {controls && <div className="console-filters">{controls}</div>}
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
        {cards(r).map((k) => (
          <div className="console-card" key={k.key} data-testid={`report-card-${k.key}`}>
            <dt>{k.label}</dt>
            <dd>{k.value}</dd>
          </div>
        ))}
      </dl>
      {c.labels.length > 0 && (
        <figure className="console-chart" data-testid="report-chart">
          <figcaption>{c.title}</figcaption>
          <div className="console-chart-box">
            <Suspense fallback={<Skeleton height="100%" />}>
              <BarChartView labels={c.labels} series={c.series} title={t('chart_range', { from: r.from, to: r.to })} />
            </Suspense>
          </div>
        </figure>
      )}
      {children(r)}
    </div>
  );
}
