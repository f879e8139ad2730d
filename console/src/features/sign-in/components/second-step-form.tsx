import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { Form, Formik, type FormikHelpers } from 'formik';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, type OperatorMe, type OperatorSecondStep, type PasskeySignIn } from 'shared-contracts';
import { Button, FormStatus, SubmitButton } from 'shared-ui';
import * as yup from 'yup';
import { FormTextField } from '../../../components/form-fields';
import { passkeySignInOptions } from '../api/passkey-options';
import { passkeySignIn } from '../api/passkey-sign-in';
import { secondStep } from '../api/second-step';
import { NS } from '../i18n';

/**
 * The second factor: the authenticator's code (or a recovery code), or a passkey when the operator has one; at the
 * first sign-in, the QR code to enrol.
 */
export function SecondStepForm({
  next,
  onSignedIn,
  onBack,
}: {
  next: OperatorSecondStep;
  onSignedIn: (me: OperatorMe) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(NS);
  const [recovery, setRecovery] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const signInWithPasskey = async () => {
    setPasskeyBusy(true);
    setPasskeyError(null);
    try {
      const options = await passkeySignInOptions();
      const response = await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      onSignedIn((await passkeySignIn({ response: response as unknown as PasskeySignIn['response'] })).operator);
    } catch (e) {
      setPasskeyError(e instanceof ApiError ? errorText(t, e) : t('passkey_failed'));
      setPasskeyBusy(false);
    }
  };
  const schema = yup.object({
    code: recovery
      ? yup.string().trim().min(8, t('common:err_validation')).required(t('common:err_validation'))
      : yup
          .string()
          .trim()
          .matches(/^[0-9]{6}$/, t('code_invalid'))
          .required(t('code_invalid')),
  });
  const submit = async (v: { code: string }, helpers: FormikHelpers<typeof v>) => {
    helpers.setStatus(null);
    try {
      const code = v.code.trim();
      const opened = await secondStep(recovery ? { recoveryCode: code } : { code });
      onSignedIn(opened.operator);
    } catch (e) {
      helpers.setStatus(errorText(t, e));
    }
  };
  return (
    <div className="console-stack">
      {next.step === 'enrol' && (
        <section className="console-enrol" aria-labelledby="enrol-title" data-testid="totp-enrol">
          <h2 id="enrol-title">{t('enrol_title')}</h2>
          <p>{t('enrol_intro')}</p>
          <div className="console-qr">
            <QRCodeSVG value={next.otpauthUri} size={176} marginSize={2} title={t('enrol_qr')} />
          </div>
          <p className="console-muted">{t('enrol_secret')}</p>
          <code className="console-secret" data-testid="totp-secret">
            {next.secret}
          </code>
          <h3>{t('recovery_title')}</h3>
          <p className="console-muted">{t('recovery_intro')}</p>
          <ul className="console-recovery" data-testid="recovery-codes">
            {next.recoveryCodes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      {next.step === 'totp' && next.passkey && (
        <section className="console-stack" data-testid="passkey-step">
          <Button variant="primary" type="button" disabled={passkeyBusy} onClick={() => void signInWithPasskey()}>
            {t('use_passkey')}
          </Button>
          {passkeyError && <p role="alert">{passkeyError}</p>}
          <p className="console-muted">{t('passkey_or')}</p>
        </section>
      )}
      <Formik initialValues={{ code: '' }} validationSchema={schema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting, status }) => (
          <Form className="console-stack" data-testid="totp-form" noValidate>
            <FormTextField
              key={recovery ? 'recovery' : 'code'}
              name="code"
              label={recovery ? t('recovery_code') : t('code')}
              hint={recovery ? undefined : t('code_hint')}
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              autoFocus
            />
            <FormStatus status={status} />
            <SubmitButton busy={isSubmitting}>{t('verify')}</SubmitButton>
            <div className="console-row">
              <Button variant="ghost" type="button" onClick={() => setRecovery((r) => !r)}>
                {recovery ? t('use_code') : t('use_recovery')}
              </Button>
              <Button variant="ghost" type="button" onClick={onBack}>
                {t('back')}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </div>
  );
}
