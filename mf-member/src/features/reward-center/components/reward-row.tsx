import { Gift } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import type { Reward } from 'shared-contracts/engagement';
import { Amount, Badge, Button } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

/** The date line of a reward: when it was granted, and its deadline, claim or expiry. */
function when(t: TFunction, r: Reward): string[] {
  const lines = [t('rc_granted', { time: formatDateTime(r.createdAt, { seconds: true }) })];
  if (r.status === 'CLAIMED' && r.claimedAt)
    lines.push(t('rc_claimed_at', { time: formatDateTime(r.claimedAt, { seconds: true }) }));
  else if (r.expiresAt)
    lines.push(
      t(r.status === 'EXPIRED' ? 'rc_expired_at' : 'rc_expires', {
        time: formatDateTime(r.expiresAt, { seconds: true }),
      }),
    );
  return lines;
}

/** One reward: where it comes from, what it pays and asks, and the claim button while it waits. */
export function RewardRow({ reward: r, busy, onClaim }: { reward: Reward; busy: boolean; onClaim: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <article className="rc-row" data-testid="reward-row" aria-label={r.title}>
      <span className="rc-icon" aria-hidden>
        <Gift />
      </span>
      <div className="rc-main">
        <p className="rc-title">
          <span>{r.title}</span>
          <Badge tone="neutral">{t(`rc_source_${r.source}`)}</Badge>
        </p>
        <p className="rc-sub">
          {r.turnoverMultiple > 0 ? t('rc_turnover', { multiple: r.turnoverMultiple }) : t('rc_no_turnover')}
        </p>
        {when(t, r).map((line) => (
          <p key={line} className="rc-sub">
            {line}
          </p>
        ))}
      </div>
      <div className="rc-side">
        <Amount value={r.amount} className="rc-amount" />
        {r.status === 'PENDING' && (
          <Button
            variant="primary"
            loading={busy}
            onClick={onClaim}
            aria-label={t('rc_claim_named', { title: r.title })}
          >
            {t('rc_claim')}
          </Button>
        )}
      </div>
    </article>
  );
}
