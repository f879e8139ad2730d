/** Member-centre pages of SPEC §2, in menu order (each one's title is the `member` key of its name, config/i18n.ts); securityCenter is the default. */
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
  'feedback',
  'profile',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];
