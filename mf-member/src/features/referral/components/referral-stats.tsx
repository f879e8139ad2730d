import { useTranslation } from 'react-i18next';
import { Amount } from 'shared-ui';
import { NS } from '../../../config/i18n';
import type { Referral } from './invite-card';
import '../i18n';

/** The member's counts: friends invited, qualified, rewards claimed, and the rewards granted so far. */
export function ReferralStats({ data }: { data: Referral }) {
  const { t } = useTranslation(NS);
  const counts = [
    ['invited', data.invited],
    ['qualified', data.qualified],
    ['rewarded', data.rewarded],
  ] as const;
  return (
    <section className="ui-card ref-card" aria-labelledby="ref-stats-title">
      <h3 id="ref-stats-title" className="ref-card-title">
        {t('ref_stats')}
      </h3>
      <dl className="ref-stats">
        {counts.map(([key, n]) => (
          <div key={key} className="ref-stat">
            <dt>{t(`ref_${key}`)}</dt>
            <dd data-testid={`referral-${key}`}>{n}</dd>
          </div>
        ))}
        <div className="ref-stat">
          <dt>{t('ref_earned')}</dt>
          <dd>
            <Amount value={data.earned} currency={data.currency} testId="referral-earned" />
          </dd>
        </div>
      </dl>
    </section>
  );
}
