import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from 'shared-contracts';
import type { agencyApi } from 'shared-contracts/agency';
import { Amount, DataTable, RecordRange, utcRange } from 'shared-ui';
import { Figures } from '../../../components/figures';
import { NS } from '../../../config/i18n';
import { useIncome } from '../api/get-income';
import '../../../components/i18n';
import '../i18n';

type IncomeRow = ResponseOf<typeof agencyApi.getIncome>['rows'][number];

/** agentRevenueReport (SPEC §2 my income): per contract type what the agent received, paid and kept. */
export function IncomePage() {
  const { t } = useTranslation(NS);
  const [range, setRange] = useState(() => utcRange('last7'));
  const income = useIncome({ startDate: range.from, endDate: range.to });
  const data = income.data;
  const currency = data?.currency;
  const hasRows = !!data && data.rows.length > 0;
  return (
    <div className="agent-stack" data-testid="income">
      <section className="ui-card agent-toolbar">
        <RecordRange value={range} onChange={setRange} />
      </section>
      {hasRows && (
        <section className="ui-card agent-card" aria-label={t('inc_total')}>
          <p className="agent-hint">{t('inc_period', { from: data.startDate, to: data.endDate })}</p>
          <Figures
            testId="inc-totals"
            items={[
              {
                key: 'received',
                label: t('inc_received'),
                value: <Amount value={data.totals.received} currency={currency} />,
              },
              { key: 'paid', label: t('inc_paid'), value: <Amount value={data.totals.paid} currency={currency} /> },
              { key: 'net', label: t('inc_net'), value: <Amount value={data.totals.net} currency={currency} signed /> },
            ]}
          />
        </section>
      )}
      <DataTable<IncomeRow>
        caption={t('agentRevenueReport')}
        testId="income-table"
        rows={data?.rows ?? []}
        rowKey={(r) => r.type}
        loading={income.loading}
        error={income.error ? t('inc_failed') : null}
        onRetry={income.reload}
        empty={t('inc_none')}
        emptyHint={t('inc_none_hint')}
        columns={[
          { key: 'type', header: t('inc_type'), render: (r) => t(`type_${r.type}`) },
          { key: 'received', header: t('inc_received'), align: 'end', render: (r) => <Amount value={r.received} /> },
          { key: 'paid', header: t('inc_paid'), align: 'end', render: (r) => <Amount value={r.paid} /> },
          { key: 'net', header: t('inc_net'), align: 'end', render: (r) => <Amount value={r.net} signed /> },
        ]}
      />
    </div>
  );
}
