import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthModal, ParcelProps } from 'shared-contracts';
import { Modal } from 'shared-ui';
import { NS } from '../../../config/i18n';

/** Always-mounted host of mf-auth's modals; any package opens one with `bus.emit('auth:open', …)`. */
export function AuthModals({ bus }: ParcelProps) {
  const { t } = useTranslation(NS);
  const [modal, setModal] = useState<AuthModal | null>(null);
  useEffect(() => bus.on('auth:open', ({ modal: m }) => setModal(m)), [bus]);
  if (!modal) return null;
  const close = modal === 'securityQuestions' ? undefined : () => setModal(null);
  return (
    <Modal title={t(modal)} onClose={close}>
      {modal === 'login' && (
        <form className="auth-form" data-testid="login-form" onSubmit={(e) => e.preventDefault()}>
          <label>
            {t('username')}
            <input name="username" autoComplete="username" />
          </label>
          <label>
            {t('password')}
            <input name="password" type="password" autoComplete="current-password" />
          </label>
          <button type="button" className="link" onClick={() => setModal('forgetPass')}>
            {t('forgot_link')}
          </button>
          <p>
            {t('no_account')}{' '}
            <button type="button" className="link" onClick={() => setModal('register')}>
              {t('register')}
            </button>
          </p>
        </form>
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
