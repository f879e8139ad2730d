import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { Button, TextField } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';
import { amountText, parseAmount } from '../../../components/money/amount';

/** The amount field with the method's presets as quick chips (a chip fills the field). */
export function AmountField({ presets, currency }: { presets: readonly number[]; currency: string }) {
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
