import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  LEDGER_TYPES,
  ledgerTypeName,
  ledgerTypeText,
  type LedgerType,
  type ResponseOf,
} from 'shared-contracts';
import type { agencyApi } from 'shared-contracts/agency';
import { Amount, DataTable, Pager, RecordRange, Select, useRecordQuery } from 'shared-ui';
import { AccountSearch } from '../../../components/account-search';
import { NS } from '../../../config/i18n';
import { useTeamTransactions } from '../api/list-team-transactions';
import '../i18n';

type TeamMove = ResponseOf<typeof agencyApi.listTeamTransactions>['list'][number];
const PAGE_SIZE = 20;

/** agentDownlineTransactionDetailsCopy (SPEC §2 account details): the team's wallet movements by account and type. */
export function TeamTransactionsPage() {
  const { t } = useTranslation(NS);
  const q = useRecordQuery<{ account: string; type: LedgerType | '' }>({ account: '', type: '' });
  const moves = useTeamTransactions({
    startDate: q.range.from,
    endDate: q.range.to,
    pageNo: q.pageNo,
    pageSize: PAGE_SIZE,
    ...(q.filters.account ? { account: q.filters.account } : {}),
    ...(q.filters.type ? { type: q.filters.type } : {}),
  });
  const data = moves.data;
  return (
    <div className="agent-stack" data-testid="team-transactions">
      <section className="ui-card agent-toolbar" aria-label={t('common:records_filters')}>
        <RecordRange value={q.range} onChange={q.setRange} />
        <div className="agent-filters">
          <AccountSearch value={q.filters.account} onSearch={(account) => q.setFilters({ account })} />
          <Select
            label={t('common:ledger_type')}
            value={q.filters.type}
            placeholder={t('common:records_all')}
            options={LEDGER_TYPES.map((k) => ({ value: k, label: ledgerTypeName(t, k, 'team') }))}
            onChange={(e) => q.setFilters({ type: e.target.value as LedgerType | '' })}
          />
        </div>
      </section>
      {data && data.total > 0 && <p className="agent-hint">{t('common:records_count', { count: data.total })}</p>}
      <DataTable<TeamMove>
        caption={t('agentDownlineTransactionDetailsCopy')}
        testId="team-ledger-table"
        rows={data?.list ?? []}
        rowKey={(m) => m.id}
        loading={moves.loading}
        error={moves.error ? t('ledger_failed') : null}
        onRetry={moves.reload}
        empty={t('ledger_none')}
        emptyHint={t('ledger_none_hint')}
        columns={[
          { key: 'member', header: t('records_account'), render: (m) => m.member },
          {
            key: 'type',
            header: t('common:ledger_type'),
            render: (m) => ledgerTypeText(t, m, 'team'),
          },
          {
            key: 'amount',
            header: t('common:ledger_amount'),
            align: 'end',
            render: (m) => <Amount value={m.amount} currency={data?.currency} signed />,
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
            render: (m) => <span className="agent-ref">{m.reference ?? '—'}</span>,
          },
          {
            key: 'time',
            header: t('common:ledger_time'),
            render: (m) => <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>,
          },
        ]}
      />
      {data && <Pager page={data.pageNo} pages={data.totalPages} onPage={q.setPage} />}
    </div>
  );
}
