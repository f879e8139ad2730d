import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, session } from 'shared-contracts';
import { FormStatus, SubmitButton, TextField } from 'shared-ui';
import * as yup from 'yup';
import { FormPasswordField } from '../../../components/form-fields';
import { NS } from '../../../config/i18n';
import { ruleString } from '../../../lib/rule-schema';
import { changePassword } from '../api/change-password';
import '../i18n';

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
      session.set('passwordChangeDue', null);
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
      {({ isSubmitting, status }) => (
        <Form className="auth-stack" data-testid="change-password-form" noValidate>
          <TextField
            label={t('username')}
            name="username"
            value={session.get('account') ?? ''}
            autoComplete="username"
            readOnly
          />
          {!known && <FormPasswordField name="oldPassword" label={t('old_password')} autoComplete="current-password" />}
          <FormPasswordField name="newPassword" label={t('new_password')} autoComplete="new-password" />
          <FormPasswordField name="confirmNewPassword" label={t('confirm_password')} autoComplete="new-password" />
          <FormStatus status={status} />
          <SubmitButton busy={isSubmitting}>{t('confirm_change')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
