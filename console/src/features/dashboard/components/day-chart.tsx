import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardDay, DashboardPlay } from 'shared-contracts';
import { Skeleton } from 'shared-ui';
import { NS } from '../i18n';
import type { BarSeries } from '../../../components/bar-chart-view';

const BarChartView = lazy(() => import('../../../components/bar-chart-view'));

/** A chart in a box of fixed height, so the page does not move when it draws. */
function ChartBox({
  caption,
  title,
  labels,
  series,
  testId,
}: {
  caption: string;
  title: string;
  labels: readonly string[];
  series: readonly BarSeries[];
  testId: string;
}) {
  return (
    <figure className="console-chart" data-testid={testId}>
      <figcaption>{caption}</figcaption>
      <div className="console-chart-box">
        <Suspense fallback={<Skeleton height="100%" />}>
          <BarChartView labels={labels} series={series} title={title} />
        </Suspense>
      </div>
    </figure>
  );
}

/** GGR, deposits and withdrawals of each day of the period. */
export function DayChart({ days, from, to }: { days: readonly DashboardDay[]; from: string; to: string }) {
  const { t } = useTranslation(NS);
  return (
    <ChartBox
      caption={t('chart_title')}
      title={t('chart_label', { from, to })}
      labels={days.map((d) => d.date.slice(5))}
      series={[
        { label: t('ggr'), values: days.map((d) => Number(d.ggr)), color: '--color-primary' },
        { label: t('deposits'), values: days.map((d) => Number(d.deposits)), color: '--color-success' },
        { label: t('withdrawals'), values: days.map((d) => Number(d.withdrawals)), color: '--color-focus' },
      ]}
      testId="dashboard-chart"
    />
  );
}

/** Stakes and GGR of each game category (or vendor) over the period. */
export function PlayChart({ rows, caption }: { rows: readonly DashboardPlay[]; caption: string }) {
  const { t } = useTranslation(NS);
  if (rows.length === 0) return null;
  return (
    <ChartBox
      caption={caption}
      title={t('play_chart_label', { what: caption })}
      labels={rows.map((r) => r.key)}
      series={[
        { label: t('stakes'), values: rows.map((r) => Number(r.stakes)), color: '--color-focus' },
        { label: t('ggr'), values: rows.map((r) => Number(r.ggr)), color: '--color-primary' },
      ]}
      testId="dashboard-play-chart"
    />
  );
}
