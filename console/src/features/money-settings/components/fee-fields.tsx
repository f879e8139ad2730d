import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-fields';
import { NS } from '../i18n';

/** A fee rule's three fields (percentage, fixed part, cap) in a money form (a deposit method, the withdrawal rules). */
export function FeeFields({ currency, of }: { currency: string; of: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation(NS);
  const deposit = of === 'deposit';
  return (
    <>
      <FormTextField
        name="feePercent"
        label={t(deposit ? 'dep_fee_percent' : 'fee_percent')}
        hint={t(deposit ? 'dep_fee_hint' : 'fee_hint')}
        inputMode="decimal"
        suffix="%"
      />
      <FormTextField name="feeFixed" label={t('fee_fixed')} inputMode="decimal" suffix={currency} />
      <FormTextField
        name="feeMax"
        label={t('fee_max')}
        hint={t('fee_max_hint')}
        inputMode="decimal"
        suffix={currency}
      />
    </>
  );
}
