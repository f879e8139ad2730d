import { useAtomValue } from 'jotai';
import { Clock, LogOut, UserRound, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { Button, EmptyState, Page } from 'shared-ui';
import { NS } from '../../../config/i18n';

const gmtOffset = (d: Date) => {
  const m = -d.getTimezoneOffset();
  return `${m >= 0 ? '+' : '-'}${String(Math.floor(Math.abs(m) / 60)).padStart(2, '0')}:${String(Math.abs(m) % 60).padStart(2, '0')}`;
};

/** /agentHome: agent centre header (GMT offset, clock ticking every second, account) — non-agents go to /agent. */
export function AgentCenterPage({ session, navigate, bus }: ParcelProps) {
  const { t } = useTranslation(NS);
  const isAgent = useAtomValue(session.atom('isAgent'));
  const account = useAtomValue(session.atom('nickname')) ?? session.get('account');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isAgent) navigate('/agent');
  }, [isAgent, navigate]);
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  if (!isAgent) return null;
  return (
    <main className="agent-page" data-testid="agent-center">
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
      <Page title={t('team_overview')}>
        <div className="ui-card">
          <EmptyState title={t('overview_empty')} hint={t('overview_empty_hint')} icon={<Users />} />
        </div>
      </Page>
    </main>
  );
}
