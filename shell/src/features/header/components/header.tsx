import { Coins, Mail, Menu as MenuIcon, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { bus } from 'shared-contracts';
import { Badge, Button, IconButton, type MenuItem, useSessionValue } from 'shared-ui';
import { useShell } from '../../../hooks/use-shell';
import { NS } from '../../../config/i18n';
import { LanguagePicker } from '../../../components/language-picker';
import { usePhone, useWide } from '../../../hooks/use-phone';
import { useHeaderData } from '../hooks/use-header-data';
import { AvatarMenu } from './avatar-menu';
import { Balance } from './balance';
import { POINTS_PAGE, PointsChip, VIP_PAGE, VipChip, formatPoints, pointsToShow } from './engagement-chips';
import { Logo } from './logo';
import '../i18n';

function LoggedIn({ phone, wide }: { phone: boolean; wide: boolean }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { enabled } = useShell();
  const isAgent = useSessionValue('isAgent') ?? false;
  const isTrial = useSessionValue('isTrial') ?? false;
  // SPEC §2: the header shows the account name (the agent centre shows the nickname).
  const account = useSessionValue('account') ?? '';
  const member = enabled.has('mf_member');
  const { state, reload, loading, badges: counts } = useHeaderData({ trial: isTrial, member });
  const unread = state?.unreadMessages ?? counts.messages;
  // The unread count is the header state's (it loads for every member and reloads on `messages:changed`).
  const badges = { ...counts, messages: unread };
  const points = pointsToShow(state);
  const vipLabel = state?.vipLabel ?? null;
  const openMessages = () => navigate('/member?page=messageV2');
  // On a phone the header keeps balance, deposit and the avatar; the account with its VIP label, the points and
  // the withdrawal shortcut move into the avatar menu (the account and points head it). A desktop narrower than
  // WIDE_QUERY keeps its shortcuts but moves the account, VIP label and points into the menu's head too.
  const head: MenuItem[] = !wide
    ? [
        {
          key: 'account',
          icon: <UserRound aria-hidden />,
          label: account,
          onSelect: member ? () => navigate(VIP_PAGE) : undefined,
          badge: vipLabel ? (
            <Badge tone="primary" testId="vip-label">
              {vipLabel}
            </Badge>
          ) : undefined,
        },
        ...(points !== null
          ? [
              {
                key: 'points',
                icon: <Coins aria-hidden />,
                label: t('points_menu', { points: formatPoints(points) }),
                onSelect: enabled.has('mf_points') ? () => navigate(POINTS_PAGE) : undefined,
              },
            ]
          : []),
      ]
    : [];
  const phoneExtra: MenuItem[] =
    phone && member
      ? [{ key: 'withdraw', label: t('withdrawal'), onSelect: () => navigate('/member?page=withdraw') }]
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
        <Button size="sm" className="header-agent" onClick={() => navigate('/agentHome')}>
          {t('agent')}
        </Button>
      )}
      <Balance state={state} reload={reload} loading={loading} compact={phone} />
      {wide && points !== null && <PointsChip points={points} linked={enabled.has('mf_points')} />}
      {wide && (
        <span className="header-account">
          {vipLabel && <VipChip label={vipLabel} linked={member} />}
          <span className="account-name">{account}</span>
        </span>
      )}
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
      <AvatarMenu isAgent={isAgent} account={account} badges={badges} head={head} extra={phoneExtra} />
    </div>
  );
}

/** Header: logo, language, and the logged-out or logged-in controls (SPEC §2); compact on a phone (ADR 0005). */
export function Header({ onMenu }: { onMenu?: () => void }) {
  const { t } = useTranslation(NS);
  const token = useSessionValue('token');
  const phone = usePhone();
  const wide = useWide() && !phone;
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
          <LoggedIn phone={phone} wide={wide} />
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
