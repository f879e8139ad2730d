import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { bus, type RouteDef } from 'shared-contracts';
import { useSessionValue } from 'shared-ui';
import { Loader } from '../components/loader';
import { RemoteParcel } from '../features/remotes/components/remote-parcel';
import { HelpModal } from '../features/help/components/help-modal';
import { DownloadPage } from '../features/download/components/download-page';
import { useHandoverState } from '../hooks/use-handover-state';
import { arrived, isSigningOut } from '../lib/signing-out';

/** Pages a trial (free-play) user may not open (SPEC §6). */
const NO_TRIAL = new Set(['/member', '/agentHome']);

function OpenModalAtHome({ modal }: { modal: 'login' | 'register' }) {
  const { search } = useLocation();
  useEffect(() => {
    // An agent's invite link (/register?affiliateCode=…) fills the register form's invitation code, a friend's
    // (/register?referralCode=…) its referral code.
    const query = new URLSearchParams(search);
    const codeOf = (name: string) => (modal === 'register' ? query.get(name)?.trim().slice(0, 20) : undefined);
    const code = codeOf('affiliateCode');
    const referralCode = codeOf('referralCode');
    bus.emit('auth:open', {
      modal,
      ...(code ? { affiliateCode: code } : {}),
      ...(referralCode ? { referralCode } : {}),
    });
  }, [modal, search]);
  return <Navigate to="/index" replace />;
}

function TrialBlocked() {
  useEffect(() => {
    bus.emit('prompt:show', { message: 'in_need_true_account' });
  }, []);
  return <Navigate to="/index" replace />;
}

/** What a route renders: a shell action, the login redirect of the guard, or the owning remote's parcel. */
export function RouteElement({ route }: { route: RouteDef }) {
  const token = useSessionValue('token');
  const isTrial = useSessionValue('isTrial');
  const { pathname } = useLocation();
  const { exchanging } = useHandoverState();
  if (route.action === 'redirect-index') return <Navigate to="/index" replace />;
  if (route.action === 'open-login') return <OpenModalAtHome modal="login" />;
  if (route.action === 'open-register') return <OpenModalAtHome modal="register" />;
  // A hand-over code from the URL is being exchanged: the session may be a moment away.
  if (route.loginRequired && !token && exchanging) return <Loader />;
  if (route.loginRequired && !token) return <Navigate to={isSigningOut() ? '/index' : '/login'} replace />;
  if (!route.loginRequired) arrived();
  if (isTrial && NO_TRIAL.has(route.path)) return <TrialBlocked />;
  if (route.shellPage === 'download') return <DownloadPage />;
  return (
    <>
      <RemoteParcel remote={route.remote!} parcel={route.parcel!} basePath={route.path} />
      {pathname === '/help' && <HelpModal />}
    </>
  );
}
