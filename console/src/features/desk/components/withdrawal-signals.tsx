import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText, formatDateTime, formatMoney, type DeskItem } from 'shared-contracts';
import { Badge, ErrorPanel, Skeleton } from 'shared-ui';
import { useLinkedAccounts } from '../../../api/get-linked-accounts';
import { usePlayerByName } from '../api/find-player-id';
import { useWithdrawalSignals } from '../api/get-withdrawal-signals';
import { NS } from '../i18n';

/** Other accounts sharing an address or payee name with the member, flagged when in the same agent line. */
function LinkedAccounts({ memberId, merchant }: { memberId: number; merchant: string }) {
  const { t } = useTranslation(NS);
  const linked = useLinkedAccounts(memberId, merchant);
  if (!linked.data) return <Skeleton height={40} />;
  if (linked.data.list.length === 0) return <p className="console-muted">{t('linked_none')}</p>;
  return (
    <ul className="console-list" data-testid="desk-linked">
      {linked.data.list.map((l) => (
        <li key={l.id}>
          {l.username} · {l.shares.map((s) => s.value).join(', ')}{' '}
          {l.sameAgentLine && <Badge tone="danger">{t('same_line')}</Badge>}
        </li>
      ))}
    </ul>
  );
}

/** Turnover position, bonuses running, recent money, KYC state and linked accounts of a withdrawal's member. */
export function WithdrawalSignalsPanel({ item }: { item: DeskItem }) {
  const { t } = useTranslation(NS);
  const signals = useWithdrawalSignals(item.id, item.merchant);
  const player = usePlayerByName(item.member, item.merchant);
  const memberId = player.data?.list.find((p) => p.username === item.member)?.id;
  const s = signals.data;
  if (signals.error) return <ErrorPanel message={errorText(t, signals.error)} onRetry={signals.reload} />;
  if (!s) return <Skeleton height={120} />;
  return (
    <section className="console-stack" aria-labelledby="signals-title" data-testid="desk-signals">
      <h2 id="signals-title">{t('signals')}</h2>
      <dl className="console-facts">
        <div>
          <dt>{t('turnover')}</dt>
          <dd>
            {formatMoney(s.turnover.done)} / {formatMoney(s.turnover.required)} ·{' '}
            <Badge tone={s.turnover.met ? 'success' : 'danger'}>
              {s.turnover.met ? t('turnover_met') : t('turnover_not_met')}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>{t('bonuses')}</dt>
          <dd>
            {s.bonuses.length
              ? s.bonuses.map((b) => `${formatMoney(b.done)} / ${formatMoney(b.required)}`).join(' · ')
              : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('kyc')}</dt>
          <dd>{t(`players:kyc_${s.kyc}`, { defaultValue: s.kyc })}</dd>
        </div>
        <div>
          <dt>{t('recent_deposits')}</dt>
          <dd>
            {s.deposits.length
              ? s.deposits
                  .slice(0, 5)
                  .map((d) => `${formatMoney(d.amount)} (${formatDateTime(d.createdAt)})`)
                  .join(' · ')
              : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('recent_withdrawals')}</dt>
          <dd>
            {s.withdrawals.length
              ? s.withdrawals
                  .slice(0, 5)
                  .map((w) => `${formatMoney(w.amount)} ${w.status}`)
                  .join(' · ')
              : '—'}
          </dd>
        </div>
      </dl>
      <h2>{t('linked')}</h2>
      {memberId ? <LinkedAccounts memberId={memberId} merchant={item.merchant} /> : <Skeleton height={40} />}
      {memberId && <Link to={`/players/${memberId}?merchant=${item.merchant}`}>{t('profile')}</Link>}
    </section>
  );
}
