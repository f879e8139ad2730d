import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';
import { useResponsibleGaming } from '../api/get-responsible-gaming';
import { DepositLimits } from './deposit-limits';
import { SelfExclusion } from './self-exclusion';

/** "My account"'s responsible gaming: deposit limits and self-exclusion (ADR 0006). */
export function ResponsibleGamingSection() {
  const { t } = useTranslation(NS);
  const rg = useResponsibleGaming();
  return (
    <div className="member-stack" data-testid="responsible-gaming" aria-busy={rg.loading || undefined}>
      <h3 className="member-section-title">
        <ShieldCheck aria-hidden />
        {t('rg_title')}
      </h3>
      <p className="member-intro">{t('rg_intro')}</p>
      {rg.error ? (
        <ErrorPanel message={t('rg_failed')} onRetry={rg.reload} />
      ) : (
        <>
          <DepositLimits state={rg.data} loading={rg.loading} onSaved={rg.reload} />
          {rg.data && <SelfExclusion exclusion={rg.data.exclusion} />}
        </>
      )}
    </div>
  );
}
