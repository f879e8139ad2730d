import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError, type Deposit, type DepositMethod } from 'shared-contracts';
import { FormStatus, SubmitButton, TextField, useRequestId } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import '../i18n';
import { parseAmount } from '../../../components/money/amount';
import { amountSchema } from '../../../components/money/amount-schema';
import { ImageField } from '../../../components/money/image-field';
import { imageFileProblem } from '../../../components/money/image-file';
import { createBankTransferDeposit } from '../api/create-bank-transfer-deposit';
import { AmountField } from './amount-field';
import { BankDetails } from './bank-details';
import { KycPrompt } from './kyc-prompt';

interface Values {
  amount: string;
  payerName: string;
  receipt: File | null;
}

/** Fields the server may name in a VALIDATION answer, shown under themselves. */
const FIELDS = new Set(['amount', 'payerName', 'receipt']);

/** A bank-transfer deposit: the account to pay, then the amount, the payer's name and the receipt image. */
export function BankTransferForm({
  method,
  currency,
  onDone,
  onVerify,
}: {
  method: DepositMethod;
  currency: string;
  onDone: (deposit: Deposit) => void;
  /** Opens the identity verification (after a KYC_REQUIRED refusal). */
  onVerify: () => void;
}) {
  const { t } = useTranslation(NS);
  const [kyc, setKyc] = useState(false);
  const requestIds = useRequestId();
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      const r = await createBankTransferDeposit({
        methodCode: method.code,
        amount: parseAmount(v.amount) ?? 0,
        requestId: requestIds.for(),
        payerName: v.payerName.trim(),
        receipt: v.receipt!,
      });
      requestIds.forget();
      onDone(r.deposit);
    } catch (e) {
      requestIds.failed(e);
      setKyc(isApiError(e) && e.code === 'KYC_REQUIRED');
      const field = isApiError(e) ? e.details.field : null;
      if (field && FIELDS.has(field)) helpers.setFieldError(field, errorText(t, e));
      else helpers.setStatus(errorText(t, e));
    }
  };
  return (
    <>
      {method.bank && <BankDetails bank={method.bank} />}
      <Formik<Values>
        initialValues={{ amount: '', payerName: '', receipt: null }}
        validationSchema={yup.object({
          amount: amountSchema(t, { min: method.minAmount, max: method.maxAmount }, currency),
          payerName: yup.string().trim().required(t('common:err_validation')).max(128),
          receipt: yup
            .mixed<File>()
            .nullable()
            .test('receipt', '', (file, ctx) => {
              if (!file) return ctx.createError({ message: t('common:err_receipt_required') });
              const problem = imageFileProblem(file);
              return problem ? ctx.createError({ message: t(`common:${problem}`) }) : true;
            }),
        })}
        onSubmit={submit}
      >
        {({ values, errors, touched, isSubmitting, status, getFieldProps, setFieldValue, setFieldTouched }) => (
          <Form className="member-form" noValidate aria-label={method.name}>
            <AmountField presets={method.presets} currency={currency} fee={method.fee} />
            <TextField
              label={t('dep_payer_name')}
              autoComplete="name"
              error={touched.payerName && errors.payerName}
              {...getFieldProps('payerName')}
            />
            <ImageField
              label={t('dep_receipt')}
              file={values.receipt}
              error={touched.receipt ? (errors.receipt as string | undefined) : null}
              testId="receipt"
              onChange={(file) => {
                void setFieldValue('receipt', file, true);
                void setFieldTouched('receipt', true, false);
              }}
            />
            <FormStatus status={status} />
            {kyc && <KycPrompt onVerify={onVerify} />}
            <SubmitButton busy={isSubmitting}>{t('dep_bank_submit')}</SubmitButton>
          </Form>
        )}
      </Formik>
    </>
  );
}
