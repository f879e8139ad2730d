import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, session } from 'shared-contracts';
import { Button, LogoutButton, Modal, Toaster } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { Loader } from '../../../components/loader';
import { logout } from '../api/logout';
import { startSigningOut } from '../../../lib/signing-out';
import '../i18n';
import { SwitchAccountModal } from './switch-account-modal';
import { useConsolidatedLoad } from '../hooks/use-consolidated-load';

/**
 * The shell's side of the bus: navigation requests, the full-page loader, session expiry (→ login
 * modal) and logout (confirmation → loader → logout call → /index, SPEC §4); the "Switch account?" question of
 * a hand-over link of another member.
 */
export function SessionBridge() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [loading, setLoading] = useState(false);
  const [prompt, setPrompt] = useState<{ message: string; params?: Record<string, string> } | null>(null);
  useConsolidatedLoad();

  useEffect(() => {
    setLoading(false);
  }, [pathname]);

  useEffect(() => {
    // While a logout runs, its own call answering 401 (the server already ended the session, e.g. after a
    // self-exclusion) is no expiry: no login dialog.
    let endingSession = false;
    // A 401 while a security answer is checked waits for the answer: a wrong one ends the session on purpose (the
    // form says so and logs out), and only a 401 with the session still standing after it is an expiry.
    let verifying = false;
    let expiredWhileVerifying = false;
    const expire = () => {
      if (endingSession || !session.get('token')) return;
      session.clearSession();
      bus.emit('auth:logout', { reason: 'expired' });
      bus.emit('auth:open', { modal: 'login' });
    };
    const doLogout = async () => {
      setConfirming(false);
      setLoading(true);
      const target = window.location.pathname.startsWith('/agentHome') ? '/agent' : '/index';
      endingSession = true;
      try {
        if (session.get('token')) await logout();
      } catch {
        // The session ends locally whatever the server said.
      } finally {
        endingSession = false;
      }
      // A login-required page (/member) rendered once more without a token must not send the visitor to /login.
      startSigningOut();
      navigate(target);
      session.clearSession();
      bus.emit('auth:logout', { reason: 'user' });
      setLoading(false);
    };
    const offs = [
      bus.on('navigate', ({ to, replace }) => navigate(to, { replace: !!replace })),
      bus.on('loader:set', ({ visible }) => setLoading(visible)),
      bus.on('prompt:show', (p) => setPrompt(p)),
      bus.on('session:expired', () => {
        if (verifying) expiredWhileVerifying = true;
        else expire();
      }),
      bus.on('auth:verifying', ({ active }) => {
        verifying = active;
        if (active || !expiredWhileVerifying) return;
        expiredWhileVerifying = false;
        expire();
      }),
      bus.on('auth:logout-request', ({ confirm }) => (confirm ? setConfirming(true) : void doLogout())),
    ];
    return () => offs.forEach((off) => off());
  }, [navigate]);

  return (
    <>
      <Toaster />
      {loading && <Loader />}
      <SwitchAccountModal />
      {prompt && (
        <Modal title={t('common:ok')} onClose={() => setPrompt(null)}>
          <p role="alert">{t(`common:${prompt.message}`, prompt.params)}</p>
          <div className="modal-actions">
            <Button variant="primary" onClick={() => setPrompt(null)}>
              {t('common:ok')}
            </Button>
          </div>
        </Modal>
      )}
      {confirming && (
        <Modal title={t('sign_out')} onClose={() => setConfirming(false)}>
          <p>{t('logout_confirm')}</p>
          <div className="modal-actions">
            <Button onClick={() => setConfirming(false)}>{t('common:cancel')}</Button>
            <LogoutButton />
          </div>
        </Modal>
      )}
    </>
  );
}
