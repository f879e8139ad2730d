import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { bus, errorText, parseMoney } from 'shared-contracts';
import { FormStatus, RadioGroup, Select, SubmitButton, TextField, useRequestId } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import { walletTransfer } from '../api/wallet-transfer';
import '../i18n';

interface Values {
  direction: 'IN' | 'OUT';
  vassalage: string;
  amount: string;
}

/** Transfer mode: moves money between the main wallet and a vendor wallet; `onDone` refreshes the balances. */
export function TransferForm({
  vendors,
  currency,
  onDone,
}: {
  vendors: readonly string[];
  currency?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  // One id per intended transfer (direction, wallet, amount): a retry after a lost answer replays instead of moving
  // money twice; a refusal or another transfer gets a new one.
  const requestIds = useRequestId<string>();
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const amount = parseMoney(v.amount) ?? 0;
    try {
      await walletTransfer({
        direction: v.direction,
        vassalage: v.vassalage,
        amount,
        requestId: requestIds.for(`${v.direction}:${v.vassalage}:${amount}`),
      });
      requestIds.forget();
      helpers.resetForm();
      onDone();
      bus.emit('balance:changed', {});
    } catch (e) {
      requestIds.failed(e);
      helpers.setStatus(errorText(t, e));
    }
  };
  return (
    <Formik<Values>
      initialValues={{ direction: 'IN', vassalage: '', amount: '' }}
      validationSchema={yup.object({
        vassalage: yup.string().required(t('common:err_validation')),
        amount: yup
          .string()
          .required(t('common:err_validation'))
          .test('money', t('amount_invalid'), (v) => !!v && (parseMoney(v) ?? 0) > 0),
      })}
      onSubmit={submit}
    >
      {({ values, errors, touched, isSubmitting, status, getFieldProps, setFieldValue }) => (
        <Form className="member-form" noValidate>
          <RadioGroup
            legend={t('transfer_direction')}
            name="direction"
            value={values.direction}
            onChange={(d) => void setFieldValue('direction', d)}
            options={[
              { value: 'IN', label: t('transfer_in') },
              { value: 'OUT', label: t('transfer_out') },
            ]}
          />
          <Select
            label={t('transfer_vendor')}
            placeholder={t('choose')}
            options={vendors.map((v) => ({ value: v, label: v }))}
            error={touched.vassalage && errors.vassalage}
            {...getFieldProps('vassalage')}
          />
          <TextField
            label={t('transfer_amount')}
            inputMode="decimal"
            autoComplete="off"
            prefix={currency}
            error={touched.amount && errors.amount}
            {...getFieldProps('amount')}
          />
          <FormStatus status={status} />
          <SubmitButton busy={isSubmitting}>{t('transfer_submit')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
