import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryBet } from 'shared-contracts/lottery';
import { Amount, Badge, DataTable, Tabs } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useMyBets } from '../api/list-my-bets';
import '../i18n';

const TONE = { OPEN: 'primary', WON: 'success', LOST: 'neutral', REFUNDED: 'neutral' } as const;

/** The member's bets on this game: open ones (waiting for their draw) and the latest settled ones. */
export function MyBets({ gameCode, refresh }: { gameCode: string; refresh: number }) {
  const { t } = useTranslation(NS);
  const [tab, setTab] = useState<'open' | 'settled'>('open');
  const open = useMyBets('open', gameCode);
  const settled = useMyBets('settled', gameCode);
  const { reload: reloadOpen } = open;
  const { reload: reloadSettled } = settled;
  useEffect(() => {
    if (refresh === 0) return;
    reloadOpen();
    reloadSettled();
  }, [refresh, reloadOpen, reloadSettled]);
  const list = tab === 'open' ? open : settled;

  return (
    <section className="ui-card lottery-my-bets" aria-labelledby="lottery-my-bets-title" data-testid="my-bets">
      <h2 id="lottery-my-bets-title" className="lottery-section-title">
        {t('my_bets')}
      </h2>
      <Tabs
        label={t('my_bets')}
        value={tab}
        onValueChange={(v) => setTab(v as 'open' | 'settled')}
        items={[
          { value: 'open', label: t('open_bets'), testId: 'tab-open-bets' },
          { value: 'settled', label: t('settled_bets'), testId: 'tab-settled-bets' },
        ]}
      >
        <DataTable<LotteryBet>
          caption={tab === 'open' ? t('open_bets') : t('settled_bets')}
          testId={`bets-${tab}`}
          rows={list.data?.list ?? []}
          rowKey={(b) => b.id}
          loading={list.loading}
          error={list.error ? t('bets_failed') : null}
          onRetry={list.reload}
          empty={tab === 'open' ? t('bets_none') : t('bets_settled_none')}
          emptyHint={tab === 'open' ? t('bets_none_hint') : undefined}
          columns={[
            { key: 'draw', header: t('col_draw'), render: (b) => b.numero },
            {
              key: 'bet',
              header: t('col_bet'),
              render: (b) => t('line_summary', { type: t(`bet_${b.betType}`), numbers: b.numbers.join(', ') }),
            },
            { key: 'stake', header: t('col_stake'), align: 'end', render: (b) => <Amount value={b.stake} /> },
            { key: 'payout', header: t('col_payout'), align: 'end', render: (b) => <Amount value={b.payout} /> },
            {
              key: 'status',
              header: t('col_status'),
              render: (b) => <Badge tone={TONE[b.status]}>{t(`status_${b.status}`)}</Badge>,
            },
          ]}
        />
      </Tabs>
    </section>
  );
}
