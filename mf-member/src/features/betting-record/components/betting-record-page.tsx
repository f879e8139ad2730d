import { useTranslation } from 'react-i18next';
import { formatDateTime, type BetRecordItem } from 'shared-contracts';
import { Amount, Badge, DataTable, Pager, RecordRange, useRecordQuery } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useBets } from '../api/list-bets';
import { useGameVendors } from '../api/get-game-vendors';
import { BetFilters, type BetFilterValues } from './bet-filters';
import { BetTotals } from './bet-totals';
import '../i18n';

const PAGE_SIZE = 20;
const STATUS_TONE = { OPEN: 'primary', SETTLED: 'neutral', ROLLED_BACK: 'neutral' } as const;

/** personalHistoryCopy (SPEC §2 betting record): the member's real-money rounds, filtered and paged by the server. */
export function BettingRecordPage() {
  const { t } = useTranslation(NS);
  const q = useRecordQuery<BetFilterValues>({ category: '', vendor: '' });
  const bets = useBets({
    startDate: q.range.from,
    endDate: q.range.to,
    pageNo: q.pageNo,
    pageSize: PAGE_SIZE,
    ...(q.filters.category ? { category: q.filters.category } : {}),
    ...(q.filters.vendor ? { vendor: q.filters.vendor } : {}),
  });
  const lanes = useGameVendors().data?.data.lanes ?? [];
  const vendorName = (code: string) =>
    lanes.flatMap((l) => l.vendors).find((v) => v.vassalage === code)?.displayName ?? code;
  const data = bets.data;
  return (
    <div className="records-page" data-testid="betting-record">
      <section className="ui-card records-toolbar" aria-label={t('common:records_filters')}>
        <RecordRange value={q.range} onChange={q.setRange} />
        <BetFilters lanes={lanes} value={q.filters} onChange={q.setFilters} />
      </section>
      {data && data.total > 0 && (
        <BetTotals total={data.total} totals={data.totals} currency={data.list[0]?.currency} />
      )}
      <DataTable<BetRecordItem>
        caption={t('personalHistoryCopy')}
        testId="bets-table"
        rows={data?.list ?? []}
        rowKey={(b) => b.id}
        loading={bets.loading}
        error={bets.error ? t('bets_failed') : null}
        onRetry={bets.reload}
        empty={t('bets_none')}
        emptyHint={t('bets_none_hint')}
        columns={[
          {
            key: 'game',
            header: t('bets_game'),
            render: (b) => (
              <span className="records-main">
                <span>{b.gameName}</span>
                <span className="records-sub records-round" title={b.roundId}>
                  {t('bets_round', { id: b.roundId })}
                </span>
              </span>
            ),
          },
          { key: 'vendor', header: t('bets_vendor'), render: (b) => vendorName(b.vendor) },
          { key: 'stake', header: t('bets_stake'), align: 'end', render: (b) => <Amount value={b.stake} /> },
          { key: 'payout', header: t('bets_payout'), align: 'end', render: (b) => <Amount value={b.payout} /> },
          {
            key: 'winLoss',
            header: t('bets_win_loss'),
            align: 'end',
            render: (b) => (b.winLoss === null ? '—' : <Amount value={b.winLoss} signed />),
          },
          {
            key: 'status',
            header: t('bets_status'),
            render: (b) => <Badge tone={STATUS_TONE[b.status]}>{t(`bets_status_${b.status}`)}</Badge>,
          },
          {
            key: 'time',
            header: t('bets_time'),
            render: (b) => <time dateTime={b.createdAt}>{formatDateTime(b.createdAt, { seconds: true })}</time>,
          },
        ]}
      />
      {data && <Pager page={data.pageNo} pages={data.totalPages} onPage={q.setPage} />}
    </div>
  );
}
