import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  LEDGER_TYPES,
  ledgerTypeName,
  ledgerTypeText,
  type AccountRecordItem,
  type LedgerType,
} from 'shared-contracts';
import { Amount, Badge, DataTable, Pager, RecordRange, Select, useRecordQuery } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useTransactions } from '../api/list-transactions';
import '../i18n';

const PAGE_SIZE = 20;

/** transactionHistory (SPEC §2 account record): every movement of the main wallet and held withdrawals. */
export function AccountRecordPage() {
  const { t } = useTranslation(NS);
  const q = useRecordQuery<{ type: LedgerType | '' }>({ type: '' });
  const moves = useTransactions({
    startDate: q.range.from,
    endDate: q.range.to,
    pageNo: q.pageNo,
    pageSize: PAGE_SIZE,
    ...(q.filters.type ? { type: q.filters.type } : {}),
  });
  const data = moves.data;
  return (
    <div className="records-page" data-testid="account-record">
      <section className="ui-card records-toolbar" aria-label={t('common:records_filters')}>
        <RecordRange value={q.range} onChange={q.setRange} />
        <div className="records-filters">
          <Select
            label={t('common:ledger_type')}
            value={q.filters.type}
            placeholder={t('common:records_all')}
            options={LEDGER_TYPES.map((k) => ({ value: k, label: ledgerTypeName(t, k) }))}
            onChange={(e) => q.setFilters({ type: e.target.value as LedgerType | '' })}
          />
        </div>
      </section>
      {data && data.total > 0 && <p className="records-hint">{t('common:records_count', { count: data.total })}</p>}
      <DataTable<AccountRecordItem>
        caption={t('transactionHistory')}
        testId="ledger-table"
        rows={data?.list ?? []}
        rowKey={(m) => m.id}
        loading={moves.loading}
        error={moves.error ? t('ledger_failed') : null}
        onRetry={moves.reload}
        empty={t('ledger_none')}
        emptyHint={t('ledger_none_hint')}
        columns={[
          {
            key: 'type',
            header: t('common:ledger_type'),
            render: (m) => (
              <span className="records-type">
                {ledgerTypeText(t, m)}
                {m.account === 'HELD' && (
                  <span title={t('ledger_held_hint')}>
                    <Badge tone="neutral">{t('ledger_held')}</Badge>
                  </span>
                )}
              </span>
            ),
          },
          {
            key: 'amount',
            header: t('common:ledger_amount'),
            align: 'end',
            render: (m) => <Amount value={m.amount} signed />,
          },
          {
            key: 'balance',
            header: t('common:ledger_balance_after'),
            align: 'end',
            render: (m) => <Amount value={m.balanceAfter} />,
          },
          {
            key: 'reference',
            header: t('common:ledger_reference'),
            render: (m) => <span className="records-ref">{m.reference ?? '—'}</span>,
          },
          {
            key: 'time',
            header: t('common:ledger_time'),
            render: (m) => <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, { seconds: true })}</time>,
          },
        ]}
      />
      {data && <Pager page={data.pageNo} pages={data.totalPages} onPage={q.setPage} />}
    </div>
  );
}
