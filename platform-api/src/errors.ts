import { COMMON_ERRORS } from './infra/errors/common-errors';
import type { ErrorTable } from './infra/errors/domain-error';
import { BETS_ERRORS } from './modules/bets/errors';
import { DEMO_VENDOR_ERRORS } from './modules/demo-vendor/errors';
import { DEMO_LIVE_ERRORS } from './modules/demo-live/errors';
import { DEMO_PVP_ERRORS } from './modules/demo-pvp/errors';
import { GAMES_ERRORS } from './modules/games/errors';
import { MERCHANTS_ERRORS } from './modules/merchants/errors';
import { ANTI_BOT_ERRORS } from './modules/anti-bot/errors';
import { PASSWORDS_ERRORS } from './modules/passwords/errors';
import { AGENCY_ERRORS } from './modules/agency/errors';
import { ID_VERIFICATION_ERRORS } from './modules/id-verification/errors';
import { REGISTRATION_ERRORS } from './modules/registration/errors';
import { SECURITY_ERRORS } from './modules/security/errors';
import { SOCIAL_ERRORS } from './modules/social/errors';
import { SESSIONS_ERRORS } from './modules/sessions/errors';
import { VERIFICATION_ERRORS } from './modules/verification/errors';
import { SEAMLESS_ERRORS } from './modules/seamless/errors';
import { WALLET_ERRORS } from './modules/wallet/errors';
import { PAYMENTS_ERRORS } from './modules/payments/errors';
import { DEMO_PSP_ERRORS } from './modules/demo-psp/errors';
import { DEMO_SPORTSBOOK_ERRORS } from './modules/demo-sportsbook/errors';
import { WITHDRAWALS_ERRORS } from './modules/withdrawals/errors';
import { PROFILE_ERRORS } from './modules/profile/errors';
import { RESPONSIBLE_GAMING_ERRORS } from './modules/responsible-gaming/errors';
import { LOTTERY_ERRORS } from './modules/lottery/errors';
import { REWARDS_ERRORS } from './modules/rewards/errors';
import { REFERRAL_ERRORS } from './modules/referral/errors';
import { POINTS_ERRORS } from './modules/points/errors';
import { PROMOTIONS_ERRORS } from './modules/promotions/errors';
import { OPERATORS_ERRORS } from './modules/operators/errors';
import { PLAYERS_ERRORS } from './modules/players/errors';
import { DESK_ERRORS } from './modules/desk/errors';
import { RELEASES_ERRORS } from './modules/releases/errors';
import { FEEDBACK_ERRORS } from './modules/feedback/errors';
import { RESTRICTED_ERRORS } from './modules/restricted/errors';

/**
 * The one error catalogue: every code the API answers, with its HTTP status and i18n message key.
 * Each module declares its entries in its own `errors.ts`; they are merged here (a code may be
 * declared once). docs/contracts.md lists every entry (test/errors.test.ts keeps them in step).
 */
export const ERROR_TABLES: Record<string, ErrorTable> = {
  common: COMMON_ERRORS,
  merchants: MERCHANTS_ERRORS,
  sessions: SESSIONS_ERRORS,
  antiBot: ANTI_BOT_ERRORS,
  verification: VERIFICATION_ERRORS,
  passwords: PASSWORDS_ERRORS,
  security: SECURITY_ERRORS,
  registration: REGISTRATION_ERRORS,
  agency: AGENCY_ERRORS,
  idVerification: ID_VERIFICATION_ERRORS,
  social: SOCIAL_ERRORS,
  wallet: WALLET_ERRORS,
  bets: BETS_ERRORS,
  seamless: SEAMLESS_ERRORS,
  games: GAMES_ERRORS,
  demoVendor: DEMO_VENDOR_ERRORS,
  demoLive: DEMO_LIVE_ERRORS,
  demoPvp: DEMO_PVP_ERRORS,
  payments: PAYMENTS_ERRORS,
  demoPsp: DEMO_PSP_ERRORS,
  demoSportsbook: DEMO_SPORTSBOOK_ERRORS,
  withdrawals: WITHDRAWALS_ERRORS,
  profile: PROFILE_ERRORS,
  responsibleGaming: RESPONSIBLE_GAMING_ERRORS,
  lottery: LOTTERY_ERRORS,
  rewards: REWARDS_ERRORS,
  referral: REFERRAL_ERRORS,
  points: POINTS_ERRORS,
  promotions: PROMOTIONS_ERRORS,
  operators: OPERATORS_ERRORS,
  players: PLAYERS_ERRORS,
  desk: DESK_ERRORS,
  releases: RELEASES_ERRORS,
  feedback: FEEDBACK_ERRORS,
  restricted: RESTRICTED_ERRORS,
};

export const ERROR_CATALOGUE: ErrorTable = Object.assign({}, ...Object.values(ERROR_TABLES));
