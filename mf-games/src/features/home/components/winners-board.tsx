import { memo } from 'react';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Winner } from 'shared-contracts';
import { Amount, DataList } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useWinnerBoard } from '../api/get-winner-board';
import '../i18n';

/** Winners board (SPEC §3, §9): the 20 latest big wins, amounts with 2 decimals and thousands separators. */
export const WinnersBoard = memo(function WinnersBoard() {
  const { t, i18n } = useTranslation(NS);
  const { list, loading, error, reload } = useWinnerBoard(i18n.language);
  return (
    <section className="games-winners" aria-labelledby="winners-title" data-testid="winners-board">
      <h2 id="winners-title" className="games-winners-title">
        <Trophy aria-hidden />
        {t('winners_title')}
      </h2>
      <DataList<Winner>
        className="games-winners-list"
        label={t('winners_title')}
        items={list}
        itemKey={({ vo }) => `${vo.time}-${vo.account}-${vo.displayName}-${vo.winAmount}`}
        loading={loading}
        error={error && t('winners_failed')}
        onRetry={reload}
        empty={t('winners_none')}
        renderItem={({ vo }) => (
          <div className="games-winner">
            <span className="games-winner-account">{vo.account}</span>
            <span className="games-winner-game">{vo.displayName}</span>
            <Amount className="games-winner-amount" value={vo.winAmount} />
          </div>
        )}
      />
    </section>
  );
});
