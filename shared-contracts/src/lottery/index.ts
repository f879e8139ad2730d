/**
 * `shared-contracts/lottery` (ADR 0007): the lottery's pure rules — games and schedule, provably fair
 * derivation, bet types, odds — and its API calls. A second public entry, kept out of the shared
 * singleton so only mf-lottery and platform-api load it.
 */
export * from './games';
export * from './fair';
export * from './bet-types';
export * from './odds';
export * as lotteryApi from './api';
export {
  DrawSchema,
  MenuGameSchema,
  LotteryBetSchema,
  SlipLineSchema,
  OddsSchema,
  type Draw,
  type MenuGame,
  type LotteryBet,
} from './api';
