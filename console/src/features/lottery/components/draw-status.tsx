import { useTranslation } from 'react-i18next';
import type { lotteryOpsApi } from 'shared-contracts';
import { Badge } from 'shared-ui';
import { NS } from '../i18n';

const TONE = { OPEN: 'primary', DRAWN: 'success', SETTLED: 'neutral', CANCELLED: 'danger' } as const;

/** A draw's status badge; an open draw not yet taking bets says Upcoming. */
export function DrawStatus({ draw }: { draw: lotteryOpsApi.LotteryOpsDraw }) {
  const { t } = useTranslation(NS);
  return (
    <Badge tone={draw.upcoming ? 'neutral' : TONE[draw.status]} testId={`draw-status-${draw.id}`}>
      {t(draw.upcoming ? 'upcoming' : `status_${draw.status}`)}
    </Badge>
  );
}
