/**
 * `shared-contracts/engagement` (issue 14): promotions, the reward centre and bonuses, VIP, missions,
 * referral, announcements and the points mall. A public entry like `shared-contracts/agency`.
 */
export * from './common';
export * from './rewards';
export * as rewardsApi from './rewards';
export * as promotionsApi from './promotions';
export * as pointsApi from './points';
export * as vipApi from './vip';
export * as missionsApi from './missions';
export * as referralApi from './referral';
export * as announcementsApi from './announcements';
