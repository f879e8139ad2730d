import type { COMMON_EN } from '../common';
import type { Texts } from '../languages';
import type { PATTERN_MESSAGES_EN } from '../patterns';
import agency from './tl/agency';
import common from './tl/common';
import feedback from './tl/feedback';
import lottery from './tl/lottery';
import money from './tl/money';
import patterns from './tl/patterns';
import points from './tl/points';
import promotions from './tl/promotions';
import records from './tl/records';
import referral from './tl/referral';
import responsibleGaming from './tl/responsible-gaming';
import rewards from './tl/rewards';
import serviceHours from './tl/service-hours';

/**
 * The `common` namespace in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit',
 * 'withdraw' are fine where Filipinos use them): every shared dictionary merged, in common.ts's order.
 */
const texts: Texts<typeof COMMON_EN & typeof PATTERN_MESSAGES_EN> = {
  ...money,
  ...feedback,
  ...responsibleGaming,
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
