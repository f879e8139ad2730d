import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type IpChallenge, type IpVerificationMethod, type LoginReply } from 'shared-contracts';
import { FormStatus, SendCodeButton, SubmitButton, Tabs } from 'shared-ui';
import * as yup from 'yup';
import { FormTextField } from '../../../components/form-fields';
import { NS } from '../../../config/i18n';
import { sendIpCode } from '../api/send-ip-code';
import { verifyIp } from '../api/verify-ip';
import '../../../components/i18n';
import '../i18n';

/** The answer field's label of each method. */
const FIELD_LABEL: Record<IpVerificationMethod, string> = {
  AUTHENTICATOR: 'ip_authenticator_code',
  MOBILE: 'sms_code',
  EMAIL: 'sms_code',
  PAYEE_NAME: 'ip_payee_name',
};

interface Props {
  challenge: IpChallenge['ipVerification'];
  onVerified: (reply: LoginReply) => void;
}

/**
 * Extra verification of a login from an unregistered IP (SPEC §4): the authenticator app's code (or a recovery
 * code), a code by mobile or e-mail, or the bank account name.
 */
export function IpVerificationForm({ challenge, onVerified }: Props) {
  const { t } = useTranslation(NS);
  const [method, setMethod] = useState<IpVerificationMethod>(challenge.methods[0]?.method ?? 'MOBILE');
  const hint = challenge.methods.find((m) => m.method === method)?.hint ?? '';
  const sent = method === 'MOBILE' || method === 'EMAIL' ? method : null;
  const byCode = method !== 'PAYEE_NAME';
  const submit = async (v: { answer: string }, helpers: FormikHelpers<{ answer: string }>) => {
    helpers.setStatus(null);
    try {
      onVerified(await verifyIp(challenge.ticket, method, v.answer));
    } catch (e) {
      helpers.setStatus(errorText(t, e));
    }
  };
  const form = (
    <Formik
      key={method}
      initialValues={{ answer: '' }}
      validationSchema={yup.object({
        answer: yup
          .string()
          .trim()
          .required(t(byCode ? 'v_code_required' : 'common:err_validation')),
      })}
      onSubmit={submit}
    >
      {({ isSubmitting, status }) => (
        <Form className="auth-stack" noValidate>
          <p className="auth-text">{t(`ip_hint_${method}`, { hint })}</p>
          <FormTextField
            name="answer"
            label={t(FIELD_LABEL[method])}
            autoComplete={method === 'AUTHENTICATOR' ? 'one-time-code' : 'off'}
            inputMode={sent ? 'numeric' : 'text'}
            suffix={
              sent ? (
                <SendCodeButton
                  send={() => sendIpCode(challenge.ticket, sent)}
                  label={t('send_code')}
                  resendLabel={(seconds) => t('resend_in', { seconds })}
                  className="auth-affix-button"
                />
              ) : undefined
            }
          />
          <FormStatus status={status} />
          <SubmitButton busy={isSubmitting}>{t('common:confirm')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
  return (
    <div data-testid="ip-verification">
      <p className="auth-text">{t('ip_intro')}</p>
      <div className="auth-wrap-tabs">
        <Tabs
          label={t('ip_tabs')}
          value={method}
          onValueChange={(m) => setMethod(m as IpVerificationMethod)}
          items={challenge.methods.map((m) => ({ value: m.method, label: t(`ip_method_${m.method}`), content: form }))}
        />
      </div>
    </div>
  );
}
