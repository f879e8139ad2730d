import { useTranslation } from 'react-i18next';
import { ErrorPanel, Skeleton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useReferral } from '../api/get-referral';
import { FriendsList } from './friends-list';
import { InviteCard } from './invite-card';
import { ReferralStats } from './referral-stats';
import '../i18n';

/**
 * referral (SPEC §2 member centre "invite friends"): the member's referral code and invite link (copy buttons, a QR
 * code), the programme's rule, the counts, and the friends who signed up with the code with their state.
 */
export function ReferralPage() {
  const { t } = useTranslation(NS);
  const referral = useReferral();
  const data = referral.data;
  return (
    <div className="ref-page" data-testid="referral" aria-busy={referral.loading || undefined}>
      {referral.error ? (
        <ErrorPanel message={t('ref_failed')} onRetry={referral.reload} />
      ) : !data ? (
        <div className="ui-card ref-card" role="status" aria-busy="true">
          <span className="sr-only">{t('common:loading')}</span>
          <Skeleton height={160} radius={8} />
          <Skeleton lines={3} height={20} />
        </div>
      ) : (
        <>
          <InviteCard data={data} />
          <ReferralStats data={data} />
          <FriendsList currency={data.currency} />
        </>
      )}
    </div>
  );
}
