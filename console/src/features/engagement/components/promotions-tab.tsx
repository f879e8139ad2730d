import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { engagementOpsApi, errorText, formatDateTime, formatMoney } from 'shared-contracts';
import { Badge, Button, DataTable, Select, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { usePromotions } from '../api/list-promotions';
import { NS } from '../i18n';
import { phaseOf, type PromotionPhase } from '../schemas/promotion-form';
import { PromotionDialog } from './promotion-dialog';

type OpsPromotion = engagementOpsApi.OpsPromotion;
const PHASES: readonly PromotionPhase[] = ['running', 'scheduled', 'ended', 'off'];
const TONE = { running: 'success', scheduled: 'primary', ended: 'neutral', off: 'danger' } as const;

/** The brand's promotions with where each stands (running, scheduled, ended, off), filtered by it; add and edit. */
export function PromotionsTab({ merchant, write }: { merchant: string; write: boolean }) {
  const { t } = useTranslation([NS, CONSOLE]);
  const list = usePromotions(merchant);
  const [phase, setPhase] = useState<PromotionPhase | ''>('');
  const [editing, setEditing] = useState<OpsPromotion | 'new' | null>(null);
  const now = Date.now();
  const rows = (list.data?.activities ?? []).filter((p) => !phase || phaseOf(p, now) === phase);
  const columns: Column<OpsPromotion>[] = [
    { key: 'title', header: t('promo_title'), render: (p) => <strong>{p.title}</strong> },
    { key: 'kind', header: t('promo_kind'), render: (p) => t(`kind_${p.kind}`) },
    { key: 'audience', header: t('promo_audience'), render: (p) => t(`audience_${p.audience}`) },
    {
      key: 'period',
      header: t('promo_period'),
      render: (p) => (
        <span className="console-nowrap">
          {formatDateTime(p.startsAt)} – {formatDateTime(p.endsAt)}
        </span>
      ),
    },
    {
      key: 'reward',
      header: t('promo_reward_short'),
      align: 'end',
      render: (p) => (
        <span className="console-nowrap">{`${formatMoney(p.rewardAmount)} · ${p.turnoverMultiple}×`}</span>
      ),
    },
    {
      key: 'raffle',
      header: t('promo_raffle'),
      render: (p) =>
        p.kind === 'RAFFLE'
          ? t(p.draw ? 'promo_drawn' : 'promo_entries', { entries: p.entries ?? 0, winners: p.winners ?? 0 })
          : '—',
    },
    {
      key: 'status',
      header: t(`${CONSOLE}:status`),
      render: (p) => (
        <Badge tone={TONE[phaseOf(p, now)]} testId={`promotion-status-${p.id}`}>
          {t(`phase_${phaseOf(p, now)}`)}
        </Badge>
      ),
    },
    ...(write
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (p: OpsPromotion) => (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(p)}
                aria-label={`${t('edit')} ${p.title}`}
              >
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className="console-stack" aria-label={t('tab_promotions')} data-testid="promotions-panel">
      <div className="console-filters">
        <Select
          label={t('promo_show')}
          value={phase}
          onChange={(e) => setPhase(e.target.value as PromotionPhase | '')}
          options={[{ value: '', label: t('phase_all') }, ...PHASES.map((p) => ({ value: p, label: t(`phase_${p}`) }))]}
        />
        {write && (
          <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
            {t('promo_new')}
          </Button>
        )}
      </div>
      <DataTable
        caption={t('tab_promotions')}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t(phase ? 'promo_empty_filtered' : 'promo_empty')}
        testId="promotions-table"
      />
      {editing && (
        <PromotionDialog
          merchant={merchant}
          promotion={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
        />
      )}
    </section>
  );
}
