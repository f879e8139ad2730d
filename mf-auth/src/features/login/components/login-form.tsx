import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError, isIpChallenge, session, type IpChallenge, type LoginReply } from 'shared-contracts';
import { Button, FormStatus, SubmitButton } from 'shared-ui';
import * as yup from 'yup';
import { CaptchaButton } from '../../../components/captcha-button';
import { FormCheckbox, FormPasswordField, FormTextField } from '../../../components/form-fields';
import { NS } from '../../../config/i18n';
import { completeLogin } from '../../../lib/complete-login';
import { rememberKnownPassword } from '../../../lib/known-password';
import { readRemembered, saveRemembered } from '../../../lib/remember-me';
import { loginWithPassword } from '../api/login-with-password';
import { useCaptcha } from '../../../hooks/use-captcha';
import '../i18n';

interface Values {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
  disclaimer: boolean;
}

const CAPTCHA_CODES = new Set(['BAD_CREDENTIALS_CAPTCHA', 'CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);

interface Props {
  /** The agent page's form: Chinese labels, agents only, goes to /agentHome. */
  variant?: 'player' | 'agent';
  onDone: () => void;
  navigate: (to: string) => void;
  onForgot?: () => void;
  onRegister?: () => void;
  /** The password is temporary or expired (PWDEXPFORCECHANGE3), the login says so: open the change-password modal. */
  onForcedChange?: () => void;
  /** Opens the disclaimer text. */
  onShowDisclaimer?: () => void;
  /** The login came from an unregistered IP: the extra verification (SPEC §4) must finish it, then call `finish`. */
  onIpChallenge?: (challenge: IpChallenge['ipVerification'], finish: (reply: LoginReply) => void) => void;
}

/** Username + password login (SPEC §2 Login form, §4 login flow, §5 rules). */
export function LoginForm({
  variant = 'player',
  onDone,
  navigate,
  onForgot,
  onRegister,
  onForcedChange,
  onShowDisclaimer,
  onIpChallenge,
}: Props) {
  const { t } = useTranslation(NS);
  const agent = variant === 'agent';
  const captcha = useCaptcha();
  const remembered = useMemo(() => readRemembered(), []);
  const schema = useMemo(
    () =>
      yup.object({
        username: yup.string().trim().required(t('v_username_password')),
        password: yup.string().required(t('v_username_password')),
        captcha: captcha.visible ? yup.string().trim().required(t('common:err_captcha_required')) : yup.string(),
        remember: yup.boolean(),
        disclaimer: agent ? yup.boolean() : yup.boolean().oneOf([true], t('common:local_check_disclaimer')),
      }),
    [t, captcha.visible, agent],
  );
  const initial: Values = {
    username: remembered?.username ?? '',
    password: remembered?.password ?? '',
    captcha: '',
    remember: !!remembered,
    disclaimer: !!session.get('disclaimerAccept'),
  };

  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      const reply = await loginWithPassword({
        username: v.username.trim(),
        password: v.password,
        ...(captcha.visible ? { captcha: v.captcha.trim(), captchaKey: captcha.key } : {}),
        ...(agent ? { agentOnly: true } : {}),
      });
      saveRemembered(v.remember, { username: v.username.trim(), password: v.password });
      if (!agent) session.set('disclaimerAccept', true);
      const finish = (done: LoginReply) => {
        // Noted before the session starts, so that whoever reacts to the login sees it (and after a reload).
        if (done.passwordExpired) session.set('passwordChangeDue', true);
        completeLogin(done);
        // The server decides (a temporary password, or an expired one under PWDEXPFORCECHANGE3) and limits the
        // session to the change until it is made.
        if (done.passwordExpired && onForcedChange) {
          rememberKnownPassword(v.password);
          return onForcedChange();
        }
        onDone();
        if (done.member.isAgent) navigate('/agentHome');
      };
      if (isIpChallenge(reply)) return onIpChallenge?.(reply.ipVerification, finish);
      finish(reply);
    } catch (e) {
      const code = isApiError(e) ? e.code : 'UNKNOWN';
      if (CAPTCHA_CODES.has(code)) void captcha.refresh(true);
      helpers.setFieldValue('captcha', '', false);
      helpers.setStatus(errorText(t, e));
    }
  };

  const label = (k: string) => t(agent ? `agent_${k}` : k);
  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={submit} enableReinitialize={false}>
      {({ errors, isSubmitting, status }) => (
        <Form className="auth-stack" data-testid={agent ? 'agent-login-form' : 'login-form'} noValidate>
          <FormTextField name="username" label={label('username')} autoComplete="username" />
          {/* Both fields say "enter the username and password": show it once. */}
          <FormPasswordField
            name="password"
            label={label('password')}
            autoComplete="current-password"
            showError={!errors.username}
          />
          {captcha.visible && (
            <FormTextField
              name="captcha"
              label={t('captcha')}
              autoComplete="off"
              maxLength={8}
              suffix={<CaptchaButton captcha={captcha} />}
            />
          )}
          <FormCheckbox name="remember" label={t('remember_me')} />
          {!agent && <FormCheckbox name="disclaimer" label={t('disclaimer_accept')} />}
          {!agent && onShowDisclaimer && (
            <Button variant="link" className="auth-link" onClick={onShowDisclaimer}>
              {t('disclaimer_read')}
            </Button>
          )}
          <FormStatus status={status} />
          <SubmitButton busy={isSubmitting}>{label(agent ? 'submit' : 'login')}</SubmitButton>
          {(onForgot || onRegister) && (
            <div className="auth-links">
              {onForgot && (
                <Button variant="link" className="auth-link" onClick={onForgot}>
                  {t('forgot_link')}
                </Button>
              )}
              {onRegister && (
                <p>
                  {t('no_account')}{' '}
                  <Button variant="link" className="auth-link" onClick={onRegister}>
                    {t('register')}
                  </Button>
                </p>
              )}
            </div>
          )}
        </Form>
      )}
    </Formik>
  );
}
