import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, session } from 'shared-contracts';
import { FieldError, FormStatus, SubmitButton } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import { ruleString } from '../../../lib/rule-schema';
import { changePassword } from '../api/change-password';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** changePassModal (SPEC §2, §5): username read-only, old password unless already known, new + confirmation. */
export function ChangePasswordForm({ knownPassword, onDone }: { knownPassword: string | null; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [known] = useState(knownPassword);
  const schema = useMemo(
    () =>
      yup.object({
        oldPassword: known ? yup.string() : yup.string().required(t('common:err_validation')),
        newPassword: ruleString('password', t, t('common:err_validation')),
        confirmNewPassword: yup
          .string()
          .required(t('common:err_validation'))
          .oneOf([yup.ref('newPassword')], t('common:err_confirm_mismatch')),
      }),
    [t, known],
  );
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      await changePassword({
        oldPassword: known ?? v.oldPassword,
        newPassword: v.newPassword,
        confirmNewPassword: v.confirmNewPassword,
      });
      onDone();
    } catch (e) {
      helpers.setStatus(errorText(t, e));
    }
  };
  return (
    <Formik<Values>
      initialValues={{ oldPassword: '', newPassword: '', confirmNewPassword: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ errors, touched, isSubmitting, status }) => (
        <Form className="auth-form" data-testid="change-password-form" noValidate>
          <label>
            {t('username')}
            <input name="username" value={session.get('account') ?? ''} readOnly />
          </label>
          {!known && (
            <>
              <label>
                {t('old_password')}
                <Field name="oldPassword" type="password" autoComplete="current-password" />
              </label>
              <FieldError error={touched.oldPassword && errors.oldPassword} />
            </>
          )}
          <label>
            {t('new_password')}
            <Field name="newPassword" type="password" autoComplete="new-password" />
          </label>
          <FieldError error={touched.newPassword && errors.newPassword} />
          <label>
            {t('confirm_password')}
            <Field name="confirmNewPassword" type="password" autoComplete="new-password" />
          </label>
          <FieldError error={touched.confirmNewPassword && errors.confirmNewPassword} />
          <FormStatus status={status} />
          <SubmitButton busy={isSubmitting}>{t('confirm_change')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
