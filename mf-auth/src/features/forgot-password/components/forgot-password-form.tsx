import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, moduleEnabled } from 'shared-contracts';
import { FormStatus, SubmitButton, Tabs } from 'shared-ui';
import * as yup from 'yup';
import { FormPasswordField, FormTextField } from '../../../components/form-fields';
import { MobileCodeFields } from '../../../components/mobile-code-fields';
import { defaultDialCode, merchantMobilePattern } from '../../../config/dial-codes';
import { NS } from '../../../config/i18n';
import { completeLogin } from '../../../lib/complete-login';
import { ruleString } from '../../../lib/rule-schema';
import { forgotPasswordByEmail } from '../api/forgot-password-by-email';
import { resetPasswordByPhone } from '../api/reset-password-by-phone';
import '../../../components/i18n';
import '../i18n';

interface Values {
  username: string;
  email: string;
  dialCode: string;
  mobileNum: string;
  code: string;
  newPassword: string;
}

/** forgetPassModal (SPEC §2, §4, §5): by e-mail, or by mobile when CHNGPASSVERIF3 is on. */
export function ForgotPasswordForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation(NS);
  const mobileTab = moduleEnabled('CHNGPASSVERIF3');
  const [tab, setTab] = useState<'email' | 'mobile'>('email');
  const [sent, setSent] = useState(false);
  const required = t('common:err_validation');
  const schema = useMemo(
    () =>
      tab === 'email'
        ? yup.object({
            username: ruleString('username', t, required),
            email: yup.string().trim().required(required).email(t('common:reg_pattern_EMAIL')),
          })
        : yup.object({
            mobileNum: yup
              .string()
              .trim()
              .required(t('v_mobile_required'))
              .matches(merchantMobilePattern(), t('common:err_phone_format')),
            code: yup.string().trim().required(t('v_code_required')),
            newPassword: ruleString('password', t, required),
          }),
    [t, tab, required],
  );
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      if (tab === 'email') {
        await forgotPasswordByEmail(v.username.trim(), v.email.trim());
        setSent(true);
      } else {
        completeLogin(
          await resetPasswordByPhone({
            countryDialingCode: v.dialCode,
            mobileNum: v.mobileNum.trim(),
            verificationCode: v.code.trim(),
            newPassword: v.newPassword,
          }),
        );
        onLoggedIn();
      }
    } catch (e) {
      helpers.setStatus(errorText(t, e));
    }
  };
  if (sent) return <p role="status">{t('in_been_out')}</p>;
  const form = (
    <Formik<Values>
      key={tab}
      initialValues={{
        username: '',
        email: '',
        dialCode: defaultDialCode(),
        mobileNum: '',
        code: '',
        newPassword: '',
      }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ isSubmitting, status }) => (
        <Form className="auth-stack" data-testid={`forgot-${tab}-form`} noValidate>
          {tab === 'email' ? (
            <>
              <FormTextField name="username" label={t('username')} autoComplete="username" />
              <FormTextField name="email" label={t('email')} type="email" autoComplete="email" />
            </>
          ) : (
            <>
              <MobileCodeFields />
              <FormPasswordField name="newPassword" label={t('new_password')} autoComplete="new-password" />
            </>
          )}
          <FormStatus status={status} />
          <SubmitButton busy={isSubmitting}>{t('common:confirm')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
  if (!mobileTab) return form;
  return (
    <Tabs
      label={t('forgot_tabs')}
      value={tab}
      onValueChange={(k) => setTab(k as typeof tab)}
      items={(['email', 'mobile'] as const).map((k) => ({ value: k, label: t(`forgot_tab_${k}`), content: form }))}
    />
  );
}
