import { useTranslation } from 'react-i18next';
import type { ReleaseHealth, Rollout } from 'shared-contracts';
import { Badge, DataTable, type Column } from 'shared-ui';
import { NS } from '../i18n';
import { ratePercent } from './rollout-format';

/** Loads and failures of each version the remote ran for the merchant in the last hour (stable and canary first). */
export function HealthTable({ rollout, health }: { rollout: Rollout; health: readonly ReleaseHealth[] }) {
  const { t } = useTranslation(NS);
  const role = (v: string) => (v === rollout.stable ? 'stable' : v === rollout.canary?.version ? 'canary' : null);
  const rank = (v: string) => {
    const r = role(v);
    return r === 'stable' ? 0 : r === 'canary' ? 1 : 2;
  };
  const rows = health.filter((h) => h.remote === rollout.remote).sort((a, b) => rank(a.version) - rank(b.version));
  const columns: Column<ReleaseHealth>[] = [
    {
      key: 'version',
      header: t('health_version'),
      render: (h) => {
        const r = role(h.version);
        return (
          <span className="release-version">
            {h.version} {r && <Badge tone={r === 'canary' ? 'primary' : 'neutral'}>{t(`health_role_${r}`)}</Badge>}
          </span>
        );
      },
    },
    { key: 'loads', header: t('loads'), align: 'end', render: (h) => h.loads },
    {
      key: 'failures',
      header: t('failures'),
      align: 'end',
      render: (h) => (
        <span title={t('failures_split', { load: h.loadFailures, mount: h.mountErrors })}>
          {h.loadFailures + h.mountErrors}
        </span>
      ),
    },
    {
      key: 'rate',
      header: t('failure_rate'),
      align: 'end',
      render: (h) => (
        <span className={h.failureRate > 0.05 ? 'release-rate is-bad' : 'release-rate'}>
          {ratePercent(h.failureRate)}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('health')}
      columns={columns}
      rows={rows}
      rowKey={(h) => h.version}
      empty={t('health_empty')}
      testId={`rollout-health-${rollout.remote}`}
    />
  );
}
