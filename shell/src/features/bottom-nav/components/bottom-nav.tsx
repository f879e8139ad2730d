import { Gamepad2, Gift, House, LogIn, UserRound, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { bus, categoryPath } from 'shared-contracts';
import { useSessionValue } from 'shared-ui';
import { useShell } from '../../../hooks/use-shell';
import { NS } from '../../../config/i18n';
import '../i18n';

function Item({ to, icon, label, active }: { to: string; icon: ReactNode; label: string; active: boolean }) {
  return (
    <li>
      <Link to={to} className={`bottom-nav-item${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
        {icon}
        <span>{label}</span>
      </Link>
    </li>
  );
}

function Action({
  icon,
  label,
  onClick,
  current,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  current?: boolean;
}) {
  return (
    <li>
      <button type="button" className={`bottom-nav-item${current ? ' active' : ''}`} onClick={onClick}>
        {icon}
        <span>{label}</span>
      </button>
    </li>
  );
}

/** The phone's bottom bar: home, games, promotions, deposit (or log in) and account (ADR 0005). */
export function BottomNav() {
  const { t } = useTranslation(NS);
  const { lanes, enabled } = useShell();
  const token = useSessionValue('token');
  const isTrial = useSessionValue('isTrial') ?? false;
  const { pathname, search } = useLocation();
  const login = () => bus.emit('auth:open', { modal: 'login' });
  const member = enabled.has('mf_member');
  const firstLane = lanes[0];
  const deposit = pathname === '/member' && new URLSearchParams(search).get('page') === 'depositv2';
  return (
    <nav className="bottom-nav" aria-label={t('bottom_nav')} data-testid="bottom-nav">
      <ul>
        <Item to="/index" icon={<House aria-hidden />} label={t('common:nav_home')} active={pathname === '/index'} />
        {firstLane && (
          <Item
            to={categoryPath(firstLane.gameCategory)}
            icon={<Gamepad2 aria-hidden />}
            label={t('games')}
            active={lanes.some((l) => categoryPath(l.gameCategory) === pathname)}
          />
        )}
        {member && (
          <Item
            to="/promotions"
            icon={<Gift aria-hidden />}
            label={t('promotions')}
            active={pathname === '/promotions'}
          />
        )}
        {token && member && !isTrial ? (
          <Item to="/member?page=depositv2" icon={<Wallet aria-hidden />} label={t('deposit')} active={deposit} />
        ) : !token ? (
          <Action icon={<LogIn aria-hidden />} label={t('login')} onClick={login} />
        ) : null}
        {token && member && !isTrial ? (
          <Item
            to="/member"
            icon={<UserRound aria-hidden />}
            label={t('account')}
            active={pathname === '/member' && !deposit}
          />
        ) : (
          <Action
            icon={<UserRound aria-hidden />}
            label={t('sign_up')}
            onClick={() => bus.emit('auth:open', { modal: 'register' })}
          />
        )}
      </ul>
    </nav>
  );
}
