import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
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
    <main className="agent-center" data-testid="agent-center">
      <header className="agent-header">
        <span>{t('gmt', { offset: gmtOffset(now) })}</span>
        <time>{now.toLocaleTimeString()}</time>
        <span>{account}</span>
        <button type="button" onClick={() => bus.emit('auth:logout-request', { confirm: false })}>
          {t('sign_out')}
        </button>
      </header>
      <h1>{t('team_overview')}</h1>
    </main>
  );
}
