import { addBundles } from 'shared-contracts';

/** Namespace `member`, owned by mf-member. */
export const NS = 'member';

/** Member-centre pages of SPEC §2, in menu order; securityCenter is the default. */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'profile',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

addBundles(NS, {
  EN: {
    title: 'Member center',
    promotions: 'Promotions',
    promotions_intro: 'Current offers for your account.',
    announcements: 'Announcements',
    securityCenter: 'My account',
    transferFund: 'Wallet',
    depositv2: 'Deposit',
    withdraw: 'Withdraw',
    transferUpline: 'Transfer to upline',
    personalHistoryCopy: 'Betting record',
    transactionHistory: 'Account record',
    personalProfit: 'Profit and loss',
    bonusDetails: 'Bonus details',
    rewardCenter: 'Reward center',
    referral: 'Invite friends',
    missionLeaderboard: 'Missions',
    messageV2: 'Platform information',
    profile: 'Profile',
  },
  TY: {
    title: 'Trung tâm thành viên',
    promotions: 'Khuyến mãi',
    promotions_intro: 'Ưu đãi hiện có cho tài khoản của bạn.',
    announcements: 'Thông báo',
    securityCenter: 'Tài khoản của tôi',
    transferFund: 'Ví',
    depositv2: 'Nạp tiền',
    withdraw: 'Rút tiền',
    transferUpline: 'Chuyển cho tuyến trên',
    personalHistoryCopy: 'Lịch sử cược',
    transactionHistory: 'Lịch sử tài khoản',
    personalProfit: 'Lãi lỗ',
    bonusDetails: 'Chi tiết thưởng',
    rewardCenter: 'Trung tâm thưởng',
    referral: 'Mời bạn bè',
    missionLeaderboard: 'Nhiệm vụ',
    messageV2: 'Thông tin nền tảng',
    profile: 'Hồ sơ',
  },
});
