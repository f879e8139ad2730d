import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { engagementOpsApi, errorText, formatMoney } from 'shared-contracts';
import { Button, DataTable, type Column } from 'shared-ui';
import { recalculateVip } from '../api/recalculate-vip';
import { useVip } from '../api/get-vip';
import { NS } from '../i18n';
import { RunButton } from './run-button';
import { VipDialog } from './vip-dialog';

type VipLevel = engagementOpsApi.VipLevel;

/** The brand's VIP levels with how many members stand at each; edit them, or recalculate everyone's level now. */
export function VipTab({ merchant, write }: { merchant: string; write: boolean }) {
  const { t } = useTranslation(NS);
  const vip = useVip(merchant);
  const [editing, setEditing] = useState(false);
  const config = vip.data?.config ?? null;
  const members = vip.data?.members ?? {};
  const columns: Column<VipLevel>[] = [
    { key: 'level', header: t('vip_level'), render: (l) => l.level },
    { key: 'label', header: t('vip_label'), render: (l) => <strong>{l.label}</strong> },
    { key: 'deposit', header: t('vip_min_deposit'), align: 'end', render: (l) => formatMoney(l.minDeposit) },
    { key: 'turnover', header: t('vip_min_turnover'), align: 'end', render: (l) => formatMoney(l.minTurnover) },
    {
      key: 'bonus',
      header: t('vip_bonus'),
      align: 'end',
      render: (l) => (l.upgradeBonus ? `${formatMoney(l.upgradeBonus)} · ${l.turnoverMultiple}×` : '—'),
    },
    {
      key: 'benefits',
      header: t('vip_benefits'),
      render: (l) => l.benefits.map((b) => t(`benefit_${b}`)).join(', ') || '—',
    },
    { key: 'members', header: t('vip_members'), align: 'end', render: (l) => members[l.level] ?? 0 },
  ];
  return (
    <section className="console-stack" aria-label={t('tab_vip')} data-testid="vip-panel">
      <p className="console-muted">
        {config ? t('vip_summary', { days: config.windowDays }) : vip.data ? t('vip_none') : ''}
      </p>
      {write && vip.data && (
        <div className="console-toolbar">
          <Button size="sm" variant="primary" onClick={() => setEditing(true)}>
            {t(config ? 'vip_edit' : 'vip_set_up')}
          </Button>
          {config && (
            <RunButton
              label={t('vip_recalculate')}
              run={() => recalculateVip(merchant)}
              done={(r) => t('vip_recalculated_ok', { ...r })}
              onDone={vip.reload}
            />
          )}
        </div>
      )}
      <DataTable
        caption={t('tab_vip')}
        columns={columns}
        rows={config?.levels ?? []}
        rowKey={(l) => l.level}
        loading={vip.loading}
        error={vip.error ? errorText(t, vip.error) : null}
        onRetry={vip.reload}
        empty={t('vip_empty')}
        testId="vip-table"
      />
      {editing && <VipDialog code={merchant} config={config} onClose={() => setEditing(false)} onSaved={vip.reload} />}
    </section>
  );
}
