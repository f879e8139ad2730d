import { useTranslation } from 'react-i18next';
import type { Withdrawal, WithdrawalStatus } from 'shared-contracts';
import { Badge } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

const TONE: Record<WithdrawalStatus, 'primary' | 'success' | 'danger' | 'neutral'> = {
  PENDING: 'primary',
  PAID: 'success',
  REJECTED: 'danger',
  RECEIVED: 'neutral',
  DISPUTED: 'danger',
  RETURNED: 'neutral',
};

/** A withdrawal's status as a coloured label, with the operator's reason or the automatic receipt under it. */
export function WithdrawalStatusCell({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation(NS);
  return (
    <span className="money-status-cell">
      <Badge tone={TONE[w.status]} testId="withdrawal-status">
        {t(`wd_status_${w.status}`)}
      </Badge>
      {(w.status === 'REJECTED' || w.status === 'RETURNED') && w.reason && (
        <span className="money-reason">{t('wd_reason', { reason: w.reason })}</span>
      )}
      {w.status === 'RECEIVED' && w.forced && <span className="money-reason">{t('wd_forced')}</span>}
    </span>
  );
}
