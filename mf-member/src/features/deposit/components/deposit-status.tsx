import { useTranslation } from 'react-i18next';
import type { DepositStatus } from 'shared-contracts';
import { Badge } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

const TONE: Record<DepositStatus, 'primary' | 'success' | 'danger' | 'neutral'> = {
  PENDING: 'primary',
  CREDITED: 'success',
  FAILED: 'danger',
  REJECTED: 'danger',
  EXPIRED: 'neutral',
};

/** A deposit's status as a coloured label. */
export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation(NS);
  return (
    <Badge tone={TONE[status]} testId="deposit-status">
      {t(`dep_status_${status}`)}
    </Badge>
  );
}
