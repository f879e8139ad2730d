import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { chargesFee, feeOf, type FeeRule } from 'shared-contracts';
import { NS } from '../../config/i18n';
import { parseAmount } from './amount';
import { moneyText } from './amount-schema';

/**
 * A fee rule under a money form's amount (deposit or withdraw): the rule until an amount is typed, then this amount's
 * fee and what is left (`netKey`: "the bank receives …", "your wallet receives …"), computed as the server does.
 * Nothing for a rule that charges nothing; one line, so the form does not move as the player types.
 */
export function FeeLine({
  rule,
  currency,
  netKey,
  testId,
}: {
  rule: FeeRule;
  currency: string;
  /** The feature's text for "Fee {{fee}} · … {{net}}". */
  netKey: string;
  testId: string;
}) {
  const { t } = useTranslation(NS);
  const { values } = useFormikContext<{ amount: string }>();
  if (!chargesFee(rule)) return null;
  const amount = parseAmount(values.amount);
  const money = (minor: number) => moneyText(minor, currency);
  const rate = `${(rule.feeBps / 100).toLocaleString(undefined, { maximumFractionDigits: 2 })} %`;
  let text: string;
  if (amount && amount > 0) {
    const charged = feeOf(amount, rule);
    text =
      charged < amount
        ? t(netKey, { fee: money(charged), net: money(amount - charged) })
        : t('money_fee_all', { fee: money(charged) });
  } else {
    const parts = [rule.feeBps > 0 ? rate : null, rule.feeFixed > 0 ? money(rule.feeFixed) : null].filter(Boolean);
    text =
      rule.feeMax === null
        ? t('money_fee_rule', { rule: parts.join(' + ') })
        : t('money_fee_rule_cap', { rule: parts.join(' + '), max: money(rule.feeMax) });
  }
  return (
    <p className="money-fee" data-testid={testId} aria-live="polite">
      {text}
    </p>
  );
}
