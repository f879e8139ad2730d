import type { Texts } from '../languages';
import type { COMMON_EN } from '../common';
import type { PATTERN_MESSAGES_EN } from '../patterns';
import money from './th/money';
import feedback from './th/feedback';
import rg from './th/responsible-gaming';
import lottery from './th/lottery';
import agency from './th/agency';
import rewards from './th/rewards';
import points from './th/points';
import promotions from './th/promotions';
import referral from './th/referral';
import records from './th/records';
import serviceHours from './th/service-hours';
import common from './th/common';
import patterns from './th/patterns';

/** The `common` namespace in TH: every shared dictionary merged, in COMMON_EN's order, then the pattern messages. */
const texts: Texts<typeof COMMON_EN & typeof PATTERN_MESSAGES_EN> = {
  ...money,
  ...feedback,
  ...rg,
  ...lottery,
  ...agency,
  ...rewards,
  ...points,
  ...promotions,
  ...referral,
  ...records,
  ...serviceHours,
  ...common,
  ...patterns,
};

export default texts;
