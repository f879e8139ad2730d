import { useAtomValue } from 'jotai';
import { Mail, Menu as MenuIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { bus, formatMoney, session } from 'shared-contracts';
import { Badge, Button, IconButton, type MenuItem } from 'shared-ui';
import { useShell } from '../../../app/config-context';
import { NS } from '../../../config/i18n';
import { LanguagePicker } from '../../../components/language-picker';
import { usePhone } from '../../../hooks/use-phone';
import { useHeaderState } from '../api/get-header-state';
import { AvatarMenu } from './avatar-menu';
import { Balance } from './balance';
import { Logo } from './logo';

function LoggedIn({ phone }: { phone: boolean }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { enabled } = useShell();
  const isAgent = useAtomValue(session.atom('isAgent')) ?? false;
  const isTrial = useAtomValue(session.atom('isTrial')) ?? false;
  // SPEC §2: the header shows the account name (the agent centre shows the nickname).
  const account = useAtomValue(session.atom('account')) ?? '';
  const { state, reload, loading } = useHeaderState(!isTrial);
  const member = enabled.has('mf_member');
  const unread = state?.unreadMessages ?? 0;
  // The message page read or deleted messages: the header state answers the new unread count.
  useEffect(() => bus.on('messages:changed', () => reload()), [reload]);
  const openMessages = () => navigate('/member?page=messageV2');
  // On a phone the header keeps balance, deposit and the avatar; the rest moves into the avatar menu.
  const phoneExtra: MenuItem[] = phone
    ? [
        ...(member
          ? [{ key: 'withdraw', label: t('withdrawal'), onSelect: () => navigate('/member?page=withdraw') }]
          : []),
        ...(unread
          ? [
              {
                key: 'messages',
                label: t('messages'),
                onSelect: openMessages,
                badge: <Badge label={t('unread_messages', { count: unread })}>{unread}</Badge>,
              },
            ]
          : []),
      ]
    : [];
  return (
    <div className="header-user" data-testid="header-logged-in">
      {member && (
        <Button size="sm" variant="primary" onClick={() => navigate('/member?page=depositv2')}>
          {t('deposit')}
        </Button>
      )}
      {member && !phone && (
        <Button size="sm" onClick={() => navigate('/member?page=withdraw')}>
          {t('withdrawal')}
        </Button>
      )}
      {isAgent && enabled.has('mf_agent') && !phone && (
        <Button size="sm" onClick={() => navigate('/agentHome')}>
          {t('agent')}
        </Button>
      )}
      <Balance state={state} reload={reload} loading={loading} compact={phone} />
      {!phone && state?.pointsEnabled && state.pointsBalance > 0 && (
        <span className="header-chip" data-testid="points">
          {t('points')}: {formatMoney(state.pointsBalance)}
        </span>
      )}
      {!phone && state?.vipLabel && <span className="header-chip vip-label">{state.vipLabel}</span>}
      {!phone && <span className="account-name">{account}</span>}
      {!phone && !!unread && (
        <span className="header-unread" data-testid="unread-badge">
          <IconButton
            label={t('unread_messages', { count: unread })}
            icon={<Mail aria-hidden />}
            onClick={openMessages}
          />
          <Badge>{unread}</Badge>
        </span>
      )}
      <AvatarMenu isAgent={isAgent} account={account} extra={phoneExtra} />
    </div>
  );
}

/** Header: logo, language, and the logged-out or logged-in controls (SPEC §2); compact on a phone (ADR 0005). */
export function Header({ onMenu }: { onMenu?: () => void }) {
  const { t } = useTranslation(NS);
  const token = useAtomValue(session.atom('token'));
  const phone = usePhone();
  return (
    <header className={`header${phone ? ' is-compact' : ''}`} data-testid="header">
      {phone && onMenu && (
        <IconButton label={t('open_menu')} icon={<MenuIcon aria-hidden />} onClick={onMenu} data-testid="menu-button" />
      )}
      <Link to="/index" className="logo">
        <Logo compact={phone} />
      </Link>
      <div className="header-right">
        {!phone && <LanguagePicker />}
        {token ? (
          <LoggedIn phone={phone} />
        ) : (
          <div className="header-guest">
            {!phone && (
              <Button size="sm" onClick={() => bus.emit('auth:open', { modal: 'login' })}>
                {t('login')}
              </Button>
            )}
            <Button size="sm" variant="primary" onClick={() => bus.emit('auth:open', { modal: 'register' })}>
              {t('sign_up')}
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}
