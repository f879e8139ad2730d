import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session, type AuthModal, type BannerGroup, type ParcelProps, type SecurityQuestion } from 'shared-contracts';
import { Button, Modal, preloadOverlays, Skeleton } from 'shared-ui';
import { ModalBanner } from '../components/modal-banner';
import { NS } from '../config/i18n';
import { afterLogin } from '../lib/after-login';
import { takeKnownPassword } from '../lib/known-password';
import {
  ChangePasswordForm,
  Disclaimer,
  ForgotPasswordForm,
  LoginPanel,
  MODAL_FORMS,
  RegisterForm,
  SecurityQuestionForm,
  VerifyIdentityForm,
  WelcomePanel,
} from './lazy-forms';

/** The banner group each modal shows (SPEC §2). */
const BANNER_GROUPS: Partial<Record<AuthModal, BannerGroup>> = {
  login: 'w_login',
  register: 'w_register',
  forgetPass: 'w_forget',
};

/** Modals that cannot be dismissed (SPEC §2: securityQuestions has no close button). */
const LOCKED = new Set<AuthModal>(['securityQuestions']);

const AGENT_PAGE = '/agent';

/**
 * mf-auth's modal host (exposed as `mf_auth/AuthModals`; the shell mounts it on the first `auth:open` or while a
 * member is signed in): login, register, forgot and change password, security question, identity verification,
 * disclaimer and the first-login welcome; any package opens one with `bus.emit('auth:open', …)`. Each form's code loads when its modal opens.
 */
export function ModalHost({ bus, navigate, location }: ParcelProps) {
  const { t } = useTranslation(NS);
  const [modal, setModal] = useState<AuthModal | null>(null);
  // A forced password change is open (not dismissable), with the old password when it was just typed.
  const [forced, setForced] = useState<{ known: string | null } | null>(null);
  const [question, setQuestion] = useState<SecurityQuestion | null>(null);
  const open = useRef<AuthModal | null>(null);
  open.current = modal;
  // The agent page shows its own change-password modal (`agent-login.tsx`).
  const onAgentPage = location.pathname === AGENT_PAGE;
  const agentPage = useRef(onAgentPage);
  agentPage.current = onAgentPage;

  // SPEC §4: after a login the security question, then the identity-verification modal, when they apply.
  const checkAfterLogin = useCallback(() => {
    afterLogin()
      .then((next) => {
        if (!next) return;
        if (next.modal === 'changePass') {
          if (agentPage.current) return;
          setForced({ known: takeKnownPassword() });
        }
        if (next.modal === 'securityQuestions') setQuestion(next.question);
        setModal(next.modal);
      })
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (session.get('token')) checkAfterLogin();
    // A login made while one of these modals is open is followed up when that modal finishes.
    return bus.on('auth:login', () => {
      if (!open.current) checkAfterLogin();
    });
  }, [bus, checkAfterLogin]);
  const [affiliateCode, setAffiliateCode] = useState<string | undefined>();
  const [referralCode, setReferralCode] = useState<string | undefined>();
  useEffect(
    () =>
      bus.on('auth:open', ({ modal: m, affiliateCode: code, referralCode: friendCode }) => {
        if (code) setAffiliateCode(code);
        if (friendCode) setReferralCode(friendCode);
        setModal(m);
      }),
    [bus],
  );
  // Fetch the form's chunk (and Radix Dialog, Tabs) together instead of one after the other.
  useEffect(() => {
    if (!modal) return;
    MODAL_FORMS[modal].preload();
    void preloadOverlays(MODAL_FORMS[modal].tabs ? ['dialog', 'tabs'] : ['dialog']).catch(() => undefined);
  }, [modal]);
  // A logout ends whatever was open (e.g. the security question after a wrong answer).
  useEffect(() => bus.on('auth:logout', () => setModal(null)), [bus]);

  if (!modal) return null;
  const finishLogin = (to?: string) => {
    setModal(null);
    setForced(null);
    if (to) navigate(to);
    checkAfterLogin();
  };
  // A forced password change cannot be dismissed either; closing the identity modal means "verify later".
  const close =
    LOCKED.has(modal) || (modal === 'changePass' && forced !== null)
      ? undefined
      : () => {
          if (modal === 'verifyIdentity') session.set('verifyLater', true);
          // Closing the welcome is "later": it is not offered again.
          if (modal === 'welcome') session.set('welcomeDue', null);
          setModal(null);
        };
  const bannerGroup = BANNER_GROUPS[modal];
  return (
    <Modal title={t(modal)} onClose={close}>
      {bannerGroup && <ModalBanner group={bannerGroup} navigate={navigate} />}
      {/* Keyed by modal: the next form replaces the last at once instead of waiting behind it while it loads. */}
      <Suspense key={modal} fallback={<Skeleton height="12rem" />}>
        {modal === 'login' && (
          <LoginPanel
            navigate={navigate}
            onDone={() => finishLogin()}
            onForgot={() => setModal('forgetPass')}
            onRegister={() => setModal('register')}
            onForcedChange={() => {
              setForced({ known: takeKnownPassword() });
              setModal('changePass');
            }}
            onShowDisclaimer={() => setModal('disclaimer')}
          />
        )}
        {modal === 'disclaimer' && <Disclaimer onAccepted={() => setModal(session.get('token') ? null : 'login')} />}
        {modal === 'changePass' && (
          <ChangePasswordForm
            knownPassword={forced?.known ?? null}
            onDone={() => finishLogin(session.get('isAgent') && forced ? '/agentHome' : '/index')}
          />
        )}
        {modal === 'forgetPass' && <ForgotPasswordForm onLoggedIn={() => finishLogin('/index')} />}
        {modal === 'register' && (
          <>
            <RegisterForm affiliateCode={affiliateCode} referralCode={referralCode} onDone={() => finishLogin('/')} />
            <div className="auth-links">
              <p>
                {t('have_account')}{' '}
                <Button variant="link" className="auth-link" onClick={() => setModal('login')}>
                  {t('login')}
                </Button>
              </p>
            </div>
          </>
        )}
        {modal === 'securityQuestions' && question && (
          <SecurityQuestionForm question={question} onVerified={() => finishLogin()} />
        )}
        {modal === 'verifyIdentity' && <VerifyIdentityForm onDone={() => setModal(null)} />}
        {modal === 'welcome' && <WelcomePanel navigate={navigate} onDone={() => setModal(null)} />}
      </Suspense>
    </Modal>
  );
}
