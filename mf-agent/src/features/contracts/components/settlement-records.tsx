import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import type { ContractType, Settlement } from 'shared-contracts/agency';
import { Amount, Badge, DataTable, Pager, RecordRange, Tabs, useRecordQuery, utcRange } from 'shared-ui';
import { Figures } from '../../../components/figures';
import { NS } from '../../../config/i18n';
import { formatRate } from '../../../lib/rates';
import { useSettlements } from '../api/list-settlements';
import '../i18n';
import '../../../components/i18n';

type Side = 'received' | 'paid';
const PAGE_SIZE = 20;
const STATUS_TONE = { PAID: 'success', UNPAID: 'danger', NOTHING: 'neutral' } as const;

/** A contract type's settlements, received from the upline or paid to downlines, in a range (default 30 days). */
export function SettlementRecords({ type }: { type: ContractType }) {
  const { t } = useTranslation(NS);
  const [side, setSide] = useState<Side>('received');
  const q = useRecordQuery({}, utcRange('last30'));
  const records = useSettlements({
    type,
    side,
    startDate: q.range.from,
    endDate: q.range.to,
    pageNo: q.pageNo,
    pageSize: PAGE_SIZE,
  });
  const data = records.data;
  return (
    <section className="ui-card agent-card" aria-labelledby="st-title">
      <h2 id="st-title" className="agent-card-title">
        {t('st_records')}
      </h2>
      <RecordRange value={q.range} onChange={q.setRange} />
      <Tabs
        label={t('st_records')}
        value={side}
        onValueChange={(v) => {
          setSide(v as Side);
          q.setPage(1);
        }}
        items={[
          { value: 'received', label: t('st_received'), testId: 'st-tab-received' },
          { value: 'paid', label: t('st_paid'), testId: 'st-tab-paid' },
        ]}
      >
        <div className="agent-stack">
          {data && data.total > 0 && (
            <Figures
              testId="st-totals"
              items={[
                { key: 'count', label: t('st_count'), value: data.total },
                {
                  key: 'amount',
                  label: t('st_total'),
                  value: <Amount value={data.totals.amount} currency={data.currency} />,
                },
              ]}
            />
          )}
          <DataTable<Settlement>
            caption={t('st_records')}
            testId="settlements-table"
            rows={data?.list ?? []}
            rowKey={(s) => s.id}
            loading={records.loading}
            error={records.error ? t('st_failed') : null}
            onRetry={records.reload}
            empty={t('st_none')}
            emptyHint={t('st_none_hint')}
            columns={[
              {
                key: 'period',
                header: t('st_period'),
                render: (s) => (
                  <span className="agent-period">
                    <time dateTime={s.periodStart}>{formatDateTime(s.periodStart)}</time> –{' '}
                    <time dateTime={s.periodEnd}>{formatDateTime(s.periodEnd)}</time>
                  </span>
                ),
              },
              { key: 'account', header: t('st_account'), render: (s) => s.account },
              { key: 'upline', header: t('st_upline'), render: (s) => s.upline ?? t('house') },
              {
                key: 'base',
                header: t(type === 'DIVIDEND' ? 'st_base_DIVIDEND' : 'st_base_SALARY'),
                align: 'end',
                render: (s) => <Amount value={s.base} />,
              },
              { key: 'active', header: t('st_active'), align: 'end', render: (s) => s.activeMembers },
              { key: 'rate', header: t('st_rate'), align: 'end', render: (s) => formatRate(s.rate) },
              { key: 'amount', header: t('st_amount'), align: 'end', render: (s) => <Amount value={s.amount} /> },
              {
                key: 'status',
                header: t('st_status'),
                render: (s) => (
                  <span title={s.status === 'UNPAID' ? t('st_unpaid_hint') : undefined}>
                    <Badge tone={STATUS_TONE[s.status]}>{t(`st_status_${s.status}`)}</Badge>
                  </span>
                ),
              },
            ]}
          />
          {data && <Pager page={data.pageNo} pages={data.totalPages} onPage={q.setPage} />}
        </div>
      </Tabs>
    </section>
  );
}
