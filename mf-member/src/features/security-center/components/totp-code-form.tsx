import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText } from 'shared-contracts';
import { FormStatus, SubmitButton, TextField } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import '../i18n';

interface Props {
  /** The field's label (the app's code, or "code or recovery code"). */
  label: string;
  submitLabel: string;
  /** Sends the code; a rejection is shown under the field. */
  onSubmit: (code: string) => Promise<void>;
  /** Recovery codes are letters too: no numeric keyboard. */
  recovery?: boolean;
}

/** One code field and its button: confirming the set-up, or turning two-step sign-in off. */
export function TotpCodeForm({ label, submitLabel, onSubmit, recovery = false }: Props) {
  const { t } = useTranslation(NS);
  const submit = async (v: { code: string }, helpers: FormikHelpers<{ code: string }>) => {
    helpers.setStatus(null);
    try {
      await onSubmit(v.code);
    } catch (e) {
      helpers.setStatus(errorText(t, e));
    }
  };
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={yup.object({ code: yup.string().trim().required(t('totp_code_required')) })}
      onSubmit={submit}
    >
      {({ errors, touched, isSubmitting, status, getFieldProps }) => (
        <Form className="member-form" noValidate>
          <TextField
            label={label}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            error={touched.code && errors.code}
            {...getFieldProps('code')}
          />
          <FormStatus status={status} />
          <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
