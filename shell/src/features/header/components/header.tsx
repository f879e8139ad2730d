import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { bus, formatMoney, session } from 'shared-contracts';
import { useShell } from '../../../app/config-context';
import { NS } from '../../../config/i18n';
import { LanguagePicker } from '../../../components/language-picker';
import { useHeaderState } from '../api/get-header-state';
import { AvatarMenu } from './avatar-menu';
import { Balance } from './balance';

function LoggedIn() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { enabled } = useShell();
  const isAgent = useAtomValue(session.atom('isAgent')) ?? false;
  const isTrial = useAtomValue(session.atom('isTrial')) ?? false;
  // SPEC §2: the header shows the account name (the agent centre shows the nickname).
  const account = useAtomValue(session.atom('account')) ?? '';
  const { state, reload, loading } = useHeaderState(!isTrial);
  return (
    <div className="header-user" data-testid="header-logged-in">
      {enabled.has('mf_member') && (
        <>
          <button type="button" className="btn" onClick={() => navigate('/member?page=depositv2')}>
            {t('deposit')}
          </button>
          <button type="button" className="btn" onClick={() => navigate('/member?page=withdraw')}>
            {t('withdrawal')}
          </button>
        </>
      )}
      {isAgent && enabled.has('mf_agent') && (
        <button type="button" className="btn" onClick={() => navigate('/agentHome')}>
          {t('agent')}
        </button>
      )}
      <Balance state={state} reload={reload} loading={loading} />
      {state?.pointsEnabled && state.pointsBalance > 0 && (
        <span className="points" data-testid="points">
          {t('points')}: {formatMoney(state.pointsBalance)}
        </span>
      )}
      {state?.vipLabel && <span className="vip-label">{state.vipLabel}</span>}
      <span className="account-name">{account}</span>
      {!!state?.unreadMessages && (
        <button
          type="button"
          className="btn unread"
          data-testid="unread-badge"
          aria-label={t('unread_messages', { count: state.unreadMessages })}
          onClick={() => navigate('/member?page=messageV2')}
        >
          ✉ <span className="badge">{state.unreadMessages}</span>
        </button>
      )}
      <AvatarMenu isAgent={isAgent} account={account} />
    </div>
  );
}

/** Header: logo, language, and the logged-out or logged-in controls (SPEC §2). */
export function Header() {
  const { t } = useTranslation(NS);
  const { config } = useShell();
  const token = useAtomValue(session.atom('token'));
  return (
    <header className="header" data-testid="header">
      <Link to="/index" className="logo">
        {config.merchantName}
      </Link>
      <div className="header-right">
        <LanguagePicker />
        {token ? (
          <LoggedIn />
        ) : (
          <div className="header-guest">
            <button type="button" className="btn" onClick={() => bus.emit('auth:open', { modal: 'login' })}>
              {t('login')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => bus.emit('auth:open', { modal: 'register' })}
            >
              {t('sign_up')}
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
