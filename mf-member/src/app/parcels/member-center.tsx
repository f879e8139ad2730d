import type { ParcelProps } from 'shared-contracts';
import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAppStyles } from '../../styles/inject';
import { DepositPage, later, ReferralPage, WithdrawPage } from '../lazy-pages';
import { AccountRecordPage } from '../../features/account-record/components/account-record-page';
import { BettingRecordPage } from '../../features/betting-record/components/betting-record-page';
import { BonusDetailsPage } from '../../features/bonus-details/components/bonus-details-page';
import { MemberCenterPage } from '../../features/member-center/components/member-center-page';
import { useOpenMissions } from '../../features/missions/api/get-summary';
import { MissionsPage } from '../../features/missions/components/missions-page';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { MessagesPage } from '../../features/messages/components/messages-page';
import { FeedbackPage } from '../../features/feedback/components/feedback-page';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { ProfitLossPage } from '../../features/profit-loss/components/profit-loss-page';
import { usePendingRewards } from '../../features/reward-center/api/get-badges';
import { RewardCenterPage } from '../../features/reward-center/components/reward-center-page';
import { ResponsibleGamingSection } from '../../features/responsible-gaming/components/responsible-gaming-section';
import { SecurityCenter } from '../../features/security-center/components/security-center';
import { TransferUplinePage } from '../../features/transfer-upline/components/transfer-upline-page';
import { VipSection } from '../../features/vip/components/vip-section';
import { WalletPage } from '../../features/wallet/components/wallet-page';

injectAppStyles();

/** "My account": the security settings, the VIP level, then responsible gaming. */
const myAccount = (
  <SecurityCenter>
    <VipSection />
    <ResponsibleGamingSection />
  </SecurityCenter>
);

/** The member centre with the pages that exist so far; the messages page's menu entry shows the unread count. */
function MemberCenter(props: ParcelProps) {
  const unread = useUnreadCount();
  const openMissions = useOpenMissions();
  const pendingRewards = usePendingRewards();
  return (
    <MemberCenterPage
      {...props}
      badges={{ messageV2: unread, missionLeaderboard: openMissions, rewardCenter: pendingRewards }}
      pages={{
        securityCenter: myAccount,
        transferFund: <WalletPage />,
        depositv2: later(<DepositPage search={props.location.search} navigate={props.navigate} />),
        withdraw: later(<WithdrawPage />),
        transferUpline: <TransferUplinePage navigate={props.navigate} />,
        personalHistoryCopy: <BettingRecordPage />,
        transactionHistory: <AccountRecordPage />,
        personalProfit: <ProfitLossPage />,
        bonusDetails: <BonusDetailsPage />,
        rewardCenter: <RewardCenterPage />,
        referral: later(<ReferralPage />),
        missionLeaderboard: <MissionsPage />,
        messageV2: <MessagesPage />,
        feedback: <FeedbackPage />,
        profile: <ProfilePage />,
      }}
    />
  );
}

/** Exposed as `mf_member/MemberCenter`. */
export const { bootstrap, mount, unmount, update } = createParcel(MemberCenter);
