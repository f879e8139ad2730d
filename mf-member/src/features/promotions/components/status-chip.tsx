import { useTranslation } from 'react-i18next';
import type { PromotionStatus } from 'shared-contracts/engagement';
import { Badge } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

const TONE: Record<PromotionStatus, 'danger' | 'primary' | 'neutral' | 'success'> = {
  COMING_SOON: 'neutral',
  PROCESS: 'primary',
  APPLYING: 'primary',
  REJECTED: 'danger',
  ISSUED: 'success',
  CLAIMED: 'success',
  JOINED: 'primary',
  CLOSED: 'neutral',
};

/** An activity's status in SPEC §4's words (applying, rejected, issued, claimed, process, joined, closed, coming soon). */
export function StatusChip({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation(NS);
  return (
    <Badge tone={TONE[status]} testId="promo-status">
      {t(`promo_status_${status}`)}
    </Badge>
  );
}
