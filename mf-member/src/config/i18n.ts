import { addBundles, addLanguageLoaders } from 'shared-contracts';

/** Namespace `member`, owned by mf-member. */
export const NS = 'member';

// The lazy languages (SPEC §1): each its own chunk, loaded when a player chooses it.
addLanguageLoaders(NS, {
  ZH: () => import(/* webpackChunkName: "lang-zh" */ '../lang/zh'),
  JA: () => import(/* webpackChunkName: "lang-ja" */ '../lang/ja'),
  TH: () => import(/* webpackChunkName: "lang-th" */ '../lang/th'),
  TL: () => import(/* webpackChunkName: "lang-tl" */ '../lang/tl'),
  KO: () => import(/* webpackChunkName: "lang-ko" */ '../lang/ko'),
});

/** The strings more than one part of mf-member uses (app/, several features, lib/). */
export const EN = {
  title: 'Member center',
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
  feedback: 'Feedback',
  profile: 'Profile',
  password: 'Password',
  choose: 'Please choose',
  save: 'Save',
  amount_invalid: 'Enter an amount above 0 with at most 2 decimals',
  balance: 'Balance',
};

addBundles(NS, {
  EN,
  TY: {
    title: 'Trung tâm thành viên',
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
    feedback: 'Góp ý',
    profile: 'Hồ sơ',
    password: 'Mật khẩu',
    choose: 'Vui lòng chọn',
    save: 'Lưu',
    amount_invalid: 'Nhập số tiền lớn hơn 0, tối đa 2 chữ số thập phân',
    balance: 'Số dư',
  } satisfies typeof EN,
});
