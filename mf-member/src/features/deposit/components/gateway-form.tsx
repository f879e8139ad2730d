import { Form, Formik, type FormikHelpers } from 'formik';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError, type DepositMethod } from 'shared-contracts';
import { FormStatus, SubmitButton, useRequestId } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import '../i18n';
import { parseAmount } from '../../../components/money/amount';
import { amountSchema } from '../../../components/money/amount-schema';
import { leavePage } from '../../../lib/leave-page';
import { createGatewayDeposit } from '../api/create-gateway-deposit';
import { AmountField } from './amount-field';
import { KycPrompt } from './kyc-prompt';

/** An online (GATEWAY) deposit: the amount, then the provider's hosted payment page in this window. */
export function GatewayForm({
  method,
  currency,
  onVerify,
}: {
  method: DepositMethod;
  currency: string;
  /** Opens the identity verification (after a KYC_REQUIRED refusal). */
  onVerify: () => void;
}) {
  const { t } = useTranslation(NS);
  const [kyc, setKyc] = useState(false);
  // One id per intended deposit: a retry after a lost answer gets the same deposit and page back.
  const requestIds = useRequestId();
  const [leaving, setLeaving] = useState(false);
  const submit = async (v: { amount: string }, helpers: FormikHelpers<{ amount: string }>) => {
    helpers.setStatus(null);
    try {
      const r = await createGatewayDeposit({
        methodCode: method.code,
        amount: parseAmount(v.amount) ?? 0,
        requestId: requestIds.for(),
      });
      setLeaving(true);
      leavePage(r.payUrl);
    } catch (e) {
      requestIds.failed(e);
      setKyc(isApiError(e) && e.code === 'KYC_REQUIRED');
      if (isApiError(e) && e.details.field === 'amount') helpers.setFieldError('amount', errorText(t, e));
      else helpers.setStatus(errorText(t, e));
    }
  };
  return (
    <Formik<{ amount: string }>
      initialValues={{ amount: '' }}
      validationSchema={yup.object({
        amount: amountSchema(t, { min: method.minAmount, max: method.maxAmount }, currency),
      })}
      onSubmit={submit}
    >
      {({ isSubmitting, status }) => (
        <Form className="member-form" noValidate aria-label={method.name}>
          <AmountField presets={method.presets} currency={currency} fee={method.fee} />
          <p className="member-note">
            <ShieldCheck aria-hidden />
            {t('dep_gateway_note')}
          </p>
          <FormStatus status={status} />
          {kyc && <KycPrompt onVerify={onVerify} />}
          <SubmitButton busy={isSubmitting || leaving}>{t('dep_gateway_submit')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
