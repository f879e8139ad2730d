import { useTranslation } from 'react-i18next';
import type { ResponseOf } from 'shared-contracts';
import type { agencyApi } from 'shared-contracts/agency';
import { Amount, Badge, DataTable, Pager, RecordRange, useRecordQuery } from 'shared-ui';
import { AccountSearch } from '../../../components/account-search';
import { Figures } from '../../../components/figures';
import { NS } from '../../../config/i18n';
import { useTeamLoss } from '../api/list-team-loss';
import '../i18n';

type MemberLoss = ResponseOf<typeof agencyApi.listTeamLoss>['list'][number];
const PAGE_SIZE = 20;

/** palStatementsAgentCopy (SPEC §2 user loss): each team member's settled rounds in the range, with totals. */
export function TeamLossPage() {
  const { t } = useTranslation(NS);
  const q = useRecordQuery<{ account: string }>({ account: '' });
  const loss = useTeamLoss({
    startDate: q.range.from,
    endDate: q.range.to,
    pageNo: q.pageNo,
    pageSize: PAGE_SIZE,
    ...(q.filters.account ? { account: q.filters.account } : {}),
  });
  const data = loss.data;
  return (
    <div className="agent-stack" data-testid="team-loss">
      <section className="ui-card agent-toolbar" aria-label={t('common:records_filters')}>
        <RecordRange value={q.range} onChange={q.setRange} />
        <AccountSearch value={q.filters.account} onSearch={(account) => q.setFilters({ account })} />
      </section>
      {data && data.total > 0 && (
        <section className="ui-card agent-card" aria-label={t('tl_totals')}>
          <Figures
            testId="tl-totals"
            items={[
              { key: 'bets', label: t('tl_bets'), value: data.totals.betCount },
              { key: 'stake', label: t('tl_stake'), value: <Amount value={data.totals.stake} /> },
              { key: 'payout', label: t('tl_payout'), value: <Amount value={data.totals.payout} /> },
              { key: 'winLoss', label: t('tl_win_loss'), value: <Amount value={data.totals.winLoss} signed /> },
            ]}
          />
        </section>
      )}
      <DataTable<MemberLoss>
        caption={t('palStatementsAgentCopy')}
        testId="team-loss-table"
        rows={data?.list ?? []}
        rowKey={(r) => r.account}
        loading={loss.loading}
        error={loss.error ? t('tl_failed') : null}
        onRetry={loss.reload}
        empty={t('tl_none')}
        emptyHint={t('tl_none_hint')}
        columns={[
          {
            key: 'account',
            header: t('records_account'),
            render: (r) => (
              <span className="agent-who">
                {r.account}
                {r.isAgent && <Badge tone="primary">{t('agent_badge')}</Badge>}
              </span>
            ),
          },
          { key: 'bets', header: t('tl_bets'), align: 'end', render: (r) => r.betCount },
          { key: 'stake', header: t('tl_stake'), align: 'end', render: (r) => <Amount value={r.stake} /> },
          { key: 'payout', header: t('tl_payout'), align: 'end', render: (r) => <Amount value={r.payout} /> },
          {
            key: 'winLoss',
            header: t('tl_win_loss'),
            align: 'end',
            render: (r) => <Amount value={r.winLoss} signed />,
          },
        ]}
      />
      {data && <Pager page={data.pageNo} pages={data.totalPages} onPage={q.setPage} />}
    </div>
  );
}
