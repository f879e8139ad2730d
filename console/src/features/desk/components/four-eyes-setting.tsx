import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText, formatMoney, parseMoney } from 'shared-contracts';
import { Button, FormStatus, toast } from 'shared-ui';
import * as yup from 'yup';
import { FormTextField } from '../../../components/form-fields';
import { useCan } from '../../../lib/operator';
import { useFourEyes } from '../api/get-four-eyes';
import { setFourEyes } from '../api/set-four-eyes';
import { NS } from '../i18n';

/** The merchant's four-eyes threshold: shown to whoever reviews withdrawals, changed by an admin. */
export function FourEyesSetting({ merchant }: { merchant: string | undefined }) {
  const { t } = useTranslation(NS);
  const can = useCan();
  const current = useFourEyes(merchant, can('withdrawals.read') && merchant !== undefined);
  if (!current.data) return null;
  const { threshold, currency } = current.data;
  if (!can('merchants.configure'))
    return (
      <p className="console-muted" data-testid="four-eyes">
        {t('four_eyes_is', { amount: `${currency} ${formatMoney(threshold)}` })}
      </p>
    );
  return (
    <Formik
      initialValues={{ amount: formatMoney(threshold) }}
      enableReinitialize
      validationSchema={yup.object({
        amount: yup.string().test('money', t('common:err_invalid_input'), (v) => (parseMoney(v ?? '') ?? 0) > 0),
      })}
      onSubmit={async (v, helpers) => {
        try {
          await setFourEyes(merchant, parseMoney(v.amount)!);
          toast({ title: t('done'), tone: 'success' });
          current.reload();
        } catch (e) {
          helpers.setStatus(errorText(t, e));
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form className="console-filters" noValidate data-testid="four-eyes">
          <FormTextField
            name="amount"
            label={t('four_eyes_label', { currency })}
            hint={t('four_eyes_hint')}
            inputMode="decimal"
          />
          <Button type="submit" loading={isSubmitting}>
            {t('four_eyes_save')}
          </Button>
          <FormStatus status={status} />
        </Form>
      )}
    </Formik>
  );
}
