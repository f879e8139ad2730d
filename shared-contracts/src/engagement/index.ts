/**
 * `shared-contracts/engagement` (issue 14): promotions, the reward centre and bonuses, VIP, missions,
 * referral, announcements and the points mall. A public entry like `shared-contracts/agency`.
 */
// Each area's schemas, types and constants by name; its endpoints also under `<area>Api` (the client and the
// routes use those). Endpoint names must be unique across the areas (TypeScript refuses an ambiguous name).
export * from './common';
export * from './rewards';
export * from './promotions';
export * from './points';
export * from './vip';
export * from './missions';
export * from './referral';
export * from './announcements';
export * as rewardsApi from './rewards';
export * as promotionsApi from './promotions';
export * as pointsApi from './points';
export * as vipApi from './vip';
export * as missionsApi from './missions';
export * as referralApi from './referral';
export * as announcementsApi from './announcements';
