import { CircleCheck, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from 'shared-contracts';
import { missionsApi } from 'shared-contracts/engagement';
import { Amount, Badge } from 'shared-ui';
import { percentOf, ProgressBar } from '../../../components/progress/progress-bar';
import { NS } from '../../../config/i18n';
import '../i18n';

/** One mission: what to do, the progress bar, the reward and its status. */
export function MissionCard({ mission: m, currency }: { mission: missionsApi.Mission; currency: string }) {
  const { t } = useTranslation(NS);
  const money = missionsApi.MONEY_MISSION_KINDS.includes(m.kind);
  const show = (n: number) => (money ? `${currency} ${formatMoney(n)}` : String(n));
  const done = m.status === 'COMPLETED';
  const title = t(`mission_kind_${m.kind}`, { target: m.target, amount: show(m.target) });
  return (
    <li
      className={`ui-card mission-card${done ? ' is-completed' : ''}`}
      data-testid="mission-card"
      data-mission={m.id}
      aria-label={title}
    >
      <div className="mission-card-head">
        <h4 className="mission-card-title">{title}</h4>
        <Badge tone={done ? 'success' : 'neutral'} testId="mission-status">
          {t(`mission_status_${m.status}`)}
        </Badge>
      </div>
      <ProgressBar
        label={t('mission_progress')}
        valueText={`${show(Math.min(m.progress, m.target))} / ${show(m.target)}`}
        percent={percentOf(m.progress, m.target)}
        done={done}
        testId="mission-progress"
      />
      <dl className="mission-card-foot">
        <div>
          <dt>{t('mission_reward')}</dt>
          <dd>
            <Amount value={m.reward} currency={currency} />
          </dd>
        </div>
        {m.turnoverMultiple > 0 && (
          <div>
            <dt>{t('mission_turnover')}</dt>
            <dd>×{m.turnoverMultiple}</dd>
          </div>
        )}
      </dl>
      {done && m.completedAt ? (
        <p className="member-status is-ok">
          <CircleCheck aria-hidden />
          {t('mission_completed_at', { at: formatDateTime(m.completedAt) })}
        </p>
      ) : (
        <p className="member-status">
          <Target aria-hidden />
          {t('mission_keep_going')}
        </p>
      )}
    </li>
  );
}
