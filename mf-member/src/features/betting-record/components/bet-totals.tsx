import { useTranslation } from 'react-i18next';
import { Amount } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

/** The totals of every round the filter matches (not only the page shown). */
export function BetTotals({
  total,
  totals,
  currency,
}: {
  total: number;
  totals: { stake: number; payout: number; winLoss: number };
  currency?: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <section className="ui-card records-summary" aria-label={t('bets_totals')} data-testid="bets-totals">
      <dl className="records-figures">
        <div>
          <dt>{t('bets_rounds')}</dt>
          <dd>{total}</dd>
        </div>
        <div>
          <dt>{t('bets_stake')}</dt>
          <dd>
            <Amount value={totals.stake} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('bets_payout')}</dt>
          <dd>
            <Amount value={totals.payout} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('bets_win_loss')}</dt>
          <dd>
            <Amount value={totals.winLoss} currency={currency} signed />
          </dd>
        </div>
      </dl>
    </section>
  );
}
