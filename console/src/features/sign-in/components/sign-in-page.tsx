import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type OperatorMe, type OperatorSecondStep } from 'shared-contracts';
import { FormStatus, SubmitButton } from 'shared-ui';
import * as yup from 'yup';
import { FormPasswordField, FormTextField } from '../../../components/form-fields';
import { signIn } from '../api/sign-in';
import { NS } from '../i18n';
import { SecondStepForm } from './second-step-form';

/** The console's sign-in: password, then the authenticator (enrolled by QR code at the first sign-in). */
export function SignInPage({ onSignedIn }: { onSignedIn: (me: OperatorMe) => void }) {
  const { t } = useTranslation(NS);
  const [next, setNext] = useState<OperatorSecondStep | null>(null);
  const schema = yup.object({
    username: yup.string().trim().required(t('common:err_validation')),
    password: yup.string().required(t('common:err_validation')),
  });
  const submit = async (v: { username: string; password: string }, helpers: FormikHelpers<typeof v>) => {
    helpers.setStatus(null);
    try {
      setNext(await signIn({ username: v.username.trim(), password: v.password }));
    } catch (e) {
      helpers.setStatus(errorText(t, e));
    }
  };
  return (
    <main className="console-sign-in" id="main">
      <section className="console-sign-in-card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{t('title')}</h1>
        {next ? (
          <SecondStepForm next={next} onSignedIn={onSignedIn} onBack={() => setNext(null)} />
        ) : (
          <Formik initialValues={{ username: '', password: '' }} validationSchema={schema} onSubmit={submit}>
            {({ isSubmitting, status }) => (
              <Form className="console-stack" data-testid="sign-in-form" noValidate>
                <FormTextField name="username" label={t('username')} autoComplete="username" autoFocus />
                <FormPasswordField name="password" label={t('password')} autoComplete="current-password" />
                <FormStatus status={status} />
                <SubmitButton busy={isSubmitting}>{t('continue')}</SubmitButton>
              </Form>
            )}
          </Formik>
        )}
      </section>
    </main>
  );
}
