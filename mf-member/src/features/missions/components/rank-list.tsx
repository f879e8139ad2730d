import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import type { missionsApi } from 'shared-contracts/engagement';
import { Badge, DataTable } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useLeaderboard } from '../api/get-leaderboard';
import '../i18n';

/** The period's rank list (SPEC §7 rank list): members by missions completed, then who finished first; mine above. */
export function RankList({ period }: { period: missionsApi.MissionPeriod }) {
  const { t } = useTranslation(NS);
  const board = useLeaderboard(period);
  const mine = board.data?.mine ?? null;
  return (
    <section className="ui-card member-card missions-ranks" aria-labelledby={`ranks-${period}`}>
      <h3 id={`ranks-${period}`} className="member-card-title">
        <Trophy aria-hidden />
        {t('mission_ranks')}
      </h3>
      {/* The line holds its place while the board loads (no layout shift when it arrives). */}
      <p className="missions-my-rank" data-testid={board.data ? 'my-rank' : undefined}>
        {board.data
          ? mine
            ? t('mission_my_rank', { rank: mine.rank, count: mine.completed })
            : t('mission_no_rank')
          : '\u00a0'}
      </p>
      <DataTable<missionsApi.Rank>
        caption={t('mission_ranks')}
        testId="rank-list"
        rows={board.data?.list ?? []}
        rowKey={(r) => r.rank}
        loading={board.loading}
        error={board.error ? t('mission_ranks_failed') : null}
        onRetry={board.reload}
        empty={t('mission_ranks_none')}
        emptyHint={t('mission_ranks_none_hint')}
        columns={[
          { key: 'rank', header: t('mission_col_rank'), render: (r) => `#${r.rank}` },
          {
            key: 'account',
            header: t('mission_col_account'),
            render: (r) => (
              <span className="eg-name">
                {r.account}
                {r.me && <Badge tone="primary">{t('mission_you')}</Badge>}
              </span>
            ),
          },
          { key: 'completed', header: t('mission_col_completed'), align: 'end', render: (r) => r.completed },
          { key: 'last', header: t('mission_col_last'), render: (r) => formatDateTime(r.lastAt) },
        ]}
      />
    </section>
  );
}
