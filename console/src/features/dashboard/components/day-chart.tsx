import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardDay } from 'shared-contracts';
import { Skeleton } from 'shared-ui';
import { NS } from '../i18n';

const DayChartView = lazy(() => import('./day-chart-view'));

/** The chart of the period's days in a box of fixed height, so the page does not move when it draws. */
export function DayChart({ days, from, to }: { days: readonly DashboardDay[]; from: string; to: string }) {
  const { t } = useTranslation(NS);
  return (
    <figure className="console-chart" data-testid="dashboard-chart">
      <figcaption>{t('chart_title')}</figcaption>
      <div className="console-chart-box">
        <Suspense fallback={<Skeleton height="100%" />}>
          <DayChartView
            days={days}
            title={t('chart_label', { from, to })}
            labels={{ ggr: t('ggr'), deposits: t('deposits'), withdrawals: t('withdrawals') }}
          />
        </Suspense>
      </div>
    </figure>
  );
}
