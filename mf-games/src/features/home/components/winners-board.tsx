import { useTranslation } from 'react-i18next';
import { formatMoney, gamesApi } from 'shared-contracts';
import { useCall } from 'shared-ui';
import { NS } from '../../../config/i18n';

/** Winners board (SPEC §3, §9): the 20 latest big wins, amounts with 2 decimals and thousands separators. */
export function WinnersBoard() {
  const { t, i18n } = useTranslation(NS);
  const { data } = useCall(gamesApi.getWinnerBoard, { gameCategory: 'ALL', language: i18n.language, limitNum: 20 });
  const list = data?.list ?? [];
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
