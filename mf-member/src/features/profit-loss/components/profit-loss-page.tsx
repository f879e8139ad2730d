import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitRow } from 'shared-contracts';
import { Amount, DataTable, ErrorPanel, RecordRange, Tabs, useRecordQuery, type Column } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useProfit } from '../api/get-profit';
import { byCategory, type CategoryTotal } from './by-category';
import { ProfitSummary } from './profit-summary';
import '../i18n';

/** The stake, payout and P&L columns both tables share. */
function figureColumns<T extends CategoryTotal>(t: (k: string) => string): Column<T>[] {
  return [
    { key: 'rounds', header: t('pnl_rounds'), align: 'end', render: (r) => r.rounds },
    { key: 'stake', header: t('pnl_stake'), align: 'end', render: (r) => <Amount value={r.stake} /> },
    { key: 'payout', header: t('pnl_payout'), align: 'end', render: (r) => <Amount value={r.payout} /> },
    { key: 'profit', header: t('pnl_profit'), align: 'end', render: (r) => <Amount value={r.profit} signed /> },
  ];
}

/** personalProfit (SPEC §2 profit and loss): settled rounds per day and per category, with the range's totals. */
export function ProfitLossPage() {
  const { t } = useTranslation(NS);
  const q = useRecordQuery({});
  const [view, setView] = useState<'day' | 'category'>('day');
  const profit = useProfit({ startDate: q.range.from, endDate: q.range.to });
  const data = profit.data;
  const category = (c: string) => t(`common:cat_${c}`, { defaultValue: c });
  const states = {
    loading: profit.loading,
    empty: t('pnl_none'),
    emptyHint: t('pnl_none_hint'),
  };
  return (
    <div className="records-page" data-testid="profit-loss">
      <section className="ui-card records-toolbar" aria-label={t('common:records_filters')}>
        <RecordRange value={q.range} onChange={q.setRange} />
      </section>
      {profit.error ? (
        <ErrorPanel message={t('pnl_failed')} onRetry={profit.reload} />
      ) : (
        <ProfitSummary data={data} range={q.range} />
      )}
      {!profit.error && (
        <Tabs
          label={t('pnl_views')}
          value={view}
          onValueChange={(v) => setView(v as 'day' | 'category')}
          items={[
            {
              value: 'day',
              label: t('pnl_by_day'),
              content: (
                <DataTable<ProfitRow>
                  caption={t('pnl_by_day')}
                  testId="pnl-by-day"
                  rows={data?.rows ?? []}
                  rowKey={(r) => `${r.day}/${r.category}`}
                  {...states}
                  columns={[
                    { key: 'day', header: t('pnl_day'), render: (r) => r.day },
                    { key: 'category', header: t('pnl_category'), render: (r) => category(r.category) },
                    ...figureColumns<ProfitRow>(t),
                  ]}
                />
              ),
            },
            {
              value: 'category',
              label: t('pnl_by_category'),
              content: (
                <DataTable<CategoryTotal>
                  caption={t('pnl_by_category')}
                  testId="pnl-by-category"
                  rows={byCategory(data?.rows ?? [])}
                  rowKey={(r) => r.category}
                  {...states}
                  columns={[
                    { key: 'category', header: t('pnl_category'), render: (r) => category(r.category) },
                    ...figureColumns<CategoryTotal>(t),
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
