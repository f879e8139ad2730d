import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { engagementOpsApi, errorText, formatMoney } from 'shared-contracts';
import { Badge, Button, DataTable, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { grantMissions } from '../api/grant-missions';
import { useMissions } from '../api/list-missions';
import { NS } from '../i18n';
import { isMoneyKind } from '../schemas/mission-form';
import { MissionDialog } from './mission-dialog';
import { RunButton } from './run-button';

type OpsMission = engagementOpsApi.OpsMission;

/** The brand's daily and weekly missions with their completions; add, edit, or grant the missions reached now. */
export function MissionsTab({ merchant, write }: { merchant: string; write: boolean }) {
  const { t } = useTranslation([NS, CONSOLE]);
  const list = useMissions(merchant);
  const [editing, setEditing] = useState<OpsMission | 'new' | null>(null);
  const columns: Column<OpsMission>[] = [
    { key: 'title', header: t('mission_title'), render: (m) => <strong>{m.title}</strong> },
    { key: 'period', header: t('mission_period'), render: (m) => t(`period_${m.period}`) },
    { key: 'kind', header: t('mission_kind'), render: (m) => t(`mission_kind_${m.kind}`) },
    {
      key: 'target',
      header: t('mission_target'),
      align: 'end',
      render: (m) => (isMoneyKind(m.kind) ? formatMoney(m.target) : m.target),
    },
    {
      key: 'reward',
      header: t('mission_reward'),
      align: 'end',
      render: (m) => `${formatMoney(m.reward)} · ${m.turnoverMultiple}×`,
    },
    { key: 'completions', header: t('mission_completions'), align: 'end', render: (m) => m.completions },
    {
      key: 'status',
      header: t(`${CONSOLE}:status`),
      render: (m) => (
        <Badge tone={m.active ? 'success' : 'neutral'} testId={`mission-status-${m.id}`}>
          {t(m.active ? 'active' : 'inactive')}
        </Badge>
      ),
    },
    ...(write
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (m: OpsMission) => (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(m)}
                aria-label={`${t('edit')} ${m.title}`}
              >
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className="console-stack" aria-label={t('tab_missions')} data-testid="missions-panel">
      <p className="console-muted">{t('missions_intro')}</p>
      {write && (
        <div className="console-toolbar">
          <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
            {t('mission_new')}
          </Button>
          <RunButton
            label={t('missions_grant')}
            run={() => grantMissions(merchant)}
            done={(r) => t('missions_granted_ok', { ...r })}
            onDone={list.reload}
          />
        </div>
      )}
      <DataTable
        caption={t('tab_missions')}
        columns={columns}
        rows={list.data?.missions ?? []}
        rowKey={(m) => m.id}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('missions_empty')}
        testId="missions-table"
      />
      {editing && (
        <MissionDialog
          code={merchant}
          mission={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
        />
      )}
    </section>
  );
}
