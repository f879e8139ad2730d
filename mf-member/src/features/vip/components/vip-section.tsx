import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from 'shared-contracts';
import type { vipApi } from 'shared-contracts/engagement';
import { ErrorPanel, Skeleton } from 'shared-ui';
import { ProgressBar } from '../../../components/progress/progress-bar';
import { NS } from '../../../config/i18n';
import { useVip } from '../api/get-vip';
import { VipLevelsTable } from './vip-levels-table';
import '../i18n';

/** One measure's bar towards the next level: "₫ 50,000.00 of ₫ 100,000.00". */
function Measure({
  label,
  p,
  currency,
  testId,
}: {
  label: string;
  p: vipApi.VipProgress;
  currency: string;
  testId: string;
}) {
  const { t } = useTranslation(NS);
  const text = t('vip_of', {
    current: `${currency} ${formatMoney(p.current)}`,
    required: `${currency} ${formatMoney(p.required)}`,
  });
  return <ProgressBar label={label} valueText={text} percent={p.percent} done={p.percent >= 100} testId={testId} />;
}

/**
 * "My account"'s VIP level (SPEC §2 securityCenter "my account / VIP level"; §6 VIP when enabled): the member's
 * level, what the rolling window holds and the way to the next level, then every level with its benefits.
 * Nothing when the merchant has VIP off.
 */
export function VipSection() {
  const { t } = useTranslation(NS);
  const vip = useVip();
  if (vip.error)
    return (
      <section className="ui-card member-card" aria-label={t('vip_title')}>
        <ErrorPanel message={t('vip_failed')} onRetry={vip.reload} />
      </section>
    );
  if (!vip.data) return <Skeleton height={160} radius="var(--radius-lg)" />;
  const v = vip.data;
  if (!v.enabled || !v.level) return null;
  const next = v.next;
  const reached = next !== null && next.deposit.percent >= 100 && next.turnover.percent >= 100;
  return (
    <>
      <section className="ui-card member-card vip-card" aria-labelledby="vip-title" data-testid="vip-section">
        <h3 id="vip-title" className="member-card-title">
          <Crown aria-hidden />
          {t('vip_title')}
        </h3>
        <p className="vip-level">
          <span className="vip-muted">{t('vip_current')}</span>
          <span className="vip-level-label" data-testid="vip-level-label">
            {v.level.label}
          </span>
        </p>
        <p className="vip-muted">{t('vip_window', { days: v.windowDays })}</p>
        {next ? (
          <div className="vip-next" data-testid="vip-next">
            <h4 className="vip-next-title">{t('vip_next', { label: next.label })}</h4>
            <Measure label={t('vip_deposit')} p={next.deposit} currency={v.currency} testId="vip-progress-deposit" />
            <Measure label={t('vip_turnover')} p={next.turnover} currency={v.currency} testId="vip-progress-turnover" />
            {reached && (
              <p className="member-status is-ok" data-testid="vip-reached">
                {t('vip_reached', { label: next.label })}
              </p>
            )}
          </div>
        ) : (
          <p className="member-status is-ok" data-testid="vip-top">
            {t('vip_top')}
          </p>
        )}
        <p className="vip-muted">{t('vip_bonus_note')}</p>
        {v.updatedAt && <p className="vip-muted">{t('vip_updated', { at: formatDateTime(v.updatedAt) })}</p>}
      </section>
      <section className="ui-card member-card vip-card" aria-labelledby="vip-levels-title">
        <h3 id="vip-levels-title" className="member-card-title">
          {t('vip_levels')}
        </h3>
        <VipLevelsTable levels={v.levels} current={v.level.level} />
      </section>
    </>
  );
}
