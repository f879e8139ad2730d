import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type IpChallenge, type IpVerificationMethod, type LoginReply } from 'shared-contracts';
import { FieldError, FormStatus, SubmitButton } from 'shared-ui';
import * as yup from 'yup';
import { SendCodeButton } from '../../../components/send-code-button';
import { NS } from '../../../config/i18n';
import { sendIpCode } from '../api/send-ip-code';
import { verifyIp } from '../api/verify-ip';

interface Props {
  challenge: IpChallenge['ipVerification'];
  onVerified: (reply: LoginReply) => void;
}

/** Extra verification of a login from an unregistered IP (SPEC §4): a code by mobile or e-mail, or the bank account name. */
export function IpVerificationForm({ challenge, onVerified }: Props) {
  const { t } = useTranslation(NS);
  const [method, setMethod] = useState<IpVerificationMethod>(challenge.methods[0]?.method ?? 'MOBILE');
  const hint = challenge.methods.find((m) => m.method === method)?.hint ?? '';
  const byCode = method !== 'PAYEE_NAME';
  const submit = async (v: { answer: string }, helpers: FormikHelpers<{ answer: string }>) => {
    helpers.setStatus(null);
    try {
      onVerified(await verifyIp(challenge.ticket, method, v.answer));
    } catch (e) {
      helpers.setStatus(errorText(t, e));
    }
  };
  return (
    <div className="ip-verification" data-testid="ip-verification">
      <p>{t('ip_intro')}</p>
      <div role="tablist" className="tabs">
        {challenge.methods.map((m) => (
          <button
            key={m.method}
            type="button"
            role="tab"
            aria-selected={method === m.method}
            onClick={() => setMethod(m.method)}
          >
            {t(`ip_method_${m.method}`)}
          </button>
        ))}
      </div>
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
        {({ errors, touched, isSubmitting, status }) => (
          <Form className="auth-form" noValidate>
            <p className="hint">{t(`ip_hint_${method}`, { hint })}</p>
            <div className={byCode ? 'captcha-field' : undefined}>
              <label>
                {t(byCode ? 'sms_code' : 'ip_payee_name')}
                <Field name="answer" autoComplete="off" inputMode={byCode ? 'numeric' : 'text'} />
              </label>
              {byCode && <SendCodeButton send={() => sendIpCode(challenge.ticket, method)} />}
            </div>
            <FieldError error={touched.answer && errors.answer} />
            <FormStatus status={status} />
            <SubmitButton busy={isSubmitting}>{t('common:confirm')}</SubmitButton>
          </Form>
        )}
      </Formik>
    </div>
  );
}
