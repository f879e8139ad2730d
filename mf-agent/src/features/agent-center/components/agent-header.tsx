import { Clock, LogOut, UserRound, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bus, SessionStore } from 'shared-contracts';
import { Button, useSessionValue } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../../../components/i18n';
import '../i18n';

const gmtOffset = (d: Date) => {
  const m = -d.getTimezoneOffset();
  return `${m >= 0 ? '+' : '-'}${String(Math.floor(Math.abs(m) / 60)).padStart(2, '0')}:${String(Math.abs(m) % 60).padStart(2, '0')}`;
};

/** The agent centre's own top bar (no shell chrome here): GMT offset, a clock ticking every second, account, sign out. */
export function AgentHeader({ session, bus }: { session: SessionStore; bus: Bus }) {
  const { t } = useTranslation(NS);
  const account = useSessionValue('nickname') ?? session.get('account');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <header className="agent-topbar">
      <p className="agent-brand">
        <Users aria-hidden />
        {t('title')}
      </p>
      <div className="agent-meta">
        <span className="agent-meta-item" title={t('time_zone')}>
          <Clock aria-hidden />
          <span>{t('gmt', { offset: gmtOffset(now) })}</span>
          <time dateTime={now.toISOString()}>
            <strong>{now.toLocaleTimeString()}</strong>
          </time>
        </span>
        <span className="agent-meta-item" title={t('account')}>
          <UserRound aria-hidden />
          <strong>{account}</strong>
        </span>
        <Button icon={<LogOut aria-hidden />} onClick={() => bus.emit('auth:logout-request', { confirm: false })}>
          {t('sign_out')}
        </Button>
      </div>
    </header>
  );
}
