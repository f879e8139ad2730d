import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, ErrorPanel, RecordRange, Skeleton, utcRange } from 'shared-ui';
import { Figures } from '../../../components/figures';
import { NS } from '../../../config/i18n';
import { useTeamOverview } from '../api/get-team-overview';
import '../i18n';

/** agentTeamOverview: the team's members and its betting and funds in a day range (default today, UTC). */
export function TeamOverviewPage() {
  const { t } = useTranslation(NS);
  const [range, setRange] = useState(() => utcRange('today'));
  const { data, loading, error, reload } = useTeamOverview({ startDate: range.from, endDate: range.to });
  const money = (value: number, signed?: boolean) => <Amount value={value} currency={data?.currency} signed={signed} />;
  return (
    <div className="agent-stack" data-testid="team-overview">
      <section className="ui-card agent-toolbar">
        <RecordRange value={range} onChange={setRange} />
      </section>
      {error ? (
        <ErrorPanel message={t('ov_failed')} onRetry={reload} />
      ) : !data ? (
        <div className="ui-card agent-figures-skeleton" role="status" aria-busy="true" data-testid="overview-loading">
          <Skeleton lines={4} height={28} />
        </div>
      ) : (
        <>
          <p className="agent-hint">{t('ov_period', { from: data.startDate, to: data.endDate })}</p>
          <section className="ui-card agent-card" aria-busy={loading || undefined}>
            <h2 className="agent-card-title">{t('ov_people')}</h2>
            <Figures
              testId="ov-team"
              items={[
                { key: 'members', label: t('ov_members'), value: data.members },
                { key: 'directMembers', label: t('ov_direct_members'), value: data.directMembers },
                { key: 'agents', label: t('ov_agents'), value: data.agents },
                { key: 'newMembers', label: t('ov_new_members'), value: data.newMembers },
                { key: 'activeMembers', label: t('ov_active_members'), value: data.activeMembers },
              ]}
            />
          </section>
          <section className="ui-card agent-card" aria-busy={loading || undefined}>
            <h2 className="agent-card-title">{t('ov_money')}</h2>
            <Figures
              testId="ov-funds"
              items={[
                { key: 'betCount', label: t('ov_bet_count'), value: data.betCount },
                { key: 'stake', label: t('ov_stake'), value: money(data.stake) },
                { key: 'payout', label: t('ov_payout'), value: money(data.payout) },
                { key: 'profit', label: t('ov_profit'), value: money(data.profit, true) },
                { key: 'deposits', label: t('ov_deposits'), value: money(data.deposits) },
                { key: 'withdrawals', label: t('ov_withdrawals'), value: money(data.withdrawals) },
              ]}
            />
          </section>
        </>
      )}
    </div>
  );
}
