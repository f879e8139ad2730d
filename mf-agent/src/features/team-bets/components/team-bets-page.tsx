import { useTranslation } from 'react-i18next';
import { BET_STATUSES, formatDateTime, type BetStatus, type ResponseOf } from 'shared-contracts';
import type { agencyApi } from 'shared-contracts/agency';
import { Amount, Badge, DataTable, Pager, RecordRange, Select, useRecordQuery } from 'shared-ui';
import { AccountSearch } from '../../../components/account-search';
import { Figures } from '../../../components/figures';
import { NS } from '../../../config/i18n';
import { useGameVendors } from '../api/get-game-vendors';
import { useTeamBets } from '../api/list-team-bets';
import '../i18n';

type TeamBet = ResponseOf<typeof agencyApi.listTeamBets>['list'][number];
const PAGE_SIZE = 20;
const STATUS_TONE = { OPEN: 'primary', SETTLED: 'neutral', ROLLED_BACK: 'neutral' } as const;

/** personalHistoryCopy (SPEC §2 team betting): the team's real-money rounds, by account and status, with totals. */
export function TeamBetsPage() {
  const { t } = useTranslation(NS);
  const q = useRecordQuery<{ account: string; status: BetStatus | '' }>({ account: '', status: '' });
  const bets = useTeamBets({
    startDate: q.range.from,
    endDate: q.range.to,
    pageNo: q.pageNo,
    pageSize: PAGE_SIZE,
    ...(q.filters.account ? { account: q.filters.account } : {}),
    ...(q.filters.status ? { status: q.filters.status } : {}),
  });
  const vendors = (useGameVendors().data?.data.lanes ?? []).flatMap((l) => l.vendors);
  const vendorName = (code: string) => vendors.find((v) => v.vassalage === code)?.displayName ?? code;
  const data = bets.data;
  const currency = data?.list[0]?.currency;
  return (
    <div className="agent-stack" data-testid="team-bets">
      <section className="ui-card agent-toolbar" aria-label={t('common:records_filters')}>
        <RecordRange value={q.range} onChange={q.setRange} />
        <div className="agent-filters">
          <AccountSearch value={q.filters.account} onSearch={(account) => q.setFilters({ account })} />
          <Select
            label={t('tb_status')}
            value={q.filters.status}
            placeholder={t('common:records_all')}
            options={BET_STATUSES.map((s) => ({ value: s, label: t(`tb_status_${s}`) }))}
            onChange={(e) => q.setFilters({ status: e.target.value as BetStatus | '' })}
          />
        </div>
      </section>
      {data && data.total > 0 && (
        <section className="ui-card agent-card" aria-label={t('tb_totals')}>
          <Figures
            testId="tb-totals"
            items={[
              { key: 'rounds', label: t('tb_rounds'), value: data.total },
              { key: 'stake', label: t('tb_stake'), value: <Amount value={data.totals.stake} currency={currency} /> },
              {
                key: 'payout',
                label: t('tb_payout'),
                value: <Amount value={data.totals.payout} currency={currency} />,
              },
              {
                key: 'winLoss',
                label: t('tb_win_loss'),
                value: <Amount value={data.totals.winLoss} currency={currency} signed />,
              },
            ]}
          />
        </section>
      )}
      <DataTable<TeamBet>
        caption={t('personalHistoryCopy')}
        testId="team-bets-table"
        rows={data?.list ?? []}
        rowKey={(b) => b.id}
        loading={bets.loading}
        error={bets.error ? t('tb_failed') : null}
        onRetry={bets.reload}
        empty={t('tb_none')}
        emptyHint={t('tb_none_hint')}
        columns={[
          { key: 'account', header: t('records_account'), render: (b) => b.account },
          {
            key: 'game',
            header: t('tb_game'),
            render: (b) => (
              <span className="agent-main">
                <span>{b.gameName}</span>
                <span className="agent-sub agent-round" title={b.roundId}>
                  {t('tb_round', { id: b.roundId })}
                </span>
              </span>
            ),
          },
          { key: 'vendor', header: t('tb_vendor'), render: (b) => vendorName(b.vendor) },
          { key: 'stake', header: t('tb_stake'), align: 'end', render: (b) => <Amount value={b.stake} /> },
          { key: 'payout', header: t('tb_payout'), align: 'end', render: (b) => <Amount value={b.payout} /> },
          {
            key: 'winLoss',
            header: t('tb_win_loss'),
            align: 'end',
            render: (b) => (b.winLoss === null ? '—' : <Amount value={b.winLoss} signed />),
          },
          {
            key: 'status',
            header: t('tb_status'),
            render: (b) => <Badge tone={STATUS_TONE[b.status]}>{t(`tb_status_${b.status}`)}</Badge>,
          },
          {
            key: 'time',
            header: t('tb_time'),
            render: (b) => <time dateTime={b.createdAt}>{formatDateTime(b.createdAt)}</time>,
          },
        ]}
      />
      {data && <Pager page={data.pageNo} pages={data.totalPages} onPage={q.setPage} />}
    </div>
  );
}
