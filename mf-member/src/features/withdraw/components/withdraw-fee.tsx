import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { withdrawalFee, type WithdrawalFee } from 'shared-contracts';
import { NS } from '../../../config/i18n';
import { parseAmount } from '../../../components/money/amount';
import { moneyText } from '../../../components/money/amount-schema';

/** True when the brand charges a withdrawal fee. */
export const charges = (fee: WithdrawalFee): boolean => fee.feeBps > 0 || fee.feeFixed > 0;

/**
 * The brand's withdrawal fee under the amount: its rule until an amount is typed, then this withdrawal's fee and what
 * the bank receives (computed as the server does). Shown only by a brand that charges one; one line, so the form does
 * not move as the player types.
 */
export function WithdrawFee({ fee, currency }: { fee: WithdrawalFee; currency: string }) {
  const { t } = useTranslation(NS);
  const { values } = useFormikContext<{ amount: string }>();
  const amount = parseAmount(values.amount);
  const money = (minor: number) => moneyText(minor, currency);
  const rate = `${(fee.feeBps / 100).toLocaleString(undefined, { maximumFractionDigits: 2 })} %`;
  let text: string;
  if (amount && amount > 0) {
    const charged = withdrawalFee(amount, fee);
    text =
      charged < amount
        ? t('wd_fee_line', { fee: money(charged), net: money(amount - charged) })
        : t('wd_fee_all', { fee: money(charged) });
  } else {
    const parts = [fee.feeBps > 0 ? rate : null, fee.feeFixed > 0 ? money(fee.feeFixed) : null].filter(Boolean);
    text =
      fee.feeMax === null
        ? t('wd_fee_rule', { rule: parts.join(' + ') })
        : t('wd_fee_rule_cap', { rule: parts.join(' + '), max: money(fee.feeMax) });
  }
  return (
    <p className="money-fee" data-testid="withdraw-fee" aria-live="polite">
      {text}
    </p>
  );
}
