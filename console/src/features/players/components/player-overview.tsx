import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, type playersOpsApi } from 'shared-contracts';
import { Amount } from 'shared-ui';
import { NS } from '../i18n';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** The overview tab: money, identity, contact and where the player comes from, and the limits in force. */
export function PlayerOverview({ player: p }: { player: playersOpsApi.PlayerProfile }) {
  const { t } = useTranslation(NS);
  const cur = p.balances.currency;
  const set = p.limits.limits.filter((l) => l.amount !== null);
  const rows: [string, ReactNode][] = [
    [t('balance'), <Amount key="b" value={p.balances.main} currency={cur} testId="player-balance" />],
    [t('held'), <Amount key="h" value={p.balances.held} currency={cur} />],
    [t('vip'), p.vip ? p.vip.label : '—'],
    [t('kyc'), t(`kyc_${p.kyc}`, { defaultValue: p.kyc })],
    [t('email'), p.email ?? '—'],
    [t('mobile'), p.mobile ?? '—'],
    [t('payee'), p.payeeName ?? '—'],
    [t('registered'), when(p.registeredAt)],
    [t('register_ip'), p.registerIp ?? '—'],
    [t('region'), p.region ?? '—'],
    [t('last_login'), when(p.lastLoginAt)],
    [t('last_ip'), p.lastLoginIp ?? '—'],
    [t('agents'), p.agents.length ? p.agents.map((a) => a.username).join(' → ') : t('none')],
  ];
  return (
    <div className="console-stack" data-testid="player-overview">
      {p.mustChangePassword && <p className="console-muted">{t('must_change')}</p>}
      <dl className="console-facts">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('limits')}</h2>
      {p.limits.exclusion && <p>{t('excluded_until', { until: when(p.limits.exclusion.endsAt) })}</p>}
      {set.length === 0 ? (
        <p className="console-muted">{t('none')}</p>
      ) : (
        <dl className="console-facts" data-testid="player-limits">
          {set.map((l) => (
            <div key={l.period}>
              <dt>{t(`limit_${l.period}`)}</dt>
              <dd>
                <Amount value={l.amount!} currency={cur} /> ·{' '}
                <span className="console-muted">{t('limit_used', { used: formatMoney(l.used) })}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
