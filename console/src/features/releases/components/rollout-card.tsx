import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type ReleaseHealth, type Rollout } from 'shared-contracts';
import { Badge, Button } from 'shared-ui';
import { NS } from '../i18n';
import { HealthTable } from './health-table';
import { RolloutDialog } from './rollout-dialog';
import { actionsFor, haltedAutomatically, type RolloutAction } from './rollout-format';
import { VersionsPanel } from './versions-panel';

/** One remote of the merchant: what runs (stable, canary and share, previous), its health, the verbs, its versions. */
export function RolloutCard({
  rollout,
  health,
  merchant,
  canRollout,
  onChanged,
}: {
  rollout: Rollout;
  health: readonly ReleaseHealth[];
  merchant: string;
  canRollout: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation(NS);
  const [action, setAction] = useState<RolloutAction | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const { remote, canary } = rollout;
  const auto = haltedAutomatically(rollout);
  return (
    <article className="console-card release-card" data-testid={`rollout-${remote}`} aria-labelledby={`rel-${remote}`}>
      <header className="release-card-head">
        <h2 id={`rel-${remote}`}>{remote}</h2>
        <Badge tone={rollout.enabled ? 'success' : 'neutral'}>{rollout.enabled ? t('enabled') : t('disabled')}</Badge>
      </header>
      {rollout.haltedAt && (
        <div
          className={auto ? 'release-halt is-auto' : 'release-halt'}
          role={auto ? 'alert' : 'status'}
          data-testid={`rollout-halted-${remote}`}
        >
          <strong>{auto ? t('halted_auto') : t('halted_manual')}</strong>
          <span>
            {t('halted_at', {
              time: formatDateTime(rollout.haltedAt),
              reason: (rollout.haltReason ?? '').replace(/^(automatic|operator): /, ''),
            })}
          </span>
        </div>
      )}
      <dl className="console-facts release-facts">
        <div>
          <dt>{t('stable')}</dt>
          <dd data-testid={`rollout-stable-${remote}`}>{rollout.stable ?? t('unversioned')}</dd>
        </div>
        <div>
          <dt>{t('canary')}</dt>
          <dd data-testid={`rollout-canary-${remote}`}>
            {canary
              ? canary.percent > 0
                ? t('canary_share', { version: canary.version, percent: canary.percent })
                : t('canary_halted', { version: canary.version })
              : t('none')}
          </dd>
        </div>
        <div>
          <dt>{t('previous')}</dt>
          <dd>{rollout.previousStable ?? t('none')}</dd>
        </div>
      </dl>
      <h3 className="release-sub">{t('health')}</h3>
      <HealthTable rollout={rollout} health={health} />
      <div className="console-toolbar release-actions">
        {canRollout &&
          actionsFor(rollout).map((a) => (
            <Button
              key={a}
              size="sm"
              variant={a === 'rollback' || a === 'halt' ? 'danger' : 'secondary'}
              onClick={() => setAction(a)}
              data-testid={`rollout-action-${a}`}
            >
              {t(`action_${a}`)}
            </Button>
          ))}
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={versionsOpen}
          onClick={() => setVersionsOpen((o) => !o)}
          data-testid={`rollout-versions-toggle-${remote}`}
        >
          {versionsOpen ? t('versions_hide') : t('versions')}
        </Button>
      </div>
      {versionsOpen && <VersionsPanel remote={remote} />}
      {canRollout && (
        <RolloutDialog
          action={action}
          rollout={rollout}
          merchant={merchant}
          onClose={() => setAction(null)}
          onDone={onChanged}
        />
      )}
    </article>
  );
}
