import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, session } from 'shared-contracts';
import { FormStatus, SubmitButton } from 'shared-ui';
import * as yup from 'yup';
import { FormCheckbox } from '../../../components/form-fields';
import { MobileCodeFields } from '../../../components/mobile-code-fields';
import { defaultDialCode, merchantMobilePattern } from '../../../config/dial-codes';
import { NS } from '../../../config/i18n';
import { completeLogin } from '../../../lib/complete-login';
import { readRemembered, saveRemembered } from '../../../lib/remember-me';
import { loginWithSms } from '../api/login-with-sms';
import '../../../components/i18n';

interface Values {
  dialCode: string;
  mobileNum: string;
  code: string;
  remember: boolean;
  disclaimer: boolean;
}

/** Mobile + SMS code login (SPEC §2 SMS tab, §4 countdown, §5 rules). */
export function SmsLoginForm({ onDone, navigate }: { onDone: () => void; navigate: (to: string) => void }) {
  const { t } = useTranslation(NS);
  const remembered = useMemo(() => readRemembered(), []);
  const schema = useMemo(
    () =>
      yup.object({
        dialCode: yup.string().required(),
        mobileNum: yup
          .string()
          .trim()
          .required(t('v_mobile_required'))
          .matches(merchantMobilePattern(), t('common:err_phone_format')),
        code: yup.string().trim().required(t('v_code_required')),
        disclaimer: yup.boolean().oneOf([true], t('common:local_check_disclaimer')),
      }),
    [t],
  );

  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      const reply = await loginWithSms(v.dialCode, v.mobileNum.trim(), v.code.trim());
      saveRemembered(v.remember, { phone: v.mobileNum.trim() });
      session.set('disclaimerAccept', true);
      completeLogin(reply);
      onDone();
      if (reply.member.isAgent) navigate('/agentHome');
    } catch (e) {
      helpers.setStatus(errorText(t, e));
    }
  };

  return (
    <Formik<Values>
      initialValues={{
        dialCode: defaultDialCode(),
        mobileNum: remembered?.phone ?? '',
        code: '',
        remember: !!remembered?.phone,
        disclaimer: !!session.get('disclaimerAccept'),
      }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ isSubmitting, status }) => (
        <Form className="auth-stack" data-testid="sms-login-form" noValidate>
          <MobileCodeFields />
          <FormCheckbox name="remember" label={t('remember_me')} />
          <FormCheckbox name="disclaimer" label={t('disclaimer_accept')} />
          <FormStatus status={status} />
          <SubmitButton busy={isSubmitting}>{t('login')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
