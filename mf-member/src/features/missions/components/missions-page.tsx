import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import type { missionsApi } from 'shared-contracts/engagement';
import { EmptyState, ErrorPanel, Skeleton, Tabs } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useMissionSummary } from '../api/get-summary';
import { MissionCard } from './mission-card';
import { RankList } from './rank-list';
import '../i18n';

type Period = missionsApi.MissionPeriod;
type Summary = NonNullable<ReturnType<typeof useMissionSummary>['data']>;

/** One period's missions: the cards (or their loading, error and empty states) and the period's rules. */
function PeriodMissions({
  period,
  summary,
  error,
  onRetry,
}: {
  period: Period;
  summary: Summary | null;
  error: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(NS);
  const section = summary && (period === 'DAILY' ? summary.daily : summary.weekly);
  let body;
  if (error) body = <ErrorPanel message={t('mission_failed')} onRetry={onRetry} />;
  else if (!section) body = <Skeleton height={140} radius="var(--radius-lg)" lines={2} />;
  else if (section.missions.length === 0)
    body = <EmptyState title={t('mission_none')} hint={t('mission_none_hint')} testId="missions-empty" />;
  else
    body = (
      <ul className="missions-grid" aria-label={t(`mission_${period}`)}>
        {section.missions.map((m) => (
          <MissionCard key={m.id} mission={m} currency={summary.currency} />
        ))}
      </ul>
    );
  // The rules and the rank list come in below the cards once the cards are in: arriving cards never push them (CLS).
  const settled = !!section || error;
  return (
    <div className="missions-period" data-testid={`missions-${period}`}>
      {section && <p className="missions-note">{t('mission_until', { at: formatDateTime(section.end) })}</p>}
      {body}
      {settled && (
        <>
          <p className="missions-note">
            {t(`mission_rules_${period}`)} {t('mission_reward_note')}
          </p>
          <RankList period={period} />
        </>
      )}
    </div>
  );
}

/** missionLeaderboard (SPEC §2, §7): daily and weekly missions with the member's progress, and the rank list. */
export function MissionsPage() {
  const { t } = useTranslation(NS);
  const [period, setPeriod] = useState<Period>('DAILY');
  const summary = useMissionSummary();
  const props = { summary: summary.data, error: !!summary.error, onRetry: summary.reload };
  return (
    <div className="missions-page" data-testid="missions-page" aria-busy={summary.loading || undefined}>
      <Tabs
        label={t('mission_periods')}
        value={period}
        onValueChange={(v) => setPeriod(v as Period)}
        items={(['DAILY', 'WEEKLY'] as const).map((p) => ({
          value: p,
          label: t(`mission_${p}`),
          testId: `missions-tab-${p}`,
          content: <PeriodMissions period={p} {...props} />,
        }))}
      />
    </div>
  );
}
