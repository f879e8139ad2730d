import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, moduleEnabled } from 'shared-contracts';
import { FieldError, FormStatus, SubmitButton } from 'shared-ui';
import * as yup from 'yup';
import { MobileCodeFields } from '../../../components/mobile-code-fields';
import { DIAL_CODES, MOBILE_PATTERN } from '../../../config/dial-codes';
import { NS } from '../../../config/i18n';
import { completeLogin } from '../../../lib/complete-login';
import { ruleString } from '../../../lib/rule-schema';
import { forgotPasswordByEmail } from '../api/forgot-password-by-email';
import { resetPasswordByPhone } from '../api/reset-password-by-phone';

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
              .matches(MOBILE_PATTERN, t('v_mobile_required')),
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
  return (
    <div>
      {mobileTab && (
        <div role="tablist" className="tabs">
          {(['email', 'mobile'] as const).map((k) => (
            <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)}>
              {t(`forgot_tab_${k}`)}
            </button>
          ))}
        </div>
      )}
      <Formik<Values>
        key={tab}
        initialValues={{
          username: '',
          email: '',
          dialCode: DIAL_CODES[0].code,
          mobileNum: '',
          code: '',
          newPassword: '',
        }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ errors, touched, isSubmitting, status }) => (
          <Form className="auth-form" data-testid={`forgot-${tab}-form`} noValidate>
            {tab === 'email' ? (
              <>
                <label>
                  {t('username')}
                  <Field name="username" autoComplete="username" />
                </label>
                <FieldError error={touched.username && errors.username} />
                <label>
                  {t('email')}
                  <Field name="email" type="email" autoComplete="email" />
                </label>
                <FieldError error={touched.email && errors.email} />
              </>
            ) : (
              <>
                <MobileCodeFields />
                <label>
                  {t('new_password')}
                  <Field name="newPassword" type="password" autoComplete="new-password" />
                </label>
                <FieldError error={touched.newPassword && errors.newPassword} />
              </>
            )}
            <FormStatus status={status} />
            <SubmitButton busy={isSubmitting}>{t('common:confirm')}</SubmitButton>
          </Form>
        )}
      </Formik>
    </div>
  );
}
