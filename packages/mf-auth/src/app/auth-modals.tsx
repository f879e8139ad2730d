import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session, type AuthModal, type ParcelProps } from 'shared-contracts';
import { Modal } from 'shared-ui';
import { NS } from '../config/i18n';
import { ChangePasswordForm } from '../features/change-password/components/change-password-form';
import { Disclaimer } from '../features/disclaimer/components/disclaimer';
import { ForgotPasswordForm } from '../features/forgot-password/components/forgot-password-form';
import { takeKnownPassword } from '../lib/known-password';
import { LoginPanel } from './login-panel';

/** Always-mounted host of mf-auth's modals; any package opens one with `bus.emit('auth:open', …)`. */
export function AuthModals({ bus, navigate }: ParcelProps) {
  const { t } = useTranslation(NS);
  const [modal, setModal] = useState<AuthModal | null>(null);
  const [forced, setForced] = useState<string | null>(null);
  useEffect(() => bus.on('auth:open', ({ modal: m }) => setModal(m)), [bus]);
  if (!modal) return null;
  const closeAndHome = () => {
    setModal(null);
    setForced(null);
    navigate('/index');
  };
  // Security questions and a forced password change cannot be dismissed.
  const close = modal === 'securityQuestions' || (modal === 'changePass' && forced) ? undefined : () => setModal(null);
  return (
    <Modal title={t(modal)} onClose={close}>
      {modal === 'login' && (
        <LoginPanel
          navigate={navigate}
          onDone={() => setModal(null)}
          onForgot={() => setModal('forgetPass')}
          onRegister={() => setModal('register')}
          onForcedChange={() => {
            setForced(takeKnownPassword());
            setModal('changePass');
          }}
          onShowDisclaimer={() => setModal('disclaimer')}
        />
      )}
      {modal === 'disclaimer' && <Disclaimer onAccepted={() => setModal(session.get('token') ? null : 'login')} />}
      {modal === 'changePass' && <ChangePasswordForm knownPassword={forced} onDone={closeAndHome} />}
      {modal === 'forgetPass' && <ForgotPasswordForm onLoggedIn={closeAndHome} />}
      {modal === 'register' && (
        <p>
          {t('have_account')}{' '}
          <button type="button" className="link" onClick={() => setModal('login')}>
            {t('login')}
          </button>
        </p>
      )}
    </Modal>
  );
}
