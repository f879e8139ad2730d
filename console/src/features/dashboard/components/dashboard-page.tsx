import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_DAYS,
  errorText,
  type DashboardDay,
  type DashboardDays,
  type DashboardMerchant,
  type DashboardPlay,
} from 'shared-contracts';
import { Amount, DataTable, ErrorPanel, Page, RadioGroup, Skeleton, buttonClass, type Column } from 'shared-ui';
import { useOperator } from '../../../lib/operator';
import { dashboardCsvUrl } from '../api/dashboard-csv-url';
import { useDashboard } from '../api/get-dashboard';
import { NS } from '../i18n';
import { DayChart, PlayChart } from './day-chart';
import { FigureCards } from './figure-cards';
import { minorOf } from './money';

const money = (v: string, currency?: string) => <Amount value={minorOf(v)} currency={currency} />;

/** GGR, NGR, money in and out, people and play for today, 7 or 30 days: one merchant, or every one for the owner. */
export function DashboardPage() {
  const { t } = useTranslation(NS);
  const { merchant } = useOperator();
  const [days, setDays] = useState<DashboardDays>(7);
  const query = { merchant, days };
  const report = useDashboard(query);
  const d = report.data;
  const currency = d?.currency ?? undefined;

  const dayColumns: Column<DashboardDay>[] = [
    { key: 'date', header: t('date'), render: (r) => r.date },
    { key: 'ggr', header: t('ggr'), align: 'end', render: (r) => money(r.ggr, currency) },
    { key: 'ngr', header: t('ngr'), align: 'end', render: (r) => money(r.ngr, currency) },
    { key: 'deposits', header: t('deposits'), align: 'end', render: (r) => money(r.deposits, currency) },
    { key: 'withdrawals', header: t('withdrawals'), align: 'end', render: (r) => money(r.withdrawals, currency) },
    { key: 'registrations', header: t('registrations'), align: 'end', render: (r) => r.registrations },
    { key: 'ftd', header: t('first_depositors'), align: 'end', render: (r) => r.firstDepositors },
    { key: 'active', header: t('active_players'), align: 'end', render: (r) => r.activePlayers },
  ];
  const playColumns: Column<DashboardPlay>[] = [
    { key: 'key', header: t('key'), render: (r) => r.key },
    { key: 'stakes', header: t('stakes'), align: 'end', render: (r) => money(r.stakes, currency) },
    { key: 'payouts', header: t('payouts'), align: 'end', render: (r) => money(r.payouts, currency) },
    { key: 'ggr', header: t('ggr'), align: 'end', render: (r) => money(r.ggr, currency) },
    { key: 'rounds', header: t('rounds'), align: 'end', render: (r) => r.rounds },
  ];
  const merchantColumns: Column<DashboardMerchant>[] = [
    { key: 'code', header: t('merchant'), render: (m) => `${m.code} · ${m.name}` },
    { key: 'ggr', header: t('ggr'), align: 'end', render: (m) => money(m.totals.ggr, m.currency) },
    { key: 'ngr', header: t('ngr'), align: 'end', render: (m) => money(m.totals.ngr, m.currency) },
    { key: 'deposits', header: t('deposits'), align: 'end', render: (m) => money(m.totals.deposits, m.currency) },
    {
      key: 'withdrawals',
      header: t('withdrawals'),
      align: 'end',
      render: (m) => money(m.totals.withdrawals, m.currency),
    },
    { key: 'active', header: t('active_players'), align: 'end', render: (m) => m.totals.activePlayers },
  ];

  return (
    <Page
      title={merchant ? `${t('title')} · ${merchant}` : `${t('title')} · ${t('all')}`}
      testId="dashboard-page"
      actions={
        <a className={buttonClass('secondary', 'sm')} href={dashboardCsvUrl(query)} download>
          {t('export_days')}
        </a>
      }
    >
      <RadioGroup
        legend={t('period')}
        name="dashboard-days"
        inline
        value={String(days)}
        onChange={(v) => setDays(Number(v) as DashboardDays)}
        options={DASHBOARD_DAYS.map((n) => ({ value: String(n), label: t(`days_${n}`) }))}
      />
      {report.error ? (
        <ErrorPanel message={errorText(t, report.error)} onRetry={report.reload} />
      ) : !d ? (
        <div role="status" aria-busy="true" className="console-stack">
          <span className="sr-only">{t('common:loading')}</span>
          <Skeleton height={240} />
          <Skeleton height={280} />
        </div>
      ) : (
        <div className="console-stack" aria-busy={report.loading || undefined}>
          <p className="console-muted" data-testid="dashboard-range">
            {t('range', { from: d.from, to: d.to, zone: d.timeZone })}
            {d.currency === null ? ` ${t('mixed_currency')}` : ''}
          </p>
          {d.currency !== null && (
            <>
              <FigureCards figures={d.totals} currency={d.currency} />
              <DayChart days={d.byDay} from={d.from} to={d.to} />
            </>
          )}
          {!merchant && (
            <section aria-labelledby="by-merchant">
              <h2 id="by-merchant">{t('by_merchant')}</h2>
              <DataTable
                caption={t('by_merchant')}
                columns={merchantColumns}
                rows={d.merchants}
                rowKey={(m) => m.code}
              />
            </section>
          )}
          {d.currency !== null && (
            <section aria-labelledby="by-day">
              <h2 id="by-day">{t('by_day')}</h2>
              <DataTable
                caption={t('by_day')}
                columns={dayColumns}
                rows={[...d.byDay].reverse()}
                rowKey={(r) => r.date}
              />
            </section>
          )}
          <div className="console-split">
            <section aria-labelledby="by-category">
              <h2 id="by-category">{t('by_category')}</h2>
              <PlayChart rows={d.byCategory} caption={t('by_category')} />
              <DataTable
                caption={t('by_category')}
                columns={playColumns}
                rows={d.byCategory}
                rowKey={(r) => r.key}
                empty={t('no_play')}
              />
            </section>
            <section aria-labelledby="by-vendor">
              <h2 id="by-vendor">{t('by_vendor')}</h2>
              <PlayChart rows={d.byVendor} caption={t('by_vendor')} />
              <DataTable
                caption={t('by_vendor')}
                columns={playColumns}
                rows={d.byVendor}
                rowKey={(r) => r.key}
                empty={t('no_play')}
                testId="dashboard-vendors"
              />
            </section>
          </div>
        </div>
      )}
    </Page>
  );
}
