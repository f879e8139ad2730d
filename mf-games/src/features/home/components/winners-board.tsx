import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { NS } from '../../../config/i18n';
import { useWinnerBoard } from '../api/get-winner-board';

/** Winners board (SPEC §3, §9): the 20 latest big wins, amounts with 2 decimals and thousands separators. */
export function WinnersBoard() {
  const { t, i18n } = useTranslation(NS);
  const list = useWinnerBoard(i18n.language);
  return (
    <section className="winners" aria-labelledby="winners-title" data-testid="winners-board">
      <h2 id="winners-title">{t('winners_title')}</h2>
      {list.length === 0 ? (
        <p>{t('winners_none')}</p>
      ) : (
        <ol>
          {list.map(({ vo }, i) => (
            <li key={`${vo.time}-${i}`}>
              <span className="winner-account">{vo.account}</span>
              <span className="winner-game">{vo.displayName}</span>
              <span className="winner-amount">{formatMoney(vo.winAmount)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
