import { useTranslation } from 'react-i18next';
import type { reportsOpsApi } from 'shared-contracts';
import { Amount, type Column } from 'shared-ui';
import { useCashflowReport } from '../api/get-cashflow-report';
import { reportCsvUrl } from '../api/report-csv-url';
import { NS } from '../i18n';
import { LocalTable } from './local-table';
import type { ReportTabProps } from './play-reports';
import { minorOf } from './report-money';
import { ReportShell } from './report-shell';

type Day = reportsOpsApi.CashflowDay;
type Method = reportsOpsApi.CashflowMethod;

/** Deposits and withdrawals requested in the range, by the brand's day and by method, with what became of them. */
export function CashflowReport({ merchant, range, onRange }: ReportTabProps) {
  const { t } = useTranslation(NS);
  const query = { merchant, ...range };
  const state = useCashflowReport(query);
  const currency = state.data?.currency ?? undefined;
  const money = (v: string) => <Amount value={minorOf(v)} currency={currency} />;
  const n = (v: number) => v.toLocaleString('en-US');
  const days: Column<Day>[] = [
    { key: 'date', header: t('date'), render: (r) => r.date },
    { key: 'dc', header: t('deposit_count'), align: 'end', render: (r) => n(r.deposits.count) },
    { key: 'da', header: t('deposits_approved'), align: 'end', render: (r) => money(r.deposits.approvedAmount) },
    { key: 'dp', header: t('pending'), align: 'end', render: (r) => n(r.deposits.pendingCount) },
    { key: 'wc', header: t('withdrawal_count'), align: 'end', render: (r) => n(r.withdrawals.count) },
    { key: 'wa', header: t('withdrawals_approved'), align: 'end', render: (r) => money(r.withdrawals.approvedAmount) },
    { key: 'wp', header: t('pending'), align: 'end', render: (r) => n(r.withdrawals.pendingCount) },
  ];
  const methods: Column<Method>[] = [
    { key: 'kind', header: t('kind'), render: (r) => t(`kind_${r.kind}`) },
    { key: 'method', header: t('method'), render: (r) => r.method },
    { key: 'count', header: t('count'), align: 'end', render: (r) => n(r.count) },
    { key: 'amount', header: t('amount'), align: 'end', render: (r) => money(r.amount) },
    { key: 'approved', header: t('approved'), align: 'end', render: (r) => money(r.approvedAmount) },
    { key: 'rejected', header: t('rejected'), align: 'end', render: (r) => money(r.rejectedAmount) },
    { key: 'pending', header: t('pending'), align: 'end', render: (r) => money(r.pendingAmount) },
  ];
  return (
    <ReportShell
      state={state}
      csvUrl={reportCsvUrl('cashflow', query)}
      onRange={onRange}
      cards={(r) => [
        { key: 'deposit-count', label: t('deposit_count'), value: n(r.totals.deposits.count) },
        { key: 'deposits-approved', label: t('deposits_approved'), value: money(r.totals.deposits.approvedAmount) },
        { key: 'deposits-pending', label: t('deposits_pending'), value: money(r.totals.deposits.pendingAmount) },
        { key: 'withdrawal-count', label: t('withdrawal_count'), value: n(r.totals.withdrawals.count) },
        {
          key: 'withdrawals-approved',
          label: t('withdrawals_approved'),
          value: money(r.totals.withdrawals.approvedAmount),
        },
        {
          key: 'withdrawals-pending',
          label: t('withdrawals_pending'),
          value: money(r.totals.withdrawals.pendingAmount),
        },
      ]}
      chart={(r) => ({
        title: t('chart_cashflow'),
        labels: r.byDay.map((d) => d.date),
        series: [
          {
            label: t('deposits_approved'),
            values: r.byDay.map((d) => Number(d.deposits.approvedAmount)),
            color: '--color-success',
          },
          {
            label: t('withdrawals_approved'),
            values: r.byDay.map((d) => Number(d.withdrawals.approvedAmount)),
            color: '--color-primary',
          },
        ],
      })}
    >
      {(r) => (
        <>
          <LocalTable
            rows={r.byMethod}
            columns={methods}
            rowKey={(x) => `${x.kind}:${x.method}`}
            caption={t('by_method')}
            empty={t('empty_money')}
            testId="report-methods-table"
          />
          <LocalTable
            rows={r.byDay}
            columns={days}
            rowKey={(x) => x.date}
            caption={t('by_day')}
            empty={t('empty_money')}
            testId="report-days-table"
          />
        </>
      )}
    </ReportShell>
  );
}
