import { useTranslation } from 'react-i18next';
import { Amount } from 'shared-ui';
import { NS } from '../../config/i18n';
import { moneyText } from './amount-schema';

/** A deposit's or withdrawal's amount in a list, with "fee …" under it when one was charged. */
export function AmountWithFee({ amount, fee, currency }: { amount: number; fee: number; currency: string }) {
  const { t } = useTranslation(NS);
  if (fee <= 0) return <Amount value={amount} currency={currency} />;
  return (
    <span className="money-amount-stack">
      <Amount value={amount} currency={currency} />
      <small className="money-fee">{t('money_fee_of', { fee: moneyText(fee, currency) })}</small>
    </span>
  );
}
