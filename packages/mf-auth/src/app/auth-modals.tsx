import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthModal, ParcelProps } from 'shared-contracts';
import { Modal } from 'shared-ui';
import { NS } from '../config/i18n';
import { LoginPanel } from './login-panel';

/** Always-mounted host of mf-auth's modals; any package opens one with `bus.emit('auth:open', …)`. */
export function AuthModals({ bus, navigate }: ParcelProps) {
  const { t } = useTranslation(NS);
  const [modal, setModal] = useState<AuthModal | null>(null);
  useEffect(() => bus.on('auth:open', ({ modal: m }) => setModal(m)), [bus]);
  if (!modal) return null;
  const close = modal === 'securityQuestions' ? undefined : () => setModal(null);
  return (
    <Modal title={t(modal)} onClose={close}>
      {modal === 'login' && (
        <LoginPanel
          navigate={navigate}
          onDone={() => setModal(null)}
          onForgot={() => setModal('forgetPass')}
          onRegister={() => setModal('register')}
        />
      )}
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
