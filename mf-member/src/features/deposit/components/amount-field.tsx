import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { formatMoney, type FeeRule } from 'shared-contracts';
import { Button, TextField } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';
import { amountText, parseAmount } from '../../../components/money/amount';
import { FeeLine } from '../../../components/money/fee-line';

/**
 * The amount field with the method's fee (when it charges one: what the wallet receives) and its presets as quick
 * chips (a chip fills the field).
 */
export function AmountField({
  presets,
  currency,
  fee,
}: {
  presets: readonly number[];
  currency: string;
  fee: FeeRule;
}) {
  const { t } = useTranslation(NS);
  const { values, errors, touched, getFieldProps, setFieldValue } = useFormikContext<{ amount: string }>();
  const current = parseAmount(values.amount);
  return (
    <>
      <TextField
        label={t('dep_amount')}
        inputMode="decimal"
        autoComplete="off"
        prefix={currency}
        error={touched.amount && errors.amount}
        {...getFieldProps('amount')}
      />
      <FeeLine rule={fee} currency={currency} netKey="dep_fee_line" testId="deposit-fee" />
      {presets.length > 0 && (
        <ul className="money-chips" aria-label={t('dep_presets')}>
          {presets.map((p) => (
            <li key={p}>
              <Button
                size="sm"
                aria-pressed={current === p}
                onClick={() => void setFieldValue('amount', amountText(p), true)}
              >
                {formatMoney(p)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
